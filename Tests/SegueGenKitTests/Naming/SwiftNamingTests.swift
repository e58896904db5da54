import SegueGenKit
import XCTest

final class SwiftNamingTests: XCTestCase {
    func testMemberNames() {
        let table: [(String, String)] = [
            ("showDetail", "showDetail"), ("Show Detail", "showDetail"), ("show-detail", "showDetail"),
            ("UnwindToRedSegueID", "unwindToRedSegueID"), ("URLPicker", "urlPicker"), ("ID", "id"),
            ("sw_rear", "sw_rear"), ("1st step", "_1stStep"), ("unwindToRed:", "unwindToRed"),
            ("default", "`default`"), ("class", "`class`"), ("self", "self_"), ("rawValue", "rawValue_"),
            ("allCases", "allCases_"), ("init", "init_"), ("Unwind From Edit Fullname", "unwindFromEditFullname"),
            ("été", "été"), ("a.b.c", "aBC"), ("", "_"), ("---", "_"),
        ]
        for (input, expected) in table {
            XCTAssertEqual(SwiftNaming.memberName(input), expected, input)
        }
    }

    func testTypeNames() {
        let table: [(String, String)] = [
            ("Main", "Main"), ("master", "Master"), ("Show Detail", "ShowDetail"), ("2FA", "_2FA"),
            ("Type", "Type_"), ("Protocol", "Protocol_"), ("Segue", "Segue_"), ("My-Screen", "MyScreen"),
            ("DetailViewController (archive)", "DetailViewControllerArchive"), ("", "_"),
        ]
        for (input, expected) in table {
            XCTAssertEqual(SwiftNaming.typeName(input), expected, input)
        }
    }

    func testLowerFirstWord() {
        let table: [(String, String)] = [
            ("PeoplePicker", "peoplePicker"), ("URLChooser", "urlChooser"), ("ABC", "abc"), ("A", "a"),
            ("already", "already"), ("ID2", "id2"), ("UIViewController", "uiViewController"),
        ]
        for (input, expected) in table {
            XCTAssertEqual(SwiftNaming.lowerFirstWord(input), expected, input)
        }
    }

    func testValidTypeNames() {
        for valid in ["RedViewController", "App.RedViewController", "_Private", "Ünïcode", "V2"] {
            XCTAssertTrue(SwiftNaming.isValidTypeName(valid), valid)
        }
        for invalid in ["", "9Lives", "My-Class", "A..B", "A.", "class", "Has Space", "Generic<T>"] {
            XCTAssertFalse(SwiftNaming.isValidTypeName(invalid), invalid)
        }
    }
}
