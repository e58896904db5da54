import TestSupport
import XCTest

/// The back button's guard works whatever UIKit does inside: a subclass's
/// `navigationBar(_:shouldPop:)` replaces UIKit's private one, and whether
/// answering `true` still pops the view controller is not documented. So a
/// guarded tap is always answered `false`, and leaving pops in code, which
/// the guard lets through (docs/LeaveGuard.md).
final class BackButtonGuardTests: XCTestCase {
    /// The generated method's body, from `ConfirmBeforeLeaving`'s output.
    private func shouldPopBody() throws -> [String] {
        let (code, _) = try GenerationCase.named("ConfirmBeforeLeaving").generate()
        let lines = try XCTUnwrap(code).components(separatedBy: "\n")
        let start = try XCTUnwrap(
            lines.firstIndex { $0.contains("func navigationBar(_ navigationBar: UIKit.UINavigationBar") })
        let end = try XCTUnwrap(lines[start...].firstIndex { $0 == "    }" })
        return lines[(start + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func testAGuardedTapIsRefusedAndLeavingPopsInCode() throws {
        let body = try shouldPopBody()
        // Only the unguarded case (a pop from code, or no guarded top) answers true.
        XCTAssertEqual(body.filter { $0.contains("true") }.count, 1, body.joined(separator: "\n"))
        XCTAssertTrue(
            body.first?.hasPrefix(
                "guard viewControllers.count == navigationBar.items?.count, let guarded = guardedTop else { return true }"
            )
                == true, body.joined(separator: "\n"))
        XCTAssertEqual(body.last, "return false")
        // No answer derived from the decision: UIKit never pops on our `true`.
        XCTAssertFalse(body.contains { $0.hasPrefix("return") && $0.contains(".leave") }, body.joined(separator: "\n"))
        // Leaving pops through the same path as a held departure's proceed().
        XCTAssertTrue(body.contains("Task { @MainActor in pop.proceed() }"), body.joined(separator: "\n"))
    }
}
