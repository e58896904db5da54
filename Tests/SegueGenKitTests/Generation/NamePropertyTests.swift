import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// Apps whose storyboards, classes, nested types and identifiers are drawn
/// from one pool that mixes an app's own names, the generated code's names
/// and Swift's and UIKit's: whatever SegueGen accepts compiles, the app's
/// code included, which uses the generated API and its own nested types.
final class NamePropertyTests: TemporaryFolderTestCase {
    private static let pool = [
        "ListViewController", "Profile", "Settings", "App", "ViewController", "Segue", "PreparedSegue", "Departure",
        "StoryboardSegue", "StoryboardScene", "StoryboardSceneType", "InitialStoryboardSceneType", "LeaveDecision",
        "String", "Swift", "UIKit", "Foundation", "UIViewController", "UIStoryboard", "UIStoryboardSegue", "Type",
        "Self", "Any", "Protocol", "Int", "Main",
    ]

    /// Names an app could not declare as a class without breaking its own
    /// uses of Swift and UIKit, or that Swift refuses as a class name.
    private static let notClasses: Set<String> = [
        "String", "Swift", "UIViewController", "UIStoryboard", "UIStoryboardSegue", "Self", "Any", "Int", "Type",
        "Protocol",
    ]

    private struct App {
        var inputs: [InputFile] = []
        var classes: [String] = []
        var nested: [String: [String]] = [:]
    }

