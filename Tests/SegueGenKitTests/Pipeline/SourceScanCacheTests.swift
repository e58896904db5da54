import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The runs of one command share their source readings: each must still
/// report what it reports alone, whatever the runs before it read.
final class SourceScanCacheTests: XCTestCase {
    private static let manifest = """
        version: 1
        scenes:
          - name: Home
            class: HomeViewController
            segues: [{id: showDetail, kind: show, destination: Detail}]
          - name: Detail
            class: DetailViewController

        """

    private static func source(performing identifier: String) -> String {
        """
        import UIKit
        class HomeViewController: UIViewController {
            func open() { performSegue(withIdentifier: "\(identifier)", sender: nil) }
        }

        """
    }

    /// The diagnostics of the manifest with the source, read into `module`
    /// (nil: the run's own code), through `scans` when given.
    private static func diagnostics(source: String, module: String?, scans: SourceScanCache?) -> [String] {
        var code = InputFile(path: "App/Home.swift", bytes: Array(source.utf8))
        code.module = module
        var diagnostics = DiagnosticCollector()
        _ = Pipeline.load(
            [InputFile(path: "Main.segues.yaml", bytes: Array(manifest.utf8)), code], checks: .everything, scans: scans,
            diagnostics: &diagnostics)
        return diagnostics.sorted.map(\.description)
    }

    /// A file whose bytes changed since an earlier run read it (an edit
    /// between two runs of a build plugin's process, or a test's renaming)
    /// is read again.
    func testAFileWhoseBytesChangedIsReadAgain() {
        let scans = SourceScanCache()
        let right = Self.diagnostics(source: Self.source(performing: "showDetail"), module: nil, scans: scans)
        XCTAssertEqual(right, [])
        let misspelt = Self.source(performing: "showDetial")
        let alone = Self.diagnostics(source: misspelt, module: nil, scans: nil)
        XCTAssertTrue(alone.contains { $0.contains("error") && $0.contains("showDetial") }, "\(alone)")
        XCTAssertEqual(Self.diagnostics(source: misspelt, module: nil, scans: scans), alone)
    }

    /// A file one target links as another module's code (whose literals
    /// name that module's storyboards, and are not judged) and another
    /// compiles as its own is read for each.
    func testAFileReadIntoAnotherModuleIsReadAgainAsTheRunsOwn() {
        let scans = SourceScanCache()
        let misspelt = Self.source(performing: "showDetial")
        XCTAssertEqual(Self.diagnostics(source: misspelt, module: "Kit", scans: scans), [])
        let alone = Self.diagnostics(source: misspelt, module: nil, scans: nil)
        XCTAssertFalse(alone.isEmpty)
        XCTAssertEqual(Self.diagnostics(source: misspelt, module: nil, scans: scans), alone)
    }

    /// Every fixture loads through a cache as it loads alone, the first
    /// time (the cache filled) and the second (every source read from it).
    func testEveryFixtureLoadsAsItDoesAlone() throws {
        var compared = 0
        for generationCase in try GenerationCase.all() {
            let inputs = try generationCase.inputs()
            var alone = DiagnosticCollector()
            let project = Pipeline.load(inputs, checks: .everything, diagnostics: &alone)?.project
            let scans = SourceScanCache()
            for pass in ["first", "second"] {
                var cached = DiagnosticCollector()
                let cachedProject = Pipeline.load(inputs, checks: .everything, scans: scans, diagnostics: &cached)?
                    .project
                XCTAssertEqual(cached.sorted, alone.sorted, "\(generationCase.name), \(pass) pass")
                XCTAssertEqual(cachedProject?.classes, project?.classes, "\(generationCase.name), \(pass) pass")
                XCTAssertEqual(cachedProject?.literalUses, project?.literalUses, "\(generationCase.name)")
            }
            compared += inputs.filter { InputFormat(path: $0.path)?.isSourceCode == true }.count
        }
        // The fixtures hold a few dozen sources.
        XCTAssertGreaterThan(compared, 20)
    }
}
