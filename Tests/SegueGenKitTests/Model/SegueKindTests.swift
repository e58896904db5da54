import SegueGenKit
import XCTest

/// Each kind's behaviour, decided in one place: a change to any fact shows
/// here, as does a new kind.
final class SegueKindTests: XCTestCase {
    /// kind: role, reaches code, performable, uses its class, requires a
    /// class, has a relationship, arrival.
    private let table: [(SegueKind, SegueKind.Role, Bool, Bool, Bool, Bool, Bool, SegueKind.Arrival)] = [
        (.show, .presentation, true, true, true, false, false, .pushedOrPresented),
        (.showDetail, .presentation, true, true, true, false, false, .undetermined),
        (.presentation, .presentation, true, true, true, false, false, .presented),
        (.popoverPresentation, .presentation, true, true, true, false, false, .presented),
        (.embed, .containment, true, false, false, false, false, .undetermined),
        (.relationship, .containment, false, false, false, false, true, .undetermined),
        (.custom, .presentation, true, true, true, true, false, .undetermined),
        (.unwind, .unwind, true, true, true, false, false, .none),
        (.push, .presentation, true, true, true, false, false, .pushedOrPresented),
        (.modal, .presentation, true, true, true, false, false, .presented),
        (.popover, .presentation, true, true, true, false, false, .presented),
        (.replace, .presentation, true, true, true, false, false, .undetermined),
    ]

    func testEveryKindsFacts() {
        XCTAssertEqual(table.map(\.0), SegueKind.allCases)
        for (kind, role, reachesCode, isPerformable, usesClass, requiresClass, hasRelationship, arrival) in table {
            XCTAssertEqual(kind.arrival, arrival, "\(kind)")
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
