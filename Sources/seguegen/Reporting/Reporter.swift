import SegueGenKit
import SegueGenSupport

/// One format diagnostics are reported in (`--reporter NAME`), as
/// SwiftLint's reporters are: each in a file of its own, registered in
/// `Reporters.all`, which `--reporter`, its help and the docs list.
protocol Reporter {
    /// The word `--reporter` takes.
    static var name: String { get }
    /// One line for `seguegen help reporters`: what reads it.
    static var summary: String { get }
    /// Whether the report is a sequence of independent lines, which the
    /// console can print as each run ends (Xcode's form, GitHub's workflow
    /// commands), rather than one document written once at the end.
    static var isLineBased: Bool { get }
    /// The report of `diagnostics`, given in their stable order; `files`
    /// are the inputs the run read, sorted, for a format that lists the
    /// files without a finding too (JUnit's passing test cases).
    static func report(_ diagnostics: [Diagnostic], files: [String]) -> String
}

/// The registry of reporters.
enum Reporters {
    static var all: [any Reporter.Type] {
        [
            XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubActionsReporter.self, JUnitReporter.self,
            CheckstyleReporter.self, MarkdownReporter.self,
        ]
    }

    static func named(_ name: String) -> (any Reporter.Type)? {
        all.first { $0.name == name }
    }

    static var names: [String] { all.map { $0.name } }
}

extension Diagnostic {
    /// Every place the report names: the diagnostic's own, then its notes'.
    var places: [SourceLocation] { [location] + notes.map(\.location) }
}

/// How many errors, warnings and notes a report holds, and the sentence
/// that says it, for the formats that summarize.
struct ReportCounts {
    var errors = 0
    var warnings = 0
    var notes = 0

    init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }

    var sentence: String {
        [(errors, "error"), (warnings, "warning"), (notes, "note")].map { count, noun in
            "\(count) \(noun)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }
}
