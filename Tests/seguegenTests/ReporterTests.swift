import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

@testable import seguegen

/// `--reporter` and `--output-report`: each format's report of one fixture
/// (errors, warnings, a note, a note naming another place) is a golden
/// file, `Tests/Fixtures/Goldens/Reports/report.*`; `ReportConsumerTests`
/// has the formats' own readers read those files back.
final class ReporterTests: TemporaryFolderTestCase {
    /// The golden of each reporter, by name; a reporter without one fails.
    static let goldenNames = [
        "xcode": "report.txt", "json": "report.json", "sarif": "report.sarif", "github-actions": "report.github",
        "junit": "report.junit.xml", "checkstyle": "report.checkstyle.xml", "markdown": "report.md",
    ]

    static func golden(_ reporter: String) throws -> URL {
        let name = try XCTUnwrap(goldenNames[reporter], "\(reporter) has no golden file")
        return Fixtures.url("Goldens/Reports/\(name)")
    }

    override var commandFolder: URL { Fixtures.folder }

    func testEveryReporterWritesItsGolden() throws {
        XCTAssertEqual(Set(Reporters.names), Set(Self.goldenNames.keys))
        for reporter in Reporters.all {
            let result = try run(["validate", "Reporting", "--reporter", reporter.name])
            XCTAssertEqual(result.status, 1, reporter.name)
            // Xcode's form goes to standard error, as a compiler's; any
            // other is the command's output, to be piped (`> report.json`),
            // as SwiftLint's, and the summary moves out of its way.
            let isXcode = reporter == XcodeReporter.self
            let summary = isXcode ? result.standardOutput : result.standardError
            let report = isXcode ? result.standardError : result.standardOutput
            XCTAssertEqual(summary, "validated 3 files: 3 errors, 1 warning\n", reporter.name)
            Snapshot.assertMatches(report, reference: try Self.golden(reporter.name))
        }
    }

    /// Xcode's form is the default, and the fixture holds what the issue
    /// asks of it: errors, a warning, a note, and a note at another place.
    func testXcodeIsTheDefaultAndTheFixtureHasEverySeverity() throws {
        let result = try run(["validate", "Reporting"])
        XCTAssertEqual(result.standardError, try Fixtures.text(of: try Self.golden("xcode")))
        for kind in [": error: ", ": warning: ", ": note: this storyboard", ": note: \"unwindToListWithSegue:\""] {
            XCTAssertTrue(result.standardError.contains(kind), kind)
        }
    }

