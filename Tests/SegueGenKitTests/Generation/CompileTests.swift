import Foundation
import SegueGenKit
import TestSupport
import XCTest

/// The generated code type-checks against the UIKit stand-in together with
/// the apps that use it, in Swift 5, Swift 5 with complete concurrency
/// checking, and Swift 6, without a warning; and the mistakes it exists to
/// catch fail to compile, for the right reason.
final class CompileTests: TemporaryFolderTestCase {
    override func setUpWithError() throws {
        try XCTSkipIf(SwiftTypeChecker.swiftc == nil, "swiftc is not on the PATH")
        try super.setUpWithError()
    }

    /// Writes the generated code of `generationCase` and returns the files to
    /// type-check with it.
    private func prepare(_ generationCase: GenerationCase) throws -> [URL] {
        let (code, diagnostics) = try generationCase.generate()
        let generated = folder.appendingPathComponent("\(generationCase.name).generated.swift")
        try XCTUnwrap(code, diagnostics.map(\.description).joined(separator: "\n")).write(
            to: generated, atomically: true, encoding: .utf8)
        for dependency in try generationCase.dependencies() {
            try SwiftTypeChecker.emitModule(dependency, into: folder)
        }
        return [generated] + (try generationCase.appSources())
    }

    func testExamplesAndFixturesCompileWithoutWarnings() throws {
        for generationCase in try GenerationCase.all() {
            try SwiftTypeChecker.assertCompilesCleanly(try prepare(generationCase), extraFlags: ["-I", folder.path])
        }
    }

    /// Replaces `old` by `new` in one app source of RedGreenBlue and returns
    /// the compiler's errors.
    private func redGreenBlueErrors(replacing old: String, with new: String, in file: String) throws -> String {
        try errors(of: "RedGreenBlue", replacing: old, with: new, in: file, mode: .swift6)
    }

    /// Replaces `old` by `new` in one app source of an example and returns
    /// the compiler's errors in `mode`.
    private func errors(
        of example: String, replacing old: String, with new: String, in file: String,
        mode: SwiftTypeChecker.LanguageMode
    ) throws -> String {
        let generationCase = try GenerationCase.named(example)
        var files = try prepare(generationCase)
        let index = try XCTUnwrap(files.firstIndex { $0.lastPathComponent == file })
        let source = try String(contentsOf: files[index], encoding: .utf8)
        XCTAssertTrue(source.contains(old), "the example no longer contains \(old)")
        let changed = folder.appendingPathComponent(file)
        try source.replacingOccurrences(of: old, with: new).write(to: changed, atomically: true, encoding: .utf8)
        files[index] = changed
        let result = try SwiftTypeChecker.typecheck(files, mode: mode, extraFlags: ["-I", folder.path])
        XCTAssertNotEqual(result.status, 0, "expected a compile error in \(mode)")
        return result.standardError
    }

    /// A class with `confirmsLeaving: true` that does not implement
    /// `confirmLeaving(by:later:)` does not compile, in either language mode.
    func testAGuardedClassWithoutItsDecisionDoesNotCompile() throws {
        for mode in [SwiftTypeChecker.LanguageMode.swift5, .swift6] {
            let errors = try errors(
                of: "ConfirmBeforeLeaving",
                replacing: "func confirmLeaving(by departure: Departure, later: PendingDeparture) -> LeaveDecision {",
                with: "func decide(by departure: Departure, later: PendingDeparture) -> LeaveDecision {",
                in: "TagsViewController.swift", mode: mode)
            XCTAssertTrue(
                errors.contains("error: type 'TagsViewController' does not conform to protocol 'LeaveConfirming'"),
                errors)
        }
    }

    /// A switch over the departures that forgets one does not compile: a
    /// segue added to the manifest is a decision the compiler asks for.
    func testASwitchThatMissesADepartureDoesNotCompile() throws {
        for mode in [SwiftTypeChecker.LanguageMode.swift5, .swift6] {
            let errors = try errors(
                of: "ConfirmBeforeLeaving", replacing: "case .showPreview, .pickColor, .editTags:",
                with: "case .showPreview, .pickColor:", in: "EditorViewController.swift", mode: mode)
            XCTAssertTrue(errors.contains("error: switch must be exhaustive"), errors)
            XCTAssertTrue(errors.contains("add missing case: '.editTags'"), errors)
        }
    }

    func testAClassThatOmitsAnUnwindActionDoesNotCompile() throws {
        let errors = try redGreenBlueErrors(
            replacing: "@IBAction func unwindToRed(_ segue: UIStoryboardSegue) {", with: "func somethingElse() {",
            in: "RedViewController.swift")
        XCTAssertTrue(
            errors.contains(
                "error: type 'RedViewController' does not conform to protocol 'UnwindToRedAction'"),
            errors)
    }

    func testAnUnwindActionWithTheWrongLabelDoesNotCompile() throws {
        // `unwindToGreen(_:)` would have the selector unwindToGreen:, not unwindToGreenWithSegue:.
        let errors = try redGreenBlueErrors(
            replacing: "@IBAction func unwindToGreen(segue: UIStoryboardSegue)",
            with: "@IBAction func unwindToGreen(_ segue: UIStoryboardSegue)", in: "GreenViewController.swift")
        XCTAssertTrue(
            errors.contains(
                "error: instance method 'unwindToGreen' has different argument labels from those required by protocol "
                    + "'UnwindToGreenWithSegueAction' ('unwindToGreen(segue:)')"), errors)
    }

