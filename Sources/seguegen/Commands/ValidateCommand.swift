import SegueGenKit

enum ValidateCommand: Command {
    static let name = "validate"
    static let abstract = "Check manifests and storyboards and report every problem."
    static let usage = "validate FILE... [--config PATH] [--disable-warning CODE]..."
    static let discussion = """
        Reads the inputs (files ending in \(InputFormat.endingsDescription), or folders holding them), \
        validates them as one navigation graph, and prints each problem as
        path:line:column: error|warning: message [SGnnn]
        on standard error, then a one-line summary on standard output.
        Exit status: 0 when there is no error, 1 when there is one, 2 for a wrong command line.
        """
    static var options: [OptionSpec] { InputOptions.specs }

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        let loaded: InputOptions.Loaded
        switch InputOptions.load(arguments, command: name) {
        case .success(let value): loaded = value
        case .failure(let status): return status
        }
        Console.report(loaded.diagnostics)
        let errors = loaded.diagnostics.errorTotal
        let warnings = loaded.diagnostics.warningTotal
        let files = loaded.inputs.count == 1 ? "1 file" : "\(loaded.inputs.count) files"
        Console.out("validated \(files): \(count(errors, "error")), \(count(warnings, "warning"))")
        return errors == 0 ? .success : .failure
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
