import SegueGenKit
import TestSupport
import XCTest

/// SG305 and SG306: the ways out of a view controller that confirms leaving
/// which the generated guard cannot intercept, found from the graph and
/// reported where the fix goes.
final class LeaveGuardCheckTests: XCTestCase {
    /// A list in a navigation controller of class `navigationClass` pushes
    /// the editor, which confirms leaving; `extra` adds scenes.
    private func notes(
        navigationClass: String = "LeaveConfirmingNavigationController", editorSegues: String = "[]",
        extra: String = "", editorExtra: String = ""
    ) -> String {
        """
        version: 1
        storyboard: Notes
        initialScene: Navigation
        scenes:
          - name: Navigation
            kind: navigationController
            class: \(navigationClass)
            segues: [{kind: relationship, relationship: rootViewController, destination: List}]
          - name: List
            class: ListViewController
            segues: [{id: edit, kind: show, destination: Editor}]
          - name: Editor
            class: EditorViewController
            segues: \(editorSegues)
        \(editorExtra)
        \(extra)
        classes:
          EditorViewController: {confirmsLeaving: true}

        """
    }

    private func messages(_ manifest: String, sources: [(String, String)] = []) -> [String] {
        Diagnose.files([("Notes.segues.yaml", manifest)] + sources).map(\.description)
    }

    func testAGuardingNavigationControllerDrawsNoWarning() {
        XCTAssertEqual(messages(notes()), [])
    }

    func testAPlainNavigationControllerIsReportedWhereItsClassIsSet() {
        XCTAssertEqual(
            messages(notes(navigationClass: "UINavigationController")),
            [
                "Notes.segues.yaml:5:5: warning: the back button and the swipe back will leave EditorViewController "
                    + "without asking: set the class of the navigation controller \"Navigation\" to "
                    + "LeaveConfirmingNavigationController [SG305]"
            ])
    }

    /// A subclass of the guarding navigation controller, found in the app's
    /// code, guards as well.
    func testASubclassOfTheGuardingNavigationControllerGuards() {
        let manifest = notes(navigationClass: "BrandedNavigationController")
        XCTAssertEqual(messages(manifest).count, 1)
        XCTAssertEqual(
            messages(
                manifest,
                sources: [
                    (
                        "BrandedNavigationController.swift",
                        "class BrandedNavigationController: LeaveConfirmingNavigationController {}"
                    )
                ]), [])
    }

    func testAPlainNavigationControllerPresentedAsASheetIsReportedForTheSheet() {
        let manifest = notes(
            editorSegues: "[{id: editTags, kind: presentation, destination: TagsNavigation}]",
            extra: """
                  - name: TagsNavigation
                    kind: navigationController
                    segues: [{kind: relationship, relationship: rootViewController, destination: Tags}]
                  - name: Tags
                    class: TagsViewController
                    segues: [{id: saveTags, kind: unwind, action: "unwindToEditor:"}]
                """
        ).replacingOccurrences(
            of: "  EditorViewController: {confirmsLeaving: true}",
            with: """
                  EditorViewController: {confirmsLeaving: true, unwindActions: ["unwindToEditor:"]}
                  TagsViewController: {confirmsLeaving: true}
                """)
        XCTAssertEqual(
            messages(manifest),
            [
                "Notes.segues.yaml:16:5: warning: a swipe down on the sheet will leave TagsViewController without "
                    + "asking: set the class of the navigation controller \"TagsNavigation\" to "
                    + "LeaveConfirmingNavigationController [SG305]"
            ])
    }

    /// The notes app with a settings scene, outside any navigation
    /// controller, that opens the editor by a segue of `kind`.
    private func editorOpenedFromSettings(by kind: String) -> String {
        notes(
            extra: """
                  - name: Settings
                    class: SettingsViewController
                    segues: [{id: editAlone, kind: \(kind), destination: Editor}]
                    storyboardID: settings
                """)
    }

    func testAGuardedScenePresentedDirectlyIsReportedAtTheSegue() {
        XCTAssertEqual(
            messages(editorOpenedFromSettings(by: "presentation")),
            [
                "Notes.segues.yaml:18:14: warning: a presentation segue presents EditorViewController directly, so a "
                    + "swipe down on its sheet dismisses it without asking; embed Editor in a navigation controller "
                    + "of class LeaveConfirmingNavigationController [SG305]"
            ])
    }

