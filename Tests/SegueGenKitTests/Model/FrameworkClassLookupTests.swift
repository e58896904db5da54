import XCTest

@testable import SegueGenKit

/// A run reads only the framework classes its chains reach; what it reads
/// must be what reading the whole table gives.
final class FrameworkClassLookupTests: XCTestCase {
    func testEachClassReadAloneIsTheClassOfTheWholeTable() {
        let whole = FrameworkClass.parse(FrameworkClass.table)
        XCTAssertGreaterThan(whole.count, 100)
        var lookup = FrameworkClassLookup()
        for (name, framework) in whole {
            XCTAssertTrue(FrameworkClassLookup.isKnown(name), name)
            XCTAssertEqual(lookup.named(name), framework, name)
        }
        XCTAssertNil(lookup.named("ProfileViewController"))
        XCTAssertFalse(FrameworkClassLookup.isKnown("ProfileViewController"))
    }
}
