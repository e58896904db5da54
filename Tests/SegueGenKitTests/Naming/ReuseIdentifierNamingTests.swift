import SegueGenKit
import XCTest

/// A class's typed reuse identifiers are member names of the identifier,
/// and two identifiers of a class never share a member (docs/Naming.md).
final class ReuseIdentifierNamingTests: XCTestCase {
    func testAnIdentifierIsNamedByTheMemberRules() {
        XCTAssertEqual(
            GeneratedNames.reuseIdentifierMember("plain cell", kind: .tableView, role: .cell, avoiding: []), "plainCell"
        )
        XCTAssertEqual(
            GeneratedNames.reuseIdentifierMember("default", kind: .tableView, role: .cell, avoiding: []), "`default`")
        XCTAssertEqual(
            GeneratedNames.reuseIdentifierMember("self", kind: .tableView, role: .cell, avoiding: []), "self_")
    }

    func testATakenNameAddsTheKindOfViewThenANumber() {
        let header = GeneratedNames.reuseIdentifierMember(
            "header", kind: .collectionView, role: .cell, avoiding: ["header"])
        XCTAssertEqual(header, "headerCollectionViewCell")
        let third = GeneratedNames.reuseIdentifierMember(
            "Header", kind: .collectionView, role: .cell, avoiding: ["header", "headerCollectionViewCell"])
        XCTAssertEqual(third, "headerCollectionViewCell2")
        XCTAssertEqual(
            GeneratedNames.reuseIdentifierMember(
                "Footer", kind: .collectionView, role: .sectionFooter, avoiding: ["footer"]),
            "footerFooter")
    }

    func testAnIdentifierOfNoLetterTakesTheKindOfView() {
        XCTAssertEqual(
            GeneratedNames.reuseIdentifierMember("", kind: .tableView, role: .cell, avoiding: []), "_TableViewCell")
        XCTAssertEqual(
            GeneratedNames.reuseIdentifierMember("!", kind: .tableView, role: .cell, avoiding: ["_TableViewCell"]),
            "_TableViewCell2")
    }
}
