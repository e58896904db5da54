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
          - {name: B, class: BViewController, storyboardID: B}

        """

    private func plan(_ swift: String, names: [GeneratedName: String] = [:]) throws -> Migration.Plan {
        let source = InputFile(path: "A.swift", bytes: Array(swift.utf8))
        var diagnostics = DiagnosticCollector()
        let project = try XCTUnwrap(
            Pipeline.load(
                [InputFile(path: "Main.segues.yaml", bytes: Array(manifest.utf8)), source], checks: .everything,
                names: names,
                diagnostics: &diagnostics))
        let uses = Pipeline.read(source, diagnostics: &diagnostics)?.literalUses ?? []
        return Migration.plan(uses, in: project).tidied(in: source.bytes, file: source.path)
    }

    /// The file once the plan's rewrites and removals are applied.
    private func migrated(_ swift: String) throws -> (text: String, kept: [String]) {
        let plan = try plan(swift)
        let bytes = Migration.apply(plan.edits + plan.removals, to: Array(swift.utf8))
        return (String(decoding: bytes, as: UTF8.self), plan.kept.map(\.description))
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

    /// Issue 53's regression: with the segues "show-detail" and
    /// "showDetail" (SG209), the generated case `showDetail` is
    /// "show-detail"'s, so a call performing "showDetail" stays a string,
    /// with why, instead of silently performing the other segue.
    func testAnIdentifierWhoseCaseIsAnothersIsLeftWithANote() throws {
        let source = InputFile(
            path: "A.swift",
            bytes: Array(
                """
                final class AViewController: UIViewController {
                    func go() { performSegue(withIdentifier: "showDetail", sender: nil) }
                    func other() { performSegue(withIdentifier: "show-detail", sender: nil) }
                }

                """.utf8))
        let twoSegues = """
            version: 1
            storyboard: Main
            scenes:
              - {name: A, class: AViewController, segues: [{id: show-detail, kind: show, destination: A}, \
            {id: showDetail, kind: show, destination: A}]}

            """
        var diagnostics = DiagnosticCollector()
        let run = try XCTUnwrap(
            Pipeline.load(
                [InputFile(path: "Main.segues.yaml", bytes: Array(twoSegues.utf8)), source], checks: .everything,
                diagnostics: &diagnostics))
        let uses = Pipeline.read(source, diagnostics: &diagnostics)?.literalUses ?? []
        let plan = Migration.plan(uses, in: run)
        XCTAssertEqual(plan.edits.map(\.replacement), [".showDetail"])
        XCTAssertEqual(plan.edits.map(\.location.line), [3])
        XCTAssertEqual(
            plan.declined.map(\.reason),
            [
                "the generated case .showDetail is another segue identifier's of the same Swift name (SG209), so "
                    + "\"showDetail\" has no case of its own"
            ])
    }

    /// Review finding: a perform method renamed in `seguegen.yaml` was
    /// declined with the reason of one the class declares (SG226).
    func testAPerformMethodNamedInTheConfigurationIsTheReasonGiven() throws {
        let plan = try plan(code, names: [.performSegue: "go"])
        XCTAssertEqual(plan.edits.count, 0)
        XCTAssertEqual(
            plan.declined.map(\.reason), ["seguegen.yaml's names call the generated method go(_:sender:)"])
    }

    /// Issue 37: the typed scene left the local storyboard unused (a
    /// compiler warning) and the force_cast exemption dangling (SwiftLint's
    /// superfluous_disable_command); both go.
    func testTheLocalStoryboardAndTheCastExemptionTheRewriteLeavesAreRemoved() throws {
        let result = try migrated(
            """
            final class AViewController: UIViewController {
                func open() {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    // swiftlint:disable:next force_cast
                    let b = storyboard.instantiateViewController(withIdentifier: "B") as! BViewController
                    let again = storyboard.instantiateViewController(withIdentifier: "B") as! BViewController // swiftlint:disable:this force_cast
                    show(b, sender: again)
                }
            }

            """)
        XCTAssertEqual(
            result.text,
            """
            final class AViewController: UIViewController {
                func open() {
                    let b = StoryboardScene.Main.b.instantiate()
                    let again = StoryboardScene.Main.b.instantiate()
                    show(b, sender: again)
                }
            }

            """)
        XCTAssertEqual(result.kept, [])
    }

    /// A local with another use, a comment that disables other rules too,
    /// and a line that keeps a cast stay as they are, but for the rule the
    /// rewrite made superfluous.
    func testWhatIsStillUsedStays() throws {
        let result = try migrated(
            """
            final class AViewController: UIViewController {
                func open() {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    // swiftlint:disable:next force_cast line_length
                    let b = storyboard.instantiateViewController(withIdentifier: "B") as! BViewController
                    // swiftlint:disable:next force_cast
                    let c = (storyboard.instantiateViewController(withIdentifier: "B") as! BViewController) as! UIViewController
                    show(b, sender: storyboard)
                }
            }

            """)
        XCTAssertTrue(result.text.contains("let storyboard = UIStoryboard"), result.text)
        XCTAssertTrue(result.text.contains("// swiftlint:disable:next line_length\n"), result.text)
        XCTAssertTrue(result.text.contains("// swiftlint:disable:next force_cast\n"), result.text)
        XCTAssertEqual(result.kept, [])
    }

    /// A property is never removed, even when the file shows no other use
    /// of it; the summary says it was left. (Review finding: "set" in a doc
    /// comment made the class body read as a setter's, and the property
    /// was removed though other code uses it.)
    func testAPropertyIsLeftWithANote() throws {
        let property = """
            final class AViewController: UIViewController {
                let board = UIStoryboard(name: "Main", bundle: nil)
                func open() {
                    let b = board.instantiateViewController(withIdentifier: "B") as! BViewController
                    show(b, sender: nil)
                }
            }

            """
        for (comment, line) in [("", 2), ("/// A screen whose title you can set from the list.\n", 3)] {
            let result = try migrated(comment + property)
            XCTAssertTrue(
                result.text.contains("    let board = UIStoryboard(name: \"Main\", bundle: nil)\n"), result.text)
            XCTAssertEqual(
                result.kept,
                [
                    "A.swift:\(line):1: the property board is left: migrate removes only a local the rewrite leaves unused"
                ])
        }
    }

    /// A local whose value may do more than make a storyboard is left,
    /// and the summary says why.
    func testALocalWithAnotherValueIsLeftWithANote() throws {
        let result = try migrated(
            """
            final class AViewController: UIViewController {
                func open() {
                    let board = makeStoryboard()
                    let b = board.instantiateViewController(withIdentifier: "B") as! BViewController
                    show(b, sender: nil)
                }
            }

            """)
        XCTAssertTrue(result.text.contains("let board = makeStoryboard()"), result.text)
        XCTAssertEqual(result.kept.count, 1)
        XCTAssertTrue(result.kept[0].hasPrefix("A.swift:3:1: board is no longer used, but is left"), result.kept[0])
    }

    /// Review finding: a brace in a string ended the block early, so a use
    /// after it was not seen and the local was removed.
    func testABraceInAStringOrACommentDoesNotEndTheBlock() throws {
        let result = try migrated(
            """
            final class AViewController: UIViewController {
                func open() {
                    let sb = UIStoryboard(name: "Main", bundle: nil)
                    let b = sb.instantiateViewController(withIdentifier: "B") as! BViewController
                    print("opened }") // and here }
                    show(b, sender: sb.instantiateInitialViewController())
                }
            }

            """)
        XCTAssertTrue(result.text.contains("let sb = UIStoryboard"), result.text)
    }
}
