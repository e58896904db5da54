import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

final class GenerateCommandTests: TemporaryFolderTestCase {
    private func run(_ arguments: [String], environment: [String: String]? = nil) throws -> ProcessResult {
        try ProcessRunner.run(ProcessRunner.seguegen, arguments, in: Fixtures.root, environment: environment)
    }

    private var output: String { folder.appendingPathComponent("Segues.swift").path }
    private let example = "Examples/RedGreenBlue/RedGreenBlue.segues.json"

    private func modificationDate(_ path: String) throws -> Date {
        try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    func testWritesTheGoldenAndSkipsUnchangedContent() throws {
        let first = try run(["generate", example, "--output", output])
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertEqual(first.standardError, "")
        XCTAssertEqual(
            try String(contentsOfFile: output, encoding: .utf8),
            try RuntimeGolden.expandedGolden("RedGreenBlue"))
        let written = try modificationDate(output)
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(try run(["generate", example, "--output", output]).status, 0)
        XCTAssertEqual(try modificationDate(output), written, "an unchanged file was rewritten")
    }

    /// The writer compares chunk by chunk as it writes; an old file that
    /// merely starts or ends like the new one must still be replaced.
    func testReplacesAnOldFileThatDiffersOnlyInLengthOrLastByte() throws {
        let golden = try RuntimeGolden.expandedGolden("RedGreenBlue")
        for old in [golden + "// more\n", String(golden.dropLast(10)), String(golden.dropLast()) + " ", ""] {
            try old.write(toFile: output, atomically: true, encoding: .utf8)
            let result = try run(["generate", example, "--output", output])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), golden)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Segues.swift"])
    }

