import SegueGenKit
import XCTest

/// A nib's member of `ReusableNib` is a member name of the nib name, and
/// two nibs never share one (docs/Naming.md).
final class ReusableNibNamingTests: XCTestCase {
    func testANibIsNamedByTheMemberRules() {
        let members = ["PhotoCell", "Type", "Self", "default", "UIKit", "ReusableNib", "1st"].map {
            GeneratedNames.reusableNibMember($0, avoiding: [])
        }
        XCTAssertEqual(members, ["photoCell", "type", "self_", "`default`", "uiKit", "reusableNib", "_1st"])
    }

    /// `PhotoCell`, `photo-cell` and `Photo Cell` are one member name: the
    /// first in nib-name order keeps it, the others get a number.
    func testNibsNamedAlikeGetANumber() {
        XCTAssertEqual(GeneratedNames.reusableNibMember("photo-cell", avoiding: ["photoCell"]), "photoCell2")
        XCTAssertEqual(
            GeneratedNames.reusableNibMember("Photo Cell", avoiding: ["photoCell", "photoCell2"]), "photoCell3")
        XCTAssertEqual(GeneratedNames.reusableNibMember("Default", avoiding: ["`default`"]), "default2")
    }
}
