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
        // What was type-checked, by module and files' contents: targets
        // that share their storyboards (an app and its extension, one app
        // for two platforms) often generate the same code, and the same
        // files type-check the same.
        var typeChecked: Set<[String]> = []
        var withoutStoryboards = 0
        var stopped: Set<String> = []
        // The proofs to run, by target, once every target is generated: side
        // by side, one per processor, so that the compilers keep every
        // processor busy to the last.
        var proofs: [CleanProof] = []
        var folders: [URL] = []
        defer { for folder in folders { try? FileManager.default.removeItem(at: folder) } }
        for run in try SharedApps.runs() {
            var diagnostics = DiagnosticCollector()
            var code = ""
            var request = GenerationRequest.resolve(
                inputs: run.inputs, configuration: Configuration(),
                overrides: GenerationOverrides(moduleName: run.target.moduleName))
            // The sources as the other corpus tests read them.
            request.scans = SharedApps.scans
            let loaded = try XCTUnwrap(Pipeline.load(request, diagnostics: &diagnostics), run.name)
            let project = loaded.project
            // A target of XIBs alone generates no scenes to check here.
            guard !project.storyboards.isEmpty else {
                withoutStoryboards += 1
                continue
            }
            // Generation stops on an error, as the build would (what
            // `Pipeline.run` does, loading again).
            guard !diagnostics.hasErrors,
                Pipeline.generate(
                    loaded, options: request.options, template: request.template, loader: request.loader,
                    diagnostics: &diagnostics, output: { code += $0 })
            else {
                stopped.insert(run.name)
                continue
            }
            let folder = try SwiftTypeChecker.temporaryFolder("apps")
            let generated = folder.appendingPathComponent("Generated.swift")
            try code.write(to: generated, atomically: true, encoding: .utf8)
            let stubs = try ClassStubs.write(
                for: project.storyboards, nibs: ReusableNib.collect(from: project.interfaceFiles), into: folder,
                checker: checker, moduleName: run.target.moduleName)
            // The folder's sources: the generated code, the app's stubs and
            // those of the modules its storyboards name, which `-I` finds.
            let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }.sorted()
            let contents = try sources.map {
                "\($0)\n" + (try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
            }
            checked += 1
            guard typeChecked.insert([run.target.moduleName] + contents).inserted else {
                try? FileManager.default.removeItem(at: folder)
                continue
            }
            folders.append(folder)
            proofs.append(
                CleanProof(
                    label: run.name, checker: checker, files: [generated] + stubs,
                    moduleName: run.target.moduleName, flags: ["-I", folder.path]))
        }
        XCTAssertEqual(proofs.count, typeChecked.count)
        try proofs.assertEachCompilesCleanly()
        // Exactly the targets with errors the apps really have stop, as
        // their builds would: no other is left out unseen.
        XCTAssertEqual(
            stopped, Set(SharedAppsTests.realFailures.keys), "the targets whose generation stops on an error")
        print(
            "type-checked \(checked) targets (\(typeChecked.count) distinct); \(withoutStoryboards) have no storyboard, "
                + "\(stopped.count) stop")
        // About twenty targets have storyboards.
        XCTAssertGreaterThan(checked, 15)
    }
}
