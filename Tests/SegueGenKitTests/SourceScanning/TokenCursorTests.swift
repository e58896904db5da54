import XCTest

@testable import SegueGenKit

/// What every scanner's grammar asks of `TokenCursor`: a lookup outside the
/// tokens reads as no token, and a bracket matches its partner across
/// nested pairs of its kind, forwards and backwards.
final class TokenCursorTests: XCTestCase {
    private func cursor(_ source: String) -> TokenCursor {
        TokenCursor(bytes: Array(source.utf8), language: .swift, yieldsStrings: true)
    }

    func testALookupOutsideTheTokensReadsAsNoToken() {
        let tokens = cursor(#"a("b")"#)
        XCTAssertEqual(tokens.count, 4)
        for index in [-2, -1, 4, 5] {
            XCTAssertNil(tokens.word(index), "\(index)")
            XCTAssertFalse(tokens.isWord(index), "\(index)")
            XCTAssertFalse(tokens.isWord(index, "a"), "\(index)")
            XCTAssertFalse(tokens.isSymbol(index, "("), "\(index)")
            XCTAssertFalse(tokens.isString(index), "\(index)")
        }
        XCTAssertEqual(tokens.word(0), "a")
        XCTAssertTrue(tokens.isWord(0, "a"))
        XCTAssertFalse(tokens.isWord(0, "ab"))
        XCTAssertTrue(tokens.isSymbol(1, "("))
        XCTAssertTrue(tokens.isString(2))
        XCTAssertNil(tokens.word(2))
        XCTAssertEqual(tokens.source(1..<4), #"("b")"#)
    }

    func testABracketMatchesItsPartnerAcrossNestedPairs() {
        // Indices: f0 (1 a2 (3 b4 )5 [6 (7 )8 ]9 )10 {11 {12 }13 }14
        let tokens = cursor("f(a(b)[()]) { { } }")
        XCTAssertEqual(tokens.closing(")", of: "(", at: 1), 10)
        XCTAssertEqual(tokens.closing(")", of: "(", at: 3), 5)
        XCTAssertEqual(tokens.opening("(", of: ")", at: 10), 1)
        XCTAssertEqual(tokens.opening("(", of: ")", at: 8), 7)
        XCTAssertEqual(tokens.closingBrace(openedAt: 11), 14)
        XCTAssertEqual(tokens.closingBrace(openedAt: 12), 13)
        XCTAssertEqual(tokens.opening("{", of: "}", at: 14), 11)
        // Not on a brace, or nothing closes it.
        XCTAssertNil(tokens.closingBrace(openedAt: 10))
        XCTAssertNil(cursor("{ {").closingBrace(openedAt: 0))
        XCTAssertNil(cursor("a ) )").opening("(", of: ")", at: 2))
    }

    func testTheLastPartOfAQualifiedName() {
        let tokens = cursor("class A.B.C: D {")
        XCTAssertEqual(tokens.lastNamePart(from: 1), "C")
        XCTAssertEqual(tokens.lastNamePart(from: 7), "D")
        XCTAssertNil(tokens.lastNamePart(from: 6))
    }
}
