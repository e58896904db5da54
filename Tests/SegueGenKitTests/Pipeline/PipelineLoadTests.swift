import SegueGenKit
import SegueGenSupport
import XCTest

final class PipelineLoadTests: XCTestCase {
    /// `load` reads its inputs in parallel. What it reports must be what
    /// reading them one after another into one collector reports: the same
    /// diagnostics in input order, warnings suppressed the same way, and the
    /// error limit cutting at the same diagnostic.
    func testReportsWhatReadingOneByOneReports() {
        var inputs: [InputFile] = []
        for index in 0..<40 {
            inputs.append(InputFile(path: "M\(index).segues.yaml", bytes: Array(brokenManifest(index).utf8)))
            inputs.append(InputFile(path: "S\(index).storyboard", bytes: Array(storyboardWithWarnings(index).utf8)))
        }
        for (errorLimit, suppressed) in [(100, []), (1_000, []), (100, [DiagnosticCode.storyboardStructure])] {
            var oneByOne = DiagnosticCollector(errorLimit: errorLimit, suppressedWarnings: Set(suppressed))
            for input in inputs { _ = Pipeline.read(input, diagnostics: &oneByOne) }
            var loaded = DiagnosticCollector(errorLimit: errorLimit, suppressedWarnings: Set(suppressed))
            XCTAssertNil(Pipeline.load(inputs, checks: .everything, diagnostics: &loaded))
            XCTAssertEqual(
                loaded.diagnostics, oneByOne.diagnostics, "error limit \(errorLimit), suppressing \(suppressed)")
            XCTAssertEqual(loaded.warningTotal, suppressed.isEmpty ? 40 : 0)
        }
    }

    /// Two errors a manifest, so forty of them pass the default limit.
    private func brokenManifest(_ index: Int) -> String {
        """
        version: 1
        storyboard: S\(index)
        scenes:
          - name: A
            colour: red
            segues:
              - id: x
                kind: flyaway
                destination: A
        """
    }

    private func storyboardWithWarnings(_ index: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s\(index)">
                    <objects>
                        <viewController id="v\(index)" customClass="V\(index)ViewController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="v\(index)" kind="teleport" identifier="odd" id="g\(index)"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}
