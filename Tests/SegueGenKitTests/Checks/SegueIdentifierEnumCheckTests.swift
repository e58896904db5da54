import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// SegueHandlerType: a class's `enum SegueIdentifier: String`, named as the
/// parameter type of a `performSegue` the run declares, is judged at its
/// cases against the segues of the class's scenes and its subclasses'.
final class SegueIdentifierEnumCheckTests: XCTestCase {
    /// Main: List (`ListViewController`) shows Detail by `showDetail`;
    /// Child (`ChildViewController`, a subclass of it) shows it by `showChild`.
    private let manifest = (
        "Main.segues.yaml",
        "version: 1\nstoryboard: Main\nscenes:\n"
            + "  - {name: List, class: ListViewController, segues: [{id: showDetail, kind: show, destination: Detail}]}\n"
            + "  - {name: Child, class: ChildViewController, segues: [{id: showChild, kind: show, destination: Detail}]}\n"
            + "  - {name: Detail, class: DetailViewController}\n"
    )

    private let handler = (
        "App/SegueHandlerType.swift",
        """
        protocol SegueHandlerType {
            associatedtype SegueIdentifier: RawRepresentable
        }
        extension SegueHandlerType where Self: UIViewController, SegueIdentifier.RawValue == String {
            func performSegue(withIdentifier identifier: SegueIdentifier, sender: Any?) {
                performSegue(withIdentifier: identifier.rawValue, sender: sender)
            }
            func segueIdentifier(for segue: UIStoryboardSegue) -> SegueIdentifier {
                SegueIdentifier(rawValue: segue.identifier!)!
            }
        }

        """
    )

    private func list(_ cases: String, _ body: String = "") -> (String, String) {
        (
            "App/ListViewController.swift",
            "class ListViewController: UIViewController, SegueHandlerType {\n"
                + "    enum SegueIdentifier: String {\n        \(cases)\n    }\n\(body)}\n"
                + "final class ChildViewController: ListViewController {}\n"
                + "final class DetailViewController: UIViewController {}\n"
        )
    }

    private func check(_ files: [(String, String)]) -> [Diagnostic] {
        Diagnose.files([manifest, handler] + files).filter { ["SG232", "SG233"].contains($0.code.rawValue) }
    }

    private let performs = "    func go() { performSegue(withIdentifier: .showDetial, sender: nil) }\n"

    func testAPerformedCaseNoSegueHasIsAnErrorAtTheCaseWithANoteAtTheUse() {
        let diagnostics = check([list("case showDetail, showChild, showDetial", performs)])
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "App/ListViewController.swift:3:37: error: SegueIdentifier.showDetial is \"showDetial\", a segue no "
                    + "scene of ListViewController or of its subclasses has; performSegue(withIdentifier:) would "
                    + "crash; did you mean \"showDetail\"? [SG232]\n"
                    + "App/ListViewController.swift:5:47: note: performed here"
            ])
    }

    /// The subclass's scene has `showChild`: a case of the base class's enum
    /// may name it.
    func testTheSubclassesScenesCountAndExplicitRawValuesAreRead() {
        XCTAssertEqual(
            check([
                list(
                    "case showDetail, child = \"showChild\"",
                    performs.replacingOccurrences(of: "showDetial", with: "child"))
            ]), [])
        let wrong = check([
            list(
                "case showDetail, child = \"showChlid\"", performs.replacingOccurrences(of: "showDetial", with: "child")
            )
        ])
        XCTAssertEqual(Diagnose.summary(wrong), ["3:26 error SG232"])
    }

    /// A case nothing performs may be dead code or matched in `prepare`
    /// for a segue that never comes: a warning.
    func testACaseNothingPerformsIsAWarning() {
        let body = """
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segueIdentifier(for: segue) {
                    case .showDetail, .gone: break
                    }
                }

            """
        XCTAssertEqual(Diagnose.summary(check([list("case showDetail, gone", body)])), ["3:26 warning SG233"])
    }

    /// A scene whose class's code the run lacks may be a subclass that has
    /// the segue: the performed case is a warning that names it.
    func testAPerformedCaseIsAWarningWhileASceneClassIsUnknown() {
        let mystery = (
            "Other.segues.yaml",
            "version: 1\nstoryboard: Other\nscenes:\n"
                + "  - {name: M, class: MysteryViewController, segues: [{id: showDetial, kind: show, destination: M}]}\n"
        )
        let diagnostics = check([mystery, list("case showDetail, showChild, showDetial", performs)])
        XCTAssertEqual(Diagnose.summary(diagnostics), ["3:37 warning SG233"])
        XCTAssertTrue(
            diagnostics.first?.message.hasSuffix(
                "unless a scene of a subclass the run cannot see has it: no code of the run declares "
                    + "MysteryViewController; did you mean \"showDetail\"?") == true, diagnostics.first?.message ?? "")
        XCTAssertEqual(diagnostics.first?.notes.count, 1)
    }

    /// No claim without the `performSegue` that names the enum's type, for
    /// a class without a scene in the run, or for another receiver.
    func testNoClaimWithoutThePatternOrTheScenes() {
        let bare = Diagnose.files([manifest, list("case showDetail, showDetial", performs)])
        XCTAssertEqual(bare.filter { ["SG232", "SG233"].contains($0.code.rawValue) }, [])
        let sceneless = (
            "App/Other.swift",
            "final class OtherViewController: UIViewController, SegueHandlerType {\n"
                + "    enum SegueIdentifier: String { case anything }\n"
                + "    func go() { performSegue(withIdentifier: .anything, sender: nil) }\n}\n"
        )
        XCTAssertEqual(check([list("case showDetail, showChild"), sceneless]), [])
        let otherReceiver =
            "    func go(_ other: ListViewController) { other.performSegue(withIdentifier: .gone, sender: nil) }\n"
        XCTAssertEqual(
            Diagnose.summary(check([list("case showDetail, showChild, gone", otherReceiver)])), ["3:37 warning SG233"])
    }

    /// A subclass with an enum of its own still performs its base class's
    /// cases on its scenes (f7).
    func testASubclassesOwnEnumDoesNotHideItsScenesFromTheBaseEnum() {
        let code = (
            "App/ListViewController.swift",
            "class ListViewController: UIViewController, SegueHandlerType {\n"
                + "    enum SegueIdentifier: String { case showDetail, showChild }\n"
                + "    func go() { performSegue(withIdentifier: .showChild, sender: nil) }\n}\n"
                + "final class ChildViewController: ListViewController {\n"
                + "    enum SegueIdentifier: String { case showChild }\n}\n"
                + "final class DetailViewController: UIViewController {}\n"
        )
        XCTAssertEqual(check([code]).filter { $0.code.rawValue == "SG232" }, [])
    }
}
