import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// Which literals `migrate` rewrites, and why it leaves the others.
final class MigrationTests: XCTestCase {
    private let manifest = """
        version: 1
        storyboard: Main
        scenes:
          - {name: A, class: AViewController, segues: [{id: go, kind: show, destination: A}]}

        """

    private func plan(_ swift: String, names: [GeneratedName: String] = [:]) throws -> Migration.Plan {
        let source = InputFile(path: "A.swift", bytes: Array(swift.utf8))
        var diagnostics = DiagnosticCollector()
        let project = try XCTUnwrap(
            Pipeline.load(
                [InputFile(path: "Main.segues.yaml", bytes: Array(manifest.utf8)), source], names: names,
                diagnostics: &diagnostics))
        let uses = Pipeline.read(source, diagnostics: &diagnostics)?.literalUses ?? []
        return Migration.plan(uses, in: project, names: names)
    }

    private let code = """
        final class AViewController: UIViewController {
            func go() { performSegue(withIdentifier: "go", sender: nil) }
        }

        """

    func testAPerformedLiteralBecomesTheGeneratedCase() throws {
        let plan = try plan(code)
        XCTAssertEqual(plan.edits.map(\.replacement), [".go"])
        XCTAssertEqual(plan.declined, [])
    }

    /// Review finding: a perform method renamed in `seguegen.yaml` was
    /// declined with the reason of one the class declares (SG226).
    func testAPerformMethodNamedInTheConfigurationIsTheReasonGiven() throws {
        let plan = try plan(code, names: [.performSegue: "go"])
        XCTAssertEqual(plan.edits.count, 0)
        XCTAssertEqual(
            plan.declined.map(\.reason), ["seguegen.yaml's names call the generated method go(_:sender:)"])
    }
}
