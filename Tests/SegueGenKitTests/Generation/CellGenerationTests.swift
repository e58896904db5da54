import SegueGenKit
import TestSupport
import XCTest

/// The typed cells of the Cells fixture: one identifier over two scenes of
/// a class typed as what both give, a static table's cells none, and at
/// most 10 generated lines a prototype.
final class CellGenerationTests: XCTestCase {
    private func generated() throws -> String {
        let (code, diagnostics) = try GenerationCase.named("Cells").generate()
        return try XCTUnwrap(code, diagnostics.map(\.description).joined(separator: "\n"))
    }

    /// Post is a PostCell in one scene and a PhotoPostCell, a PostCell, in
    /// the other; Ad an AdCell and a BannerCell, which share only UIKit's.
    func testAnIdentifierOfTwoClassesIsTypedAsTheirCommonSuperclass() throws {
        let code = try generated()
        XCTAssertTrue(code.contains("static let post = SeguegenCellIdentifier<FeedViewController, PostCell>("))
        XCTAssertTrue(code.contains("static let ad = SeguegenCellIdentifier<FeedViewController, UITableViewCell>("))
    }

    /// `NS_SWIFT_NAME` renames an Objective-C class for Swift, which then
    /// cannot use its Objective-C name, the one Interface Builder writes.
    func testAnObjectiveCClassRenamedForSwiftIsSpelledByItsSwiftName() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="s"><objects>
                    <tableViewController storyboardIdentifier="feed" id="vc" customClass="FLXFeedViewController" \
            sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" id="t"><prototypes>
                            <tableViewCell reuseIdentifier="Post" id="c" customClass="FLXPostCell"/>
                        </prototypes></tableView>
                    </tableViewController>
                </objects></scene></scenes>
            </document>
            """
        let header = """
            #import <UIKit/UIKit.h>
            NS_SWIFT_NAME(PostCell)
            @interface FLXPostCell : UITableViewCell
            @end
            NS_SWIFT_NAME(FeedViewController)
            @interface FLXFeedViewController : UITableViewController
            @end
            """
        let inputs = Diagnose.inputs([("Main.storyboard", storyboard), ("App/Bridge.h", header)])
        let (code, diagnostics) = try GenerationCase.named("Cells").generate(inputs: inputs)
        let generated = try XCTUnwrap(code, diagnostics.map(\.description).joined(separator: "\n"))
        XCTAssertTrue(generated.contains("static let post = SeguegenCellIdentifier<FeedViewController, PostCell>("))
        XCTAssertTrue(generated.contains("StoryboardSceneType<FeedViewController>("))
        XCTAssertFalse(generated.contains("FLX"))
    }

    func testAStaticTablesCellsAreNoPrototypes() throws {
        let code = try generated()
        XCTAssertFalse(code.contains("extension SettingsViewController"))
        XCTAssertFalse(code.contains("\"Static\""))
    }

    func testAHeaderAndACellOfOneNameGetTwoMembers() throws {
        let code = try generated()
        XCTAssertTrue(
            code.contains(
                "static let header = SeguegenSupplementaryViewIdentifier<GalleryViewController, SectionHeaderView>(elementKind: \"UICollectionElementKindSectionHeader\""
            ))
        XCTAssertTrue(
            code.contains(
                "static let headerCollectionViewCell = SeguegenCellIdentifier<GalleryViewController, UICollectionViewCell>("
            ))
    }

    /// The cell API of a class: its extension's lines, at most 10 a
    /// prototype (the fixture has 9 prototypes over two classes).
    func testTheCellAPIIsAtMostTenLinesAPrototype() throws {
        let code = try generated()
        let start = try XCTUnwrap(code.range(of: "// MARK: - Typed cells"))
        let end = try XCTUnwrap(code.range(of: "// MARK: - Storyboard scenes"))
        let lines = code[start.lowerBound..<end.lowerBound].split(separator: "\n").count
        XCTAssertLessThanOrEqual(lines, 10 * 9)
        XCTAssertGreaterThan(lines, 9)
    }
}
