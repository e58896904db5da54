import Foundation
import TestSupport
import XCTest

/// Unwind checks with no `classes` section: the implementers come from the
/// app's sources, given with the storyboards or as a folder.
final class UnwindDiscoveryTests: TemporaryFolderTestCase {
    override var commandFolder: URL { Fixtures.root }

    func testTheSourcesOfAnAppWithoutClassesSayWhoImplementsItsUnwinds() throws {
        let valid = try run(["validate", "Examples/MasterDetail"])
        XCTAssertEqual(valid.status, 0, valid.standardError)
        XCTAssertEqual(valid.standardOutput, "validated 4 files: 0 errors, 0 warnings\n")

        // Renaming the @IBAction leaves the unwind with nothing to call.
        let app = folder.appendingPathComponent("MasterDetail")
        try FileManager.default.copyItem(at: Fixtures.examples.appendingPathComponent("MasterDetail"), to: app)
        let controller = app.appendingPathComponent("App/MasterViewController.swift")
        try String(contentsOf: controller, encoding: .utf8)
            .replacingOccurrences(of: "func exitToMasterView(", with: "func exitToMaster(")
            .write(to: controller, atomically: true, encoding: .utf8)
        let broken = try run(["validate", app.path])
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(
            broken.standardError.hasPrefix(
                "\(app.path)/MasterDetail.segues.yaml:25:78: error: no class implements the unwind action "
                    + "\"exitToMasterView:\""),
            broken.standardError)
        XCTAssertTrue(broken.standardError.contains("did you mean \"exitToMaster:\"?"), broken.standardError)
    }

    /// `checkUnwinds` limits the checks to the storyboards a team is ready
    /// for; a name that is no storyboard is an error, not a silent no-op.
    func testCheckUnwindsLimitsTheChecksToTheNamedStoryboards() throws {
        let manifest = { (name: String) in
            "version: 1\nscenes:\n  - name: Home\n    class: \(name)ViewController\n    segues:\n"
                + "      - {kind: unwind, action: \"unwindTo\(name):\"}\n"
        }
        try write(manifest("Ready"), to: "Ready.segues.yaml")
        try write(manifest("Later"), to: "Later.segues.yaml")
        try write(
            "final class ShellViewController: UIViewController {\n"
                + "    @IBAction func unwindToShell(_ segue: UIStoryboardSegue) {}\n}\n"
                + "final class ReadyViewController: UIViewController {}\n"
                + "final class LaterViewController: UIViewController {}\n", to: "Shell.swift")

        let everything = try run(["validate", folder.path])
        XCTAssertEqual(everything.status, 1)
        XCTAssertEqual(
            everything.standardError.components(separatedBy: "[SG208]").count - 1, 2, everything.standardError)

        try write("checkUnwinds: [Ready]\n", to: "seguegen.yaml")
        let scoped = try run(["validate", folder.path, "--config", folder.appendingPathComponent("seguegen.yaml").path])
        XCTAssertEqual(scoped.status, 1)
        XCTAssertEqual(scoped.standardError.components(separatedBy: "[SG208]").count - 1, 1, scoped.standardError)
        XCTAssertTrue(scoped.standardError.contains("Ready.segues.yaml:6:32: error:"), scoped.standardError)

        try write("checkUnwinds: [Redy]\n", to: "seguegen.yaml")
        let misspelt = try run([
            "validate", folder.path, "--config", folder.appendingPathComponent("seguegen.yaml").path,
        ])
        XCTAssertTrue(
            misspelt.standardError.contains(
                "seguegen.yaml:1:16: error: checkUnwinds names \"Redy\", which is no storyboard of this run; "
                    + "did you mean \"Ready\"? [SG230]"), misspelt.standardError)
    }

    /// SG302 says when a path starts at a scene only because its storyboard
    /// ID lets code present it anywhere, and `presentedOnlyBySegues` silences
    /// it for that scene alone; a name that is no such scene is an error.
    func testAStoryboardIDStartsAPathThatOneSceneCanBeExcludedFrom() throws {
        try write(
            """
            version: 1
            storyboard: Main
            initialScene: Home
            scenes:
              - {name: Home, class: HomeViewController, segues: [{id: showList, kind: show, destination: List}]}
              - name: List
                storyboardID: list
                segues: [{id: showDetail, kind: show, destination: Detail}]
              - {name: Detail, segues: [{kind: unwind, action: "unwindToHome:"}]}
              - {name: Other, storyboardID: other, segues: [{id: next, kind: show, destination: Detail}]}
            classes:
              HomeViewController: {unwindActions: ["unwindToHome:"]}

            """, to: "Main.segues.yaml")
        let config = folder.appendingPathComponent("seguegen.yaml").path
        let warned = try run(["validate", folder.appendingPathComponent("Main.segues.yaml").path])
        XCTAssertEqual(warned.status, 0)
        XCTAssertTrue(
            warned.standardError.contains(
                "when Detail is reached by List → Detail: no scene on that path implements it; the path starts at "
                    + "List because its storyboard ID \"list\" lets code present it from anywhere; if code presents "
                    + "it only where segues lead, list \"Main.List\" under presentedOnlyBySegues in seguegen.yaml "
                    + "[SG302]"), warned.standardError)

        try write("presentedOnlyBySegues: [Main.List]\n", to: "seguegen.yaml")
        let silenced = try run(["validate", folder.appendingPathComponent("Main.segues.yaml").path, "--config", config])
        XCTAssertEqual(silenced.status, 0)
        // Other is nobody's destination, so its path still counts, and its
        // message has no storyboard-ID advice: nothing else leads there.
        XCTAssertTrue(
            silenced.standardError.contains(
                "when Detail is reached by Other → Detail: no scene on that path implements it [SG302]"),
            silenced.standardError)
        XCTAssertFalse(silenced.standardError.contains("List → Detail"), silenced.standardError)

        try write("presentedOnlyBySegues: [Main.Lst]\n", to: "seguegen.yaml")
        let misspelt = try run(["validate", folder.appendingPathComponent("Main.segues.yaml").path, "--config", config])
        XCTAssertEqual(misspelt.status, 1)
        XCTAssertTrue(
            misspelt.standardError.contains(
                "error: presentedOnlyBySegues names \"Main.Lst\", which is no scene with a storyboard ID in this run "
                    + "(write Storyboard.Scene); did you mean \"Main.List\"? [SG230]"), misspelt.standardError)
    }
}
