import SegueGenSupport
import XCTest

final class ParallelMapTests: XCTestCase {
    /// Whichever thread computes a result, it lands at its element's index.
    func testResultsKeepTheElementsOrder() {
        let elements = Array(0..<1_000)
        let expected = elements.map { String($0 * 7) }
        for threads in [1, 2, 3, 8, 64] {
            XCTAssertEqual(
                elements.parallelMap(threadLimit: threads) { String($0 * 7) }, expected, "\(threads) threads")
        }
    }

    func testFewerElementsThanThreads() {
        XCTAssertEqual([Int]().parallelMap(threadLimit: 4) { $0 }, [])
        XCTAssertEqual([5].parallelMap(threadLimit: 4) { $0 + 1 }, [6])
        XCTAssertEqual([1, 2].parallelMap(threadLimit: 4) { [$0, $0] }, [[1, 1], [2, 2]])
    }

    /// The worker threads get the main thread's 8 MiB of stack, not the
    /// 512 KiB a secondary thread gets by default on macOS, so a reader
    /// recursing to its nesting limit never overflows on a worker.
    func testWorkersHaveTheMainThreadsStack() {
        let depths = [Int](repeating: 2_000, count: 4)
        XCTAssertEqual(depths.parallelMap(threadLimit: 4) { recurse($0) }, depths)
    }

    func testProcessorCountIsPositive() {
        XCTAssertGreaterThanOrEqual(ParallelMap.processorCount, 1)
    }
}

/// Recurses `depth` times with a kilobyte of stack a level; returns `depth`.
@inline(never)
private func recurse(_ depth: Int) -> Int {
    guard depth > 0 else { return 0 }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1_024) { frame in
        frame.initialize(repeating: UInt8(truncatingIfNeeded: depth))
        return recurse(depth - 1) + Int(frame[depth % 1_024] == UInt8(truncatingIfNeeded: depth) ? 1 : 0)
    }
}
