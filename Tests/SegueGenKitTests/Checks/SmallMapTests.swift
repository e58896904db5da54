import XCTest

@testable import SegueGenKit

final class SmallMapTests: XCTestCase {
    func testKeepsTheFirstValueOfEachKeyWhateverItsSize() {
        var map = SmallMap<Int>()
        for number in 0..<100 {
            XCTAssertNil(map.insertIfAbsent("key\(number)", number))
        }
        for number in 0..<100 {
            XCTAssertEqual(map.insertIfAbsent("key\(number)", -1), number)
            XCTAssertEqual(map["key\(number)"], number)
        }
        XCTAssertNil(map["missing"])
    }
}