    func testWritesToStandardOutputWithoutOutput() throws {
        let result = try run(["generate", example])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, try RuntimeGolden.expandedGolden("RedGreenBlue"))
    }

    private let spanning = "Tests/Fixtures/Generation/Spanning"

    private func contents(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// Given a folder, generate writes the split output, each file as its
    /// golden; an unchanged file is not rewritten, a changed storyboard
    /// rewrites its own file alone.
    func testAnOutputFolderGetsTheSplitOutput() throws {
        let out = folder.appendingPathComponent("Generated").path
        let inputs = folder.appendingPathComponent("Inputs")
        try FileManager.default.copyItem(at: Fixtures.url("Generation/Spanning"), to: inputs)
        let first = try run(["generate", inputs.path, "--output", out + "/"])
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertEqual(try contents(out), ["CartSegues.swift", "CheckoutSegues.swift", OutputLayout.sharedFileName])
        for name in try contents(out) {
            XCTAssertEqual(
                try String(contentsOfFile: FilePath.join(out, name), encoding: .utf8),
                try RuntimeGolden.expandedGolden("Split/Spanning/\(name)"), name)
        }
        let dates = try contents(out).map { try modificationDate(FilePath.join(out, $0)) }
        Thread.sleep(forTimeInterval: 0.05)
        let checkout = inputs.appendingPathComponent("Checkout.segues.yaml")
        try (try String(contentsOf: checkout, encoding: .utf8)).replacingOccurrences(
            of: "id: paid", with: "id: settled"
        )
        .write(to: checkout, atomically: true, encoding: .utf8)
        let second = try run(["generate", inputs.path, "--output", out])
        XCTAssertEqual(second.status, 0, second.standardError)
        let after = try contents(out).map { try modificationDate(FilePath.join(out, $0)) }
        XCTAssertEqual(after[0], dates[0], "CartSegues.swift was rewritten")
        XCTAssertNotEqual(after[1], dates[1], "CheckoutSegues.swift was not rewritten")
        XCTAssertEqual(after[2], dates[2], "the shared file was rewritten")
        XCTAssertEqual(try run(["generate", inputs.path, "--output", out, "--check"]).status, 0)
    }

    /// A storyboard removed leaves no generated file behind to compile;
    /// files seguegen did not write are never touched.
    func testAGeneratedFileTheInputsNoLongerProduceIsRemoved() throws {
        let out = folder.appendingPathComponent("Generated").path
        XCTAssertEqual(try run(["generate", spanning, "--output", out + "/"]).status, 0)
        try "// Generated by seguegen 0.0.1 from Old.storyboard. DO NOT EDIT.\n".write(
            toFile: FilePath.join(out, "OldSegues.swift"), atomically: true, encoding: .utf8)
        try "struct Mine {}\n".write(toFile: FilePath.join(out, "MineSegues.swift"), atomically: true, encoding: .utf8)
        let check = try run(["generate", spanning, "--output", out, "--check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(
            check.standardError.contains("OldSegues.swift:1:1: error: the inputs no longer generate this file"),
            check.standardError)
        XCTAssertFalse(check.standardError.contains("MineSegues"), check.standardError)
        XCTAssertEqual(try run(["generate", spanning, "--output", out]).status, 0)
        XCTAssertEqual(
            try contents(out),
            ["CartSegues.swift", "CheckoutSegues.swift", "MineSegues.swift", OutputLayout.sharedFileName])
    }

    /// A check of a folder names each file that is missing or differs.
    func testCheckOfAFolderNamesEachStaleFile() throws {
        let out = folder.appendingPathComponent("Generated").path
        XCTAssertEqual(try run(["generate", spanning, "--output", out + "/"]).status, 0)
        try FileManager.default.removeItem(atPath: FilePath.join(out, "CartSegues.swift"))
        try "// changed\n".write(
            toFile: FilePath.join(out, OutputLayout.sharedFileName), atomically: true, encoding: .utf8)
        let check = try run(["generate", spanning, "--output", out, "--check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.standardError.contains("CartSegues.swift:1:1: error: the generated file does not exist"))
        XCTAssertTrue(
            check.standardError.contains("SegueGenShared.swift:1:1: error: the generated file is out of date"))
        XCTAssertEqual(try contents(out), ["CheckoutSegues.swift", OutputLayout.sharedFileName])
    }

    /// Bad input leaves the folder as it was: no file half-written, none
    /// replaced, no temporary file left behind.
    func testAFailedRunLeavesTheFolderUntouched() throws {
        let out = folder.appendingPathComponent("Generated").path
        XCTAssertEqual(try run(["generate", spanning, "--output", out + "/"]).status, 0)
        let before = try contents(out).map { try String(contentsOfFile: FilePath.join(out, $0), encoding: .utf8) }
        let broken = folder.appendingPathComponent("Cart.segues.yaml")
        try "version: 1\nscenes: [{name: Cart, segues: [{id: x, kind: show, destination: Nowhere}]}]\n".write(
            to: broken, atomically: true, encoding: .utf8)
        let failed = try run(["generate", broken.path, "--output", out])
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(try contents(out), ["CartSegues.swift", "CheckoutSegues.swift", OutputLayout.sharedFileName])
        XCTAssertEqual(
            try contents(out).map { try String(contentsOfFile: FilePath.join(out, $0), encoding: .utf8) }, before)
    }

    func testMissingOutputFoldersAreCreated() throws {
        let nested = folder.appendingPathComponent("new/sub/Segues.swift").path
        let result = try run(["generate", example, "--output", nested])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            try String(contentsOfFile: nested, encoding: .utf8),
            try RuntimeGolden.expandedGolden("RedGreenBlue"))
        let slash = try run(["generate", example, "--output", folder.appendingPathComponent("other/sub").path + "/"])
        XCTAssertEqual(slash.status, 0, slash.standardError)
        XCTAssertEqual(
            try contents(folder.appendingPathComponent("other/sub").path),
            ["RedGreenBlueSegues.swift", OutputLayout.sharedFileName])
    }

    /// A check needs no write permission where the output lives: its
    /// temporary file goes to `$TMPDIR` (the plugins' work folder), which a
    /// missing `$TMPDIR` proves.
    func testCheckWritesItsTemporaryFileToTheTemporaryFolder() throws {
        XCTAssertEqual(try run(["generate", example, "--output", output]).status, 0)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder.appendingPathComponent("missing").path
        let failed = try run(["generate", example, "--output", output, "--check"], environment: environment)
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.standardError.contains("no such file or directory [SG601]"), failed.standardError)

        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        environment["TMPDIR"] = temporary.path
        let check = try run(["generate", example, "--output", output, "--check"], environment: environment)
        XCTAssertEqual(check.status, 0, check.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["Segues.swift", "tmp"])
    }

    func testErrorsLeaveTheOldFileUntouched() throws {
        try "previous content\n".write(toFile: output, atomically: true, encoding: .utf8)
        let result = try run([
            "generate", "Tests/Fixtures/BadManifests/unwind-mistakes.segues.yaml", "--output", output,
        ])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("[SG206]"))
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "previous content\n")
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(entries, ["Segues.swift"], "a temporary file was left behind")
    }

    func testCheckReportsStaleOutputWithoutWriting() throws {
        let missing = try run(["generate", example, "--output", output, "--check"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.standardError.contains("does not exist"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))

        XCTAssertEqual(try run(["generate", example, "--output", output]).status, 0)
        XCTAssertEqual(try run(["generate", example, "--output", output, "--check"]).status, 0)

        let stale = try String(contentsOfFile: output, encoding: .utf8).replacingOccurrences(
            of: "case showGreen", with: "case showGren")
        try stale.write(toFile: output, atomically: true, encoding: .utf8)
        let result = try run(["generate", example, "--output", output, "--check"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardError.contains(
                ":17:1: error: the generated file is out of date: 2 lines differ; line 17 should read \"case showGreen\""
            ),
            result.standardError)
        XCTAssertTrue(result.standardError.contains("; run seguegen generate without --check [SG602]"))
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), stale, "--check wrote the file")
        let named = try run(["generate", example, "--output", output, "--check", "--regenerate-command", "make segues"])
        XCTAssertTrue(named.standardError.contains("; run make segues [SG602]"), named.standardError)
        XCTAssertEqual(try run(["generate", example, "--check"]).status, 2)
    }

    func testOutputIsTheSameWhateverTheLocaleAndArgumentOrder() throws {
        let files = [
            "Tests/Fixtures/Generation/CrossStoryboard/Main.segues.yaml",
            "Tests/Fixtures/Generation/CrossStoryboard/Account.segues.yaml",
        ]
        let plain = try run(["generate"] + files)
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "tr_TR.UTF-8"
        environment["LC_ALL"] = "tr_TR.UTF-8"
        let turkish = try run(["generate"] + files.reversed(), environment: environment)
        XCTAssertEqual(plain.status, 0)
        XCTAssertEqual(plain.standardOutput, turkish.standardOutput)
        XCTAssertEqual(plain.standardOutput, try RuntimeGolden.expandedGolden("CrossStoryboard"))
    }

    func testAccessLevelAndTemplateOptions() throws {
        let publicCode = try run(["generate", example, "--access-level", "public"])
        XCTAssertTrue(publicCode.standardOutput.contains("public enum StoryboardSegue {"))
        XCTAssertTrue(publicCode.standardOutput.contains("    public func performSegue(_ segue: Segue"))
        let badLevel = try run(["generate", example, "--access-level", "open"])
        XCTAssertEqual(badLevel.status, 2)
        XCTAssertTrue(badLevel.standardError.contains("--access-level must be internal, public or package"))
        let identifiersOnly = try run(["generate", example, "--template", "identifiers-only"])
        XCTAssertEqual(identifiersOnly.status, 0)
        XCTAssertFalse(identifiersOnly.standardOutput.contains("UIKit"))
        XCTAssertTrue(identifiersOnly.standardOutput.contains("case unwindToRedSegueID = \"UnwindToRedSegueID\""))
    }

    func testCustomTemplateFilesWithIncludesAndLocatedErrors() throws {
        let template = folder.appendingPathComponent("list.stencil")
        try "{% for storyboard in storyboards %}{% include \"item.stencil\" %}{% endfor %}\n"
            .write(to: template, atomically: true, encoding: .utf8)
        try "{{ storyboard.name }}: {{ storyboard.scenes|count }} scenes"
            .write(to: folder.appendingPathComponent("item.stencil"), atomically: true, encoding: .utf8)
        let result = try run(["generate", example, "--template", template.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "RedGreenBlue: 5 scenes\n")

        try "line one\n{{ storyboards.first.nmae }}\n".write(to: template, atomically: true, encoding: .utf8)
        let broken = try run(["generate", example, "--template", template.path])
        XCTAssertEqual(broken.status, 1)
        XCTAssertEqual(
            broken.standardError,
            "\(template.path):2:4: error: unknown variable \"storyboards.first.nmae\"; did you mean \"name\"? [SG502]\n"
        )
        let missing = try run(["generate", example, "--template", "nonexistent"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.standardError.contains("[SG504]"))
    }

    func testTemplatesListAndCat() throws {
        let list = try run(["templates", "list"])
        XCTAssertEqual(list.status, 0)
        XCTAssertTrue(list.standardOutput.contains("segues  (template)"))
        XCTAssertTrue(list.standardOutput.contains("identifiers  (part)"))
        XCTAssertTrue(list.standardOutput.contains("scenes  (part)"))
        let cat = try run(["templates", "cat", "segues"])
        XCTAssertEqual(
            cat.standardOutput, try Fixtures.text(of: Fixtures.root.appendingPathComponent("Templates/segues.stencil")))
        XCTAssertEqual(try run(["templates", "cat", "segue"]).status, 2)
        XCTAssertEqual(try run(["templates"]).status, 2)
    }

    func testContextPrintsValidJSONWithTheDocumentedKeys() throws {
        let result = try run(["context", example])
        XCTAssertEqual(result.status, 0, result.standardError)
        var diagnostics = DiagnosticCollector()
        let node = try XCTUnwrap(
            ManifestSyntax.json.read(Array(result.standardOutput.utf8), file: "context.json", diagnostics: &diagnostics)
        )
        guard case .mapping(let entries) = node.value else { return XCTFail("not an object") }
        // The root object's keys, in the order of its key table.
        XCTAssertEqual(entries.map(\.key), TemplateContextKeys.byObject.first { $0.key == "Root" }?.value)
        XCTAssertTrue(result.standardOutput.contains("\"swiftName\": \"unwindToGreen(segue:)\""))
    }
}

extension GenerateCommandTests {
    /// Issue 37: `generate --help` said neither that Swift and
    /// Objective-C files are inputs nor what they are read for.
    func testTheHelpNamesEveryInputAndWhatAppCodeIsFor() throws {
        let help = try run(["generate", "--help"]).standardOutput.replacingOccurrences(of: "\n", with: " ")
        for ending in InputFormat.allCases.flatMap(\.fileEndings) where ending != "info.plist" {
            XCTAssertTrue(help.contains(ending), "generate --help lacks \(ending)")
        }
        XCTAssertTrue(help.contains("Info.plist"))
        XCTAssertTrue(help.contains("App code is read, never written"), help)
        XCTAssertTrue(help.contains("unwind actions they implement"), help)
    }

    /// Files below `Sources/<Target>/` of a Swift package compile into the
    /// target's module, so a class the manifest places there is neither
    /// qualified nor imported; elsewhere the module is not known, and it is.
    func testFilesOfAPackageTargetCompileIntoItsModule() throws {
        let package = folder.appendingPathComponent("Pkg")
        let target = package.appendingPathComponent("Sources/My-App")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "Pkg", targets: [.target(name: "My-App")])

        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let manifest = "version: 1\nscenes: [{name: A, class: AViewController, module: My_App, storyboardID: A}]\n"
        try manifest.write(to: target.appendingPathComponent("Main.segues.yaml"), atomically: true, encoding: .utf8)
        let inPackage = try run(["generate", target.path])
        XCTAssertEqual(inPackage.status, 0, inPackage.standardError)
        XCTAssertFalse(inPackage.standardOutput.contains("import My_App"), inPackage.standardOutput)
        XCTAssertFalse(inPackage.standardOutput.contains("My_App."), inPackage.standardOutput)
        let named = try run(["generate", target.appendingPathComponent("Main.segues.yaml").path])
        XCTAssertEqual(named.standardOutput, inPackage.standardOutput)
        // A target the manifest does not name is not taken for one.
        try "// swift-tools-version:6.0\n".write(
            to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let elsewhere = try run(["generate", target.path])
        XCTAssertEqual(elsewhere.status, 0, elsewhere.standardError)
        XCTAssertTrue(elsewhere.standardOutput.contains("import My_App"), elsewhere.standardOutput)
        XCTAssertTrue(elsewhere.standardOutput.contains("My_App.AViewController"), elsewhere.standardOutput)
    }
}