    /// `--output-report` writes the report to a file, creating its folder,
    /// while standard error goes on in Xcode's form.
    func testOutputReportWritesTheFileAndKeepsTheConsole() throws {
        let report = folder.appendingPathComponent("reports/seguegen.sarif")
        let result = try run(["validate", "Reporting", "--reporter", "sarif", "--output-report", report.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, try Fixtures.text(of: try Self.golden("xcode")))
        XCTAssertEqual(try Fixtures.text(of: report), try Fixtures.text(of: try Self.golden("sarif")))
    }

    /// `generate` reports the same findings in the same formats (and
    /// generates nothing, since they include errors).
    func testGenerateTakesAReporter() throws {
        let result = try run(["generate", "Reporting", "--reporter", "github-actions"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, try Fixtures.text(of: try Self.golden("github-actions")))
    }

    /// A clean run's document still comes out, saying there is nothing;
    /// JUnit's lists each file it read as a passing test case.
    func testACleanRunReportsNothing() throws {
        func run(_ reporter: String) throws -> ProcessResult {
            try self.run(["validate", "Examples/RedGreenBlue", "--reporter", reporter], in: Fixtures.root)
        }
        let json = try run("json")
        XCTAssertEqual(json.status, 0)
        XCTAssertTrue(json.standardOutput.contains("\"diagnostics\": []"), json.standardOutput)
        XCTAssertEqual(json.standardError, "validated 5 files: 0 errors, 0 warnings\n")
        let junit = try run("junit").standardOutput
        XCTAssertTrue(junit.contains("tests=\"5\" failures=\"0\""), junit)
        XCTAssertTrue(
            junit.contains(
                "<testcase classname=\"seguegen\" name=\"Examples/RedGreenBlue/RedGreenBlue.segues.json\"/>"),
            junit)
    }

    /// SARIF's help for every code is its entry of docs/Diagnostics.md,
    /// the page built into the tool: the entry's text up to the next
    /// heading, never the page's top or another code's.
    func testEveryCodeHasItsHelpFromTheDocs() throws {
        let page = try Fixtures.text(of: Fixtures.docs.appendingPathComponent("Diagnostics.md"))
        for code in DiagnosticCode.allCases {
            let help = try XCTUnwrap(DiagnosticHelp.entries[code], code.rawValue)
            XCTAssertFalse(help.isEmpty, code.rawValue)
            let heading = try XCTUnwrap(page.range(of: "### \(code.rawValue) — \(code.title)"), code.rawValue)
            let entry = page[heading.upperBound...].drop { $0 != "\n" }.drop { $0 == "\n" }
            XCTAssertTrue(entry.hasPrefix(help + "\n"), code.rawValue)
            XCTAssertFalse(help.contains("\n### "), code.rawValue)
        }
    }

    /// SARIF's columns count code points (`columnKind`), SegueGen's UTF-8
    /// bytes: the two differ after a character outside ASCII.
    func testSARIFCountsColumnsInCodePoints() throws {
        try write("let tür = \"é\"; go()\n", to: "A.swift")
        let path = folder.appendingPathComponent("A.swift").path
        var sources = SourceLines()
        XCTAssertEqual(sources.codePointColumn(5, line: 1, of: path), 5, "before the ü")
        XCTAssertEqual(sources.codePointColumn(20, line: 1, of: path), 18, "go( after ü and é, two bytes each")
        XCTAssertEqual(sources.codePointColumn(7, line: 9, of: path), 7, "a line the file lacks")
        let sarif = SARIFReporter.report(
            [Diagnostic(.unknownDestination, "x", at: SourceLocation(file: path, line: 1, column: 20))], files: [path])
        XCTAssertTrue(sarif.contains("\"columnKind\": \"unicodeCodePoints\""))
        XCTAssertTrue(sarif.contains("\"startColumn\": 18"), sarif)
    }

    /// `seguegen help reporters` lists the registry, each with what reads it.
    func testTheHelpListsEveryReporter() throws {
        let help = try run(["help", "reporters"])
        XCTAssertEqual(help.status, 0)
        for reporter in Reporters.all {
            XCTAssertTrue(help.standardOutput.contains("  \(reporter.name)  "), reporter.name)
            XCTAssertTrue(help.standardOutput.contains(reporter.summary), reporter.name)
        }
    }

    func testAWrongReporterIsAUsageError() throws {
        let result = try run(["validate", "Reporting", "--reporter", "sarf"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.standardError,
            "error: --reporter must be one of xcode, json, sarif, github-actions, junit, checkstyle, markdown, "
                + "not \"sarf\"; did you mean \"sarif\"?\nSee 'seguegen help validate'.\n")
    }

    /// A report that cannot be written is a located failure, after the
    /// diagnostics, never a silent pass.
    func testAReportThatCannotBeWrittenFails() throws {
        try write("not a folder", to: "file")
        let path = folder.appendingPathComponent("file/report.json").path
        let result = try run(["validate", "Reporting", "--reporter", "json", "--output-report", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("Reporting/App Code/"), result.standardError)
        let last = try XCTUnwrap(result.standardError.split(separator: "\n").last)
        XCTAssertTrue(last.hasPrefix("\(path):1:1: error: cannot write the report: "), result.standardError)
        XCTAssertTrue(last.hasSuffix(" [SG601]"), result.standardError)
        let clean = try ProcessRunner.run(
            ProcessRunner.seguegen, ["validate", "Examples/RedGreenBlue", "--output-report", path], in: Fixtures.root)
        XCTAssertEqual(clean.status, 1, "a clean run whose report cannot be written fails")
    }
}
