import Foundation
import TestSupport
import XCTest

/// The plugins end to end: a package that depends on SegueGen by path
/// (`Examples/PluginConsumer`, copied to a temporary folder) builds with the
/// build plugin, rebuilds without rerunning it, fails on a broken manifest
/// with the manifest's location, and gets its committed file from the
/// command plugin.
///
/// Each test builds a package, which takes minutes on two cores, so they
/// form a tier of their own: `SEGUEGEN_PLUGIN_TESTS=1 swift test --filter
/// PluginTests`, which `.ci/run` runs; plain `swift test` skips them.
///
/// Every test starts from a fresh copy of the package's files at one path,
/// but keeps its `.build` folder: the first test builds SegueGen's tool and
/// plugins, and the others reuse them (a build of its own for each took a
/// third of CI's time). What a test checks of the plugin's runs follows
/// from its own edits, which SwiftPM sees as changed inputs.
final class PluginTests: XCTestCase {
    private var package: URL!

    static let tierVariable = "SEGUEGEN_PLUGIN_TESTS"

    /// The folder of this test process's package, removed when the class's
    /// tests end.
    private static let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("seguegen-plugin-tier-\(ProcessInfo.processInfo.processIdentifier)")

    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment[Self.tierVariable] == "1" else {
            throw XCTSkip("the plugin tier runs with \(Self.tierVariable)=1 (.ci/run sets it)")
        }
        try XCTSkipIf(ProcessRunner.which("swift") == nil, "swift is not on the PATH")
        package = Self.folder.appendingPathComponent("PluginConsumer")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try removeAllButTheBuildFolder()
        let example = Fixtures.examples.appendingPathComponent("PluginConsumer")
        for name in try FileManager.default.contentsOfDirectory(atPath: example.path) where name != ".build" {
            try FileManager.default.copyItem(
                at: example.appendingPathComponent(name), to: package.appendingPathComponent(name))
        }
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(Fixtures.root.path)\"")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        if package != nil { try removeAllButTheBuildFolder() }
    }

    override class func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private func removeAllButTheBuildFolder() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: package.path) where name != ".build" {
            try FileManager.default.removeItem(at: package.appendingPathComponent(name))
        }
    }

    private func swift(_ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run(try XCTUnwrap(ProcessRunner.which("swift")), arguments, in: package)
    }

    /// The build plugin's split output for the target Screens.
    private var generatedFolder: URL {
        package.appendingPathComponent(".build/plugins/outputs/pluginconsumer/Screens/destination/SegueGenPlugin")
    }

    /// The shared file of the split output: the runtime, and all of a
    /// custom template's output.
    private var generated: URL { generatedFolder.appendingPathComponent("SegueGenShared.swift") }

    private var flows: URL { package.appendingPathComponent("Sources/Screens/Flows.segues.yaml") }

    private func output(_ result: ProcessResult) -> String { result.standardOutput + result.standardError }

    private var committed: URL { package.appendingPathComponent("Sources/Committed/CommittedSegues.swift") }

    func testBuildPluginCommandPluginAndIncrementalBuilds() throws {
        // Over the whole package, the command plugin writes the committed
        // file, skips the target that uses the build plugin, and says so.
        let command = try swift(["package", "--allow-writing-to-package-directory", "generate-segues"])
        XCTAssertEqual(command.status, 0, output(command))
        XCTAssertTrue(output(command).contains("Wrote Sources/Committed/CommittedSegues.swift"), output(command))
        XCTAssertTrue(output(command).contains("Skipping Screens: it applies SegueGenPlugin"), output(command))
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent("Sources/Screens/ScreensSegues.swift").path))
        XCTAssertTrue(try String(contentsOf: committed, encoding: .utf8).contains("case start"))
        let again = try swift(["package", "--allow-writing-to-package-directory", "generate-segues"])
        XCTAssertTrue(output(again).contains("Sources/Committed/CommittedSegues.swift is up to date"), output(again))

        // The check needs no permission and says what it checked.
        let check = try swift(["package", "check-segues"])
        XCTAssertEqual(check.status, 0, output(check))
        XCTAssertTrue(output(check).contains("Sources/Committed/CommittedSegues.swift is up to date"), output(check))

        // The build plugin generates, and the consumer's test uses the
        // identifiers; the excluded manifest draws no "unhandled" warning.
        let test = try swift(["test"])
        XCTAssertEqual(test.status, 0, output(test))
        XCTAssertTrue(test.standardOutput.contains("Executed 1 test, with 0 failures"), test.standardOutput)
        XCTAssertFalse(output(test).contains("unhandled"), output(test))
        XCTAssertTrue(try String(contentsOf: generated, encoding: .utf8).contains("public enum StoryboardSegue {"))

        // A build with nothing changed runs nothing. (Switching from `swift
        // test` to `swift build` makes SwiftPM replan once, so build first.)
        XCTAssertEqual(try swift(["build"]).status, 0)
        let rebuild = try swift(["build"])
        XCTAssertEqual(rebuild.status, 0)
        XCTAssertFalse(rebuild.standardOutput.contains("Generating typed segues"), rebuild.standardOutput)

        // Editing the manifest regenerates its own file, and leaves the
        // shared file as it was, so the build recompiles no more.
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: generatedFolder.path).filter { $0.hasSuffix(".swift") }
                .sorted(),
            ["FlowsSegues.swift", "SegueGenShared.swift"])
        let sharedDate = try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date
        let edited = try String(contentsOf: flows, encoding: .utf8)
            .replacingOccurrences(of: "{id: showBlue,", with: "{id: showBlueAgain,")
        try edited.write(to: flows, atomically: true, encoding: .utf8)
        let regenerate = try swift(["build"])
        XCTAssertEqual(regenerate.status, 0, regenerate.standardError)
        XCTAssertTrue(regenerate.standardOutput.contains("Generating typed segues for Screens"))
        XCTAssertTrue(
            try String(contentsOf: generatedFolder.appendingPathComponent("FlowsSegues.swift"), encoding: .utf8)
                .contains("case showBlueAgain"))
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date, sharedDate)

        // A broken manifest fails the build with its location.
        try edited.replacingOccurrences(of: "destination: Yellow}", with: "destination: Yelow}")
            .write(to: flows, atomically: true, encoding: .utf8)
        let broken = try swift(["build"])
        XCTAssertNotEqual(broken.status, 0)
        XCTAssertTrue(
            output(broken).contains(
                "\(flows.path):17:62: error: storyboard \"Flows\" has no scene named \"Yelow\"; did you mean \"Yellow\"? [SG204]"
            ),
            output(broken))
        try edited.write(to: flows, atomically: true, encoding: .utf8)

        // A stale committed file fails the check, which names the plugin's verb.
        let onboarding = package.appendingPathComponent("Sources/Committed/Onboarding.segues.yaml")
        try String(contentsOf: onboarding, encoding: .utf8).replacingOccurrences(of: "id: start", with: "id: begin")
            .write(to: onboarding, atomically: true, encoding: .utf8)
        let stale = try swift(["package", "check-segues", "--target", "Committed"])
        XCTAssertNotEqual(stale.status, 0)
        XCTAssertTrue(output(stale).contains("[SG602]"), output(stale))
        XCTAssertTrue(
            output(stale).contains(
                "run swift package --allow-writing-to-package-directory generate-segues --target Committed [SG602]"),
            output(stale))
        XCTAssertFalse(output(stale).contains("seguegen generate"), output(stale))

        // The check reports in the format CI reads (docs/Reporters.md).
        let annotated = try swift(["package", "check-segues", "--target", "Committed", "--reporter", "github-actions"])
        XCTAssertNotEqual(annotated.status, 0)
        XCTAssertTrue(output(annotated).contains("::error file="), output(annotated))
        XCTAssertTrue(output(annotated).contains(",title=SG602::"), output(annotated))
    }

    func testChecksRefuseTargetsTheyCannotCheck() throws {
        // A named target without inputs fails rather than passing unchecked.
        let empty = try swift(["package", "check-segues", "--target", "ScreensTests"])
        XCTAssertNotEqual(empty.status, 0)
        XCTAssertTrue(output(empty).contains("ScreensTests has no manifest or storyboard"), output(empty))

        // A target of the build plugin is refused by name.
        let named = try swift([
            "package", "--allow-writing-to-package-directory", "generate-segues", "--target", "Screens",
        ])
        XCTAssertNotEqual(named.status, 0)
        XCTAssertTrue(output(named).contains("Screens applies SegueGenPlugin"), output(named))
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent("Sources/Screens/ScreensSegues.swift").path))

        // With the committed target gone, the package has nothing to check.
        try FileManager.default.removeItem(
            at: package.appendingPathComponent("Sources/Committed/Onboarding.segues.yaml"))
        let nothing = try swift(["package", "check-segues"])
        XCTAssertNotEqual(nothing.status, 0)
        XCTAssertTrue(output(nothing).contains("nothing to check"), output(nothing))
    }

    func testBuildPluginExplainsACommittedCopyOfItsOutput() throws {
        let copy = package.appendingPathComponent("Sources/Screens/ScreensSegues.swift")
        try "// Generated by seguegen. DO NOT EDIT.\n".write(to: copy, atomically: true, encoding: .utf8)
        let build = try swift(["build", "--target", "Screens"])
        XCTAssertNotEqual(build.status, 0)
        XCTAssertTrue(
            output(build).contains("\(copy.path): a committed copy of the code SegueGenPlugin generates for Screens"),
            output(build))
        XCTAssertFalse(output(build).contains("multiple producers"), output(build))
    }

    /// A target with resources has SwiftPM's `Bundle.module`, where its
    /// storyboards are; the typed scenes look there.
    func testATargetWithResourcesFindsItsStoryboardsInItsModuleBundle() throws {
        let manifest = package.appendingPathComponent("Package.swift")
        try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(
                of: "name: \"Screens\",", with: "name: \"Screens\",\n            resources: [.copy(\"Help.txt\")],"
            )
            .write(to: manifest, atomically: true, encoding: .utf8)
        try "Help\n".write(
            to: package.appendingPathComponent("Sources/Screens/Help.txt"), atomically: true, encoding: .utf8)
        let build = try swift(["build", "--target", "Screens"])
        XCTAssertEqual(build.status, 0, output(build))
        let code = try String(contentsOf: generated, encoding: .utf8)
        XCTAssertTrue(code.contains("?? UIKit.Bundle.module)"), code)
        XCTAssertFalse(code.contains("SeguegenBundleToken"), code)
    }

    /// The target's Swift files say who implements the unwinds, and editing
    /// one re-checks.
    func testTheBuildPluginReadsUnwindActionsFromTheTargetsSources() throws {
        XCTAssertEqual(try swift(["build", "--target", "Screens"]).status, 0)
        let controllers = package.appendingPathComponent("Sources/Screens/Controllers.swift")
        try String(contentsOf: controllers, encoding: .utf8)
            .replacingOccurrences(of: "func unwindToRed(", with: "func unwindToRedd(")
            .write(to: controllers, atomically: true, encoding: .utf8)
        let broken = try swift(["build", "--target", "Screens"])
        XCTAssertNotEqual(broken.status, 0)
        XCTAssertTrue(
            output(broken).contains(
                "\(flows.path):23:56: error: no class implements the unwind action \"unwindToRed:\""),
            output(broken))
    }

    /// The tool, not the plugin, reads the configuration, so a flow
    /// mapping names the template as well as any YAML; the target's
    /// templates are build inputs, so editing a part an included template
    /// names regenerates.
    func testEditingAnIncludedTemplatePartRegenerates() throws {
        let templates = package.appendingPathComponent("Sources/Screens/Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "{% include \"segues\" %}\n{% include \"marker.stencil\" %}\n"
            .write(to: templates.appendingPathComponent("custom.stencil"), atomically: true, encoding: .utf8)
        let marker = templates.appendingPathComponent("marker.stencil")
        try "// marker one\n".write(to: marker, atomically: true, encoding: .utf8)
        try "{accessLevel: public, template: Templates/custom.stencil}\n".write(
            to: package.appendingPathComponent("Sources/Screens/seguegen.yaml"), atomically: true, encoding: .utf8)

        let first = try swift(["build", "--target", "Screens"])
        XCTAssertEqual(first.status, 0, output(first))
        XCTAssertTrue(try String(contentsOf: generated, encoding: .utf8).contains("// marker one"))

        try "// marker two\n".write(to: marker, atomically: true, encoding: .utf8)
        let second = try swift(["build", "--target", "Screens"])
        XCTAssertEqual(second.status, 0, output(second))
        XCTAssertTrue(second.standardOutput.contains("Generating typed segues for Screens"), second.standardOutput)
        XCTAssertTrue(try String(contentsOf: generated, encoding: .utf8).contains("// marker two"))
    }
}