    func testPerformingASegueThatDoesNotExistDoesNotCompile() throws {
        let errors = try redGreenBlueErrors(
            replacing: "performSegue(.showGreen, sender: sender)", with: "performSegue(.noSuchSegue, sender: sender)",
            in: "RedViewController.swift")
        XCTAssertTrue(
            errors.contains(
                "error: type 'RedViewController.Segue' (aka 'StoryboardSegue.RedGreenBlue.Red') has no member 'noSuchSegue'"
            ), errors)
    }

    /// A typed scene returns its class and nothing else, and only scenes
    /// with a storyboard ID have one.
    func testASceneAssignedToAnotherClassDoesNotCompile() throws {
        let files = try prepare(try GenerationCase.named("Scenes"))
        let probe = folder.appendingPathComponent("WrongScene.swift")
        try """
        import UIKit

        @MainActor func wrongScenes() {
            let settings: SettingsViewController = StoryboardScene.Scenes.homeScreen.instantiate()
            let tabs = StoryboardScene.Scenes.tabs.instantiate()
            _ = (settings, tabs)
        }

        """.write(to: probe, atomically: true, encoding: .utf8)
        let result = try SwiftTypeChecker.typecheck(files + [probe], mode: .swift6, extraFlags: ["-I", folder.path])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(
            result.standardError.contains(
                "error: cannot convert value of type 'HomeViewController' to specified type 'SettingsViewController'"),
            result.standardError)
        XCTAssertTrue(
            result.standardError.contains("error: type 'StoryboardScene.Scenes' has no member 'tabs'"),
            result.standardError)
    }

    /// The identifier enums are Sendable at every access level: internal
    /// ones by inference (an explicit conformance costs type-check time in
    /// every build), public and package ones, which Swift does not infer, by
    /// declaration.
    func testIdentifierEnumsAreSendableAtEveryAccessLevel() throws {
        for (example, identifiers) in [
            ("RedGreenBlue", "StoryboardSegue.RedGreenBlue.Red"), ("PublicAccess", "StoryboardSegue.Kit.Login"),
            ("PackageAccess", "StoryboardSegue.Kit.Login"),
        ] {
            let files = try prepare(try GenerationCase.named(example))
            let probe = folder.appendingPathComponent("SendableProbe.swift")
            try """
            func requireSendable<Value: Sendable>(_ value: Value) {}

            func sendIdentifiers(_ identifier: \(identifiers)) {
                requireSendable(identifier)
            }

            """.write(to: probe, atomically: true, encoding: .utf8)
            try SwiftTypeChecker.assertCompilesCleanly(files + [probe], extraFlags: ["-I", folder.path])
        }
    }

    func testAMisspeltCustomSegueClassDoesNotCompile() throws {
        let generationCase = try GenerationCase.named("MasterDetail")
        let manifest = try XCTUnwrap(try generationCase.inputs().first)
        let misspelt = String(decoding: manifest.bytes, as: UTF8.self)
            .replacingOccurrences(
                of: "class: NavigateFlipSegue, destination", with: "class: NavigateFlipSeque, destination")
        let (code, _) = try generationCase.generate(inputs: [
            InputFile(path: manifest.path, bytes: Array(misspelt.utf8))
        ])
        let generated = folder.appendingPathComponent("MasterDetail.generated.swift")
        try XCTUnwrap(code).write(to: generated, atomically: true, encoding: .utf8)
        let result = try SwiftTypeChecker.typecheck([generated] + (try generationCase.appSources()), mode: .swift6)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(
            result.standardError.contains("error: cannot find 'NavigateFlipSeque' in scope"), result.standardError)
    }

    /// The Swift names `UnwindActionName` derives give back the selector they
    /// came from when swiftc itself computes it.
    func testSwiftNamesOfSelectorsRoundTripThroughTheCompiler() throws {
        var source = "import UIKit\n\nclass Probe: UIViewController {\n"
        for (selector, _) in UnwindActionNameTests.table {
            let name = try XCTUnwrap(UnwindActionName(selector: selector))
            let context = name.argumentLabel.map { "\($0) segue" } ?? "_ segue"
            source += "    @IBAction func \(name.baseName)(\(context): UIStoryboardSegue) {}\n"
        }
        source += "}\n"
        let file = folder.appendingPathComponent("Probe.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let result = try SwiftTypeChecker.typecheck(
            [file], mode: .swift6, extraFlags: ["-o", folder.appendingPathComponent("Probe.ll").path],
            action: "-emit-ir")
        XCTAssertEqual(result.status, 0, result.standardError)
        let ir = try String(contentsOf: folder.appendingPathComponent("Probe.ll"), encoding: .utf8)
        for (selector, _) in UnwindActionNameTests.table {
            XCTAssertTrue(ir.contains("c\"\(selector)\\00\""), "swiftc does not give the selector \(selector)")
        }
    }
}
