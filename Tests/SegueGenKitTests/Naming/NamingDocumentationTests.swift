import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The examples of docs/Naming.md, each checked against the code that
/// derives the name.
final class NamingDocumentationTests: XCTestCase {
    /// Two scenes of one class: the one with a storyboard ID is qualified
    /// by it, the other by its Interface Builder object ID.
    func testScenesThatWouldShareANameAreQualified() throws {
        let storyboard = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
            <scenes>
            <scene sceneID="s1"><objects>
              <viewController storyboardIdentifier="archive" id="ARC-hv-01" customClass="DetailViewController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <viewController id="BYZ-38-t0r" customClass="DetailViewController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s3"><objects>
              <navigationController id="NAV-00-001" sceneMemberID="viewController"/>
            </objects></scene>
            </scenes></document>
            """
        var diagnostics = DiagnosticCollector()
        let document = Pipeline.read(
            InputFile(path: "Main.storyboard", bytes: Array(storyboard.utf8)), diagnostics: &diagnostics)
        let names = try XCTUnwrap(document?.storyboard).scenes.map(\.name)
        XCTAssertEqual(
            names, ["DetailViewController (archive)", "DetailViewController (BYZ-38-t0r)", "NavigationController"])
        XCTAssertEqual(GeneratedNames.sceneType(names[0]), "DetailViewControllerArchive")
    }

    func testTypeAndMemberNames() {
        XCTAssertEqual(GeneratedNames.sceneType("Show Detail"), "ShowDetail")
        XCTAssertEqual(GeneratedNames.sceneType("1st"), "_1st")
        XCTAssertEqual(GeneratedNames.sceneType("Segue"), "Segue_")
        XCTAssertEqual(GeneratedNames.segueCase("Show Detail"), "showDetail")
        XCTAssertEqual(GeneratedNames.segueCase("URLPicker"), "urlPicker")
        XCTAssertEqual(GeneratedNames.segueCase("default"), "`default`")
        XCTAssertEqual(GeneratedNames.segueCase("rawValue"), "rawValue_")
        XCTAssertEqual(GeneratedNames.typedPerformMethod("showDetail"), "performShowDetail")
        XCTAssertEqual(GeneratedNames.unwindSourceCase("Settings Blue"), "settingsBlue")
    }

    func testUnwindNames() throws {
        XCTAssertEqual(GeneratedNames.unwindActionProtocol("unwindToRed:"), "UnwindToRedAction")
        XCTAssertEqual(GeneratedNames.unwindSourceType("unwindToRed:"), "UnwindToRedSource")
        XCTAssertEqual(GeneratedNames.unwindProtocol("RedViewController"), "RedViewControllerUnwindActions")
        XCTAssertEqual(try XCTUnwrap(UnwindActionName(selector: "unwindToRed:")).swiftName, "unwindToRed(_:)")
        XCTAssertEqual(
            try XCTUnwrap(UnwindActionName(selector: "unwindToGreenWithSegue:")).swiftName, "unwindToGreen(segue:)")
        XCTAssertEqual(try XCTUnwrap(UnwindActionName(selector: "closeWith:")).swiftName, "close(with:)")
    }
}
