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

    /// A small deterministic generator (SplitMix64), so a failure is the
    /// same on every run.
    private struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((value ^ (value >> 31)) % UInt64(bound))
        }
        mutating func pick(_ names: [String]) -> String { names[next(names.count)] }
    }

    private struct App {
        var inputs: [InputFile] = []
        var classes: [String] = []
        var nested: [String: [String]] = [:]
    }

    /// One app: two or three storyboards of one to three scenes, classes
    /// with nested types, segues and storyboard IDs, all named from the pool.
    private static func app(_ random: inout Random) -> App {
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

    /// Code of the app's that uses the generated API by its final names,
    /// and the app's own nested types, which must still mean the app's.
    private static func uses(of app: App, in project: Project, names: NamePlan) -> String {
        var code = "import UIKit\n\n@MainActor func useTheGeneratedCode() {\n"
        for name in app.classes {
            for type in app.nested[name] ?? [] { code += "    _ = \(name).\(type).one\n" }
        }
        for storyboard in project.storyboards {
            guard let initial = project.initialScene(of: storyboard), project.scene(initial) != nil else { continue }
            code += "    _ = \(names.name(.sceneNamespace)).\(names.storyboardType(storyboard.name)).initialScene\n"
        }
        for (className, scenes) in project.scenesByClass.sorted(by: { $0.key < $1.key }) {
            let segues = scenes.compactMap(project.scene).flatMap(\.segues).compactMap(\.identifier)
            guard let first = segues.sorted().first else { continue }
            code += "    func perform\(className)(_ controller: \(className)) {\n"
            code +=
                "        controller.\(names.member(.performSegue, of: className))(.\(GeneratedNames.segueCase(first)), sender: nil)\n"
            code += "        _ = \(className).\(names.member(.preparedSegue, of: className)).self\n"
            code += "    }\n"
        }
        return code + "}\n"
    }

    func testWhateverIsAcceptedCompiles() throws {
        let checker = (try? IOSSDK.located.get()).map { SwiftTypeChecker(uikit: .iOSSDK($0)) } ?? .standIn
        var random = Random(state: 0x5E6E_0E11)
        var accepted: [(index: Int, files: [URL])] = []
        var refused = 0
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
            let project = try XCTUnwrap(Pipeline.load(request, diagnostics: &diagnostics))
            let sample = folder.appendingPathComponent("sample\(index)")
            try FileManager.default.createDirectory(at: sample, withIntermediateDirectories: true)
            var files: [URL] = []
            for (name, text) in [
                ("Generated.swift", code),
                ("App.swift", String(decoding: app.inputs.last!.bytes, as: UTF8.self)),
                ("Uses.swift", Self.uses(of: app, in: project, names: NamePlan(project: project))),
            ] {
                files.append(sample.appendingPathComponent(name))
                try text.write(to: files[files.count - 1], atomically: true, encoding: .utf8)
            }
            accepted.append((index, files))
        }
        // Most samples are accepted: the pool is made to clash, not to fail.
        XCTAssertGreaterThan(accepted.count, 25)
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
