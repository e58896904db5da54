import Foundation
import TestSupport
import XCTest

/// The plugins end to end: a package that depends on SegueGen by path
/// (`Examples/PluginConsumer`, copied to a temporary folder) builds with the
/// build plugin, rebuilds without rerunning it, fails on a broken manifest
/// with the manifest's location, and gets its committed file from the
/// command plugin.
final class PluginTests: XCTestCase {
    private var package: URL!

    override func setUpWithError() throws {
        try XCTSkipIf(ProcessRunner.which("swift") == nil, "swift is not on the PATH")
        let folder = try SwiftTypeChecker.temporaryFolder("plugin")
        package = folder.appendingPathComponent("PluginConsumer")
        try FileManager.default.copyItem(at: Fixtures.examples.appendingPathComponent("PluginConsumer"), to: package)
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(Fixtures.root.path)\"")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        if let package { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
    }

    private func swift(_ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run(try XCTUnwrap(ProcessRunner.which("swift")), arguments, in: package)
    }

    private var generated: URL {
        package.appendingPathComponent(
            ".build/plugins/outputs/pluginconsumer/Screens/destination/SegueGenPlugin/ScreensSegues.swift")
    }

    private var flows: URL { package.appendingPathComponent("Sources/Screens/Flows.segues.yaml") }

    func testBuildPluginCommandPluginAndIncrementalBuilds() throws {
        // The command plugin writes the committed file of the target without the build plugin.
        let command = try swift([
            "package", "--allow-writing-to-package-directory", "generate-segues", "--target", "Committed",
        ])
        XCTAssertEqual(command.status, 0, command.standardError)
        let committed = package.appendingPathComponent("Sources/Committed/CommittedSegues.swift")
        XCTAssertTrue(try String(contentsOf: committed, encoding: .utf8).contains("case start"))
        let check = try swift([
            "package", "--allow-writing-to-package-directory", "generate-segues", "--target", "Committed", "--check",
        ])
        XCTAssertEqual(check.status, 0, check.standardError)

        // The build plugin generates, and the consumer's test uses the identifiers.
        let test = try swift(["test"])
        XCTAssertEqual(test.status, 0, test.standardOutput + test.standardError)
        XCTAssertTrue(test.standardOutput.contains("Executed 1 test, with 0 failures"), test.standardOutput)
        XCTAssertTrue(try String(contentsOf: generated, encoding: .utf8).contains("public enum StoryboardSegue {"))

        // A build with nothing changed runs nothing. (Switching from `swift
        // test` to `swift build` makes SwiftPM replan once, so build first.)
        XCTAssertEqual(try swift(["build"]).status, 0)
        let rebuild = try swift(["build"])
        XCTAssertEqual(rebuild.status, 0)
        XCTAssertFalse(rebuild.standardOutput.contains("Generating typed segues"), rebuild.standardOutput)

        // Editing the manifest regenerates.
        let edited = try String(contentsOf: flows, encoding: .utf8)
            .replacingOccurrences(of: "{id: showBlue,", with: "{id: showBlueAgain,")
        try edited.write(to: flows, atomically: true, encoding: .utf8)
        let regenerate = try swift(["build"])
        XCTAssertEqual(regenerate.status, 0, regenerate.standardError)
        XCTAssertTrue(regenerate.standardOutput.contains("Generating typed segues for Screens"))
        XCTAssertTrue(try String(contentsOf: generated, encoding: .utf8).contains("case showBlueAgain"))

        // The committed file is now stale for its own manifest only if that changed: it did not.
        XCTAssertEqual(
            try swift([
                "package", "--allow-writing-to-package-directory", "generate-segues", "--target", "Committed",
                "--check",
            ]).status, 0)

        // A broken manifest fails the build with its location.
        try edited.replacingOccurrences(of: "destination: Yellow}", with: "destination: Yelow}")
            .write(to: flows, atomically: true, encoding: .utf8)
        let broken = try swift(["build"])
        XCTAssertNotEqual(broken.status, 0)
        let output = broken.standardOutput + broken.standardError
        XCTAssertTrue(
            output.contains(
                "\(flows.path):17:62: error: storyboard \"Flows\" has no scene named \"Yelow\"; did you mean \"Yellow\"? [SG204]"
            ),
            output)

        // A stale committed file fails --check.
        let onboarding = package.appendingPathComponent("Sources/Committed/Onboarding.segues.yaml")
        try String(contentsOf: onboarding, encoding: .utf8).replacingOccurrences(of: "id: start", with: "id: begin")
            .write(to: onboarding, atomically: true, encoding: .utf8)
        let stale = try swift([
            "package", "--allow-writing-to-package-directory", "generate-segues", "--target", "Committed", "--check",
        ])
        XCTAssertNotEqual(stale.status, 0)
        XCTAssertTrue((stale.standardOutput + stale.standardError).contains("[SG602]"))
    }
}
