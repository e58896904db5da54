import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// Connections of a storyboard that UIKit never makes, or that never fire,
/// and classes the file places in the target's own module (issue 42): each
/// was a false SG240 or SG241 on an app that works, reduced from a real
/// one; beside each, the true error it must leave.
final class ConnectionDeliveryTests: XCTestCase {
    /// A storyboard whose scenes hold `controllers` (a scene each); each
    /// controller should have a storyboard ID, so that its scene can be
    /// shown and its connections are judged.
    private func storyboard(_ controllers: String...) -> (String, String) {
        let scenes = controllers.enumerated().map {
            "<scene sceneID=\"s\($0.offset)\"><objects>\($0.element)"
                + "</objects></scene>"
        }
        return (
            "Main.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
            \(scenes.joined(separator: "\n"))
                </scenes>
            </document>
            """
        )
    }

    /// A view controller of class `customClass` in the target's module,
    /// with the storyboard ID `id`, whose view holds `subviews` and whose
    /// element holds `inside` (a navigation item, connections).
    private func controller(
        _ id: String, _ customClass: String, subviews: String = "", viewConnections: String = "", inside: String = ""
    ) -> String {
        """
        <viewController id="\(id)" storyboardIdentifier="\(id)" customClass="\(customClass)" \
        customModuleProvider="target" sceneMemberID="viewController">
            <view key="view" id="\(id)-view">
                <subviews>\(subviews)</subviews>
                <connections>\(viewConnections)</connections>
            </view>
            \(inside)
        </viewController>
        """
    }

    /// The connection diagnostics of a run, as `SGnnn line: message`,
    /// sorted.
    private func check(_ files: [(String, String)], moduleName: String? = nil) -> [String] {
        var diagnostics = DiagnosticCollector()
        let request = GenerationRequest(
            inputs: Diagnose.inputs(files),
            options: GenerationOptions(moduleName: moduleName))
        _ = Pipeline.load(request, diagnostics: &diagnostics)
        return diagnostics.sorted.filter { ("SG240"..."SG259").contains($0.code.rawValue) }.map {
            "\($0.code.rawValue) \($0.location.line): \($0.message)"
        }
    }

    private func codes(_ files: [(String, String)], moduleName: String? = nil) -> [String] {
        check(files, moduleName: moduleName).map { String($0.prefix(5)) }.sorted()
    }

    private let list = ("List.swift", "class ListViewController: UIViewController {}\n")

    // MARK: - A bar button item's action beside a segue (cause 5)

    /// A bar button item with the action `selector` to its controller and,
    /// when `segue`, a popover segue it triggers (Habitica's filter button).
    private func barButtonItem(_ selector: String, segue: Bool, element: String = "barButtonItem") -> (String, String) {
        let trigger =
            segue
            ? "<segue destination=\"filter\" kind=\"popoverPresentation\" identifier=\"FilterSegue\" "
                + "popoverAnchorBarButtonItem=\"item\" id=\"sg\"/>" : ""
        let item = """
            <\(element) image="filter_icon" id="item"><connections>\
            <action selector="\(selector)" destination="list" id="a1"/>\(trigger)</connections></\(element)>
            """
        let inside =
            element == "barButtonItem"
            ? "<navigationItem key=\"navigationItem\" id=\"ni\"><leftBarButtonItems>\(item)</leftBarButtonItems>"
                + "</navigationItem>" : ""
        return storyboard(
            controller("list", "ListViewController", subviews: element == "barButtonItem" ? "" : item, inside: inside),
            controller("filter", "ListViewController"))
    }

    /// A bar button item is no control: it has one target and one action,
    /// and the segue it triggers takes them in the compiled nib or leaves
    /// them to the action; which, the storyboard does not say.
    func testABarButtonItemsMissingActionBesideItsSegueIsAWarning() throws {
        let found = check([barButtonItem("editButtonSelected:", segue: true), list])
        XCTAssertEqual(found.map { String($0.prefix(5)) }, ["SG249"], found.joined(separator: "\n"))
        let message = try XCTUnwrap(found.first)
        for text in [
            "the action \"editButtonSelected:\" is sent to ListViewController, which does not implement it",
            "this bar button item also triggers the segue \"FilterSegue\"",
            "a bar button item has one target and one action",
            "if it keeps the action, the event crashes",
        ] {
            XCTAssertTrue(message.contains(text), message)
        }
        // Without the segue, or on a control (which sends to every target),
        // the missing method is the error it was.
        XCTAssertEqual(codes([barButtonItem("editButtonSelected:", segue: false), list]), ["SG241"])
        XCTAssertEqual(codes([barButtonItem("editButtonSelected:", segue: true, element: "button"), list]), ["SG241"])
        // A method the class has is no finding, segue or not.
        let implemented = (
            "List.swift", "class ListViewController: UIViewController {\n    @IBAction func edit(_ s: Any) {}\n}\n"
        )
        XCTAssertEqual(codes([barButtonItem("edit:", segue: true), implemented]), [])
    }

    // MARK: - A gesture recognizer no view holds (cause 6)

    /// A scene whose controller lacks `playVideo`, with a scene-level tap
    /// recognizer sending it; `held` attaches the recognizer to the view.
    private func recognizer(_ element: String, held: Bool, connections: String? = nil) -> (String, String) {
        let attached =
            held
            ? "<outletCollection property=\"gestureRecognizers\" destination=\"tap\" appends=\"YES\" id=\"g\"/>" : ""
        let own = connections ?? "<action selector=\"playVideo\" destination=\"list\" id=\"ta\"/>"
        return storyboard(
            controller("list", "ListViewController", viewConnections: attached)
                + "<\(element) id=\"tap\"><connections>\(own)</connections></\(element)>")
    }

    /// DuckDuckGo's onboarding: a recognizer that no view's
    /// `gestureRecognizers` names never recognizes, so its action is
    /// never sent.
    func testAGestureRecognizerNoViewHoldsIsNotJudged() {
        XCTAssertEqual(check([recognizer("tapGestureRecognizer", held: false), list]), [])
        XCTAssertEqual(codes([recognizer("tapGestureRecognizer", held: true), list]), ["SG241"])
        XCTAssertEqual(check([recognizer("pongPressGestureRecognizer", held: false), list]), [])
        XCTAssertEqual(codes([recognizer("pongPressGestureRecognizer", held: true), list]), ["SG241"])
    }

    /// Interface Builder writes a long-press recognizer as
    /// `<pongPressGestureRecognizer>`: its class is known, so its own
    /// outlets are judged as every recognizer's are, not left unchecked.
    func testALongPressRecognizersOutletsAreJudged() {
        for element in ["pongPressGestureRecognizer", "tapGestureRecognizer"] {
            let delegate = "<outlet property=\"delegate\" destination=\"list\" id=\"d\"/>"
            XCTAssertEqual(check([recognizer(element, held: true, connections: delegate), list]), [], element)
            let misspelt = "<outlet property=\"delegat\" destination=\"list\" id=\"d\"/>"
            let found = check([recognizer(element, held: true, connections: misspelt), list])
            XCTAssertEqual(found.map { String($0.prefix(5)) }, ["SG240"], element)
            let recognizerClass =
                element == "tapGestureRecognizer" ? "UITapGestureRecognizer" : "UILongPressGestureRecognizer"
            XCTAssertTrue(found.first?.contains("\"delegat\" cannot be set on \(recognizerClass)") ?? false, "\(found)")
        }
    }

    // MARK: - A connection to another scene's object (cause 10)

    /// Threema's sign-up button: its scene's controller is `LinkViewController`,
    /// and it also sends `yesAction:` to the controller of another scene.
    /// Interface Builder compiles each scene into a nib of its own, so that
    /// connection has nothing to point at and is dropped: nothing is sent.
    func testAConnectionToAnotherScenesObjectIsAWarningThatItIsDropped() throws {
        let code = (
            "Link.swift",
            """
            class LinkViewController: UIViewController {
                @IBAction func selectedCountryAction(_ sender: Any) {}
            }
            class PickViewController: UIViewController {}
            """
        )
        let scenes = { (destination: String, outletDestination: String) in
            self.storyboard(
                self.controller(
                    "link", "LinkViewController",
                    subviews: """
                        <button id="ok"><connections>\
                        <action selector="selectedCountryAction:" destination="link" eventType="touchUpInside" id="a1"/>\
                        <action selector="yesAction:" destination="\(destination)" eventType="touchUpInside" id="a2"/>\
                        </connections></button>
                        """),
                self.controller(
                    "pick", "PickViewController",
                    inside: "<connections><outlet property=\"okButton\" destination=\"\(outletDestination)\" "
                        + "id=\"o1\"/></connections>"))
        }
        let found = check([scenes("pick", "ok"), code])
        XCTAssertEqual(found.map { String($0.prefix(5)) }, ["SG248", "SG248"], found.joined(separator: "\n"))
        let action = try XCTUnwrap(found.first)
        for text in [
            "the action \"yesAction:\" is connected to PickViewController (pick) in another scene",
            "Interface Builder compiles each scene into a nib of its own",
            "dropped when the storyboard is built, so it is never sent",
        ] {
            XCTAssertTrue(action.contains(text), action)
        }
        XCTAssertTrue(
            found[1].contains(
                "the outlet \"okButton\" of PickViewController is connected to UIButton (ok) in another "
                    + "scene"), found[1])
        // Within one scene, what the class lacks is the error it was.
        XCTAssertEqual(codes([scenes("link", "pick-view"), code]), ["SG240", "SG241"])
    }

    // MARK: - The target's own module, written as a customModule (cause 13)

    /// A XIB whose File's Owner is `ProfileViewController` in the module
    /// `MyApp`, written without `customModuleProvider="target"`.
    private func ownModuleXIB(_ outlet: String) -> (String, String) {
        (
            "ProfileView.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" \
            customModule="MyApp">
                        <connections><outlet property="\(outlet)" destination="v" id="o"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="v"/>
                </objects>
            </document>
            """
        )
    }

