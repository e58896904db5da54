import Foundation
import TestSupport
import XCTest

/// The Run Script phase recipe: `file-lists` writes the phase's lists ahead
/// of the build, and `run-script` runs with the environment Xcode gives a
/// phase (the project, the target, the module, the lists resolved into the
/// derived-file folder), as Xcode runs it.
final class RunScriptPhaseTests: TemporaryFolderTestCase {
    private let output = "Demo/App/Generated/Segues.swift"

    override func setUpWithError() throws {
        try super.setUpWithError()
        try write(ProjectCommandTests.project, to: "Demo/Demo.xcodeproj/project.pbxproj")
        try write("PRODUCT_NAME = Red App\n", to: "Demo/App.xcconfig")
        try write(
            ProjectCommandTests.storyboard("RedViewController", segue: "showRed"),
            to: "Demo/App/Base.lproj/Main.storyboard")
        try write(
            "import UIKit\nclass RedViewController: UIViewController {}\n", to: "Demo/App/RedViewController.swift")
        try write(
            ProjectCommandTests.storyboard("WidgetViewController", segue: "showWidget"),
            to: "Demo/Widget/Main.storyboard")
        try write(
            "import UIKit\nclass WidgetViewController: UIViewController {}\n",
            to: "Demo/Widget/WidgetViewController.swift")
    }

