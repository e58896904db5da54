import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

final class GraphRendererTests: XCTestCase {
    private func project(_ generationCase: GenerationCase) throws -> CheckedRun {
        var diagnostics = DiagnosticCollector()
        return try XCTUnwrap(Pipeline.load(try generationCase.inputs(), checks: .everything, diagnostics: &diagnostics))
    }

    private func drawing(_ generationCase: GenerationCase, format: GraphRenderer.Format) throws -> String {
        let run = try project(generationCase)
        return GraphRenderer.render(run.project, graph: run.graph, format: format)
    }

    /// Every example and fixture draws exactly its reference drawing;
    /// `RECORD_SNAPSHOTS=1` rewrites them.
    func testDrawingsMatchTheGoldens() throws {
        for generationCase in try GenerationCase.all() {
            let project = try project(generationCase)
            for format in GraphRenderer.Format.allCases {
                let drawing = GraphRenderer.render(project.project, graph: project.graph, format: format)
                XCTAssertEqual(
                    drawing, GraphRenderer.render(project.project, graph: project.graph, format: format),
                    "the same inputs drew different bytes")
                let suffix = format == .dot ? "dot" : "mmd"
                Snapshot.assertMatches(
                    drawing, reference: Fixtures.url("Goldens/Graphs/\(generationCase.name).\(suffix)"))
            }
        }
    }

    func testMermaidDistinguishesPresentationContainmentAndUnwinds() throws {
        let drawing = try drawing(try GenerationCase.named("RedGreenBlue"), format: .mermaid)
        XCTAssertTrue(drawing.contains(#"s0 ==>|"rootViewController"| s1"#))
        XCTAssertTrue(drawing.contains(#"s2 -->|"presentYellow (presentation)"| s4"#))
        XCTAssertTrue(drawing.contains(#"s4 -.->|"unwindToRed: (UnwindToRedSegueID)"| s1"#))
        XCTAssertTrue(drawing.contains(#"subgraph storyboard0["RedGreenBlue"]"#))
    }

    func testUnwindsWithoutAKnownImplementerPointAtTheirAction() throws {
        let drawing = try drawing(try GenerationCase.named("Containers"), format: .dot)
        XCTAssertFalse(drawing.contains("no known implementer"))
        let storyboardOnly = try GenerationCase.named("Storyboard").inputs().filter { $0.path.hasSuffix(".storyboard") }
        var diagnostics = DiagnosticCollector()
        let project = try XCTUnwrap(Pipeline.load(storyboardOnly, checks: .everything, diagnostics: &diagnostics))
        let dot = GraphRenderer.render(project.project, graph: project.graph, format: .dot)
        XCTAssertTrue(
            dot.contains(#"a0 [label="unwindToList:\nno known implementer", shape=note, style=dashed];"#), dot)
        XCTAssertTrue(dot.contains(#"[label="FlippedViewController\nFeatures.FlippedViewController"]"#), dot)
    }

    /// The README shows the Red/Green/Blue example as Mermaid; it must be
    /// what `seguegen graph --format mermaid` draws today.
    func testTheReadmeDiagramIsCurrent() throws {
        let readme = try Fixtures.text(of: Fixtures.root.appendingPathComponent("README.md"))
        let block = try XCTUnwrap(
            readme.components(separatedBy: "```mermaid\n").dropFirst().first?.components(separatedBy: "```").first,
            "README.md has no mermaid block")
        let drawing = try drawing(try GenerationCase.named("RedGreenBlue"), format: .mermaid)
        XCTAssertEqual(
            block, drawing,
            "README.md's diagram is stale; paste the output of seguegen graph Examples/RedGreenBlue --format mermaid")
    }
}
