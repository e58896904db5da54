import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// `migrate` through constants: a use that reads a constant of one known
/// value is rewritten like a literal, and a constant the rewrites leave
/// unused is listed, never deleted.
final class MigrationConstantTests: XCTestCase {
    private let manifest = InputFile(
        path: "Main.segues.yaml",
        bytes: Array(
            """
            version: 1
            storyboard: Main
            scenes:
              - {name: A, class: AViewController, segues: [{id: go, kind: show, destination: B}]}
              - {name: B, class: BViewController, storyboardID: B}

            """.utf8))

    private func migrate(_ files: [(String, String)]) throws -> (edits: [String: [String]], leftovers: [String]) {
        let inputs = Diagnose.inputs(files)
        var diagnostics = DiagnosticCollector()
        let run = try XCTUnwrap(Pipeline.load([manifest] + inputs, checks: .everything, diagnostics: &diagnostics))
        let project = run.project
        let uses = Dictionary(grouping: project.literalUses, by: \.location.file)
        var plans: [String: Migration.Plan] = [:]
        for input in inputs {
            plans[input.path] = Migration.plan(uses[input.path] ?? [], in: run)
        }
        let leftovers = Migration.leftoverConstants(
            after: plans, uses: project.literalUses, sources: inputs.map { ($0.path, $0.bytes) })
        return (plans.mapValues { $0.edits.map(\.replacement) }, leftovers.map(\.description))
    }

    private let constants = (
        "K.swift", "enum K {\n    static let go = \"go\"\n}\nenum Segue: String {\n    case again = \"go\", stay\n}\n"
    )

    func testAUseThroughAConstantIsRewrittenAndTheUnusedConstantListed() throws {
        let code = (
            "A.swift",
            """
            final class AViewController: UIViewController {
                func next() { performSegue(withIdentifier: K.go, sender: nil) }
                func back() { performSegue(withIdentifier: Segue.again.rawValue, sender: nil) }
            }

            """
        )
        let result = try migrate([constants, code])
        XCTAssertEqual(result.edits["A.swift"], [".go", ".go"])
        // Neither name stands anywhere else: both are listed.
        XCTAssertEqual(
            result.leftovers,
            [
                "K.swift:2:16: K.go is used nowhere else once the uses are rewritten; remove it if no other code reads it",
                "K.swift:5:10: Segue.again.rawValue is used nowhere else once the uses are rewritten; remove it if no "
                    + "other code reads it",
            ])
    }

    func testAConstantStillReadElsewhereIsNotListed() throws {
        let code = (
            "A.swift",
            """
            final class AViewController: UIViewController {
                func next() { performSegue(withIdentifier: K.go, sender: nil) }
            }
            final class BViewController: UIViewController {
                func log() { print(K.go) }
            }

            """
        )
        let result = try migrate([constants, code])
        XCTAssertEqual(result.edits["A.swift"], [".go"])
        XCTAssertEqual(result.leftovers, [])
    }

    /// A use the typed API cannot replace keeps its constant, and says why.
    func testAUseTheTypedAPICannotReplaceIsDeclinedWithTheReason() throws {
        let code = (
            "B.swift",
            "final class BViewController: UIViewController {\n"
                + "    func go() { performSegue(withIdentifier: K.go, sender: nil) }\n}\n"
        )
        var diagnostics = DiagnosticCollector()
        let inputs =
            [manifest, InputFile(path: "K.swift", bytes: Array(constants.1.utf8))]
            + [InputFile(path: code.0, bytes: Array(code.1.utf8))]
        let run = try XCTUnwrap(Pipeline.load(inputs, checks: .everything, diagnostics: &diagnostics))
        let plan = Migration.plan(run.project.literalUses.filter { $0.location.file == "B.swift" }, in: run)
        XCTAssertEqual(plan.edits, [])
        XCTAssertEqual(
            plan.declined.map(\.reason), ["BViewController has no generated segue \"go\"; no scene of its class has it"]
        )
        XCTAssertEqual(try migrate([constants, code]).leftovers, [])
    }

    /// A closure's parameter that shadows a member is not the member: its
    /// use is not rewritten with the member's value (f15).
    func testAShadowedNameIsNotRewritten() throws {
        let code = (
            "A.swift",
            """
            final class AViewController: UIViewController {
                let identifier = "go"
                func route() { router.route = { identifier, sender in self.performSegue(withIdentifier: identifier, sender: sender) } }
                func next() { performSegue(withIdentifier: identifier, sender: nil) }
            }

            """
        )
        XCTAssertEqual(try migrate([code]).edits["A.swift"], [".go"])
    }
}
