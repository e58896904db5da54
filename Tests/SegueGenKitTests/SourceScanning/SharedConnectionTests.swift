import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The connection checks on the real apps of `../shared/apps`, target by
/// target with their XIBs: renaming an outlet property or an action method
/// in the sources reports every connection that used it, wherever the run
/// can judge that connection at all.
final class SharedConnectionTests: XCTestCase {
    private struct Target {
        var name: String
        var inputs: [InputFile]
        /// Each input read once: a renaming reads again only what it changes.
        var readings: [Pipeline.Reading]
    }

    private func targets() throws -> [Target] {
        try SharedApps.runs().map { run in
            Target(
                name: run.name, inputs: run.inputs,
                readings: run.inputs.parallelMap { Pipeline.reading($0, like: DiagnosticCollector()) })
        }
    }

    /// Where `code` is reported when the inputs are changed by `change`.
    private func reported(
        _ code: DiagnosticCode, in target: Target, changing change: (InputFile) -> String?
    ) -> Set<String> {
        let readings = zip(target.inputs, target.readings).map { input, reading in
            guard let text = change(input) else { return reading }
            var changed = InputFile(path: input.path, bytes: Array(text.utf8))
            changed.module = input.module
            changed.isFoundInFolder = input.isFoundInFolder
            return Pipeline.reading(changed, like: DiagnosticCollector())
        }
        var diagnostics = DiagnosticCollector()
        _ = Pipeline.load(readings, diagnostics: &diagnostics)
        return Self.locations(of: code, in: diagnostics.sorted)
    }

    private static func locations(of code: DiagnosticCode, in diagnostics: [Diagnostic]) -> Set<String> {
        Set(diagnostics.filter { $0.code == code }.map { "\($0.location)" })
    }

    private static func isInterfaceFile(_ input: InputFile) -> Bool {
        [.storyboard, .xib].contains(InputFormat(path: input.path))
    }

    private static func text(_ input: InputFile) -> String { String(decoding: input.bytes, as: UTF8.self) }

    /// The names `attribute` gives connections in the target's storyboards
    /// and XIBs, sorted.
    private static func connectionNames(_ attribute: String, in target: Target) -> [String] {
        var names: Set<String> = []
        for input in target.inputs where isInterfaceFile(input) {
            for piece in text(input).components(separatedBy: " \(attribute)=\"").dropFirst() {
                names.insert(String(piece.prefix { $0 != "\"" }))
            }
        }
        return names.sorted()
    }

    /// For each target, the first outlet (or action) whose declaration the
    /// sources show and some connection of which the run judges: renaming
    /// the declaration reports exactly the connections that a misspelt
    /// connection name reports, the ones the run can judge.
    private func checkRenaming(
        attribute: String, code: DiagnosticCode, declaration: (String) -> [(String, String)]
    ) throws -> Int {
        var renamed = 0
        for target in try targets() {
            for name in Self.connectionNames(attribute, in: target) {
                let spellings = declaration(name)
                guard
                    target.inputs.contains(where: { input in
                        !Self.isInterfaceFile(input) && spellings.contains { Self.text(input).contains($0.0) }
                    })
                else { continue }
                let judged = reported(code, in: target) { input in
                    Self.isInterfaceFile(input)
                        ? Self.text(input).replacingOccurrences(
                            of: " \(attribute)=\"\(name)\"", with: " \(attribute)=\"\(name)Misspelt\"") : nil
                }
                // What the unchanged target reports, read once a test
                // process.
                let before = Self.locations(
                    of: code, in: SharedApps.unchanged(target.name, inputs: target.inputs).diagnostics)
                guard !judged.subtracting(before).isEmpty else { continue }
                let after = reported(code, in: target) { input in
                    guard !Self.isInterfaceFile(input) else { return nil }
                    var text = Self.text(input)
                    for (old, new) in spellings { text = text.replacingOccurrences(of: old, with: new) }
                    return text
                }
                XCTAssertEqual(
                    after.subtracting(before).sorted(), judged.subtracting(before).sorted(),
                    "\(target.name): renaming the declaration of \(name)")
                renamed += 1
                break
            }
        }
        return renamed
    }

    func testRenamingAnOutletPropertyReportsEveryConnectionThatUsedIt() throws {
        let renamed = try checkRenaming(attribute: "property", code: .unsettableConnectionKey) { name in
            [("var \(name):", "var \(name)Renamed:"), ("*\(name);", "*\(name)Renamed;")]
        }
        XCTAssertGreaterThan(renamed, 5)
    }

    func testRenamingAnActionMethodReportsEveryConnectionThatUsedIt() throws {
        let renamed = try checkRenaming(attribute: "selector", code: .unimplementedConnectionAction) { selector in
            guard let base = selector.split(separator: ":").first, selector.hasSuffix(":") else { return [] }
            // Objective-C spells `-(IBAction)attach:(id)sender` with or
            // without a space after the return type (Monal's .h and .m).
            return [
                ("func \(base)(", "func \(base)Renamed("), (")\(base):(", ")\(base)Renamed:("),
                (") \(base):(", ") \(base)Renamed:("),
            ]
        }
        XCTAssertGreaterThan(renamed, 5)
    }
}
