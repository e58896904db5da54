import SegueGenKit
import TestSupport
import XCTest

@testable import seguegen

/// Storyboards and source files are mapped, and their pages handed back
/// as the readers pass them: the bytes must read the same afterwards.
final class MappedFileTests: TemporaryFolderTestCase {
    /// Handing back every page, the last partial one too, loses nothing: a
    /// later look (a merge conflict's marker, `migrate`'s rewrite) reloads
    /// the file.
    func testBytesReadTheSameAfterEveryPageIsHandedBack() throws {
        let text = (0..<600).map { "let constant\($0) = \"value \($0)\"\n" }.joined()
        try write(text, to: "App/Constants.swift")
        let path = folder.appendingPathComponent("App/Constants.swift").path
        let mapped = try XCTUnwrap(MappedFile(path: path))
        XCTAssertGreaterThan(mapped.bytes.count, 4 * 4096, "more than a few pages, and a partial last one")
        mapped.release(before: 5000)
        XCTAssertEqual(String(decoding: mapped.bytes, as: UTF8.self), text)
        mapped.release(before: mapped.bytes.count)
        XCTAssertEqual(String(decoding: mapped.bytes, as: UTF8.self), text)

        let input = try XCTUnwrap(DiskFileSystem().input(at: path))
        var diagnostics = DiagnosticCollector()
        _ = Pipeline.load([input], checks: .everything, diagnostics: &diagnostics)
        XCTAssertEqual(String(decoding: input.bytes, as: UTF8.self), text, "the bytes after the scan handed them back")
    }
}
