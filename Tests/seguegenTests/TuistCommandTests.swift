import Foundation
import TestSupport
import XCTest

/// `seguegen` on a folder of Tuist projects with no `.xcodeproj`: a
/// `Project.swift` written in literals is a project whose targets run on
/// their own, so each app's `LaunchScreen.storyboard` never clashes; one
/// that computes its targets is one note, and the folder runs as one
/// target whose same-named storyboards are warnings, not errors. A folder
/// of Bazel packages is one note too.
final class TuistCommandTests: TemporaryFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try write(
            """
            import ProjectDescription

            let project = Project(
                name: "App",
                targets: [
                    .target(
                        name: "App",
                        destinations: .iOS,
                        product: .app,
                        bundleId: "dev.example.App",
                        sources: ["Sources/**"],
                        resources: ["Resources/**"],
                        dependencies: [.target(name: "Kit")]
                    ),
                    .target(
                        name: "Kit",
                        destinations: .iOS,
                        product: .framework,
                        bundleId: "dev.example.Kit",
                        sources: ["Kit/**/*.swift"],
                        resources: ["Kit/**/*.storyboard"]
                    ),
                ]
            )

            """, to: "Apps/App/Project.swift")
        try writeScene(
            "AppViewController", segue: "showApp", storyboard: "Apps/App/Resources/LaunchScreen.storyboard",
            code: "Apps/App/Sources/AppViewController.swift")
        try writeScene(
            "KitViewController", segue: "showKit", storyboard: "Apps/App/Kit/LaunchScreen.storyboard",
            code: "Apps/App/Kit/KitViewController.swift")
        try write(
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.module(name: "Settings", resources: true)

            """, to: "Apps/Settings/Project.swift")
        try writeScene(
            "SettingsViewController", segue: "showSettings",
            storyboard: "Apps/Settings/Resources/LaunchScreen.storyboard",
            code: "Apps/Settings/Sources/SettingsViewController.swift")
    }

    func testALiteralManifestsTargetsRunOnTheirOwn() throws {
        let result = try run(["validate", "Apps/App"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            result.standardOutput,
            "validated target App of Apps/App/Project.swift, 3 files: 0 errors, 0 warnings\n"
                + "validated target Kit of Apps/App/Project.swift, 2 files: 0 errors, 0 warnings\n")
        XCTAssertEqual(result.standardError, "")

        // The manifest named, and one target of it.
        let named = try run(["validate", "--project", "Apps/App/Project.swift", "--target", "Kit"])
        XCTAssertEqual(
            named.standardOutput, "validated target Kit of Apps/App/Project.swift, 2 files: 0 errors, 0 warnings\n",
            named.standardError)

        // The run has the whole of each target's module: the app's scene
        // renamed in code, not in its storyboard, is proven missing (a
        // warning only because nothing the scene connects fails on
        // UIViewController).
        try edit("Apps/App/Sources/AppViewController.swift") {
            $0.replacingOccurrences(of: "class AppViewController", with: "class HomeViewController")
        }
        let renamed = try run(["validate", "Apps/App"])
        XCTAssertTrue(
            renamed.standardError.contains(
                "no source file of App, where the file says it is, declares AppViewController, and the run read every "
                    + "one"), renamed.standardError)
    }

    func testAComputedManifestIsOneNoteAndItsFolderMakesNoFalseClash() throws {
        // Beside a manifest that is read, one that is not leaves its
        // files in no target.
        let beside = try run(["validate", "Apps"])
        XCTAssertTrue(
            beside.standardError.contains(
                "Apps/Settings/Project.swift:4:15: note: the Tuist manifest is not read (the manifest's value is "
                    + "made by Project.module(…), which computes its targets): Tuist learns"), beside.standardError)
        XCTAssertTrue(beside.standardError.contains("[SG015]"), beside.standardError)

        // With none read, the folder runs as one target.
        try write(
            "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.app(name: \"App\")\n",
            to: "Apps/App/Project.swift")
        let result = try run(["validate", "Apps"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let notes = result.standardError.split(separator: "\n").filter { $0.contains("[SG021]") }
        XCTAssertEqual(notes.count, 1, result.standardError)
        XCTAssertTrue(
            notes.first?.hasPrefix(
                "Apps/App/Project.swift:4:15: note: 2 Tuist manifests are not read, such as this one (the manifest's "
                    + "value is made by Project.app(…), which computes its targets)") == true, result.standardError)
        // Three LaunchScreen storyboards, which three targets copy: no
        // error, since the run cannot tell they share one.
        XCTAssertFalse(result.standardError.contains("error:"), result.standardError)
        XCTAssertEqual(
            result.standardError.split(separator: "\n").filter { $0.contains("[SG255]") }.count, 2,
            result.standardError)
    }

    func testAFolderOfBazelPackagesIsOneNote() throws {
        try write(
            "load(\"@build_bazel_rules_apple//apple:ios.bzl\", \"ios_application\")\n\nios_application(\n"
                + "    name = \"App\",\n)\n", to: "Apps/App/BUILD.bazel")
        try write(
            "swift_library(name = \"Settings\", srcs = glob([\"Sources/**/*.swift\"]))\n", to: "Apps/Settings/BUILD")
        try write("# nothing Apple here\nfilegroup(name = \"docs\")\n", to: "Apps/Docs/BUILD")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Apps/App/Project.swift"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Apps/Settings/Project.swift"))
        let result = try run(["validate", "Apps"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let notes = result.standardError.split(separator: "\n").filter { $0.contains("[SG023]") }
        XCTAssertEqual(notes.count, 1, result.standardError)
        XCTAssertTrue(
            notes.first?.hasPrefix(
                "Apps/App/BUILD.bazel:1:1: note: 2 Bazel BUILD files below Apps declare Apple targets")
                == true, result.standardError)
        XCTAssertFalse(result.standardError.contains("error:"), result.standardError)
    }
}
