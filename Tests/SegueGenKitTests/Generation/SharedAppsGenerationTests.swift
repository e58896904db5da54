import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The generated code of every target of the corpus's real apps, generated
/// as the target's build would (its storyboards, XIBs and sources, its
/// module), type-checks against the real iOS SDK with declarations of the
/// classes its storyboards and nib cells name, without a warning, in every language mode: whatever
/// names the apps use.
final class SharedAppsGenerationTests: XCTestCase {
    func testEveryTargetsGeneratedCodeTypeChecksAgainstTheIOSSDK() throws {
        let checker = try SwiftTypeChecker.iOSSDK()
        var checked = 0
        for run in try SharedApps.runs() {
            var diagnostics = DiagnosticCollector()
            var code = ""
            let request = GenerationRequest.resolve(
                inputs: run.inputs, configuration: Configuration(),
                overrides: GenerationOverrides(moduleName: run.target.moduleName))
            guard let project = Pipeline.load(request, diagnostics: &diagnostics), !project.storyboards.isEmpty
            else { continue }
            // Generation stops on an error, as the build would; the
            // errors that stay on the corpus are SharedAppsTests'.
            guard Pipeline.run(request, diagnostics: &diagnostics, output: { code += $0 }) else { continue }
            let folder = try SwiftTypeChecker.temporaryFolder("apps")
            defer { try? FileManager.default.removeItem(at: folder) }
            let generated = folder.appendingPathComponent("Generated.swift")
            try code.write(to: generated, atomically: true, encoding: .utf8)
            let stubs = try ClassStubs.write(
                for: project.storyboards, nibs: ReusableNib.collect(from: project.interfaceFiles), into: folder,
                checker: checker, moduleName: run.target.moduleName)
            try checker.assertCompilesCleanly(
                [generated] + stubs, moduleName: run.target.moduleName, extraFlags: ["-I", folder.path])
            checked += 1
        }
        // About twenty targets have storyboards.
        XCTAssertGreaterThan(checked, 15)
    }
}
