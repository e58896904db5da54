import SegueGenKit
import XCTest

/// The split output's file names come from the input paths alone, as the
/// build plugin must declare them before any input is read.
final class OutputLayoutTests: XCTestCase {
    func testEachStoryboardOrManifestGetsAFileNamedAfterIt() {
        let layout = OutputLayout(inputs: [
            "App/Base.lproj/Main.storyboard", "App/Flows.segues.yaml", "App/Settings.segues.json",
            "App/Legacy.SEGUES.YML", "App/ViewController.swift", "App/Legacy.m", "App/seguegen.yaml",
        ])
        XCTAssertEqual(
            layout.fileNames,
            [
                "App/Base.lproj/Main.storyboard": "MainSegues.swift", "App/Flows.segues.yaml": "FlowsSegues.swift",
                "App/Settings.segues.json": "SettingsSegues.swift", "App/Legacy.SEGUES.YML": "LegacySegues.swift",
            ])
        XCTAssertEqual(
            layout.allFileNames,
            [
                "FlowsSegues.swift", "LegacySegues.swift", "MainSegues.swift", "SettingsSegues.swift",
                OutputLayout.sharedFileName,
            ])
    }

    /// A file system that ignores case could not hold `MainSegues.swift`
    /// and `mainSegues.swift`; the two inputs share a file, named after the
    /// input first in sorted order of paths, whatever the order of the inputs.
    func testNamesThatDifferOnlyInCaseShareAFile() {
        let paths = ["b/main.storyboard", "a/Main.segues.yaml", "c/MAIN.storyboard"]
        for order in [paths, paths.reversed()] {
            let layout = OutputLayout(inputs: order)
            XCTAssertEqual(Set(layout.fileNames.values), ["MainSegues.swift"])
            XCTAssertEqual(layout.allFileNames, ["MainSegues.swift", OutputLayout.sharedFileName])
        }
    }

    func testCharactersAFileNameShouldNotHoldBecomeUnderscores() {
        let layout = OutputLayout(inputs: ["Sign Up~iPad.storyboard", "Café.segues.yaml"])
        XCTAssertEqual(
            layout.fileNames,
            ["Sign Up~iPad.storyboard": "Sign_Up_iPadSegues.swift", "Café.segues.yaml": "Caf_Segues.swift"])
    }

    /// No input can take the shared file's name: every other name ends in
    /// `Segues.swift`.
    func testNoInputTakesTheSharedFilesName() {
        let layout = OutputLayout(inputs: ["SegueGenShared.storyboard", "SegueGen.segues.yaml"])
        XCTAssertFalse(layout.fileNames.values.contains(OutputLayout.sharedFileName))
        XCTAssertEqual(Set(layout.allFileNames).count, 3)
    }

    func testWithoutScenesOnlyTheSharedFileIsWritten() {
        XCTAssertEqual(OutputLayout(inputs: ["App/A.swift"]).allFileNames, [OutputLayout.sharedFileName])
    }
}
