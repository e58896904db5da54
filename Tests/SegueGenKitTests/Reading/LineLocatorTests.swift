import SegueGenSupport
import TestSupport
import XCTest

@testable import SegueGenKit

/// The line locator skips eight bytes at a time between line feeds; its
/// answers must be the ones a byte-by-byte count gives, wherever the line
/// feeds fall in those words.
final class LineLocatorTests: XCTestCase {
    private func naiveLocation(of target: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(target, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, target - lineStart + 1)
    }

    func testLocationsMatchAByteByByteCount() {
        var generator = Mutations.Generator(seed: 8)
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 64, 301] {
            // Line feeds from dense (runs of them) to sparse (long lines).
            for density in [2, 5, 11, 40] {
                let bytes = (0..<length).map { _ in
                    Int.random(in: 0..<density, using: &generator) == 0 ? UInt8(0x0A) : UInt8(ascii: "a")
                }
                bytes.withUnsafeBufferPointer { buffer in
                    var locator = LineLocator(buffer, file: "f", start: 0)
                    var targets = (0...length).map { _ in Int.random(in: 0...length, using: &generator) }
                    targets.sort()
                    // One earlier offset, which is counted afresh.
                    targets.append(length / 2)
                    for target in targets {
                        let location = locator.location(of: target)
                        let expected = naiveLocation(of: target, in: bytes)
                        XCTAssertEqual(
                            [location.line, location.column], [expected.line, expected.column],
                            "offset \(target) of \(bytes)")
                    }
                }
            }
        }
    }
}
