import Foundation
import TestSupport
import XCTest

/// A whole-project `validate` runs each target on its own; a finding that
/// several targets report (one storyboard in two targets) is printed once,
/// by the first target, with a note naming every target that reports it,
/// and still counted in each target's summary (issue 42).
final class SharedFindingsTests: TemporaryFolderTestCase {
    /// A project of `targets`, each building `Main.storyboard` and
    /// `View.swift`.
    private func writeApp(targets: [String]) throws {
        let nativeTargets = targets.enumerated().map { index, name in
            """
            T\(index) = {isa = PBXNativeTarget; name = \(name); productType = "com.apple.product-type.application";
                buildPhases = (S\(index), R\(index)); buildConfigurationList = L; };
            S\(index) = {isa = PBXSourcesBuildPhase; files = (BS\(index)); };
            R\(index) = {isa = PBXResourcesBuildPhase; files = (BB\(index)); };
            BS\(index) = {isa = PBXBuildFile; fileRef = FS; };
            BB\(index) = {isa = PBXBuildFile; fileRef = FB; };
            """
        }
        try write(
            """
            // !$*UTF8*$!
            {
                rootObject = P;
                objects = {
                    P = {isa = PBXProject; mainGroup = G; buildConfigurationList = L;
                        targets = (\(targets.indices.map { "T\($0)" }.joined(separator: ", "))); };
                    L = {isa = XCConfigurationList; buildConfigurations = (C); };
                    C = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                    G = {isa = PBXGroup; children = (FS, FB); sourceTree = "<group>"; };
                    FS = {isa = PBXFileReference; path = View.swift; sourceTree = "<group>"; };
                    FB = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
                    \(nativeTargets.joined(separator: "\n"))
                };
            }
            """, to: "App/App.xcodeproj/project.pbxproj")
        try write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            initialViewController="a">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="a" customClass="ViewController" customModuleProvider="target" \
            sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v"/>
                        <connections><outlet property="titelLabel" destination="v" id="o"/></connections>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """, to: "App/Main.storyboard")
        try write(
            "import UIKit\nclass ViewController: UIViewController {\n    @IBOutlet var titleLabel: UIView!\n}\n",
            to: "App/View.swift")
    }

    func testAFindingSeveralTargetsShareIsPrintedOnceNamingThemAll() throws {
        try writeApp(targets: ["App", "AppDev", "Widget"])
        let result = try ProcessRunner.run(ProcessRunner.seguegen, ["validate", "App"], in: folder)
        XCTAssertEqual(result.status, 1, result.standardError)
        let findings = result.standardError.split(separator: "\n").filter { $0.contains("[SG240]") }
        XCTAssertEqual(findings.count, 1, result.standardError)
        XCTAssertTrue(
            result.standardError.contains(
                "App/Main.storyboard:6:26: note: the targets App, AppDev and Widget all report this; it is printed once"
            ),
            result.standardError)
        // Each target's summary still counts it.
        for target in ["App", "AppDev", "Widget"] {
            XCTAssertTrue(
                result.standardOutput.contains("validated target \(target) of App.xcodeproj, 2 files: 1 error"),
                result.standardOutput)
        }
        // One target alone prints it with no note.
        let one = try ProcessRunner.run(ProcessRunner.seguegen, ["validate", "App", "--target", "AppDev"], in: folder)
        XCTAssertEqual(one.standardError.split(separator: "\n").filter { $0.contains("[SG240]") }.count, 1)
        XCTAssertFalse(one.standardError.contains("all report this"), one.standardError)
    }
}
