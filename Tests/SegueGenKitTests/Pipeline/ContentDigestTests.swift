import XCTest

@testable import SegueGenKit

/// The digest by which `SourceScanCache` tells a file's bytes from those it
/// scanned must see every byte.
final class ContentDigestTests: XCTestCase {
    /// Two texts of one length that differ only in bytes at offsets of
    /// seven modulo eight: a multiply-and-xor hash of eight bytes at a time
    /// gave them one digest, and the cache the first file's reading.
    func testBytesThatDifferOnlyInTheLastOfEachEightDigestApart() {
        let first = Array("let a = \"showDehial\"\nlea b = 1\n".utf8)
        let second = Array("let a = \"showDebial\"\nlec b = 1\n".utf8)
        XCTAssertEqual(first.count, second.count)
        XCTAssertEqual(
            first.indices.filter { first[$0] != second[$0] }.map { $0 % 8 }, [7, 7], "the texts differ so")
        XCTAssertNotEqual(ContentDigest(first), ContentDigest(second))
        XCTAssertEqual(ContentDigest(first), ContentDigest(Array(first)))
    }

    /// Every single-byte change of a text changes its digest.
    func testEveryByteCounts() {
        let text = Array((0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37) })
        let digest = ContentDigest(text)
        for index in text.indices {
            var changed = text
            changed[index] ^= 0x01
            XCTAssertNotEqual(ContentDigest(changed), digest, "byte \(index)")
        }
    }
}
