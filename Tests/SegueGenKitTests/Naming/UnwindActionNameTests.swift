import SegueGenKit
import XCTest

final class UnwindActionNameTests: XCTestCase {
    /// Selector → the Swift name whose derived selector it is. The first
    /// three are the rules' defining examples;
    /// `CompileTests.testSwiftNamesOfSelectorsRoundTripThroughTheCompiler`
    /// checks the whole table against swiftc.
    static let table: [(selector: String, swiftName: String)] = [
        ("unwindToRed:", "unwindToRed(_:)"),
        ("unwindToGreenWithSegue:", "unwindToGreen(segue:)"),
        ("unwindWith:", "unwind(with:)"),
        ("exitToMasterView:", "exitToMasterView(_:)"),
        ("unwindFromEditFullnameWithSegue:", "unwindFromEditFullname(segue:)"),
        ("unwindFrom:", "unwind(from:)"),
        ("goBackTo:", "goBack(to:)"),
        ("prepareForUnwind:", "prepareForUnwind(_:)"),
        ("unwindWithFromSegue:", "unwindWithFromSegue(_:)"),
        ("doneWithURL:", "done(uRL:)"),
        ("withSegue:", "withSegue(_:)"),
        ("unwindToMenuViewController:", "unwindToMenuViewController(_:)"),
        ("closeWithSegue:", "close(segue:)"),
        ("backUsing:", "back(using:)"),
        ("cancel_action:", "cancel_action(_:)"),
    ]

    func testSwiftNamesOfSelectors() throws {
        for (selector, swiftName) in Self.table {
            XCTAssertEqual(try XCTUnwrap(UnwindActionName(selector: selector)).swiftName, swiftName, selector)
        }
    }

    func testRejectsSelectorsThatAreNotOneArgumentActions() {
        for selector in ["unwindToRed", "unwind:to:", ":", "1bad:", "has space:", "dash-ed:", "", "a::"] {
            XCTAssertNil(UnwindActionName(selector: selector), selector)
        }
    }
}
