import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

@testable import seguegen

/// The `seguegen` executable end to end: exit status, standard output and
/// standard error, as a user or a build system sees them.
final class CommandLineTests: TemporaryFolderTestCase {
    override var commandFolder: URL { Fixtures.root }

    func testHelpAndVersion() throws {
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("USAGE: seguegen <command> [options]"))
        XCTAssertTrue(help.standardOutput.contains("validate"))
        let commandHelp = try run(["help", "validate"])
        XCTAssertEqual(commandHelp.status, 0)
        XCTAssertTrue(commandHelp.standardOutput.contains("USAGE: seguegen validate FILE..."))
        XCTAssertEqual(try run(["validate", "--help"]).standardOutput, commandHelp.standardOutput)
        let diagnostics = try run(["help", "diagnostics"])
        XCTAssertTrue(diagnostics.standardOutput.contains("SG301"))
        let version = try run(["--version"])
        XCTAssertEqual(version.standardOutput, SegueGenVersion.current + "\n")
    }

    func testUsageErrorsExitWithTwoAndNameTheProblem() throws {
        let unknownFlag = try run(["validate", "--strictt", "x.segues.yaml"])
        XCTAssertEqual(unknownFlag.status, 2)
        XCTAssertEqual(unknownFlag.standardError, "error: unknown option --strictt\nSee 'seguegen help validate'.\n")
        let unknownCommand = try run(["valdate"])
        XCTAssertEqual(unknownCommand.status, 2)
        XCTAssertTrue(unknownCommand.standardError.contains("did you mean \"validate\"?"))
        XCTAssertEqual(try run(["validate"]).status, 2)
        XCTAssertEqual(try run([]).status, 2)
        let missingValue = try run(["validate", "--config"])
        XCTAssertEqual(missingValue.status, 2)
        XCTAssertTrue(missingValue.standardError.contains("--config needs a value"))
        let badCode = try run(["validate", "--disable-warning", "SG9", "Examples"])
        XCTAssertEqual(badCode.status, 2)
    }

    /// The examples without a project, in one run. (A folder that holds
    /// an Xcode project runs target by target, and `Examples` holds
    /// XcodeApp's: ProjectCommandTests validates that one. `Examples/Bazel`
    /// has no inputs of its own: it builds RedGreenBlue's and XcodeApp's,
    /// and `scripts/test-bazel.sh` validates them through Bazel.)
    func testEveryExampleValidates() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: Fixtures.examples.path).sorted()
            .filter { XcodeTargets.projects(below: Fixtures.examples.appendingPathComponent($0)).isEmpty }
            .filter { $0 != "Bazel" }
            .map { "Examples/\($0)" }
        XCTAssertEqual(examples.count, 4)
        let result = try run(["validate"] + examples)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        // 5 manifests and 19 Swift files of the example apps.
        XCTAssertTrue(
            result.standardOutput.hasPrefix("validated 24 files: 0 errors, 0 warnings"), result.standardOutput)
    }

    /// Each bad manifest is paired with the exact diagnostics it must
    /// produce; `RECORD_SNAPSHOTS=1` rewrites the `.expected` files.
    func testBadManifestsGiveLocatedDiagnostics() throws {
        let folder = Fixtures.url("BadManifests")
        let manifests = try Fixtures.files(in: folder, endingIn: [".segues.yaml", ".segues.json"])
        XCTAssertGreaterThanOrEqual(manifests.count, 14)
        for manifest in manifests {
            let result = try run(["validate", manifest.lastPathComponent], in: folder)
            let hasError = result.standardError.contains(": error: ")
            XCTAssertEqual(result.status, hasError ? 1 : 0, manifest.lastPathComponent)
            for line in result.standardError.split(separator: "\n") {
                XCTAssertTrue(
                    line.hasPrefix(manifest.lastPathComponent + ":"), "unlocated diagnostic: \(line)")
            }
            Snapshot.assertMatches(
                result.standardError, reference: folder.appendingPathComponent(manifest.lastPathComponent + ".expected")
            )
        }
    }

    func testMissingFilesAndUnknownKindsAreLocatedErrors() throws {
        let result = try run(["validate", "no-such.segues.yaml", "README.md"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardError,
            """
            README.md:1:1: error: cannot tell what this file is; inputs end in .segues.yaml, .segues.yml, .segues.json, .storyboard, .xib, .swift, .m, .mm, .h or info.plist [SG012]
            no-such.segues.yaml:1:1: error: cannot read the file: no such file or directory [SG001]

            """)
    }

    /// The CLI takes inputs by the rule the plugins use: a manifest named
    /// `Main.yaml` is refused, with the name it should have, rather than
    /// working here and being ignored by the build plugin.
    func testAManifestWithoutTheSeguesEndingIsRefusedWithItsIntendedName() throws {
        let manifest = folder.appendingPathComponent("Main.yaml")
        try "version: 1\nscenes: [{name: A}]\n".write(to: manifest, atomically: true, encoding: .utf8)
        let result = try run(["validate", manifest.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardError,
            "\(manifest.path):1:1: error: cannot tell what this file is; inputs end in .segues.yaml, .segues.yml, "
                + ".segues.json, .storyboard, .xib, .swift, .m, .mm, .h or info.plist; rename it Main.segues.yaml [SG012]\n"
        )
    }

    func testDisabledWarningsAreNotReported() throws {
        let manifest = "Tests/Fixtures/BadManifests/unknown-destination.segues.yaml"
        let all = try run(["validate", manifest])
        XCTAssertTrue(all.standardError.contains("[SG205]"))
        let filtered = try run(["validate", manifest, "--disable-warning", "SG205"])
        XCTAssertFalse(filtered.standardError.contains("[SG205]"))
        XCTAssertTrue(filtered.standardError.contains("[SG204]"))
    }
}

extension CommandLineTests {
    /// A configuration's `inputs` select among the files given, or stand
    /// for them when none are; its options apply; command-line options win.
    func testConfigurationSelectsInputsAndSetsOptions() throws {
        let folder = try SwiftTypeChecker.temporaryFolder("config")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["A", "B"] {
            try "version: 1\nscenes: [{name: S\(name), segues: [{id: go\(name), kind: show, destination: S\(name)}]}]\n"
                .write(to: folder.appendingPathComponent("\(name).segues.yaml"), atomically: true, encoding: .utf8)
        }
        let config = folder.appendingPathComponent("seguegen.yaml")
        try "accessLevel: public\ninputs: [A.segues.yaml]\ndisableWarnings: [SG304]\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let both = [
            folder.appendingPathComponent("A.segues.yaml").path, folder.appendingPathComponent("B.segues.yaml").path,
        ]
        let selected = try ProcessRunner.run(ProcessRunner.seguegen, ["generate"] + both + ["--config", config.path])
        XCTAssertEqual(selected.status, 0, selected.standardError)
        XCTAssertTrue(selected.standardOutput.contains("public enum SA"))
        XCTAssertFalse(selected.standardOutput.contains("enum SB"))
        let implied = try ProcessRunner.run(
            ProcessRunner.seguegen, ["generate", "--config", config.path, "--access-level", "internal"])
        XCTAssertEqual(implied.status, 0, implied.standardError)
        XCTAssertTrue(implied.standardOutput.contains("\nenum StoryboardSegue {"))
        XCTAssertTrue(implied.standardOutput.contains("enum SA"))
        try "accessLevel: private\nbogus: 1\n".write(to: config, atomically: true, encoding: .utf8)
        let broken = try ProcessRunner.run(ProcessRunner.seguegen, ["validate", both[0], "--config", config.path])
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(
            broken.standardError.contains(
                "seguegen.yaml:1:14: error: access level must be internal, public or package"), broken.standardError)
        XCTAssertTrue(
            broken.standardError.contains("seguegen.yaml:2:1: error: unknown key \"bogus\" in the configuration"))
    }
}

