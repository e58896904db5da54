import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// `seguegen` on a folder of XcodeGen apps with no `.xcodeproj`: each
/// `project.yml` is a project, each target runs on its own, so storyboards
/// of one name in two apps, or in an app and its framework, never clash.
final class XcodeGenCommandTests: TemporaryFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try write(
            "name: AppA\ntargets:\n  AppA:\n    type: application\n    platform: iOS\n    sources: [Sources]\n",
            to: "Apps/AppA/project.yml")
        try writeScene(
            "AViewController", segue: "showA", storyboard: "Apps/AppA/Sources/LaunchScreen.storyboard",
            code: "Apps/AppA/Sources/AViewController.swift")
        try write(
            """
            name: AppB
            include: [kit.yml]
            targets:
              AppB:
                type: application
                platform: iOS
                sources:
                  - path: App
                    excludes: ["**/*.md"]
                dependencies:
                  - target: Kit
            """, to: "Apps/AppB/project.yml")
        try write(
            "targets:\n  Kit:\n    type: framework\n    platform: iOS\n    sources: Kit\n", to: "Apps/AppB/kit.yml")
        try writeScene(
            "BViewController", segue: "showB", storyboard: "Apps/AppB/App/LaunchScreen.storyboard",
            code: "Apps/AppB/App/BViewController.swift")
        try writeScene(
            "SharedViewController", segue: "showShared", storyboard: "Apps/AppB/App/Shared.storyboard",
            code: "Apps/AppB/App/SharedViewController.swift")
        try writeScene(
            "KitViewController", segue: "showKit", storyboard: "Apps/AppB/Kit/Shared.storyboard",
            code: "Apps/AppB/Kit/KitViewController.swift")
        try write("# Notes\n", to: "Apps/AppB/App/Notes.md")
    }

    func testEachTargetOfEachSpecRunsOnItsOwnWithoutAClash() throws {
        let result = try run(["validate", "Apps"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            result.standardOutput,
            "validated target AppA of Apps/AppA/project.yml, 2 files: 0 errors, 0 warnings\n"
                + "validated target AppB of Apps/AppB/project.yml, 5 files: 0 errors, 0 warnings\n"
                + "validated target Kit of Apps/AppB/project.yml, 2 files: 0 errors, 0 warnings\n")
        XCTAssertEqual(result.standardError, "")
    }

    func testASpecIsAProjectToNameWithATarget() throws {
        let result = try run(["validate", "--project", "Apps/AppB/project.yml", "--target", "Kit"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            result.standardOutput, "validated target Kit of Apps/AppB/project.yml, 2 files: 0 errors, 0 warnings\n")
    }

    func testASpecThatCannotBeReadIsAWarningAndTheFolderRunsAsBefore() throws {
        try write("name: AppA\ntargets: [AppA]\n", to: "Apps/AppA/project.yml")
        let result = try run(["validate", "Apps/AppA"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "validated 2 files: 0 errors, 1 warning\n")
        XCTAssertTrue(
            result.standardError.contains(
                "Apps/AppA/project.yml:2:10: warning: the XcodeGen project spec cannot be read: expected targets "
                    + "as a mapping, found a list; so the folder runs as one target"), result.standardError)
    }

    /// A spec or a manifest git could not merge is a located error at its
    /// first marker, whatever the generator, and the summary is printed.
    func testAMergeConflictInADescriptionIsALocatedError() throws {
        try write(
            "name: AppA\n<<<<<<< HEAD\ntargets:\n=======\ntargetz:\n>>>>>>> feature\n  AppA:\n    type: application\n",
            to: "Apps/AppA/project.yml")
        try write(
            "import ProjectDescription\n<<<<<<< HEAD\nlet project = Project(name: \"K\", targets: [])\n"
                + "=======\n>>>>>>> feature\n", to: "Apps/Kit/Project.swift")
        let result = try run(["validate", "Apps"])
        XCTAssertEqual(result.status, 1, result.standardError)
        for file in ["Apps/AppA/project.yml", "Apps/Kit/Project.swift"] {
            XCTAssertTrue(
                result.standardError.contains(
                    "\(file):2:1: error: unresolved merge conflict: git left this marker line (<<<<<<< HEAD)"),
                result.standardError)
        }
        XCTAssertTrue(
            result.standardOutput.contains("validated target AppB of Apps/AppB/project.yml"), result.standardOutput)
    }
}
