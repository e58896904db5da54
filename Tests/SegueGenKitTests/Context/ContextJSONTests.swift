import SegueGenKit
import SegueGenSupport
import XCTest

final class ContextJSONTests: XCTestCase {
    /// A large context arrives in bounded chunks that together are one
    /// valid JSON document, so `seguegen context` never holds it whole.
    func testALargeContextIsWrittenInBoundedChunks() throws {
        var manifest = "version: 1\nscenes:\n"
        for index in 0..<400 {
            manifest +=
                "  - {name: Scene\(index), class: Screen\(index), segues: [{id: next\(index), kind: show, destination: Scene\((index + 1) % 400)}]}\n"
        }
        var diagnostics = DiagnosticCollector()
        let project = try XCTUnwrap(
            Pipeline.load(
                [InputFile(path: "Large.segues.yaml", bytes: Array(manifest.utf8))], checks: .everything,
                diagnostics: &diagnostics))
        XCTAssertFalse(diagnostics.hasErrors, diagnostics.diagnostics.map(\.description).joined(separator: "\n"))

        var chunks: [String] = []
        ContextJSON.render(TemplateContextBuilder.build(project, options: GenerationOptions())) { chunks.append($0) }

        XCTAssertGreaterThan(chunks.count, 2)
        for chunk in chunks.dropLast() {
            XCTAssertGreaterThanOrEqual(chunk.utf8.count, 256 << 10)
            XCTAssertLessThan(chunk.utf8.count, 300 << 10)
        }
        let json = chunks.joined()
        XCTAssertTrue(json.hasSuffix("}\n"))
        let root = try XCTUnwrap(
            ManifestSyntax.json.read(Array(json.utf8), file: "context.json", diagnostics: &diagnostics))
        guard case .mapping(let entries) = root.value else { return XCTFail("the context is not an object") }
        XCTAssertEqual(entries.first?.key, "contextVersion")
        XCTAssertTrue(json.contains("\"caseName\": \"next399\""))
    }
}
