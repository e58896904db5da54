import Foundation
import TestSupport
import XCTest

/// `seguegen graph` end to end: the drawings the renderer tests pin, on
/// standard output or in a file, and its errors.
final class GraphCommandTests: TemporaryFolderTestCase {
    override var commandFolder: URL { Fixtures.root }

    func testPrintsMermaidOnStandardOutput() throws {
        let result = try run(["graph", "Examples/RedGreenBlue", "--format", "mermaid"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, try Fixtures.text(of: Fixtures.url("Goldens/Graphs/RedGreenBlue.mmd")))
    }

    func testWritesDotToTheOutputFileByDefault() throws {
        let output = folder.appendingPathComponent("app.dot").path
        let result = try run(["graph", "Examples/MasterDetail", "--output", output])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(
            try String(contentsOfFile: output, encoding: .utf8),
            try Fixtures.text(of: Fixtures.url("Goldens/Graphs/MasterDetail.dot")))
    }

    func testAnUnknownFormatIsAUsageError() throws {
        let result = try run(["graph", "Examples/RedGreenBlue", "--format", "svg"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.standardError.contains("--format must be dot or mermaid, not \"svg\""), result.standardError)
    }

    func testInvalidInputsDrawNothing() throws {
        let result = try run([
            "graph", "Tests/Fixtures/BadManifests/unwind-mistakes.segues.yaml", "--format", "mermaid",
        ])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(
            result.standardError.contains("Tests/Fixtures/BadManifests/unwind-mistakes.segues.yaml:"),
            result.standardError)
    }
}
