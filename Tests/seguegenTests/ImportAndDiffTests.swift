import Foundation
import SegueGenKit
import TestSupport
import XCTest

final class ImportAndDiffTests: TemporaryFolderTestCase {
    override var commandFolder: URL { Fixtures.root }

    private let storyboard = "Tests/Fixtures/Generation/Storyboard/Constructs.storyboard"

    func testImportWritesAManifestThatGeneratesTheSameCode() throws {
        for format in ["yaml", "json"] {
            let manifest = folder.appendingPathComponent("Constructs.segues.\(format)").path
            let imported = try run(["import", storyboard, "--format", format, "--output", manifest])
            XCTAssertEqual(imported.status, 0, imported.standardError)
            let fromStoryboard = try run(["generate", storyboard])
            let fromManifest = try run(["generate", manifest])
            XCTAssertEqual(fromManifest.status, 0, fromManifest.standardError)
            XCTAssertEqual(
                TypedCells.removed(from: fromManifest.standardOutput).split(separator: "\n").dropFirst(),
                TypedCells.removed(from: fromStoryboard.standardOutput).split(separator: "\n").dropFirst())
            XCTAssertEqual(try run(["diff", manifest, storyboard]).status, 0)
        }
    }

    func testImportIsStableAndReadable() throws {
        let first = try run(["import", storyboard])
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(try run(["import", storyboard]).standardOutput, first.standardOutput)
        XCTAssertTrue(first.standardOutput.hasPrefix("# Imported from Constructs.storyboard by seguegen"))
        XCTAssertTrue(
            first.standardOutput.contains(
                "      - {id: 1st flip, kind: custom, destination: FlippedViewController, class: FlipSegue, module: Transitions, manual: true}"
            ))
        XCTAssertTrue(
            first.standardOutput.contains(
                "      - {id: \"tapped:\", kind: showDetail, destination: SettingsHostingController}"))
    }

    func testImportsSeveralStoryboardsIntoAFolder() throws {
        let result = try run([
            "import", "Tests/Fixtures/Storyboards/Home.storyboard", "Tests/Fixtures/Storyboards/Settings.storyboard",
            "--output", folder.path,
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
            ["Home.segues.yaml", "Settings.segues.yaml"])
        let home = try String(contentsOf: folder.appendingPathComponent("Home.segues.yaml"), encoding: .utf8)
        XCTAssertTrue(
            home.contains(
                "{id: showProfile, kind: show, destination: {storyboard: Settings, storyboardID: profile}, manual: true}"
            ))
        XCTAssertTrue(
            home.contains(
                "{id: showHelp, kind: show, destination: {storyboard: Help, bundle: com.example.Help}, manual: true}"))
    }

    func testImportCreatesAMissingOutputFolder() throws {
        let several = try run([
            "import", "Tests/Fixtures/Storyboards/Home.storyboard", "Tests/Fixtures/Storyboards/Settings.storyboard",
            "--output", folder.appendingPathComponent("new").path + "/",
        ])
        XCTAssertEqual(several.status, 0, several.standardError)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("new").path).sorted(),
            ["Home.segues.yaml", "Settings.segues.yaml"])
        let one = try run([
            "import", "Tests/Fixtures/Storyboards/Home.storyboard", "--output",
            folder.appendingPathComponent("one/").path + "/",
        ])
        XCTAssertEqual(one.status, 0, one.standardError)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("one").path),
            ["Home.segues.yaml"])
        let file = folder.appendingPathComponent("file.txt")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let refused = try run([
            "import", "Tests/Fixtures/Storyboards/Home.storyboard", "Tests/Fixtures/Storyboards/Settings.storyboard",
            "--output", file.path,
        ])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.standardError.contains("is a file"), refused.standardError)
    }

    func testImportRefusesWhatIsNotAUIKitStoryboard() throws {
        let mac = try run(["import", "Tests/Fixtures/Storyboards/MacApp.storyboard"])
        XCTAssertEqual(mac.status, 1)
        XCTAssertTrue(mac.standardError.contains("MacApp.storyboard:2:1: error: this is an AppKit (macOS) storyboard"))
        XCTAssertEqual(try run(["import", "Examples/MasterDetail/MasterDetail.segues.yaml"]).status, 2)
        XCTAssertEqual(try run(["import", storyboard, "--format", "xml"]).status, 2)
        XCTAssertEqual(try run(["import", storyboard, storyboard]).status, 2)
    }

    func testDiffListsEveryDifference() throws {
        let manifest = folder.appendingPathComponent("Constructs.segues.yaml")
        XCTAssertEqual(try run(["import", storyboard, "--output", manifest.path]).status, 0)
        var text = try String(contentsOf: manifest, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "{id: legacyModal, kind: modal, destination: Legacy, manual: true}",
            with: "{id: legacyModal, kind: presentation, destination: Legacy, manual: true}")
        text = text.replacingOccurrences(of: "    storyboardID: list\n", with: "")
        text = text.replacingOccurrences(of: "  - name: Popover Content\n", with: "  - name: Popover\n")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let result = try run(["diff", manifest.path, storyboard])
        XCTAssertEqual(result.status, 1)
        let lines = result.standardError.split(separator: "\n").map { String($0.split(separator: "/").last ?? "") }
        XCTAssertEqual(
            lines,
            [
                "Constructs.segues.yaml:18:5: error: scene \"ListViewController\" has storyboard ID none here and \"list\" in the storyboard [SG402]",
                "Constructs.segues.yaml:27:9: error: segue \"legacyModal\" (presentation → Legacy, manual) of scene \"ListViewController\" is not in the storyboard [SG402]",
                "Constructs.segues.yaml:59:5: error: scene \"Popover\" is not in the storyboard [SG402]",
                "Constructs.storyboard:57:25: error: segue \"legacyModal\" (modal → Legacy, manual) of scene \"ListViewController\" in the storyboard is missing from the manifest [SG402]",
                "Constructs.storyboard:129:17: error: scene \"Popover Content\" of the storyboard is missing from the manifest [SG402]",
            ])
        XCTAssertTrue(result.standardOutput.hasPrefix("5 differences between"))
        XCTAssertEqual(try run(["diff", manifest.path]).status, 2)
    }
}
