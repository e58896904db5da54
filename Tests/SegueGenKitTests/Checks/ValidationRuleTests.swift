import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// One case per validation rule: the smallest manifest that breaks it, and
/// the diagnostics it must produce (position, severity, code).
final class ValidationRuleTests: XCTestCase {
    private let header = "version: 1\nscenes:\n"

    private func check(
        _ body: String, _ expected: [String], suppressing: Set<DiagnosticCode> = [],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let diagnostics = Diagnose.yaml(header + body, suppressing: suppressing)
        XCTAssertEqual(
            Diagnose.summary(diagnostics), expected, diagnostics.map(\.description).joined(separator: "\n"),
            file: file, line: line)
    }

    func testDuplicateSceneNames() {
        check("  - name: A\n  - name: A\n", ["4:5 error SG201"])
    }

    func testIdentifierUsedTwiceFromOneSceneForDifferentDestinations() {
        check(
            """
              - name: A
                segues:
                  - {id: go, kind: show, destination: B}
                  - {id: go, kind: show, destination: C}
                  - {id: same, kind: show, destination: B}
                  - {id: same, kind: show, destination: B}
              - name: B
              - name: C

            """, ["6:14 warning SG202"])
    }

    func testIdentifierAcrossScenesOfOneClassWithDifferentDestinationTypes() {
        check(
            """
              - name: A
                class: ListViewController
                segues: [{id: open, kind: show, destination: B}]
              - name: A2
                class: ListViewController
                storyboardID: a2
                segues: [{id: open, kind: show, destination: C}]
              - {name: B, class: BViewController}
              - {name: C, class: CViewController}

            """, ["9:19 warning SG203"])
    }

    func testUnknownDestinationWithSuggestion() {
        let diagnostics = Diagnose.yaml(header + "  - name: A\n    segues: [{id: go, kind: show, destination: Aa}]\n")
        XCTAssertEqual(Diagnose.summary(diagnostics), ["4:48 error SG204"])
        XCTAssertEqual(
            diagnostics.first?.message, "storyboard \"test\" has no scene named \"Aa\"; did you mean \"A\"?")
    }

    func testDestinationInAStoryboardThatIsNotAnInput() {
        check("  - name: A\n    segues: [{id: go, kind: show, destination: Settings.Main}]\n", ["4:48 warning SG205"])
    }

    func testUnwindWithoutAction() {
        check("  - name: A\n    segues: [{id: back, kind: unwind}]\n", ["4:14 error SG206"])
    }

    func testMalformedSelectors() {
        let diagnostics = Diagnose.yaml(
            header
                + """
                  - name: A
                    class: AViewController
                    segues:
                      - {kind: unwind, action: unwindToA}
                      - {kind: unwind, action: "unwind:to:"}
                      - {kind: unwind, action: "1bad:"}
                classes:
                  AViewController:
                    unwindActions: ["unwindToA:", "unwind:to:", "1bad:"]

                """)
        XCTAssertEqual(
            Diagnose.summary(diagnostics).filter { $0.contains("SG207") },
            ["6:32 error SG207", "7:32 error SG207", "8:32 error SG207", "11:35 error SG207", "11:49 error SG207"])
        XCTAssertEqual(
            diagnostics.first?.message,
            "\"unwindToA\" has no argument; an unwind action takes the segue, so write \"unwindToA:\"")
    }

    func testUnwindActionImplementedByNoClass() {
        let diagnostics = Diagnose.yaml(
            header
                + "  - {name: A, class: AViewController, segues: [{id: b, kind: show, destination: B}]}\n"
                + "  - name: B\n    segues: [{kind: unwind, action: \"unwindToB:\"}]\n"
                + "classes:\n  AViewController: {unwindActions: [\"unwindToA:\"]}\n")
        XCTAssertEqual(Diagnose.summary(diagnostics), ["5:37 error SG208", "7:37 warning SG303"])
        XCTAssertTrue(diagnostics[0].message.hasSuffix("did you mean \"unwindToA:\"?"))
    }

