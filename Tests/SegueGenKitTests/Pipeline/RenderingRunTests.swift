import TestSupport
import XCTest

@testable import SegueGenKit

/// `Pipeline.run` renders from `CheckedRun.forRendering()`, which drops the
/// interface files' objects before rendering so that a large storyboard's
/// objects are not held while the output is written (issue 43). Rendering
/// must never have read them: every fixture, storyboards and XIBs, renders
/// the same bytes from the whole run and from the lean one, as one file and
/// split.
final class RenderingRunTests: XCTestCase {
    func testRenderingReadsNothingOfTheInterfaceObjects() throws {
        let cases = try GenerationCase.all()
        XCTAssertGreaterThan(cases.count, 15)
        var withObjects = 0
        for generationCase in cases {
            var diagnostics = DiagnosticCollector()
            let request = GenerationRequest.resolve(
                inputs: try generationCase.inputs(), configuration: Configuration(),
                overrides: GenerationOverrides(moduleName: generationCase.moduleName))
            guard let whole = Pipeline.load(request, diagnostics: &diagnostics) else { continue }
            let lean = whole.forRendering()
            XCTAssertTrue(lean.project.interfaceFiles.isEmpty, generationCase.name)
            if !whole.project.interfaceFiles.isEmpty { withObjects += 1 }
            func rendered(_ run: CheckedRun) -> String {
                var text = ""
                var rendering = DiagnosticCollector()
                _ = Pipeline.generate(
                    run, options: request.options, loader: TemplateCatalog.loader(), diagnostics: &rendering,
                    output: { text += $0 })
                let layout = OutputLayout(inputs: request.inputs.map(\.path))
                _ = Pipeline.generate(
                    run, options: request.options, layout: layout, loader: TemplateCatalog.loader(),
                    diagnostics: &rendering, output: { text += "\n// \($0)\n" + $1 })
                return text
            }
            XCTAssertEqual(rendered(lean), rendered(whole), generationCase.name)
        }
        // The cases with storyboards or XIBs, which have objects to drop.
        XCTAssertGreaterThan(withObjects, 10)
    }
}
