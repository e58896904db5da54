import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// One construct at a time, its input beside the code it must generate, in
/// the manner of swift-openapi-generator's snippet-based reference tests:
/// the generated file holds the snippet, line for line. The goldens hold
/// whole files; these say what each construct is.
final class SnippetTests: XCTestCase {
    private func assertGenerates(
        _ manifest: String, sources: [String: String] = [:], _ snippet: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let inputs =
            [InputFile(path: "Main.segues.yaml", bytes: Array(("version: 1\nstoryboard: Main\n" + manifest).utf8))]
            + sources.sorted { $0.key < $1.key }.map { InputFile(path: $0.key, bytes: Array($0.value.utf8)) }
        var diagnostics = DiagnosticCollector()
        var code = ""
        let generated = Pipeline.run(
            GenerationRequest.resolve(
                inputs: inputs, configuration: Configuration(), overrides: GenerationOverrides(moduleName: "App")),
            diagnostics: &diagnostics, output: { code += $0 })
        XCTAssertTrue(generated, diagnostics.sorted.map(\.description).joined(separator: "\n"), file: file, line: line)
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let expected = snippet.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let starts = lines.indices.filter { lines[$0] == expected[0] }
        if starts.contains(where: { Array(lines[$0..<min(lines.count, $0 + expected.count)]) == expected }) { return }
        let region = starts.first.map { lines[$0..<min(lines.count, $0 + expected.count)].joined(separator: "\n") }
        XCTFail(
            "the generated code does not hold the snippet:\n"
                + (region.map { LineDiff.unified(expected: snippet, actual: $0) }
                    ?? "its first line is nowhere:\n\(code)"),
            file: file, line: line)
    }

    func testASceneGetsAnEnumOfItsIdentifiersWithRawValuesWhereNeeded() throws {
        try assertGenerates(
            """
            scenes:
              - {name: Home, segues: [{id: Show Detail, kind: show, destination: Home}, {id: next, kind: show, destination: Home}]}
            """,
            """
                    /// The segues from the scene "Home" (UIViewController).
                    enum Home: Swift.String, Swift.CaseIterable {
                        case next
                        case showDetail = "Show Detail"
                    }
            """)
    }

    func testAPreparedSegueUnwrapsANavigationControllersRoot() throws {
        try assertGenerates(
            """
            scenes:
              - {name: List, class: ListViewController, segues: [{id: edit, kind: presentation, destination: Navigation}]}
              - {name: Navigation, kind: navigationController, segues: [{kind: relationship, relationship: rootViewController, destination: Editor}]}
              - {name: Editor, class: EditorViewController}
            """,
            """
                enum PreparedSegue {
                    case edit(EditorViewController)
                    @MainActor init?(_ segue: UIKit.UIStoryboardSegue, sender: Any? = nil) {
                        switch (seguegenIdentifier(of: segue) as Segue?, segue.destination) {
                        case (.edit?, let navigation as UIKit.UINavigationController): guard let destination = navigation.viewControllers.first as? EditorViewController else { return nil }; self = .edit(destination)
                        default: return nil
                        }
                    }
                }
            """)
    }

    func testAnUnwindActionGetsAProtocolWithItsExactSelectorAndAnEnumOfItsSources() throws {
        try assertGenerates(
            """
            scenes:
              - {name: Red, class: RedViewController}
              - {name: Blue, class: BlueViewController, segues: [{kind: unwind, action: "backToRedWithSegue:"}]}
            """,
            """
            @MainActor @objc protocol BackToRedWithSegueAction {
                @objc(backToRedWithSegue:) func backToRed(segue: UIKit.UIStoryboardSegue)
            }

            /// The scenes whose unwind segues call `backToRedWithSegue:`.
            enum BackToRedWithSegueSource {
                case blue(BlueViewController)
            """)
    }

    func testAStoryboardIDGivesATypedScene() throws {
        try assertGenerates(
            """
            initialScene: Home
            scenes:
              - {name: Home, class: HomeViewController}
              - {name: Profile, class: ProfileViewController, storyboardID: Profile Scene}
            """,
            """
                    static let initialScene = InitialStoryboardSceneType<HomeViewController>(
                        storyboard: "Main", bundleIdentifier: nil)
                    static let profileScene = StoryboardSceneType<ProfileViewController>(storyboard: "Main", bundleIdentifier: nil, identifier: "Profile Scene")
            """)
    }

    func testAClassNamedLikeItsStoryboardIsNamedThroughAnAlias() throws {
        try assertGenerates(
            """
            initialScene: Main
            scenes:
              - {name: Main, class: Main}
            """,
            """
            typealias SeguegenMain = Main
            """)
    }

    func testAMemberTheClassDeclaresGivesWay() throws {
        try assertGenerates(
            """
            scenes:
              - {name: List, class: ListViewController, segues: [{id: next, kind: show, destination: List}]}
            """,
            sources: ["List.swift": "class ListViewController: UIViewController { enum Segue { case legacy } }\n"],
            """
            extension ListViewController {
                typealias SegueGenSegue = StoryboardSegue.Main.List
                func performSegue(_ segue: SegueGenSegue, sender: Any? = nil) { performSegue(withIdentifier: segue.rawValue, sender: sender) }
            """)
    }

    func testACustomSegueClassIsNamedSoAMisspellingFailsTheBuild() throws {
        try assertGenerates(
            """
            scenes:
              - {name: A, segues: [{id: flip, kind: custom, class: FlipSegue, module: Transitions, destination: A}]}
            """,
            """
                let _: [UIKit.UIStoryboardSegue.Type] = [
                    Transitions.FlipSegue.self,
                ]
            """)
    }

    func testAClassThatConfirmsLeavingGetsItsDepartures() throws {
        try assertGenerates(
            """
            scenes:
              - {name: Editor, class: EditorViewController, segues: [{id: save, kind: show, destination: Editor}]}
            classes:
              EditorViewController: {confirmsLeaving: true}
            """,
            """
            extension EditorViewController: LeaveConfirming {
                /// Every way out of EditorViewController, each asked about in `confirmLeaving(by:later:)`.
                enum Departure: ContainerDepartures, Swift.Sendable {
                    /// The back button or the swipe back, in a LeaveConfirmingNavigationController.
                    case back
                    /// A swipe down on the sheet of a LeaveConfirmingNavigationController.
                    case dismiss
                    /// The show segue "save".
                    case save
                }
            """)
    }
}