    /// A `show` from a scene outside any navigation controller presents.
    func testAShowFromOutsideANavigationControllerPresents() {
        XCTAssertEqual(
            messages(editorOpenedFromSettings(by: "show")).map {
                $0.contains("show segue presents EditorViewController")
            }, [true])
    }

    func testASegueWithoutIdentifierFromAGuardedSceneIsReported() {
        let manifest = notes(
            editorSegues: "[{kind: show, destination: Preview}]",
            extra: """
                  - name: Preview
                    class: PreviewViewController
                """)
        XCTAssertEqual(
            messages(manifest),
            [
                "Notes.segues.yaml:14:14: warning: a show segue from Editor has no identifier, so it leaves "
                    + "EditorViewController without asking; give it one [SG305]"
            ])
    }

    func testAGuardedSceneWithNoWayOutIsReportedAtItsDeclaration() {
        let manifest = """
            version: 1
            storyboard: Lonely
            initialScene: Editor
            scenes:
              - name: Editor
                class: EditorViewController
            classes:
              EditorViewController:
                confirmsLeaving: true

            """
        XCTAssertEqual(
            Diagnose.yaml(manifest).map(\.description),
            [
                "test.segues.yaml:9:22: warning: EditorViewController confirms leaving, but nothing leads out of its "
                    + "scene: no segue, no push onto a navigation stack, no presentation, no storyboard ID [SG306]"
            ])
        // Code can present a scene it instantiates by its storyboard ID.
        let withIdentifier = manifest.replacingOccurrences(
            of: "    class: EditorViewController\n", with: "    class: EditorViewController\n    storyboardID: editor\n"
        )
        XCTAssertEqual(Diagnose.yaml(withIdentifier), [])
    }

    /// `back` and `dismiss` are the departures every guarded class has.
    func testASegueNamedLikeAContainerDepartureIsAnError() {
        let manifest = notes(editorSegues: "[{id: back, kind: unwind, action: \"unwindToList:\"}]")
            .replacingOccurrences(
                of: "  EditorViewController: {confirmsLeaving: true}",
                with:
                    "  EditorViewController: {confirmsLeaving: true}\n  ListViewController: {unwindActions: [\"unwindToList:\"]}"
            )
        XCTAssertEqual(
            messages(manifest),
            [
                "Notes.segues.yaml:14:19: error: the segue \"back\" of EditorViewController, which confirms leaving, "
                    + "takes the name of the departure .back; rename the segue [SG228]"
            ])
    }

    /// In a storyboard, the navigation controller's class is its
    /// `customClass`; a classes-only manifest declares the guard.
    func testAStoryboardNavigationControllerIsJudgedByItsCustomClass() {
        func storyboard(navigationClass: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            initialViewController="nav">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav" \(navigationClass) sceneMemberID="viewController">
                                <connections>
                                    <segue destination="list" kind="relationship" relationship="rootViewController" \
            id="r1"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="editor" kind="show" identifier="edit" id="e1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s3">
                        <objects>
                            <viewController id="editor" customClass="EditorViewController" \
            sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        let classes = ("Classes.segues.yaml", "version: 1\nclasses:\n  EditorViewController: {confirmsLeaving: true}\n")
        let plain = Diagnose.files([("Notes.storyboard", storyboard(navigationClass: "")), classes])
        XCTAssertEqual(
            plain.map { "\($0.location.file):\($0.location.line) \($0.code.rawValue)" }, ["Notes.storyboard:6 SG305"])
        let guarding = Diagnose.files([
            ("Notes.storyboard", storyboard(navigationClass: #"customClass="LeaveConfirmingNavigationController""#)),
            classes,
        ])
        XCTAssertEqual(guarding, [])
    }

    func testConfirmsLeavingMustBeABoolean() {
        let manifest = notes().replacingOccurrences(of: "{confirmsLeaving: true}", with: "{confirmsLeaving: \"yes\"}")
        XCTAssertEqual(
            messages(manifest),
            [
                "Notes.segues.yaml:18:43: error: expected \"confirmsLeaving\" as true or false, found a string [SG101]"
            ])
        XCTAssertEqual(
            messages(notes().replacingOccurrences(of: "{confirmsLeaving: true}", with: "{confirmsLeaving: false}")), [])
    }
}
