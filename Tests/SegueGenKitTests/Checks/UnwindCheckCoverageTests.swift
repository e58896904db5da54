import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The unwind checks run whenever the run can tell who implements an action
/// (app code or `classes`), and never go quiet without saying so; what the
/// manifest declares adds to what the code shows.
final class UnwindCheckCoverageTests: XCTestCase {
    private let storyboard = (
        "App.segues.yaml",
        """
        version: 1
        scenes:
          - name: Master
            class: MasterViewController
            segues: [{id: showDetail, kind: show, destination: Detail}]
          - name: Detail
            class: DetailViewController
            segues: [{kind: unwind, action: "exitToMasterView:"}]

        """
    )

    private func master(_ body: String) -> (String, String) {
        (
            "App/MasterViewController.swift",
            "import UIKit\n\nfinal class MasterViewController: UIViewController {\n\(body)\n}\n"
        )
    }

    private func codes(_ files: [(String, String)]) -> [String] {
        Diagnose.summary(Diagnose.files(files))
    }

    /// Issue 23, first reproduction: code that implements no unwind at all
    /// still says the unwind is implemented nowhere.
    func testCodeWithoutAnyUnwindMethodStillChecksTheUnwinds() {
        XCTAssertEqual(codes([storyboard, master("    func viewDidAppear() {}")]), ["8:37 error SG208"])
        // Code that does not declare the class above the unwind may not be
        // all of it: no proof.
        XCTAssertEqual(codes([storyboard, ("App/Empty.swift", "")]), ["8:37 warning SG231"])
    }

    /// Issue 53's regression: a scene's class in a module whose code the
    /// run lacks may implement the unwind action, whatever its name looks
    /// like: `SKProfileViewController` (SpriteKit's prefix) of ProfileKit
    /// gave the error SG208 where `XYProfileViewController` gave SG231.
    func testAClassOfAnUnreadModuleIsUnknownWhateverItsPrefix() {
        for className in ["SKProfileViewController", "XYProfileViewController"] {
            let storyboard = (
                "Main.storyboard",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
                targetRuntime="iOS.CocoaTouch" initialViewController="p">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="p" customClass="\(className)" customModule="ProfileKit" \
                sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="v1">
                                        <subviews>
                                            <button opaque="NO" contentMode="scaleToFill" id="b1">
                                                <connections>
                                                    <segue destination="e" kind="show" id="g1"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController id="e" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="v2">
                                        <subviews>
                                            <button opaque="NO" contentMode="scaleToFill" id="b2">
                                                <connections>
                                                    <segue destination="x" kind="unwind" \
                unwindAction="backToProfile:" id="u1"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </view>
                                </viewController>
                                <exit id="x" userLabel="Exit" sceneMemberID="exit"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            )
            let found = Diagnose.files([storyboard, ("App/Empty.swift", "import UIKit\n")]).filter {
                ["SG208", "SG231"].contains($0.code.rawValue)
            }
            XCTAssertEqual(found.map { "\($0.severity) \($0.code.rawValue)" }, ["warning SG231"], className)
        }
    }

    /// A run without code or classes says once that its unwinds went
    /// unchecked; with either, the checks judge and the note goes.
    func testTheChecksAreNeverOffWithoutANote() {
        let implemented = master("    @IBAction func exitToMasterView(_ segue: UIStoryboardSegue) {}")
        let generated = ("App/Generated.swift", "// Generated by seguegen 0.1.0. DO NOT EDIT.\n")
        let classes = (
            "Classes.segues.yaml", "version: 1\nclasses:\n  MasterViewController: {unwindActions: [\"other:\"]}\n"
        )
        let runs: [(inputs: [(String, String)], expected: [String])] = [
            ([storyboard], ["8:37 note SG220"]),
            ([storyboard, generated], ["8:37 note SG220"]),
            ([storyboard, implemented], []),
            ([storyboard, classes], ["8:37 error SG208", "3:42 warning SG303"]),
            (
                [storyboard, ("App/Menu.m", "@interface MasterViewController : UIViewController\n@end\n")],
                ["8:37 error SG208"]
            ),
            ([storyboard, ("App/Menu.m", "@implementation Menu\n@end\n")], ["8:37 warning SG231"]),
        ]
        for run in runs {
            let found = codes(run.inputs)
            XCTAssertEqual(found, run.expected, run.inputs.map(\.0).joined(separator: ", "))
            // The property itself: either the unwind was judged, or a note says it was not.
            XCTAssertTrue(found.contains { ["SG208", "SG231", "SG220"].contains($0.suffix(5)) } || found.isEmpty)
        }
    }

