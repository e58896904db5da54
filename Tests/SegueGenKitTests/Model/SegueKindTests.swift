import SegueGenKit
import XCTest

/// Each kind's behaviour, decided in one place: a change to any fact shows
/// here, as does a new kind.
final class SegueKindTests: XCTestCase {
    /// kind: role, reaches code, performable, uses its class, requires a
    /// class, has a relationship.
    private let table: [(SegueKind, SegueKind.Role, Bool, Bool, Bool, Bool, Bool)] = [
        (.show, .presentation, true, true, true, false, false),
        (.showDetail, .presentation, true, true, true, false, false),
        (.presentation, .presentation, true, true, true, false, false),
        (.popoverPresentation, .presentation, true, true, true, false, false),
        (.embed, .containment, true, false, false, false, false),
        (.relationship, .containment, false, false, false, false, true),
        (.custom, .presentation, true, true, true, true, false),
        (.unwind, .unwind, true, true, true, false, false),
        (.push, .presentation, true, true, true, false, false),
        (.modal, .presentation, true, true, true, false, false),
        (.popover, .presentation, true, true, true, false, false),
        (.replace, .presentation, true, true, true, false, false),
    ]

    func testEveryKindsFacts() {
        XCTAssertEqual(table.map(\.0), SegueKind.allCases)
        for (kind, role, reachesCode, isPerformable, usesClass, requiresClass, hasRelationship) in table {
            XCTAssertEqual(kind.role, role, "\(kind)")
            XCTAssertEqual(kind.isUnwind, role == .unwind, "\(kind)")
            XCTAssertEqual(kind.reachesCode, reachesCode, "\(kind)")
            XCTAssertEqual(kind.isPerformable, isPerformable, "\(kind)")
            XCTAssertEqual(kind.usesSegueClass, usesClass, "\(kind)")
            XCTAssertEqual(kind.requiresSegueClass, requiresClass, "\(kind)")
            XCTAssertEqual(kind.hasRelationship, hasRelationship, "\(kind)")
            XCTAssertEqual(kind.typesDestinationThroughNavigation, reachesCode && role != .unwind, "\(kind)")
        }
    }
}
