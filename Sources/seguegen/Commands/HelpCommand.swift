import SegueGenKit
import SegueGenSupport

enum HelpCommand: Command {
    static let name = "help"
    static let abstract = "Show help for seguegen, a command, the diagnostic codes or the reporters."
    static let usage = "help [COMMAND | diagnostics | reporters]"
    static let discussion = ""
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        guard let topic = arguments.positionals.first else {
            Console.out(SegueGen.overview)
            return .success
        }
        guard arguments.positionals.count == 1 else {
            return Console.usageError("help takes one topic", command: name)
        }
        if topic == "diagnostics" {
            Console.out(diagnosticsHelp)
            return .success
        }
        if topic == "reporters" {
            Console.out(reportersHelp)
            return .success
        }
        guard let command = SegueGen.command(named: topic) else {
            let hint = Suggestion.didYouMean(
                topic, in: SegueGen.commands.map { $0.name } + ["diagnostics", "reporters"])
            return Console.usageError("no help topic \"\(topic)\"\(hint)", command: nil)
        }
        Console.out(command.helpText)
        return .success
    }

    static var diagnosticsHelp: String {
        var text =
            "Every diagnostic has a stable code; docs/Diagnostics.md explains each with an example and the fix.\n\n"
        for code in DiagnosticCode.allCases {
            text += "  \(code.rawValue)  \(code.title)\n"
        }
        return text
    }

    /// The formats `--reporter` takes, from the registry.
    static var reportersHelp: String {
        "The formats --reporter takes; docs/Reporters.md documents each.\n\n"
            + columns(Reporters.all.map { ($0.name, $0.summary) })
    }
}
