import SegueGenKit

/// How a run ends, as the process exit status scripts and CI read.
enum ExitStatus: Int32, Error {
    /// Done, no errors.
    case success = 0
    /// The inputs have errors, or `--check` found stale output.
    case failure = 1
    /// The command line itself is wrong.
    case usage = 2
}

/// One `seguegen` subcommand: its help text, its options, and what it does.
protocol Command {
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// The synopsis, without the leading `seguegen`.
    static var usage: String { get }
    /// Paragraphs shown by `seguegen help <command>`.
    static var discussion: String { get }
    static var options: [OptionSpec] { get }
    /// Whether a report in a `--reporter` format other than Xcode's goes
    /// to standard output, as SwiftLint's does, so that it can be piped:
    /// true for a command whose standard output carries nothing else.
    static var reportsOnStandardOutput: Bool { get }
    static func run(_ arguments: ParsedArguments) -> ExitStatus
}

extension Command {
    static var reportsOnStandardOutput: Bool { false }

    static var helpText: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: seguegen \(usage)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        let all = options + [OptionSpec(name: "help", kind: .flag, help: "Show this help.")]
        text += "\nOPTIONS:\n"
        let rows = all.map { option -> (String, String) in
            switch option.kind {
            case .flag: ("--\(option.name)", option.help)
            case .value(let placeholder): ("--\(option.name) \(placeholder)", option.help)
            case .repeatable(let placeholder): ("--\(option.name) \(placeholder)", option.help + " (repeatable)")
            }
        }
        return text + columns(rows)
    }
}

/// Rows of a help screen, the left column padded to its widest entry.
func columns(_ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { left, right in
        "  " + left + String(repeating: " ", count: width - left.count + 2) + right + "\n"
    }.joined()
}
