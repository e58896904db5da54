import SegueGenSupport
import XCTest

/// `escaped`, the one loop behind every escaping the tool writes.
final class EscapingTests: XCTestCase {
    func testReplacesWhatTheEscapeNamesAndKeepsTheRest() {
        let text = "a.b_c é"
        XCTAssertEqual(text.escaped { $0 == "." ? "_" : $0 == "_" ? "__" : nil }, "a_b__c é")
        XCTAssertEqual("".escaped { _ in "x" }, "")
    }

    /// A `String` walks characters, its scalars walk scalars: `\r\n` is one
    /// character, which a line feed's escape does not match, and two scalars.
    func testWalksCharactersOrScalars() {
        let text = "a\r\nb\n"
        XCTAssertEqual(text.escaped { $0 == "\n" ? "<br>" : nil }, "a\r\nb<br>")
        XCTAssertEqual(text.unicodeScalars.escaped { $0 == "\n" ? "<br>" : nil }, "a\r<br>b<br>")
    }
}
