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

    /// Handing back every page leaves none of the mapping resident: what
    /// `validate`'s peak memory rests on. Read from the mapping's `Rss` in
    /// `/proc/self/smaps` (Linux only; the page cache may keep the file,
    /// which `mincore` would report).
    func testHandedBackPagesLeaveTheMappingWithNothingResident() throws {
        #if os(Linux)
            let text = String(repeating: "let value = \"0123456789abcdef\"\n", count: 20_000)
            try write(text, to: "App/Large.swift")
            let mapped = try XCTUnwrap(MappedFile(path: folder.appendingPathComponent("App/Large.swift").path))
            let address = UInt(bitPattern: try XCTUnwrap(mapped.bytes.baseAddress))
            XCTAssertEqual(mapped.bytes.reduce(0) { $0 &+ Int($1) }, text.utf8.reduce(0) { $0 &+ Int($1) })
            let touched = try XCTUnwrap(Self.residentKilobytes(ofMappingAt: address))
            XCTAssertGreaterThan(touched, text.utf8.count / 1024 / 2, "the pages read are resident")
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            mapped.release(before: page * 3 + 100)
            let partly = try XCTUnwrap(Self.residentKilobytes(ofMappingAt: address))
            XCTAssertEqual(touched - partly, page * 3 / 1024, "the three whole pages before the offset")
            mapped.release(before: mapped.bytes.count)
            XCTAssertEqual(Self.residentKilobytes(ofMappingAt: address), 0, "the last partial page too")
        #else
            throw XCTSkip("reads /proc/self/smaps")
        #endif
    }

    /// The resident size of the mapping that starts at `address`, from
    /// `/proc/self/smaps`.
    private static func residentKilobytes(ofMappingAt address: UInt) -> Int? {
        // Read to the end: a /proc file gives its size as 0.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/smaps"), let data = try? handle.readToEnd()
        else { return nil }
        let smaps = String(decoding: data, as: UTF8.self)
        var inMapping = false
        for line in smaps.split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), let start = UInt(line[..<dash], radix: 16) {
                inMapping = start == address
            } else if inMapping, line.hasPrefix("Rss:") {
                return Int(line.dropFirst(4).split(separator: " ").first ?? "")
            }
        }
        return nil
    }
}