    func testWithoutClassDeclarationsImplementersAreUnknown() {
        check("  - name: A\n    segues: [{kind: unwind, action: \"unwindToB:\"}]\n", ["4:37 note SG220"])
    }

    /// Segue identifiers come from storyboards Xcode builds: the later of
    /// two that collide is left out with a warning. Scene names are
    /// SegueGen's or the manifest's to choose: an error.
    func testNamesThatCollideInSwift() {
        check(
            """
              - name: A
                segues:
                  - {id: Show Detail, kind: show, destination: B}
                  - {id: showDetail, kind: show, destination: B}
              - name: B
              - name: b

            """, ["6:14 warning SG209", "8:5 error SG228"])
    }

    func testKeywordsAreEscapedNotErrors() {
        check(
            "  - name: A\n    segues: [{id: default, kind: show, destination: A}, {id: class, kind: show, destination: A}]\n",
            [])
    }

    func testEmptyIdentifier() {
        check("  - name: A\n    segues: [{id: \"\", kind: show, destination: A}]\n", ["4:19 warning SG210"])
    }

    func testSegueClassOnAKindThatIgnoresIt() {
        check(
            "  - name: A\n    kind: navigationController\n    segues: [{kind: relationship, relationship: rootViewController, destination: B, class: Fade}]\n  - name: B\n",
            ["5:92 warning SG211"])
    }

    func testCustomSegueWithoutClass() {
        check("  - name: A\n    segues: [{id: flip, kind: custom, destination: A}]\n", ["4:14 error SG212"])
    }

    func testTwoInputsDefiningOneStoryboard() {
        let manifest = "version: 1\nstoryboard: Main\nscenes: [{name: A}]\n"
        let diagnostics = Diagnose.files([("a.segues.yaml", manifest), ("b.segues.yaml", manifest)])
        XCTAssertEqual(diagnostics.map(\.code), [.duplicateStoryboard])
        XCTAssertEqual(diagnostics.first?.location.file, "b.segues.yaml")
        XCTAssertEqual(diagnostics.first?.notes.first?.location.file, "a.segues.yaml")
    }

    /// The advice fits what defined the storyboard twice: a manifest can be
    /// renamed with `storyboard:`, a storyboard file cannot.
    func testTwoStoryboardFilesWithOneNameGetStoryboardAdvice() throws {
        let storyboard = try Fixtures.text(of: Fixtures.url("Storyboards/Home.storyboard"))
        let files = Diagnose.files([("App/Home.storyboard", storyboard), ("Widget/Home.storyboard", storyboard)])
            .filter { $0.code == .duplicateStoryboard }
        XCTAssertEqual(files.count, 1)
        XCTAssertTrue(
            files.first?.message.hasSuffix(
                "a storyboard's name is its file name, so rename one of the files, or generate each target's "
                    + "storyboards in a run of its own (the build plugin and --project run once a target)") == true,
            files.first?.message ?? "")
        XCTAssertFalse(files.first?.message.contains("set \"storyboard:\"") == true)

        let mixed = Diagnose.files([
            ("Home.storyboard", storyboard), ("Home.segues.yaml", "version: 1\nscenes: [{name: A}]\n"),
        ]).filter { $0.code == .duplicateStoryboard }
        XCTAssertEqual(mixed.count, 1)
        XCTAssertTrue(
            mixed.first?.message.contains("set \"storyboard:\" in Home.segues.yaml to give that one another name")
                == true, mixed.first?.message ?? "")
    }

