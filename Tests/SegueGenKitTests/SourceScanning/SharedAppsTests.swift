import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The unwind checks on real apps (`../shared/apps`): with each storyboard
/// and all of its app's Swift and Objective-C sources, exactly the unwinds
/// whose action the app implements nowhere are SG208, compared with an
/// independent search of the sources; and renaming an implementing method
/// makes its unwind SG208.
final class SharedAppsTests: XCTestCase {
    private struct App {
        var name: String
        var storyboards: [InputFile]
        var sources: [InputFile]
    }

    private func apps() throws -> [App] {
        let folders = try FileManager.default.contentsOfDirectory(
            at: try Fixtures.sharedFolder("apps"), includingPropertiesForKeys: nil)
        var apps: [App] = []
        for folder in folders.sorted(by: { $0.path < $1.path }) where folder.lastPathComponent.contains("__") {
            var storyboards: [InputFile] = []
            var sources: [InputFile] = []
            for suffix in [".storyboard", ".swift", ".m", ".mm"] {
                for url in try Fixtures.filesBelow(folder, endingIn: suffix) {
                    let input = InputFile(
                        path: String(url.path.dropFirst(folder.path.count + 1)), bytes: try Fixtures.bytes(of: url))
                    if suffix == ".storyboard" { storyboards.append(input) } else { sources.append(input) }
                }
            }
            apps.append(App(name: folder.lastPathComponent, storyboards: storyboards, sources: sources))
        }
        XCTAssertGreaterThan(apps.count, 5)
        return apps
    }

    /// The unwind actions of a storyboard, by selector, at their locations;
    /// nil for a storyboard SegueGen refuses (WatchKit, AppKit).
    private func unwindActions(of storyboard: InputFile) -> Set<String>? {
        var diagnostics = DiagnosticCollector()
        guard let definition = Pipeline.read(storyboard, diagnostics: &diagnostics)?.storyboard else { return nil }
        return Set(definition.scenes.flatMap(\.segues).filter(\.kind.isUnwind).compactMap(\.action))
    }

    /// The selectors of every `@IBAction` taking a segue, found by a plain
    /// text search, the test's own reading of the sources.
    private func implementedSelectors(in sources: [InputFile]) -> Set<String> {
        var result: Set<String> = []
        for source in sources {
            let text = String(decoding: source.bytes, as: UTF8.self)
            for line in text.split(separator: "\n") where line.contains("UIStoryboardSegue") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("-"), trimmed.contains("(IBAction)"),
                    let name = trimmed.components(separatedBy: "(IBAction)").last?.split(separator: ":").first
                {
                    result.insert(name.trimmingCharacters(in: .whitespaces) + ":")
                } else if trimmed.contains("@IBAction"), let function = trimmed.components(separatedBy: "func ").last,
                    let open = function.firstIndex(of: "(")
                {
                    let base = String(function[..<open])
                    let parameter = function[function.index(after: open)...].prefix { $0 != ":" }
                    let names = parameter.split(separator: " ")
                    let label = names.count == 2 ? String(names[0]) : String(names.first ?? "_")
                    let joiner =
                        ["with", "to", "from", "for", "in", "at", "by", "on", "of"].contains(label) ? "" : "With"
                    result.insert(
                        label == "_"
                            ? base + ":" : base + joiner + label.prefix(1).uppercased() + label.dropFirst() + ":")
                }
            }
        }
        return result
    }

    private func unimplementedActions(_ storyboard: InputFile, _ sources: [InputFile]) -> Set<String> {
        var diagnostics = DiagnosticCollector()
        _ = Pipeline.load([storyboard] + sources, diagnostics: &diagnostics)
        let reported = diagnostics.sorted.filter { $0.code == .unimplementedUnwindAction }
        return Set(reported.compactMap { $0.message.components(separatedBy: "\"").dropFirst().first })
    }

    func testExactlyTheUnwindsNothingImplementsAreReported() throws {
        var checked = 0
        var implementedUnwinds = 0
        for app in try apps() {
            let implemented = implementedSelectors(in: app.sources)
            for storyboard in app.storyboards {
                guard let actions = unwindActions(of: storyboard), !actions.isEmpty else { continue }
                let expected = actions.subtracting(implemented)
                XCTAssertEqual(
                    unimplementedActions(storyboard, app.sources), expected, "\(app.name)/\(storyboard.path)")
                checked += actions.count
                implementedUnwinds += actions.intersection(implemented).count
            }
        }
        // The apps' storyboards hold about twenty unwind actions, most of
        // them implemented (in Swift and in Objective-C).
        XCTAssertGreaterThan(checked, 15)
        XCTAssertGreaterThan(implementedUnwinds, 10)
    }

    /// Xcode builds every storyboard of these apps, so none of them may draw
    /// an error, read with all of its app's sources (and, as a folder with
    /// them, a storyboard for another platform is skipped, not refused).
    func testEveryAppValidatesWithoutAnError() throws {
        var validated = 0
        for app in try apps() {
            for storyboard in app.storyboards {
                var folderInput = storyboard
                folderInput.isFoundInFolder = true
                var diagnostics = DiagnosticCollector()
                _ = Pipeline.load([folderInput] + app.sources, diagnostics: &diagnostics)
                let errors = diagnostics.sorted.filter { $0.severity == .error }
                XCTAssertEqual(errors.map(\.description), [], "\(app.name)/\(storyboard.path)")
                validated += 1
            }
        }
        XCTAssertGreaterThan(validated, 10)
    }

    func testRenamingTheImplementingMethodReportsTheUnwind() throws {
        var renamed = 0
        for app in try apps() {
            for storyboard in app.storyboards {
                guard let actions = unwindActions(of: storyboard) else { continue }
                for action in actions.sorted() where !unimplementedActions(storyboard, app.sources).contains(action) {
                    let piece = String(action.dropLast())
                    let sources = app.sources.map { source in
                        let text = String(decoding: source.bytes, as: UTF8.self)
                        let changed = text.replacingOccurrences(of: ")\(piece):(", with: ")\(piece)Renamed:(")
                            .replacingOccurrences(of: "func \(piece)(", with: "func \(piece)Renamed(")
                            .replacingOccurrences(
                                of: "func \(Self.baseName(of: piece))(",
                                with: "func \(Self.baseName(of: piece))Renamed(")
                        return InputFile(path: source.path, bytes: Array(changed.utf8))
                    }
                    XCTAssertTrue(
                        unimplementedActions(storyboard, sources).contains(action),
                        "\(app.name)/\(storyboard.path): renaming \(action) was not reported")
                    renamed += 1
                }
            }
        }
        XCTAssertGreaterThan(renamed, 10)
    }

    /// `cancelAddPasswordWithSegue` → `cancelAddPassword`, the Swift base
    /// name of a selector with a `segue:` label.
    private static func baseName(of piece: String) -> String {
        piece.hasSuffix("WithSegue") ? String(piece.dropLast("WithSegue".count)) : piece
    }
}
