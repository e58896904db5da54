import TestSupport
import XCTest

/// The goldens' failure message: every difference, with its context.
final class LineDiffTests: XCTestCase {
    func testShowsEachChangeWithTwoLinesOfContext() {
        let expected = (1...12).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "line 3\n", with: "line three\n")
            .replacingOccurrences(of: "line 10\n", with: "")
        XCTAssertEqual(
            LineDiff.unified(expected: expected, actual: actual),
            """
            @@ expected line 1 @@
              line 1
              line 2
            - line 3
            + line three
              line 4
              line 5
            @@ expected line 8 @@
              line 8
              line 9
            - line 10
              line 11
              line 12
            """)
        XCTAssertEqual(LineDiff.unified(expected: "a\nb", actual: "a\nb"), "(no line differs; check trailing newlines)")
        XCTAssertEqual(LineDiff.unified(expected: "a", actual: "a\nb"), "@@ expected line 1 @@\n  a\n+ b")
    }
}
