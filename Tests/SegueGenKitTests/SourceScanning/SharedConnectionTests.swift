import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The connection checks on the real apps of `../shared/apps`, target by
/// target with their XIBs: renaming an outlet property or an action method
/// in the sources reports every connection that used it, wherever the run
/// can judge that connection at all.
final class SharedConnectionTests: XCTestCase {
    /// Where `code` is reported when the inputs are changed by `change`.
    private static func reported(
        _ code: DiagnosticCode, in target: CorpusInputs, changing change: (InputFile) -> String?
    ) -> Set<String> {
        locations(of: code, in: target.changing(change).load().diagnostics)
    }

    private static func locations(of code: DiagnosticCode, in diagnostics: [Diagnostic]) -> Set<String> {
        Set(diagnostics.filter { $0.code == code }.map { "\($0.location)" })
    }

    private static func isInterfaceFile(_ input: InputFile) -> Bool {
        [.storyboard, .xib].contains(InputFormat(path: input.path))
    }

    private static func text(_ input: InputFile) -> String { String(decoding: input.bytes, as: UTF8.self) }

    /// Whether `input`'s bytes hold `piece`: a byte search, since decoding
    /// every source file for every connection name took most of the test.
    private static func holds(_ input: InputFile, _ piece: String) -> Bool {
        let needle = Array(piece.utf8)
        guard let first = needle.first else { return true }
        return input.bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { needle in
                guard var start = haystack.baseAddress else { return false }
                let end = start + haystack.count
                while end - start >= needle.count,
                    let hit = memchr(start, Int32(first), end - start - needle.count + 1)
                {
                    if memcmp(hit, needle.baseAddress!, needle.count) == 0 { return true }
                    start = UnsafeRawPointer(hit).advanced(by: 1)
                }
                return false
            }
        }
    }

    /// The names `attribute` gives connections in the target's storyboards
    /// and XIBs, sorted.
    private static func connectionNames(_ attribute: String, in target: CorpusInputs) -> [String] {
        var names: Set<String> = []
        for input in target.inputs where isInterfaceFile(input) {
            for piece in text(input).components(separatedBy: " \(attribute)=\"").dropFirst() {
                names.insert(String(piece.prefix { $0 != "\"" }))
            }
        }
        return names.sorted()
    }

    /// What renaming one declaration in a target found: the connections
    /// reported after the declaration was renamed, and those a misspelt
    /// connection name reports, beyond the unchanged target's.
    private struct Renaming: Sendable {
        var target: String
        var name: String
        var after: [String]
        var judged: [String]
    }

    /// For each target, the first outlet (or action) whose declaration the
    /// sources show and some connection of which the run judges: renaming
    /// the declaration reports exactly the connections that a misspelt
    /// connection name reports, the ones the run can judge. The targets are
    /// renamed side by side, each on its own readings.
    private func checkRenaming(
        attribute: String, code: DiagnosticCode, declaration: @escaping @Sendable (String) -> [(String, String)]
    ) throws -> Int {
        let renamings = try SharedApps.runs().parallelMap { run in
            Self.firstRenaming(in: run, attribute: attribute, code: code, declaration: declaration)
        }
        for renaming in renamings.compactMap({ $0 }) {
            XCTAssertEqual(
                renaming.after, renaming.judged, "\(renaming.target): renaming the declaration of \(renaming.name)")
        }
        return renamings.compactMap { $0 }.count
    }

    /// The first renaming of `checkRenaming` in the target `run`, or nil
    /// when none of its connections qualifies.
    private static func firstRenaming(
        in run: XcodeTargetRun, attribute: String, code: DiagnosticCode, declaration: (String) -> [(String, String)]
    ) -> Renaming? {
        let target = CorpusInputs(run)
        for name in connectionNames(attribute, in: target) {
            let spellings = declaration(name)
            guard
                target.inputs.contains(where: { input in
                    !isInterfaceFile(input) && spellings.contains { holds(input, $0.0) }
                })
            else { continue }
            let judged = reported(code, in: target) { input in
                isInterfaceFile(input) && holds(input, " \(attribute)=\"\(name)\"")
                    ? text(input).replacingOccurrences(
                        of: " \(attribute)=\"\(name)\"", with: " \(attribute)=\"\(name)Misspelt\"") : nil
            }
            // What the unchanged target reports, loaded once a test process.
            let before = locations(of: code, in: SharedApps.unchanged(run).diagnostics)
            guard !judged.subtracting(before).isEmpty else { continue }
            let after = reported(code, in: target) { input in
                guard !isInterfaceFile(input), spellings.contains(where: { holds(input, $0.0) }) else { return nil }
                var renamed = text(input)
                for (old, new) in spellings { renamed = renamed.replacingOccurrences(of: old, with: new) }
                return renamed
            }
            return Renaming(
                target: target.name, name: name, after: after.subtracting(before).sorted(),
                judged: judged.subtracting(before).sorted())
        }
        return nil
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
