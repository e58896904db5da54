import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// Truncated and corrupted examples must never crash the pipeline, and
/// every diagnostic they cause must point into the damaged file.
final class RobustnessTests: XCTestCase {
    private func assertLocated(_ bytes: [UInt8], path: String, file: StaticString = #filePath, line: UInt = #line) {
        var diagnostics = DiagnosticCollector()
        _ = Pipeline.load([InputFile(path: path, bytes: bytes)], checks: .everything, diagnostics: &diagnostics)
        let lineCount = bytes.filter { $0 == 0x0A }.count + 1
        for diagnostic in diagnostics.diagnostics {
            let location = diagnostic.location
            XCTAssertEqual(location.file, path, file: file, line: line)
            XCTAssertTrue(
                (1...lineCount).contains(location.line) && location.column >= 1,
                "\(diagnostic) is outside the file", file: file, line: line)
        }
    }

    func testDamagedExampleManifestsAreReportedWithLocations() throws {
        let manifests = try Fixtures.exampleManifests()
        // ConfirmBeforeLeaving's, MasterDetail's and RedGreenBlue's.
        XCTAssertEqual(manifests.count, 3)
        for input in manifests {
            for truncated in Mutations.truncations(of: input.bytes, stride: 3) {
                assertLocated(truncated, path: input.path)
            }
            for flipped in Mutations.byteFlips(of: input.bytes, count: 1_500, seed: 7) {
                assertLocated(flipped, path: input.path)
            }
        }
    }

    func testDamagedFixtureStoryboardsAreReportedWithLocations() throws {
        let storyboards = try Fixtures.filesBelow(Fixtures.folder, endingIn: ".storyboard")
        // The storyboards of the generation and reading fixtures.
        XCTAssertGreaterThan(storyboards.count, 20)
        for url in storyboards {
            let bytes = try Fixtures.bytes(of: url)
            let path = url.lastPathComponent
            for truncated in Mutations.truncations(of: bytes, stride: 11) {
                assertLocated(truncated, path: path)
            }
            for flipped in Mutations.byteFlips(of: bytes, count: 800, seed: 11) {
                assertLocated(flipped, path: path)
            }
        }
    }
}