    /// Issue 23, second reproduction: typing a sender keeps the actions the
    /// code shows for that class.
    func testAClassDeclarationAddsToWhatTheCodeShows() {
        let code = master("    @IBAction func exitToMasterView(_ segue: UIStoryboardSegue) {}")
        let senders = (
            "Classes.segues.yaml", "version: 1\nclasses:\n  MasterViewController: {senders: {showDetail: String}}\n"
        )
        XCTAssertEqual(codes([storyboard, code, senders]), [])
        let replaced = (
            "Classes.segues.yaml",
            "version: 1\nclasses:\n  MasterViewController: {unwindActionsFromCode: false, senders: {showDetail: String}}\n"
        )
        XCTAssertEqual(codes([storyboard, code, replaced]), ["8:37 error SG208"])
    }

    func testAMethodUIKitCannotCallIsNamedWithItsFix() throws {
        let diagnostics = Diagnose.files([
            storyboard, master("    func exitToMasterView(_ segue: UIStoryboardSegue) {}"),
        ])
        XCTAssertEqual(Diagnose.summary(diagnostics), ["8:37 error SG208"])
        XCTAssertTrue(
            diagnostics[0].message.hasSuffix(
                "exitToMasterView(_:) at App/MasterViewController.swift:4 takes a UIStoryboardSegue but is not "
                    + "@IBAction, so UIKit cannot call it; mark it @IBAction"), diagnostics[0].message)
        XCTAssertEqual(diagnostics[0].notes.map(\.location.description), ["App/MasterViewController.swift:4:10"])
    }

    /// `@objc`, `@objcMembers` and `@objc extension` expose a method as
    /// `@IBAction` does; `@nonobjc` hides it again.
    func testObjectiveCVisibilityDecidesWhatImplementsAnAction() {
        let method = "func exitToMasterView(_ segue: UIStoryboardSegue) {}"
        XCTAssertEqual(codes([storyboard, master("    @objc \(method)")]), [])
        let members = "import UIKit\n\n@objcMembers final class MasterViewController: UIViewController {\n"
        XCTAssertEqual(codes([storyboard, ("M.swift", members + "    \(method)\n}\n")]), [])
        XCTAssertEqual(codes([storyboard, ("M.swift", members + "    @nonobjc \(method)\n}\n")]), ["8:37 error SG208"])
        let objcExtension = "import UIKit\n\n@objc extension MasterViewController {\n    \(method)\n}\n"
        XCTAssertEqual(codes([storyboard, ("M.swift", objcExtension)]), [])
    }

    func testAnActionThatDiffersOnlyInItsLabelIsNamed() {
        for (method, selector) in [
            ("exitToMasterView(segue: UIStoryboardSegue)", "exitToMasterViewWithSegue:"),
            ("exitToMasterView(from segue: UIStoryboardSegue)", "exitToMasterViewFrom:"),
        ] {
            let diagnostics = Diagnose.files([storyboard, master("    @IBAction func \(method) {}")])
            XCTAssertEqual(Diagnose.summary(diagnostics).first, "8:37 error SG208", method)
            XCTAssertTrue(
                diagnostics.first?.message.contains(
                    "MasterViewController implements \"\(selector)\" at App/MasterViewController.swift:4, which "
                        + "differs in its argument label; name that method exitToMasterView(_:), or mark it "
                        + "@objc(exitToMasterView:)") == true, diagnostics.first?.message ?? "")
        }
    }
}
