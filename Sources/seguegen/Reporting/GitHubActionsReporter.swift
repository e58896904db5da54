import SegueGenKit
import SegueGenSupport

/// GitHub Actions' workflow commands, which the runner turns into
/// annotations on the pull request's files:
/// `::error file=App/Main.storyboard,line=12,col=9,title=SG240::message`.
/// A note, and each note a diagnostic carries, is a `::notice`, so the
/// place it names (the implementer searched for, the first definition) is
/// annotated too.
enum GitHubActionsReporter: Reporter {
    static let name = "github-actions"
    static let summary = "::error file=…,line=…,col=…,title=SGnnn::message, GitHub Actions' annotations"
    static let isLineBased = true

    static func report(_ diagnostics: [Diagnostic], files: [String]) -> String {
        var text = ""
        for diagnostic in diagnostics {
            let command =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            text += line(command, diagnostic.code.rawValue, diagnostic.message, at: diagnostic.location)
            for note in diagnostic.notes {
                text += line("notice", "\(diagnostic.code.rawValue) note", note.message, at: note.location)
            }
        }
        return text
    }

    private static func line(_ command: String, _ title: String, _ message: String, at location: SourceLocation)
        -> String
    {
        let properties = [
            "file=" + property(location.file), "line=\(location.line)", "col=\(location.column)",
            "title=" + property(title),
        ]
        return "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
    }

    /// A command's message, escaped as the runner unescapes it
    /// (`%`, carriage return and line feed).
    static func data(_ text: String) -> String {
        escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// A property's value: a message's escapes, and `:` and `,`, which
    /// end a property.
    static func property(_ text: String) -> String {
        escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }

    private static func escaped(_ text: String, _ escapes: [Unicode.Scalar: String]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let escape = escapes[scalar] { result += escape } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
