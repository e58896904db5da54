import Foundation
import XCTest

/// Golden-file comparison with a record switch: run the tests with
/// `RECORD_SNAPSHOTS=1` to rewrite the reference files. A recording run
/// fails on purpose, so a recorded file is always reviewed and committed
/// deliberately, never accepted silently.
public enum Snapshot {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil }

    public static func assertMatches(
        _ actual: String, reference url: URL, file: StaticString = #filePath, line: UInt = #line
    ) {
        if isRecording {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            XCTFail("recorded \(url.lastPathComponent); run again without RECORD_SNAPSHOTS", file: file, line: line)
            return
        }
        guard let expected = try? String(decoding: Data(contentsOf: url), as: UTF8.self) else {
            XCTFail("missing reference \(url.path); run with RECORD_SNAPSHOTS=1 to create it", file: file, line: line)
            return
        }
        if actual != expected {
            XCTFail(
                "\(url.lastPathComponent) differs from the output:\n"
                    + LineDiff.unified(expected: expected, actual: actual),
                file: file, line: line)
        }
    }
}