    /// `customModule="MyApp"` where MyApp is the module the run checks is
    /// the target's module, whose code the run has: its connections are
    /// judged, and nothing says the module's code is missing.
    func testACustomModuleThatNamesTheTargetsModuleIsTheTargetsModule() throws {
        let code = (
            "Profile.swift",
            "class ProfileViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n}\n"
                + "func makeProfile() -> UIViewController { ProfileViewController() }\n"
        )
        XCTAssertEqual(check([ownModuleXIB("titleLabel"), code], moduleName: "MyApp"), [])
        let found = check([ownModuleXIB("titelLabel"), code], moduleName: "MyApp")
        XCTAssertEqual(found.map { String($0.prefix(5)) }, ["SG240"], found.joined(separator: "\n"))
        XCTAssertTrue(found.first?.contains("did you mean \"titleLabel\"?") ?? false, "\(found)")
        // A class the run declares nowhere is not judged, for that reason.
        let unknown = try XCTUnwrap(
            check([ownModuleXIB("titleLabel"), ("Other.swift", "class Other {}\n")], moduleName: "MyApp").first)
        XCTAssertTrue(unknown.hasPrefix("SG243"), unknown)
        XCTAssertTrue(unknown.contains("no code of the run declares ProfileViewController"), unknown)
        XCTAssertFalse(unknown.contains("whose code the run does not have"), unknown)
        // Another module is still another module.
        let other = try XCTUnwrap(check([ownModuleXIB("titelLabel"), code], moduleName: "Other").first)
        XCTAssertTrue(other.contains("in the module MyApp, whose code the run does not have"), other)
    }

    /// The unwind checks name a class of the target's module written as a
    /// `customModule` as the run's own, not as another module's.
    func testTheNotesSayAClassOfTheTargetsModuleIsDeclaredNowhere() throws {
        let menu = """
            <viewController id="menu" storyboardIdentifier="menu" customClass="MenuViewController" \
            customModule="MyApp" sceneMemberID="viewController">
                <view key="view" id="menu-view"/>
                <connections><segue destination="list" kind="show" identifier="open" id="open"/></connections>
            </viewController>
            """
        let list =
            controller("list", "ListViewController")
            + "<exit id=\"exit\"><connections><segue kind=\"unwind\" unwindAction=\"back:\" id=\"back\"/>"
            + "</connections></exit>"
        var diagnostics = DiagnosticCollector()
        let request = GenerationRequest(
            inputs: Diagnose.inputs([storyboard(menu, list), self.list]),
            options: GenerationOptions(moduleName: "MyApp"))
        _ = Pipeline.load(request, diagnostics: &diagnostics)
        let unproven = try XCTUnwrap(diagnostics.sorted.first { $0.code == .unimplementedUnwindActionUnproven })
        XCTAssertTrue(unproven.message.contains("no code of the run declares MenuViewController"), unproven.message)
    }
}
