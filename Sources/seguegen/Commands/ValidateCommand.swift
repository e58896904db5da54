import SegueGenKit

enum ValidateCommand: Command {
    static let name = "validate"
    static let abstract = "Check manifests, storyboards and Xcode projects and report every problem."
    static let usage =
        "validate FILE... [--project PATH] [--target NAME]... [--configuration NAME] [--info-plist PATH] [--config PATH] "
        + "[--disable-warning CODE]... [--reporter NAME] [--output-report PATH]"
    static let discussion = """
        Reads the inputs (files ending in \(InputFormat.endingsDescription), folders holding them, or Xcode \
        projects), validates them as one navigation graph, and prints each problem as
        path:line:column: error|warning: message [SGnnn]
        on standard error (or in the --reporter format), then a one-line summary on standard output. Each target of a project is validated \
        on its own, as Xcode builds it, with a summary line each.
        Exit status: 0 when there is no error, 1 when there is one, 2 for a wrong command line.
        """
    static var options: [OptionSpec] { InputOptions.specs + ReportOptions.specs }

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        let read: InputOptions.Read
        switch InputOptions.read(arguments, command: name) {
        case .success(let value): read = value
        case .failure(let status): return status
        }
        // One run reports what reading found with its own problems, in one
        // summary; several print it first, and each their own.
        let single = read.runs.count == 1
        if !single { Console.report(read.diagnostics) }
        var failed = read.diagnostics.hasErrors
        for run in read.runs {
            var diagnostics = single ? read.diagnostics : DiagnosticCollector()
            _ = Pipeline.load(run.request(arguments), diagnostics: &diagnostics)
            Console.report(diagnostics)
            let files = run.inputs.count == 1 ? "1 file" : "\(run.inputs.count) files"
            let subject = run.label.map { "\($0), \(files)" } ?? files
            Console.out(
                "validated \(subject): \(count(diagnostics.errorTotal, "error")), "
                    + "\(count(diagnostics.warningTotal, "warning"))")
            failed = failed || diagnostics.hasErrors
        }
        return failed ? .failure : .success
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
