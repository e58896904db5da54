import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The unwind-reachability rules on the seeds' Red/Green/Blue app and its
/// variations: what UIKit would find walking up from the unwind's source.
final class NavigationCheckTests: XCTestCase {
    /// Red → Green → Blue by show segues inside a navigation controller, a
    /// modal Yellow from Green; `extra` adds scenes and segues.
    private func redGreenBlue(blueSegues: String, yellowSegues: String = "[]", extra: String = "") -> String {
        """
        version: 1
        initialScene: Navigation
        scenes:
          - name: Navigation
            kind: navigationController
            segues: [{kind: relationship, relationship: rootViewController, destination: Red}]
          - name: Red
            class: RedViewController
            segues: [{id: showGreen, kind: show, destination: Green}]
          - name: Green
            class: GreenViewController
            segues:
              - {id: showBlue, kind: show, destination: Blue}
              - {id: presentYellow, kind: presentation, destination: Yellow}
              - {kind: unwind, action: "unwindToRed:"}
          - name: Blue
            class: BlueViewController
            segues: \(blueSegues)
          - name: Yellow
            class: YellowViewController
            segues: \(yellowSegues)
        \(extra)
        classes:
          RedViewController: {unwindActions: ["unwindToRed:"]}
          GreenViewController: {unwindActions: ["unwindToGreenWithSegue:"]}
          BlueViewController: {unwindActions: ["unwindToBlue:"]}

        """
    }

    /// The manifest's diagnostics, with an Info.plist that names it the
    /// storyboard the app starts from.
    private func diagnostics(_ manifest: String) -> [Diagnostic] {
        Diagnose.app(manifest, suppressing: [.unusedUnwindAction])
    }