    /// Storyboard IDs name members of `StoryboardScene.<Storyboard>`, so two
    /// that become one member, or one that takes a member every storyboard
    /// has, are located warnings and the later ID gets no typed scene,
    /// rather than code that does not compile; Xcode builds such a
    /// storyboard. IDs of a storyboard outside the run, which SegueGen
    /// cannot leave out of a reference, stay errors.
    func testStoryboardIDsThatCollideInSwiftAreLeftOut() {
        check(
            """
              - {name: A, storyboardID: Profile Scene}
              - {name: B, storyboardID: profileScene}
              - {name: C, storyboardID: storyboard}
              - {name: D, storyboardID: initialScene}
              - name: E
                segues:
                  - {id: a, kind: show, destination: {storyboard: Legal, storyboardID: terms}}
                  - {id: b, kind: show, destination: {storyboard: Legal, storyboardID: Terms}}
                  - {id: c, kind: show, destination: {storyboard: Legal, storyboardID: storyboard}}

            """,
            ["4:5 warning SG209", "5:5 warning SG209", "6:5 warning SG209", "10:42 error SG228", "11:42 error SG228"],
            suppressing: [.externalStoryboard])
        let diagnostics = Diagnose.yaml(
            "version: 1\nscenes:\n  - {name: A, storyboardID: storyboard}\n")
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "storyboard ID \"storyboard\" becomes storyboard in Swift, which StoryboardScene.Test already "
                    + "declares, so it gets no typed scene; rename the ID"
            ])
    }

    func testUnknownInitialScene() {
        let diagnostics = Diagnose.yaml("version: 1\ninitialScene: Nav\nscenes: [{name: Navi}]\n")
        XCTAssertEqual(Diagnose.summary(diagnostics), ["2:15 error SG214"])
        XCTAssertTrue(diagnostics[0].message.hasSuffix("did you mean \"Navi\"?"))
    }

    func testKeysThatDoNotFitTheKind() {
        check(
            """
              - name: A
                segues:
                  - {kind: unwind, action: "x:", destination: A}
                  - {kind: show}
                  - {kind: show, destination: A, action: "x:"}
                  - {kind: relationship, destination: A}
                  - {kind: show, destination: A, relationship: rootViewController}
            classes:
              AViewController: {unwindActions: ["x:"]}

            """,
            [
                "5:51 error SG215", "6:9 error SG215", "7:46 error SG215", "8:9 error SG215", "9:9 error SG215",
                "11:3 warning SG216",
            ])
    }

    func testKeysThatDoNotGoTogether() {
        check("  - name: A\n    module: App\n", ["4:13 error SG107"])
        // No code performs a relationship: it cannot be manual.
        check(
            "  - name: A\n    segues: [{kind: relationship, relationship: rootViewController, destination: A, "
                + "manual: true}]\n", ["4:93 error SG107"])
        check(
            "  - name: A\n    segues: [{id: go, kind: show, destination: {scene: A, storyboardID: a}}]\n",
            ["4:48 error SG107"])
    }

    func testClassDeclarationWithoutScene() {
        check("  - name: A\nclasses:\n  MissingViewController: {unwindActions: []}\n", ["5:3 warning SG216"])
    }

    func testSenderForASegueTheClassDoesNotHave() {
        check(
            """
              - name: A
                class: AViewController
                segues: [{id: open, kind: show, destination: A}]
            classes:
              AViewController:
                senders: {opne: Item, open: "[Item]?", other: "Not a type"}

            """, ["8:15 error SG217", "8:44 error SG217", "8:44 error SG218"])
    }

    func testInvalidTypeNames() {
        check(
            "  - name: A\n    class: My-Controller\n    module: \"Bad Module\"\n    segues: [{id: go, kind: custom, destination: A, class: 9Segue}]\n",
            ["4:12 error SG218", "4:12 error SG218", "6:60 error SG218"])
    }

    func testDuplicateStoryboardIdentifiers() {
        check("  - {name: A, storyboardID: same}\n  - {name: B, storyboardID: same}\n", ["4:5 warning SG219"])
    }

    func testDuplicateClassDeclarations() {
        let classes = "version: 1\nclasses:\n  AViewController: {unwindActions: [\"x:\"]}\n"
        let diagnostics = Diagnose.files([
            ("m.segues.yaml", header + "  - {name: A, class: AViewController}\n"),
            ("a.segues.yaml", classes), ("b.segues.yaml", classes),
        ])
        let errors = diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(Diagnose.summary(errors), ["3:3 error SG229"])
        XCTAssertEqual(errors.first?.location.file, "b.segues.yaml")
        XCTAssertEqual(errors.first?.notes.first?.location.file, "a.segues.yaml")
    }
}
