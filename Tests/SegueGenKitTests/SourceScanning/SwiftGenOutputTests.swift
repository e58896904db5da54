import XCTest

@testable import SegueGenKit

/// SwiftGen's header is looked for in a file's first 512 bytes only, by a
/// byte search that must agree with a plain one at every edge.
final class SwiftGenOutputTests: XCTestCase {
    func testTheHeaderIsFoundInTheFirst512BytesOnly() {
        let header = "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n"
        func isGenerated(_ text: String) -> Bool { SwiftGenOutput.isGenerated(Array(text.utf8)) }
        XCTAssertTrue(isGenerated(header))
        XCTAssertTrue(isGenerated("// swiftlint:disable all\n" + header + "import UIKit\n"))
        XCTAssertTrue(isGenerated(String(repeating: " ", count: 512 - 27) + "// Generated using SwiftGen"))
        XCTAssertFalse(isGenerated(String(repeating: " ", count: 512 - 26) + "// Generated using SwiftGen"))
        XCTAssertFalse(isGenerated("// Generated using SwiftGe"))
        XCTAssertFalse(isGenerated(""))
        XCTAssertFalse(isGenerated("// Generated using Sourcery\nimport UIKit\n"))
    }
}
