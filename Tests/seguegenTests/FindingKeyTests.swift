import SegueGenKit
import SegueGenSupport
import XCTest

@testable import seguegen

/// What a baseline anchors a finding to, read from the line it is at.
final class FindingKeyTests: XCTestCase {
    private func lines(_ text: String) -> [[UInt8]] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
    }

    func testAStoryboardFindingIsAnchoredToItsElementsID() {
        let tag = Array(#"        <viewController storyboardIdentifier="list" id="lst-00-vwc" customClass="A"/>"#.utf8)
        XCTAssertEqual(InterfaceBuilderAnchor.elementID(in: tag, at: 8), "lst-00-vwc", "not storyboardIdentifier")
        XCTAssertEqual(InterfaceBuilderAnchor.elementID(in: tag, at: 40), "lst-00-vwc", "inside the tag")
        let scene = Array(#"    <scene sceneID="scn-01">"#.utf8)
        XCTAssertEqual(InterfaceBuilderAnchor.elementID(in: scene, at: 4), "scn-01")
        XCTAssertNil(InterfaceBuilderAnchor.elementID(in: Array("    <connections>".utf8), at: 4))
        let location = SourceLocation(file: "Main.storyboard", line: 2, column: 5)
        XCTAssertEqual(
            FindingKeys.anchor(at: location, lines("<a>\n    <connections>\n")), .line("<connections>"),
            "an element without an ID is anchored to its line")
    }

    func testACodeFindingIsAnchoredToItsDeclaration() {
        let swift = lines(
            """
            final class ListViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                override func viewDidLoad() {
                    let name = "showDetail"
                    performSegue(withIdentifier: name, sender: nil)
                }
                init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }
            """)
        XCTAssertEqual(DeclarationAnchor.name(enclosing: 1, swift), "titleLabel", "the line's own property")
        XCTAssertEqual(DeclarationAnchor.name(enclosing: 4, swift), "viewDidLoad", "a local let does not enclose")
        XCTAssertEqual(DeclarationAnchor.name(enclosing: 7, swift), "init")
        XCTAssertEqual(DeclarationAnchor.name(enclosing: 0, swift), "ListViewController")
        let objectiveC = lines(
            """
            @implementation ListViewController
            - (IBAction)unwindToList:(UIStoryboardSegue *)segue {
                [self performSegueWithIdentifier:@"showDetail" sender:nil];
            }
            @end
            """)
        XCTAssertEqual(DeclarationAnchor.name(enclosing: 2, objectiveC), "unwindToList")
        XCTAssertEqual(DeclarationAnchor.name(enclosing: 0, objectiveC), "ListViewController")
        XCTAssertNil(DeclarationAnchor.name(enclosing: 0, lines("performSegue(withIdentifier: \"func x\")")))
    }

    /// The subject is the first quoted name; a message that quotes none
    /// is kept without its numbers, which edits elsewhere change.
    func testTheSubjectLeavesOutWhatMoves() {
        XCTAssertEqual(
            FindingKey.subject(of: #"the outlet "titleLabel" cannot be set at Main.storyboard:12"#), "titleLabel")
        XCTAssertEqual(
            FindingKey.subject(of: "3 Interface Builder connections were not checked, see line 40"),
            "# Interface Builder connections were not checked, see line #")
    }
}
