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
        let read: InputOptions.Read
        switch InputOptions.readAndValidate(arguments, command: name) {
        case .success(let value): read = value.read
        case .failure(let status): return status
        }
        Console.report(read.diagnostics)
        let errors = read.diagnostics.errorTotal
        let warnings = read.diagnostics.warningTotal
        let files = read.inputs.count == 1 ? "1 file" : "\(read.inputs.count) files"
        Console.out("validated \(files): \(count(errors, "error")), \(count(warnings, "warning"))")
        return errors == 0 ? .success : .failure
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
