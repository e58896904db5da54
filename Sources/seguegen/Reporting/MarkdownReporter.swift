import SegueGenKit
import SegueGenSupport

/// A Markdown table, for a comment on a pull request: a heading with the
/// counts, then a row for each finding and each of its notes.
enum MarkdownReporter: Reporter {
    static let name = "markdown"
    static let summary = "a Markdown table, for a comment on a pull request"
    static let isLineBased = false

    static func report(_ diagnostics: [Diagnostic], files: [String]) -> String {
        var text = "### SegueGen: \(ReportCounts(diagnostics).sentence)\n"
        guard !diagnostics.isEmpty else { return text }
        text += "\n| severity | code | location | message |\n|---|---|---|---|\n"
        for diagnostic in diagnostics {
            let code = diagnostic.code.rawValue
            text += row(diagnostic.severity.rawValue, code, diagnostic.location, diagnostic.message)
            for note in diagnostic.notes {
                text += row("note", code, note.location, note.message)
            }
        }
        return text
    }

    private static func row(_ severity: String, _ code: String, _ location: SourceLocation, _ message: String)
        -> String
    {
        "| \(severity) | \(code) | `\(cell("\(location)"))` | \(cell(message)) |\n"
    }

    /// A table cell's text: a `|` would end the cell, a line feed the row.
    private static func cell(_ text: String) -> String {
        text.escaped {
            switch $0 {
            case "|": "\\|"
            case "\n": "<br>"
            default: nil
            }
        }
    }
}