    /// One app: two or three storyboards of one to three scenes, classes
    /// with nested types, segues and storyboard IDs, all named from the pool.
    private static func app(_ random: inout Mutations.Generator) -> App {
        var app = App()
        let classPool = pool.filter { !notClasses.contains($0) }
        while app.classes.count < 3 {
            let name = random.pick(classPool)
            if !app.classes.contains(name) { app.classes.append(name) }
        }
        var storyboards: [String] = []
        while storyboards.count < 2 + random.next(2) {
            let name = random.pick(pool)
            if !storyboards.contains(name) { storyboards.append(name) }
        }
        for (index, storyboard) in storyboards.enumerated() {
            let count = 1 + random.next(3)
            var scenes = ""
            for scene in 0..<count {
                let id = "s\(index)-\(scene)"
                let customClass =
                    random.next(4) == 0
                    ? ""
                    : " customClass=\"\(random.pick(app.classes))\" customModule=\"App\" customModuleProvider=\"target\""
                let storyboardID = random.next(2) == 0 ? " storyboardIdentifier=\"\(random.pick(pool))\"" : ""
                let destination = "s\(index)-\(random.next(count))"
                let segue =
                    "<segue destination=\"\(destination)\" kind=\"show\" identifier=\"\(random.pick(pool))\" id=\"g\(id)\"/>"
                scenes += """
                    <scene sceneID="x\(id)"><objects>
                    <viewController id="\(id)"\(storyboardID)\(customClass) sceneMemberID="viewController">
                    <connections>\(segue)</connections></viewController>
                    </objects></scene>

                    """
            }
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
                targetRuntime="iOS.CocoaTouch" initialViewController="s\(index)-0"><scenes>
                \(scenes)</scenes></document>
                """
            app.inputs.append(InputFile(path: "\(storyboard).storyboard", bytes: Array(text.utf8)))
        }
        var source = "import UIKit\n\n"
        for name in app.classes {
            var nested: [String] = []
            for _ in 0..<random.next(3) {
                let type = random.pick(pool.filter { $0 != name && !["Self", "Any", "Type", "Protocol"].contains($0) })
                if !nested.contains(type) { nested.append(type) }
            }
            app.nested[name] = nested
            source += "class \(name): UIViewController {\n"
            for type in nested { source += "    enum \(type) { case one }\n" }
            source += "}\n\n"
        }
        app.inputs.append(InputFile(path: "App.swift", bytes: Array(source.utf8)))
        return app
    }

    /// Code of the app's that uses the generated API by the names the
    /// generated code declares, read from its text (not from `NamePlan`,
    /// the code under test), and the app's own nested types, which must
    /// still mean the app's.
    private static func uses(of app: App, declared: GeneratedDeclarations) -> String {
        var uses = "import UIKit\n\n@MainActor func useTheGeneratedCode() {\n"
        for name in app.classes {
            for type in app.nested[name] ?? [] { uses += "    _ = \(name).\(type).one\n" }
        }
        for path in declared.initialScenes { uses += "    _ = \(path).initialScene\n" }
        for (className, members) in declared.segueMembers {
            uses += "    func perform\(className)(_ controller: \(className)) {\n"
            uses += "        controller.\(members.perform)(.\(members.firstCase), sender: nil)\n"
            uses += "        _ = \(className).\(members.preparedSegue).self\n"
            uses += "    }\n"
        }
        return uses + "}\n"
    }

    /// What a generated file declares, read from its text by patterns.
    private struct GeneratedDeclarations {
        /// `Namespace.Storyboard` of each storyboard's initial scene: the
        /// two enums around `static let initialScene`.
        var initialScenes: [String] = []
        /// For each class extended with typed segues: its perform method,
        /// the first case of its prepared-segue enum (each a case of its
        /// segue enum too), and that enum.
        var segueMembers: [(String, (perform: String, firstCase: String, preparedSegue: String))] = []

        init(_ code: String) {
            var namespace = ""
            var storyboard = ""
            for line in code.split(separator: "\n").map(String.init) {
                if let name = Self.captures(#"^enum (\w+) \{"#, in: line).first?.first {
                    namespace = name
                } else if let name = Self.captures(#"^    enum (\w+) \{"#, in: line).first?.first {
                    storyboard = name
                } else if line.hasPrefix("        static let initialScene = ") {
                    initialScenes.append("\(namespace).\(storyboard)")
                }
            }
            for block in Self.captures(#"(?ms)^extension (\w+) \{\n(.*?)^\}$"#, in: code) {
                guard let perform = Self.captures(#"func (\w+)\(_ segue: \w+, sender"#, in: block[1]).first,
                    let prepared = Self.captures(#"(?m)^    enum (\w+) \{\n        case (\w+)\("#, in: block[1]).first
                else { continue }
                segueMembers.append((block[0], (perform[0], prepared[1], prepared[0])))
            }
        }

        /// The capture groups of each match of `pattern` in `text`.
        private static func captures(_ pattern: String, in text: String) -> [[String]] {
            let expression = try! NSRegularExpression(pattern: pattern)
            return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
                (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
            }
        }
    }

    func testWhateverIsAcceptedCompiles() throws {
        let checker = SwiftTypeChecker.proofCheckers[0]
        // The samples this test has always drawn: the generator adds the
        // constant to its seed once more than the one it replaced did.
        var random = Mutations.Generator(seed: 0x5E6E_0E11 &- 0x9E37_79B9_7F4A_7C15)
        var accepted: [(index: Int, files: [URL])] = []
        var refused = 0
        var extendedClasses = 0
        for index in 0..<40 {
            let app = Self.app(&random)
            var diagnostics = DiagnosticCollector()
            var code = ""
            let request = GenerationRequest.resolve(
                inputs: app.inputs, configuration: Configuration(), overrides: GenerationOverrides(moduleName: "App"))
            guard Pipeline.run(request, diagnostics: &diagnostics, output: { code += $0 }) else {
                // What is refused is refused with a located error.
                XCTAssertTrue(diagnostics.hasErrors, "sample \(index) generated nothing without an error")
                refused += 1
                continue
            }
            let declared = GeneratedDeclarations(code)
            // Every storyboard starts from a scene; most classes have segues.
            XCTAssertEqual(declared.initialScenes.count, app.inputs.count - 1, "sample \(index)")
            extendedClasses += declared.segueMembers.count
            let sample = folder.appendingPathComponent("sample\(index)")
            try FileManager.default.createDirectory(at: sample, withIntermediateDirectories: true)
            var files: [URL] = []
            for (name, text) in [
                ("Generated.swift", code),
                ("App.swift", String(decoding: app.inputs.last!.bytes, as: UTF8.self)),
                ("Uses.swift", Self.uses(of: app, declared: declared)),
            ] {
                files.append(sample.appendingPathComponent(name))
                try text.write(to: files[files.count - 1], atomically: true, encoding: .utf8)
            }
            accepted.append((index, files))
        }
        // Most samples are accepted: the pool is made to clash, not to fail.
        XCTAssertGreaterThan(accepted.count, 25)
        XCTAssertGreaterThan(extendedClasses, accepted.count)
        let results = accepted.parallelMap(threadLimit: 2) { sample in
            (sample.index, Result { try checker.typecheck(sample.files, mode: .swift6, moduleName: "App") })
        }
        for (index, result) in results {
            let outcome = try result.get()
            XCTAssertEqual(outcome.status, 0, "sample \(index) against \(checker):\n\(outcome.standardError)")
            XCTAssertFalse(outcome.standardError.contains("warning:"), "sample \(index):\n\(outcome.standardError)")
        }
        print("NamePropertyTests: \(accepted.count) accepted and type-checked against \(checker), \(refused) refused")
    }
}