    private func run(_ arguments: [String], environment: [String: String]? = nil) throws -> ProcessResult {
        try ProcessRunner.run(ProcessRunner.seguegen, arguments, in: folder, environment: environment)
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    private var inputList: String { "Demo/seguegen-App-inputs.xcfilelist" }
    private var outputList: String { "Demo/seguegen-App-outputs.xcfilelist" }

    func testTheListsNameEveryFileTheTargetsRunReadsAndTheOutput() throws {
        let result = try run(["file-lists", "Demo", "--target", "App", "--output", output])
        XCTAssertEqual(result.status, 0, result.standardError)
        // The project and its .xcconfig are read too; the other target's
        // files are not.
        XCTAssertEqual(
            try text(inputList),
            """
            $(SRCROOT)/App.xcconfig
            $(SRCROOT)/App/Base.lproj/Main.storyboard
            $(SRCROOT)/App/RedViewController.swift
            $(SRCROOT)/Demo.xcodeproj/project.pbxproj

            """)
        XCTAssertEqual(try text(outputList), "$(SRCROOT)/App/Generated/Segues.swift\n")
        XCTAssertTrue(
            result.standardOutput.contains("Script:             seguegen run-script\n"), result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains("Input File Lists:   $(SRCROOT)/seguegen-App-inputs.xcfilelist\n"),
            result.standardOutput)

        XCTAssertEqual(try run(["file-lists", "Demo", "--target", "App", "--output", output, "--check"]).status, 0)
    }

    /// The lists are committed, so they cannot depend on whether `pod
    /// install` has run on this machine: an `.xcconfig` the project names is
    /// listed whether or not it is on disk (a build needs it anyway), and a
    /// developer's optional include (`#include?`) never is. (Review finding:
    /// `--check` failed on one machine or the other.)
    func testTheListsAreTheSameWhetherOrNotPodInstallRan() throws {
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Demo/App.xcconfig"))
        XCTAssertEqual(try run(["file-lists", "Demo", "--target", "App", "--output", output]).status, 0)
        let before = try text(inputList)
        XCTAssertTrue(before.contains("$(SRCROOT)/App.xcconfig\n"), before)
        try write("#include? \"Local.xcconfig\"\nPRODUCT_NAME = Red App\n", to: "Demo/App.xcconfig")
        try write("PRODUCT_NAME = Mine\n", to: "Demo/Local.xcconfig")
        let check = try run(["file-lists", "Demo", "--target", "App", "--output", output, "--check"])
        XCTAssertEqual(check.status, 0, check.standardError)
        XCTAssertEqual(try text(inputList), before)
    }

    /// The generated file is in the target's Compile Sources, so the run
    /// reads it; a phase whose inputs name its own output is a cycle, and
    /// a warning about it would come on every build. (Review finding.)
    func testThePhasesOwnOutputIsNoInput() throws {
        let project = ProjectCommandTests.project.replacingOccurrences(
            of: "SA = {isa = PBXSourcesBuildPhase; files = (BA2); };",
            with: """
                SA = {isa = PBXSourcesBuildPhase; files = (BA2, BA3); };
                BA3 = {isa = PBXBuildFile; fileRef = FG; };
                FG = {isa = PBXFileReference; path = App/Generated/Segues.swift; sourceTree = "<group>"; };
                """
        ).replacingOccurrences(of: "children = (GA, GB, FX);", with: "children = (GA, GB, FX, FG);")
        XCTAssertNotEqual(project, ProjectCommandTests.project)
        try write(project, to: "Demo/Demo.xcodeproj/project.pbxproj")
        try write("// Generated by seguegen\n", to: output)
        XCTAssertEqual(try run(["file-lists", "Demo", "--target", "App", "--output", output]).status, 0)
        XCTAssertFalse(try text(inputList).contains("Segues.swift"))
        let result = try run(["run-script"], environment: try xcodeEnvironment())
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertFalse(result.standardError.contains("SG604"), result.standardError)
    }

    func testCheckSaysWhatAStaleListLacksAndNames() throws {
        let missing = try run(["file-lists", "Demo", "--target", "App", "--output", output, "--check"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(
            missing.standardError.contains(
                "Demo/seguegen-App-inputs.xcfilelist:1:1: error: the file list does not exist; run seguegen "
                    + "file-lists without --check [SG603]"), missing.standardError)

        XCTAssertEqual(try run(["file-lists", "Demo", "--target", "App", "--output", output]).status, 0)
        try write(
            "$(SRCROOT)/App.xcconfig\n$(SRCROOT)/App/Base.lproj/Main.storyboard\n$(SRCROOT)/App/Old.swift\n"
                + "$(SRCROOT)/Demo.xcodeproj/project.pbxproj\n", to: inputList)
        let stale = try run(["file-lists", "Demo", "--target", "App", "--output", output, "--check"])
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(
            stale.standardError.contains(
                "error: the file list is out of date: it lacks $(SRCROOT)/App/RedViewController.swift; it names "
                    + "$(SRCROOT)/App/Old.swift, which the run no longer reads; run seguegen file-lists without "
                    + "--check [SG603]"), stale.standardError)
    }

    func testTheListsNeedOneTargetAndOneFile() throws {
        let twoTargets = try run(["file-lists", "Demo", "--output", output])
        XCTAssertEqual(twoTargets.status, 2)
        XCTAssertTrue(twoTargets.standardError.contains("name one with --target"), twoTargets.standardError)
        let folderOutput = try run(["file-lists", "Demo", "--target", "App", "--output", "Demo/Generated/"])
        XCTAssertEqual(folderOutput.status, 2)
        XCTAssertTrue(folderOutput.standardError.contains("Compile Sources"), folderOutput.standardError)
    }

    /// What Xcode exports to a Run Script phase, its file lists resolved
    /// into the derived-file folder with `$(SRCROOT)` expanded.
    private func xcodeEnvironment(inputs: String? = nil) throws -> [String: String] {
        let root = folder.appendingPathComponent("Demo").path
        var environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "SRCROOT": root, "PROJECT_FILE_PATH": root + "/Demo.xcodeproj", "TARGET_NAME": "App",
            "CONFIGURATION": "Debug", "PRODUCT_MODULE_NAME": "Red_App", "DERIVED_FILE_DIR": root + "/Derived",
        ]
        for (kind, list) in [("INPUT", inputs ?? inputList), ("OUTPUT", outputList)] {
            let resolved = "Demo/Derived/\(kind.lowercased()).xcfilelist"
            try write(try text(list).replacingOccurrences(of: "$(SRCROOT)", with: root), to: resolved)
            environment["SCRIPT_\(kind)_FILE_LIST_COUNT"] = "1"
            environment["SCRIPT_\(kind)_FILE_LIST_0"] = folder.appendingPathComponent(resolved).path
        }
        return environment
    }

    func testRunScriptGeneratesWhatTheOutputListNamesFromXcodesEnvironment() throws {
        XCTAssertEqual(try run(["file-lists", "Demo", "--target", "App", "--output", output]).status, 0)
        let result = try run(["run-script"], environment: try xcodeEnvironment())
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertFalse(result.standardError.contains("SG604"), result.standardError)
        let code = try text(output)
        XCTAssertTrue(code.contains("case showRed(RedViewController)"), code)
        // The module is PRODUCT_MODULE_NAME's: its own classes unqualified,
        // and no import of itself.
        XCTAssertFalse(code.contains("import Red_App"), code)

        // A second run leaves the unchanged file alone.
        let written = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(output).path)
        Thread.sleep(forTimeInterval: 0.01)
        XCTAssertEqual(try run(["run-script"], environment: try xcodeEnvironment()).status, 0)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(output).path)[
                .modificationDate] as? Date, written[.modificationDate] as? Date)
    }

    func testRunScriptWarnsAtAFileItReadsThatThePhaseDoesNotDeclare() throws {
        XCTAssertEqual(try run(["file-lists", "Demo", "--target", "App", "--output", output]).status, 0)
        try write("$(SRCROOT)/Demo.xcodeproj/project.pbxproj\n", to: "Demo/partial.xcfilelist")
        var environment = try xcodeEnvironment(inputs: "Demo/partial.xcfilelist")
        // INFOPLIST_FILE is Xcode's word on the Info.plist, relative to
        // SRCROOT: it is read, so it must be declared too.
        try write(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>UIMainStoryboardFile</key>"
                + "<string>Main</string></dict></plist>\n", to: "Demo/App/Info.plist")
        environment["INFOPLIST_FILE"] = "App/Info.plist"
        let result = try run(["run-script"], environment: environment)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            result.standardError.contains(
                "App.xcconfig:1:1: warning: 4 files this run reads are not in the Run Script phase's input file "
                    + "lists, such as this one: Xcode will not rerun the phase when they change, and a sandboxed "
                    + "script cannot read them; run seguegen file-lists --project \(folder.path)/Demo/Demo.xcodeproj "
                    + "--target App --output \(folder.path)/Demo/App/Generated/Segues.swift (with the --lists-folder you gave "
                    + "it, if any), then build again [SG604]"),
            result.standardError)
        let silenced = try run(["run-script", "--disable-warning", "SG604"], environment: environment)
        XCTAssertEqual(silenced.status, 0, silenced.standardError)
        XCTAssertFalse(silenced.standardError.contains("SG604"), silenced.standardError)
    }

    func testRunScriptOutsideXcodeSaysWhatItNeeds() throws {
        let result = try run(["run-script"], environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.standardError.contains("reads the project and the target from PROJECT_FILE_PATH and TARGET_NAME"),
            result.standardError)
        let noOutput = try run(
            ["run-script"],
            environment: [
                "PROJECT_FILE_PATH": folder.appendingPathComponent("Demo/Demo.xcodeproj").path, "TARGET_NAME": "App",
            ])
        XCTAssertEqual(noOutput.status, 2)
        XCTAssertTrue(noOutput.standardError.contains("output file lists name no .swift file"), noOutput.standardError)
    }

    /// The example Xcode app follows the recipe: its committed lists and
    /// generated files are current, and each target's phase, run as Xcode
    /// runs it, finds every file it reads declared.
    func testTheXcodeExampleFollowsTheRecipe() throws {
        let example = Fixtures.root.appendingPathComponent("Examples/XcodeApp")
        let project = example.appendingPathComponent("XcodeApp.xcodeproj").path
        for target in ["XcodeApp", "ShareExtension"] {
            let output = example.appendingPathComponent("\(target)/Generated/Segues.swift").path
            let lists = try ProcessRunner.run(
                ProcessRunner.seguegen,
                ["file-lists", "--project", project, "--target", target, "--output", output, "--check"])
            XCTAssertEqual(lists.status, 0, lists.standardError)
            var environment = [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "SRCROOT": example.path,
                "PROJECT_FILE_PATH": project, "TARGET_NAME": target, "CONFIGURATION": "Debug",
            ]
            for kind in ["INPUT", "OUTPUT"] {
                let list = example.appendingPathComponent("seguegen-\(target)-\(kind.lowercased())s.xcfilelist")
                let resolved = folder.appendingPathComponent("\(target)-\(kind).xcfilelist")
                try String(contentsOf: list, encoding: .utf8).replacingOccurrences(of: "$(SRCROOT)", with: example.path)
                    .write(to: resolved, atomically: true, encoding: .utf8)
                environment["SCRIPT_\(kind)_FILE_LIST_COUNT"] = "1"
                environment["SCRIPT_\(kind)_FILE_LIST_0"] = resolved.path
            }
            // --check: the committed file is what the phase would write.
            let phase = try ProcessRunner.run(
                ProcessRunner.seguegen, ["run-script", "--check"], in: folder, environment: environment)
            XCTAssertEqual(phase.status, 0, phase.standardError)
            XCTAssertEqual(phase.standardError, "", target)
        }
    }
}