extension CommandLineTests {
    /// Regression: a folder of a localized app used to read each language's
    /// copy of a storyboard and fail with a duplicate storyboard (SG213).
    func testAFolderSkipsLocalizedCopiesOfStoryboards() throws {
        let folder = try SwiftTypeChecker.temporaryFolder("localized")
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = Fixtures.url("Generation/Storyboard/Constructs.storyboard")
        for language in ["Base", "fr", "de"] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: storyboard, to: lproj.appendingPathComponent("Constructs.storyboard"))
        }
        let result = try run(["validate", folder.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("validated 1 file:"), result.standardOutput)
        XCTAssertTrue(result.standardError.contains("Base.lproj/Constructs.storyboard"), result.standardError)
        XCTAssertFalse(result.standardError.contains("fr.lproj"), result.standardError)
    }

    /// Every key of every context object's key table is documented under
    /// that object's heading in docs/TemplateContext.md, and the headings
    /// document no key the tables lack.
    func testEveryContextKeyIsDocumented() throws {
        let documentation = try Fixtures.text(of: Fixtures.docs.appendingPathComponent("TemplateContext.md"))
        var documented: [String: Set<String>] = [:]
        for section in documentation.components(separatedBy: "\n## ").dropFirst() {
            let heading = String(section.prefix { $0 != "\n" })
            documented[heading] = Set(
                section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map {
                    String($0.dropFirst(3).prefix { $0 != "`" })
                })
        }
        XCTAssertEqual(Set(documented.keys), Set(TemplateContextKeys.byObject.map(\.key)))
        for (object, keys) in TemplateContextKeys.byObject {
            XCTAssertEqual(documented[object], Set(keys), "docs/TemplateContext.md, \(object)")
        }
    }

    /// Issue 37: every `seguegen COMMAND … --option` the README writes
    /// uses an option that command has, and the command reference's
    /// synopsis of each command names each of its options.
    func testEveryCommandLineInTheReadmeIsOneTheToolTakes() throws {
        let readme = try Fixtures.text(of: Fixtures.root.appendingPathComponent("README.md"))
        var options: [String: Set<String>] = [:]
        for command in SegueGen.commands { options[command.name] = Set(command.options.map(\.name) + ["help"]) }
        func flags(_ text: Substring) -> [String] {
            text.components(separatedBy: "--").dropFirst().map { String($0.prefix { $0.isLetter || $0 == "-" }) }
        }
        var checked = 0
        for line in readme.split(separator: "\n") {
            for use in line.components(separatedBy: "seguegen ").dropFirst() {
                let name = String(use.prefix { $0.isLetter })
                guard let known = options[name] else { continue }
                let command = use.prefix { $0 != "`" && $0 != "#" && $0 != "|" }
                for flag in flags(command) {
                    XCTAssertTrue(known.contains(flag), "README.md: seguegen \(name) has no --\(flag): \(line)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 20)
        let synopsis = try XCTUnwrap(
            readme.components(separatedBy: "## Command reference\n\n```\n").dropFirst().first?
                .components(separatedBy: "```").first)
        let projectOptions: Set = ["project", "target", "configuration", "info-plist"]
        let reportOptions: Set = ["reporter", "output-report"]
        var described = 0
        for entry in ("\n" + synopsis).components(separatedBy: "\nseguegen ").dropFirst() {
            guard let command = SegueGen.commands.first(where: { entry.hasPrefix($0.name + " ") }) else { continue }
            let named = Set(flags(entry[...]))
            for option in command.options.map(\.name) where !named.contains(option) {
                XCTAssertTrue(
                    projectOptions.contains(option) && entry.contains("[PROJECT]")
                        || reportOptions.contains(option) && entry.contains("[REPORT]"),
                    "the README's synopsis of \(command.name) lacks --\(option)")
            }
            described += 1
        }
        XCTAssertEqual(described, SegueGen.commands.count, "the synopsis misses a command")
    }

    /// Every command, and every option it declares, appears in the README.
    func testEveryOptionIsInTheReadme() throws {
        let readme = try Fixtures.text(of: Fixtures.root.appendingPathComponent("README.md"))
        for command in SegueGen.commands {
            XCTAssertTrue(readme.contains("seguegen \(command.name)"), "README.md lacks the command \(command.name)")
            for option in command.options {
                XCTAssertTrue(
                    readme.contains("--\(option.name)"), "README.md lacks --\(option.name) of \(command.name)")
            }
        }
    }
}

extension CommandLineTests {
    /// A storyboard for another platform in a folder the user named is a
    /// multi-platform app, not a mistake: it is skipped with a note. Named
    /// on its own, it stays an error.
    func testAStoryboardForAnotherPlatformInAFolderIsSkippedWithANote() throws {
        let folder = try SwiftTypeChecker.temporaryFolder("platforms")
        defer { try? FileManager.default.removeItem(at: folder) }
        let watch = folder.appendingPathComponent("Watch/Interface.storyboard")
        try FileManager.default.createDirectory(
            at: watch.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" targetRuntime="watchKit"/>

        """.write(to: watch, atomically: true, encoding: .utf8)
        try "version: 1\nscenes: [{name: A}]\n".write(
            to: folder.appendingPathComponent("App.segues.yaml"), atomically: true, encoding: .utf8)
        let inFolder = try run(["validate", folder.path])
        XCTAssertEqual(inFolder.status, 0, inFolder.standardError)
        XCTAssertEqual(
            inFolder.standardError,
            "\(watch.path):2:1: note: skipped: this is a WatchKit storyboard; SegueGen supports UIKit storyboards "
                + "(iOS, tvOS, Mac Catalyst) only; it was found in a folder or a project, so the run goes on without "
                + "it (named on its own, it is an error, SG011) [SG017]\n")
        let named = try run(["validate", watch.path])
        XCTAssertEqual(named.status, 1)
        XCTAssertTrue(named.standardError.contains("\(watch.path):2:1: error: this is a WatchKit storyboard"))
    }
}

extension CommandLineTests {
    /// A wrong command line is reported alone, with exit status 2, before
    /// any input or configuration is read: a broken manifest beside a wrong
    /// option must not hide the usage error (issue 23's fourth reproduction).
    func testUsageErrorsComeBeforeInputErrors() throws {
        let folder = try SwiftTypeChecker.temporaryFolder("usage")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.segues.yaml").path
        try "version: 1\nscenes: [{name: [A]}]\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let badConfig = folder.appendingPathComponent("seguegen.yaml").path
        try "accessLevel: nope\n".write(toFile: badConfig, atomically: true, encoding: .utf8)
        let runs: [[String]] = [
            ["generate", bad, "--access-level", "bogus"],
            ["generate", bad, "--bundle", "modul", "--config", badConfig],
            ["context", bad, "--access-level", "bogus"],
            ["validate", bad, "--disable-warning", "SG9", "--config", badConfig],
            ["graph", bad, "--format", "svg"],
            ["import", bad, "--format", "toml"],
            ["generate", bad, "--check"],
            ["validate", bad, "--no-such-option"],
        ]
        for arguments in runs {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.standardError.hasPrefix("error: "), result.standardError)
            XCTAssertFalse(result.standardError.contains("[SG"), result.standardError)
        }
    }
}

extension CommandLineTests {
    /// `migrate` prints a diff and writes nothing; `--apply` rewrites the
    /// Swift files atomically; what it cannot rewrite without changing
    /// behaviour it leaves, and says why.
    func testMigratePrintsADiffAppliesAndListsWhatItDeclines() throws {
        let app = folder.appendingPathComponent("App")
        try FileManager.default.copyItem(at: Fixtures.examples.appendingPathComponent("MasterDetail"), to: app)
        let controller = app.appendingPathComponent("App/MasterViewController.swift")
        let typed = try String(contentsOf: controller, encoding: .utf8)
        let literal =
            typed.replacingOccurrences(
                of: "performSegue(.showDetail, sender: items[index])",
                with: "performSegue(withIdentifier: \"showDetail\", sender: items[index])")
            + "\nextension MasterViewController {\n    func elsewhere(other: UIViewController) {\n"
            + "        other.performSegue(withIdentifier: \"showDetail\", sender: nil)\n"
            + "        _ = storyboard?.instantiateViewController(withIdentifier: \"detail\")\n    }\n}\n"
        try literal.write(to: controller, atomically: true, encoding: .utf8)

        let diff = try run(["migrate", app.path])
        XCTAssertEqual(diff.status, 0, diff.standardError)
        XCTAssertTrue(
            diff.standardOutput.contains(
                "-        performSegue(withIdentifier: \"showDetail\", sender: items[index])\n"
                    + "+        performSegue(.showDetail, sender: items[index])\n"), diff.standardOutput)
        XCTAssertTrue(diff.standardError.contains("note: not rewritten: the receiver is not the class itself"))
        XCTAssertTrue(
            diff.standardError.contains(
                "note: not rewritten: no `as! T` after the call says which class is expected"), diff.standardError)
        XCTAssertEqual(try String(contentsOf: controller, encoding: .utf8), literal, "the diff wrote the file")

        let applied = try run(["migrate", app.path, "--apply"])
        XCTAssertEqual(applied.status, 0, applied.standardError)
        XCTAssertTrue(applied.standardOutput.contains("Rewrote 1 use in all"), applied.standardOutput)
        XCTAssertTrue(
            try String(contentsOf: controller, encoding: .utf8).hasPrefix(typed), "the rewrite changed more")
        XCTAssertEqual(try run(["migrate", app.path]).standardOutput, "")
    }
}

extension CommandLineTests {
    /// An ID whose typed scene another ID took (SG209) is left as it is:
    /// the rewrite would name a member the generated code does not have.
    func testMigrateLeavesAnIDWithoutATypedScene() throws {
        let manifest = folder.appendingPathComponent("Main.segues.yaml")
        try """
        version: 1
        storyboard: Main
        scenes:
          - {name: A, class: AViewController, storyboardID: Profile}
          - {name: B, class: BViewController, storyboardID: profile}

        """.write(to: manifest, atomically: true, encoding: .utf8)
        let source = folder.appendingPathComponent("A.swift")
        try """
        final class AViewController: UIViewController {
            func go() {
                _ = storyboard!.instantiateViewController(withIdentifier: "profile") as! BViewController
                _ = storyboard!.instantiateViewController(withIdentifier: "Profile") as! AViewController
            }
        }

        """.write(to: source, atomically: true, encoding: .utf8)
        let result = try run(["migrate", manifest.path, source.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            result.standardError.contains("3:67: note: not rewritten: profile names no typed scene"),
            result.standardError)
        XCTAssertTrue(
            result.standardOutput.contains("+        _ = StoryboardScene.Main.profile.instantiate()"),
            result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("withIdentifier: \"profile\") as! BViewController\n+"))
    }
}

extension CommandLineTests {
    /// A class with a `performSegue(_:sender:)` of its own gets the generated
    /// one under another name (SG226), so migrate leaves its literals as they
    /// are; a renamed namespace is what the scene rewrite names.
    func testMigrateFollowsTheNamesTheAppsNamesCallFor() throws {
        let manifest = folder.appendingPathComponent("Main.segues.yaml")
        try """
        version: 1
        storyboard: Main
        scenes:
          - {name: A, class: AViewController, storyboardID: a, segues: [{id: go, kind: show, destination: A}]}

        """.write(to: manifest, atomically: true, encoding: .utf8)
        let source = folder.appendingPathComponent("A.swift")
        try """
        enum StoryboardScene {}
        final class AViewController: UIViewController {
            func performSegue(_ route: Int, sender: Any?) {}
            func go() {
                performSegue(withIdentifier: "go", sender: nil)
                _ = storyboard!.instantiateViewController(withIdentifier: "a") as! AViewController
            }
        }

        """.write(to: source, atomically: true, encoding: .utf8)
        let result = try run(["migrate", manifest.path, source.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            result.standardError.contains(
                "5:38: note: not rewritten: AViewController declares a performSegue(_:sender:) of its own, so the "
                    + "generated one is segueGenPerformSegue(_:sender:) (SG226)"), result.standardError)
        XCTAssertTrue(
            result.standardOutput.contains("+        _ = SegueGenStoryboardScene.Main.a.instantiate()"),
            result.standardOutput)
    }
}

extension CommandLineTests {
    /// `migrate` rewrites a forced-cast dequeue to the typed cell call, and
    /// says why it leaves one it cannot rewrite.
    func testMigrateRewritesADequeueToTheTypedCellCall() throws {
        let app = folder.appendingPathComponent("Cells")
        try FileManager.default.copyItem(at: Fixtures.folder.appendingPathComponent("Generation/Cells"), to: app)
        let controllers = app.appendingPathComponent("App/Controllers.swift")
        let typed = try String(contentsOf: controllers, encoding: .utf8)
        let literal =
            typed.replacingOccurrences(
                of: "dequeue(ReuseIdentifier.post, from: tableView, for: indexPath)",
                with: "tableView.dequeueReusableCell(withIdentifier: \"Post\", for: indexPath) as! PostCell")
            + "\nextension FeedViewController {\n    static func post(in tableView: UITableView) -> PostCell {\n"
            + "        tableView.dequeueReusableCell(withIdentifier: \"Post\", for: IndexPath()) as! PostCell\n"
            + "    }\n}\n"
        try literal.write(to: controllers, atomically: true, encoding: .utf8)

        let diff = try run(["migrate", app.path])
        XCTAssertEqual(diff.status, 0, diff.standardError)
        XCTAssertTrue(
            diff.standardOutput.contains(
                "-            let post: PostCell = tableView.dequeueReusableCell(withIdentifier: \"Post\", for: "
                    + "indexPath) as! PostCell\n"
                    + "+            let post: PostCell = dequeue(ReuseIdentifier.post, from: tableView, for: indexPath)\n"
            ),
            diff.standardOutput)
        XCTAssertTrue(
            diff.standardError.contains(
                "Controllers.swift:53:55: note: not rewritten: the call is not directly in an instance method of "
                    + "FeedViewController"), diff.standardError)

        let applied = try run(["migrate", app.path, "--apply"])
        XCTAssertEqual(applied.status, 0, applied.standardError)
        XCTAssertTrue(applied.standardOutput.contains("Rewrote 1 use in all"), applied.standardOutput)
        XCTAssertTrue(try String(contentsOf: controllers, encoding: .utf8).hasPrefix(typed), "the rewrite changed more")
    }
}
