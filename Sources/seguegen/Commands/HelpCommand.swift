import SegueGenKit
import SegueGenSupport

enum HelpCommand: Command {
    static let name = "help"
    static let abstract = "Show help for seguegen, a command, or the diagnostic codes."
    static let usage = "help [COMMAND | diagnostics]"
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
        guard let command = SegueGen.command(named: topic) else {
            let hint = Suggestion.didYouMean(topic, in: SegueGen.commands.map { $0.name } + ["diagnostics"])
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
}
