import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// Truncated and corrupted examples must never crash the pipeline, and
/// every diagnostic they cause must point into the damaged file.
final class RobustnessTests: XCTestCase {
    /// What is wrong with the diagnostics of loading `bytes` as `path`:
    /// each one outside the damaged file.
    private static func misplaced(_ bytes: [UInt8], path: String) -> [String] {
        var diagnostics = DiagnosticCollector()
        _ = Pipeline.load([InputFile(path: path, bytes: bytes)], checks: .everything, diagnostics: &diagnostics)
        let lineCount = bytes.filter { $0 == 0x0A }.count + 1
        return diagnostics.diagnostics.compactMap { diagnostic in
            let location = diagnostic.location
            guard location.file != path || !(1...lineCount).contains(location.line) || location.column < 1 else {
                return nil
            }
            return "\(diagnostic) is outside the file \(path)"
        }
    }

    /// Loads the damaged copies `damage` makes of each file, the files side
    /// by side, one per processor (the pipeline is pure), and fails the
    /// test on each diagnostic outside its file.
    private func assertDamagedCopiesLocated(
        _ files: [(bytes: [UInt8], path: String)], damage: @Sendable ([UInt8]) -> [[UInt8]],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let problems = files.parallelMap { original in
            damage(original.bytes).flatMap { Self.misplaced($0, path: original.path) }
        }
        XCTAssertEqual(problems.count, files.count, file: file, line: line)
        for problem in problems.joined() { XCTFail(problem, file: file, line: line) }
    }

    func testDamagedExampleManifestsAreReportedWithLocations() throws {
        let manifests = try Fixtures.exampleManifests()
        // ConfirmBeforeLeaving's, MasterDetail's and RedGreenBlue's.
        XCTAssertEqual(manifests.count, 3)
        assertDamagedCopiesLocated(manifests.map { ($0.bytes, $0.path) }) { bytes in
            Mutations.truncations(of: bytes, stride: 3) + Mutations.byteFlips(of: bytes, count: 1_500, seed: 7)
        }
    }

    func testDamagedFixtureStoryboardsAreReportedWithLocations() throws {
        let storyboards = try Fixtures.filesBelow(Fixtures.folder, endingIn: ".storyboard")
        // The storyboards of the generation and reading fixtures.
        XCTAssertGreaterThan(storyboards.count, 20)
        let files = try storyboards.map { (try Fixtures.bytes(of: $0), $0.lastPathComponent) }
        assertDamagedCopiesLocated(files) { bytes in
            Mutations.truncations(of: bytes, stride: 11) + Mutations.byteFlips(of: bytes, count: 800, seed: 11)
        }
    }
}
