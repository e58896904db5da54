import SegueGenKit
import SegueGenSupport

/// The command-line entry point: picks the subcommand and runs it. Each
/// command is thin; the work is in SegueGenKit.
enum SegueGen {
    static var commands: [any Command.Type] {
        [
            GenerateCommand.self,
            ValidateCommand.self,
            ContextCommand.self,
            ImportCommand.self,
            DiffCommand.self,
            GraphCommand.self,
            MigrateCommand.self,
            FileListsCommand.self,
            RunScriptCommand.self,
            TemplatesCommand.self,
            HelpCommand.self,
        ]
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    static var overview: String {
        var text = """
            OVERVIEW: Type-safe UIKit storyboard segues, unwind actions and navigation checks.

            USAGE: seguegen <command> [options]

            COMMANDS:

            """
        text += columns(commands.map { ($0.name, $0.abstract) })
        text += """

            OPTIONS:
              --help     Show this help, or a command's help after the command.
              --version  Print the version.

            See 'seguegen help <command>' for a command's options.
            """
        return text
    }

    static func main(_ arguments: [String]) -> ExitStatus {
        guard let first = arguments.first else {
            Console.error(overview)
            return .usage
        }
        switch first {
        case "--help", "-h":
            Console.out(overview)
            return .success
        case "--version":
            Console.out(SegueGenVersion.current)
            return .success
        default:
            break
        }
        guard let command = command(named: first) else {
            if first.hasPrefix("-") {
                return Console.usageError("unknown option \(first)", command: nil)
            }
            let hint = Suggestion.didYouMean(first, in: commands.map { $0.name })
            return Console.usageError("unknown command \"\(first)\"\(hint)", command: nil)
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            Console.out(command.helpText)
            return .success
        }
        let arguments: ParsedArguments
        do {
            arguments = try ParsedArguments(rest, options: command.options)
        } catch {
            return Console.usageError(error.message, command: command.name)
        }
        Console.session = ReportSession(arguments, onStandardOutput: command.reportsOnStandardOutput)
        return Console.session.finish(command.run(arguments))
    }
}