    func testUnwindsInOneAndSeveralStepsAreValid() {
        let manifest = redGreenBlue(
            blueSegues: #"[{kind: unwind, action: "unwindToRed:"}, {kind: unwind, action: "unwindToGreenWithSegue:"}]"#,
            yellowSegues: #"[{id: UnwindToRedSegueID, kind: unwind, action: "unwindToRed:"}]"#)
        XCTAssertEqual(diagnostics(manifest).map(\.description), [])
    }

    /// A misspelt implementer is reported twice: the class that no scene
    /// uses, and the unwind it would have handled, at the unwind.
    func testAMisspeltImplementerDoesNotHideTheUnwind() {
        let manifest = redGreenBlue(blueSegues: #"[{kind: unwind, action: "unwindToRed:"}]"#)
            .replacingOccurrences(of: "  RedViewController: {", with: "  RedViewControler: {")
        XCTAssertEqual(
            diagnostics(manifest).map(\.description),
            [
                "test.segues.yaml:15:32: warning: unwind \"unwindToRed:\" from Green reaches an implementer only if "
                    + "code presents RedViewControler: no scene uses that class; did you mean \"RedViewController\"? "
                    + "[SG302]\ntest.segues.yaml:24:38: note: RedViewControler is declared here",
                "test.segues.yaml:18:37: warning: unwind \"unwindToRed:\" from Blue reaches an implementer only if "
                    + "code presents RedViewControler: no scene uses that class; did you mean \"RedViewController\"? "
                    + "[SG302]\ntest.segues.yaml:24:38: note: RedViewControler is declared here",
                "test.segues.yaml:24:3: warning: no scene uses the class RedViewControler; its unwind protocol is "
                    + "generated, but the navigation graph cannot place it; did you mean \"RedViewController\"? [SG216]",
            ])
    }

    /// Each example with its app's sources, as its build would read it.
    func testTheExamplesValidateWithoutAnyDiagnostic() throws {
        for example in try GenerationCase.all() where example.folder.path.hasPrefix(Fixtures.examples.path) {
            var collector = DiagnosticCollector()
            _ = Pipeline.load(try example.inputs(), checks: .everything, diagnostics: &collector)
            XCTAssertEqual(collector.diagnostics.map(\.description), [], example.name)
        }
    }

    func testUnwindToASceneThatIsNotAboveItsSourceIsAnError() throws {
        // Blue is pushed after Green; unwinding from Green to Blue cannot work.
        let manifest = redGreenBlue(blueSegues: "[]", yellowSegues: #"[{kind: unwind, action: "unwindToBlue:"}]"#)
        let result = diagnostics(manifest)
        XCTAssertEqual(Diagnose.summary(result), ["21:37 error SG301"])
        XCTAssertEqual(
            result.first?.message,
            "unwind \"unwindToBlue:\" from Yellow can never reach an implementer: Blue is neither above Yellow nor "
                + "beside what is (above it can be: Green, Navigation, Red)")
    }

    func testImplementerOnOnlySomePathsIsAWarningNamingAPathThatMissesIt() throws {
        // Yellow can also be presented straight from Red, which skips Green.
        let manifest = redGreenBlue(
            blueSegues: "[]", yellowSegues: #"[{kind: unwind, action: "unwindToGreenWithSegue:"}]"#
        )
        .replacingOccurrences(
            of: "segues: [{id: showGreen, kind: show, destination: Green}]",
            with:
                "segues: [{id: showGreen, kind: show, destination: Green}, {id: quickYellow, kind: presentation, destination: Yellow}]"
        )
        let result = diagnostics(manifest)
        XCTAssertEqual(Diagnose.summary(result), ["21:37 warning SG302"])
        XCTAssertEqual(
            result.first?.message,
            "unwind \"unwindToGreenWithSegue:\" from Yellow does nothing when Yellow is reached by "
                + "Navigation → Red → Yellow: no scene on that path implements it")
    }

    func testMixedPushAndModalChains() {
        // Legacy push and modal segues count like show and presentation.
        let manifest = """
            version: 1
            initialScene: Root
            scenes:
              - name: Root
                kind: navigationController
                segues: [{kind: relationship, relationship: rootViewController, destination: Home}]
              - {name: Home, class: HomeViewController, segues: [{id: push, kind: push, destination: Detail}]}
              - {name: Detail, class: DetailViewController, segues: [{id: modal, kind: modal, destination: Sheet}]}
              - name: Sheet
                class: SheetViewController
                segues: [{kind: unwind, action: "backHome:"}, {kind: unwind, action: "backToSheet:"}]
            classes:
              HomeViewController: {unwindActions: ["backHome:"]}
              SheetViewController: {unwindActions: ["backToSheet:"]}

            """
        XCTAssertEqual(Diagnose.summary(diagnostics(manifest)), ["11:74 error SG301"])
    }

    func testContainersCountAsAbove() {
        // A navigation controller inside a tab: the tab bar controller is above everything in the tab.
        let manifest = """
            version: 1
            initialScene: Tabs
            scenes:
              - name: Tabs
                kind: tabBarController
                class: TabsController
                segues: [{kind: relationship, relationship: viewControllers, destination: Navigation}]
              - name: Navigation
                kind: navigationController
                segues: [{kind: relationship, relationship: rootViewController, destination: List}]
              - {name: List, class: ListViewController, segues: [{id: add, kind: presentation, destination: Add}]}
              - name: Add
                class: AddViewController
                segues: [{kind: unwind, action: "unwindToTabs:"}, {kind: unwind, action: "unwindToList:"}]
            classes:
              TabsController: {unwindActions: ["unwindToTabs:"]}
              ListViewController: {unwindActions: ["unwindToList:"]}

            """
        XCTAssertEqual(diagnostics(manifest).map(\.description), [])
    }

    func testUnwindFromTheInitialSceneIsAnError() {
        let manifest = """
            version: 1
            initialScene: Home
            scenes:
              - {name: Home, class: HomeViewController, segues: [{kind: unwind, action: "unwindHome:"}]}
            classes:
              HomeViewController: {unwindActions: ["unwindHome:"]}

            """
        XCTAssertEqual(Diagnose.summary(diagnostics(manifest)), ["4:77 error SG301"])
    }

    /// A scene only code can show (a storyboard ID, no segue to it) has
    /// whatever code presents it above it: no proof.
    func testASceneOnlyCodeCanShowIsNoProof() {
        let manifest = """
            version: 1
            scenes:
              - {name: Home, class: HomeViewController}
              - {name: Popup, storyboardID: popup, segues: [{kind: unwind, action: "unwindHome:"}]}
            classes:
              HomeViewController: {unwindActions: ["unwindHome:"]}

            """
        let result = diagnostics(manifest)
        XCTAssertEqual(Diagnose.summary(result), ["4:72 warning SG307"])
        XCTAssertEqual(
            result.first?.message,
            "unwind \"unwindHome:\" from Popup reaches no implementer the storyboards show: nothing is above Popup; "
                + "but code may instantiate Popup and present it from anywhere (the run has none of the app's code), "
                + "so this is no proof that it fails")
    }

    /// A scene with a storyboard ID that segues also reach: code that
    /// instantiates it decides what is above it, so only the segue paths
    /// are judged. Code that instantiates another scene with an ID, which
    /// then leads to the source, is a path the graph knows.
    func testInstantiatingTheSourceByItsIDIsNoPathButAnotherScenesIs() {
        let reached = redGreenBlue(blueSegues: #"[{kind: unwind, action: "unwindToRed:"}]"#)
            .replacingOccurrences(
                of: "class: BlueViewController", with: "class: BlueViewController\n    storyboardID: blue")
        XCTAssertEqual(diagnostics(reached).map(\.description), [])

        let viaYellow = redGreenBlue(
            blueSegues: #"[{kind: unwind, action: "unwindToRed:"}]"#,
            yellowSegues: "[{id: showBlue, kind: show, destination: Blue}]"
        ).replacingOccurrences(
            of: "class: YellowViewController", with: "class: YellowViewController\n    storyboardID: y")
        XCTAssertEqual(
            diagnostics(viaYellow).map(\.message),
            [
                "unwind \"unwindToRed:\" from Blue does nothing when Blue is reached by Yellow → Blue: no scene on that "
                    + "path implements it; the path starts at Yellow because its storyboard ID \"y\" lets code present "
                    + "it from anywhere; if code presents it only where segues lead, list \"test.Yellow\" under "
                    + "presentedOnlyBySegues in seguegen.yaml"
            ])
    }

    /// Implementers found in code count through inheritance, as UIKit's
    /// `responds(to:)` does: a superclass's action, or one in an extension
    /// of a UIKit class, belongs to the scenes of every subclass.
    func testImplementersInCodeCountThroughInheritance() {
        let manifest = """
            version: 1
            initialScene: Navigation
            scenes:
              - name: Navigation
                kind: navigationController
                segues: [{kind: relationship, relationship: rootViewController, destination: List}]
              - name: List
                class: ListViewController
                segues: [{id: open, kind: show, destination: Detail}]
              - name: Detail
                class: DetailViewController
                segues: [{kind: unwind, action: "unwindToList:"}, {kind: unwind, action: "unwindAnywhere:"}]

            """
        let base = """
            class BaseListViewController: UITableViewController {
                @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
            }
            final class ListViewController: BaseListViewController {}
            extension UITableViewController {
                @IBAction func unwindAnywhere(_ segue: UIStoryboardSegue) {}
            }
            """
        let valid = Diagnose.files(
            [("Main.segues.yaml", manifest), ("List.swift", base)], suppressing: [.unusedUnwindAction])
        XCTAssertEqual(valid.map(\.description), [])

        // Without the subclass relation, no scene's class implements either
        // action: they reach an implementer only if code presents one.
        let unrelated = base.replacingOccurrences(of: ": BaseListViewController", with: ": UIViewController")
        let diagnostics = Diagnose.files([("Main.segues.yaml", manifest), ("List.swift", unrelated)])
        XCTAssertEqual(Diagnose.summary(diagnostics), ["12:37 warning SG302", "12:78 warning SG302"])
        XCTAssertTrue(diagnostics[0].message.contains("only if code presents BaseListViewController"))
    }

    /// Broken code whose classes inherit from each other in a circle must
    /// not keep the checks walking up for ever.
    func testASuperclassCycleEnds() {
        let manifest = """
            version: 1
            scenes:
              - {name: Home, class: Loop, segues: [{id: go, kind: show, destination: Next}]}
              - {name: Next, segues: [{kind: unwind, action: "unwindHome:"}]}

            """
        let code = """
            class Loop: Around {}
            class Around: Loop {}
            class Elsewhere: UIViewController { @IBAction func unwindHome(_ s: UIStoryboardSegue) {} }
            """
        let diagnostics = Diagnose.files([("Main.segues.yaml", manifest), ("Loop.swift", code)])
        XCTAssertEqual(Diagnose.summary(diagnostics), ["4:50 warning SG302"])
    }

    func testUnwindsAcrossStoryboards() {
        let main = """
            version: 1
            storyboard: Main
            initialScene: Home
            scenes:
              - {name: Home, class: HomeViewController, segues: [{id: settings, kind: presentation, destination: Settings.Root}]}
            classes:
              HomeViewController: {unwindActions: ["unwindHome:"]}

            """
        let settings = """
            version: 1
            storyboard: Settings
            scenes:
              - {name: Root, segues: [{kind: unwind, action: "unwindHome:"}]}

            """
        let result = Diagnose.files([("Main.segues.yaml", main), ("Settings.segues.yaml", settings)])
        XCTAssertEqual(result.map(\.description), [])
    }

    func testUnusedUnwindActionsAndUnreachableScenesCanBeSwitchedOff() {
        let manifest = """
            version: 1
            initialScene: Home
            scenes:
              - {name: Home, class: HomeViewController}
              - {name: Orphan}
            classes:
              HomeViewController: {unwindActions: ["neverUsed:"]}

            """
        XCTAssertEqual(Diagnose.summary(Diagnose.yaml(manifest)), ["5:5 warning SG304", "7:40 warning SG303"])
        XCTAssertEqual(Diagnose.yaml(manifest, suppressing: [.unusedUnwindAction, .unreachableScene]), [])
    }
}
