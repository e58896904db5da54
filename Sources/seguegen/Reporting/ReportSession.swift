import SegueGenKit
import SegueGenSupport

/// `--reporter` and `--output-report`, taken by the commands whose
/// findings CI and code review read (`validate`, `generate`, `run-script`).
enum ReportOptions {
    static let reporter = Option<String?>(
        spec: OptionSpec(
            name: "reporter", kind: .value(placeholder: "NAME"),
            help: "The format of the diagnostics: \(Reporters.names.joined(separator: ", ")); default: xcode "
                + "('seguegen help reporters' says what reads each).",
            refusal: { name in
                Reporters.named(name) == nil
                    ? "--reporter must be one of \(Reporters.names.joined(separator: ", ")), not \"\(name)\""
                        + Suggestion.didYouMean(name, in: Reporters.names) : nil
            }))
    static let outputReport = Option.value(
        "output-report", placeholder: "PATH",
        help: "Write the report to this file (atomically, once the run ends), and the diagnostics to standard "
            + "error as usual.")
    static let specs = [reporter.spec, outputReport.spec]
}

/// Where one run of `seguegen` sends its diagnostics, resolved once from
/// the command line before the command runs: to standard error in Xcode's
/// form, as always, or in the `--reporter` format, on standard output for a
/// command whose output is free (`Command.reportsOnStandardOutput`), so it
/// can be piped; and, with `--output-report`, to a file as well, while
/// standard error keeps Xcode's form. A line-based format prints as the command goes; a document
/// is written once, at the end, of every diagnostic in their stable order.
final class ReportSession {
    let reporter: any Reporter.Type
    let reportFile: String?
    /// Whether the report goes to standard output: a format other than
    /// Xcode's, without `--output-report`, for a command that allows it.
    let onStandardOutput: Bool
    private var reported: [Diagnostic] = []
    /// The inputs the command read, for a report that lists every file.
    private var files: Set<String> = []

    init(reporter: any Reporter.Type = XcodeReporter.self, reportFile: String? = nil, onStandardOutput: Bool = false) {
        self.reporter = reporter
        self.reportFile = reportFile
        self.onStandardOutput = onStandardOutput && reportFile == nil && reporter != XcodeReporter.self
    }

    /// The session `arguments` ask for; Xcode's form on standard error for
    /// a command without the options.
    convenience init(_ arguments: ParsedArguments, onStandardOutput: Bool) {
        guard arguments.declares(ReportOptions.reporter) else {
            self.init()
            return
        }
        self.init(
            reporter: arguments[ReportOptions.reporter].flatMap(Reporters.named) ?? XcodeReporter.self,
            reportFile: arguments[ReportOptions.outputReport], onStandardOutput: onStandardOutput)
    }

    /// Whether standard error shows each diagnostic as it is reported.
    private var printsAsItGoes: Bool { reportFile != nil || reporter.isLineBased }

    func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        reported += diagnostics
        guard printsAsItGoes else { return }
        Console.text(
            (reportFile == nil ? reporter : XcodeReporter.self).report(diagnostics, files: []),
            toStandardError: !onStandardOutput)
    }

    /// Records the inputs of the runs the command read.
    func read(_ runs: [PlannedRun]) {
        files.formUnion(runs.flatMap { $0.inputs.map(\.path) })
    }

    /// Writes the report where it goes; the exit status, which a report
    /// that cannot be written turns into a failure.
    func finish(_ status: ExitStatus) -> ExitStatus {
        // A wrong command line judged nothing: no report says otherwise.
        guard status != .usage else { return status }
        let all = reported.sorted()
        if let reportFile {
            do {
                try FileSystem.writeAtomically(reporter.report(all, files: files.sorted()), to: reportFile)
            } catch {
                Console.errorText(
                    Diagnostic(
                        .outputWriteFailed, "cannot write the report: \(error.reason)", at: .start(of: reportFile)
                    ).description + "\n")
                return .failure
            }
        } else if !reporter.isLineBased {
            Console.text(reporter.report(all, files: files.sorted()), toStandardError: !onStandardOutput)
        }
        return status
    }
}
