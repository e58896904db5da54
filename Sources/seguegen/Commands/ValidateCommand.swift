import SegueGenKit
import SegueGenSupport

enum ValidateCommand: Command {
    static let name = "validate"
    static let reportsOnStandardOutput = true
    static let abstract = "Check manifests, storyboards and Xcode projects and report every problem."
    static let usage =
        "validate FILE... [--project PATH] [--target NAME]... [--configuration NAME] [--info-plist PATH] [--config PATH] "
        + "[--disable-warning CODE]... [--reporter NAME] [--output-report PATH] [--baseline FILE] "
        + "[--write-baseline FILE]"
    static let discussion = """
        Reads the inputs (files ending in \(InputFormat.endingsDescription), folders holding them, or Xcode \
        projects), validates them as one navigation graph, and prints each problem as
        path:line:column: error|warning: message [SGnnn]
        on standard error, then a one-line summary on standard output. With --reporter in another format, the \
        report goes to standard output, to be piped, and the summary to standard error, as SwiftLint's; with \
        --output-report, to that file. Each \
        target of a project is validated on its own, as Xcode builds it, with a summary line each.
        With a baseline (--baseline, or baseline: in seguegen.yaml), the findings it holds are not reported \
        and do not fail the run; a line says how many it hid and how many have been fixed since \
        (docs/Baseline.md).
        Exit status: 0 when there is no error, 1 when there is one, 2 for a wrong command line.
        """
    static let baseline = Option.value(
        "baseline", placeholder: "FILE",
        help: "Report only findings this baseline does not hold; default: the baseline seguegen.yaml names.")
    static let writeBaseline = Option.value(
        "write-baseline", placeholder: "FILE",
        help: "Record every finding of this run in a baseline file (written atomically).")
    static var options: [OptionSpec] {
        InputOptions.specs + ReportOptions.specs + [baseline.spec, writeBaseline.spec]
    }

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        let plan: RunPlan
        switch InputOptions.plan(arguments, command: name) {
        case .success(let value): plan = value
        case .failure(let status): return status
        }
        Console.session.read(plan.runs)
        var known: KnownFindings?
        switch KnownFindings.load(arguments[baseline], plan) {
        case .success(let value): known = value
        case .failure(let status): return status
        }
        var recorded: [Diagnostic] = []
        // Reports the findings the baseline does not hold, and counts
        // them: known ones neither fail the run nor count in its summary.
        // A finding several targets share is printed once (`SharedFindings`),
        // and counted in each target's summary.
        func report(_ sorted: [Diagnostic], printing: (Diagnostic) -> Diagnostic? = { $0 }) -> (
            errors: Int, warnings: Int
        ) {
            recorded += sorted
            let shown = known.map { known in sorted.filter { !known.isKnown($0) } } ?? sorted
            Console.report(shown.compactMap(printing))
            let counts = ReportCounts(shown)
            return (counts.errors, counts.warnings)
        }
        // One run reports what reading found with its own problems, in one
        // summary; several print it first, and each their own.
        let single = plan.runs.count == 1
        var failed = false
        if !single {
            let counts = report(plan.diagnostics.sorted)
            failed = counts.errors > 0
            // A project that could not be read runs no target; the summary
            // still says what the run found.
            if plan.runs.isEmpty {
                Console.summary(
                    "validated no target: \(count(counts.errors, "error")), \(count(counts.warnings, "warning"))")
            }
        }
        let results = plan.runs.map { run in
            var diagnostics = single ? plan.diagnostics : DiagnosticCollector()
            _ = Pipeline.load(run.request, diagnostics: &diagnostics)
            return diagnostics.sorted
        }
        let shared = SharedFindings(results, targets: plan.runs.map { $0.targetName ?? $0.label ?? "" })
        for (index, run) in plan.runs.enumerated() {
            let counts = report(results[index]) { shared.printed($0, in: index) }
            let files = run.inputs.count == 1 ? "1 file" : "\(run.inputs.count) files"
            let subject = run.label.map { "\($0), \(files)" } ?? files
            Console.summary(
                "validated \(subject): \(count(counts.errors, "error")), \(count(counts.warnings, "warning"))")
            failed = failed || counts.errors > 0
        }
        if let known {
            let stale = known.staleEntries(readFiles: plan.runs.flatMap(\.readFiles))
            Console.report(stale)
            failed = failed || !stale.isEmpty
            Console.summary(known.summary)
        }
        if let path = arguments[writeBaseline] {
            var keys = FindingKeys(baseline: path)
            let findings = recorded.map { (key: keys.key(of: $0), message: $0.message) }
            guard FileSystem.write(Baseline.render(findings), to: path) else { return .failure }
            Console.summary("wrote \(path): \(count(findings.count, "finding"))")
        }
        return failed ? .failure : .success
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

/// The baseline a run of `validate` holds its findings to, with what it
/// has hidden so far.
final class KnownFindings {
    let path: String
    private let baseline: Baseline
    private var keys: FindingKeys
    private var matcher: Baseline.Matcher
    /// The files of the findings the run reported, from the baseline's
    /// folder.
    private var reportedFiles: Set<String> = []

    private init(path: String, baseline: Baseline) {
        self.path = path
        self.baseline = baseline
        keys = FindingKeys(baseline: path)
        matcher = Baseline.Matcher(baseline)
    }

    /// The baseline the command line names, else the one the runs'
    /// configuration names (relative to it); nil without one. One that
    /// cannot be read fails the run with located errors.
    static func load(_ commandLine: String?, _ plan: RunPlan) -> Result<KnownFindings?, ExitStatus> {
        let configured = Set(
            plan.runs.compactMap { run in
                run.configuration.baseline.map {
                    FilePath.joinNormalized(FilePath.folderPrefix(of: run.configurationFile ?? ""), $0)
                }
            })
        if commandLine == nil && configured.count > 1 {
            return .failure(
                Console.usageError(
                    "the runs' seguegen.yaml files name different baselines "
                        + "(\(configured.sorted().joined(separator: ", "))); give one with --baseline",
                    command: ValidateCommand.name))
        }
        guard let path = commandLine ?? configured.first else { return .success(nil) }
        var diagnostics = DiagnosticCollector()
        guard let baseline = Baseline.read(path, diagnostics: &diagnostics) else {
            Console.report(diagnostics)
            return .failure(.failure)
        }
        return .success(KnownFindings(path: path, baseline: baseline))
    }

    func isKnown(_ diagnostic: Diagnostic) -> Bool {
        let key = keys.key(of: diagnostic)
        reportedFiles.insert(key.file)
        return matcher.isKnown(key)
    }

    /// Located errors at the entries no finding used whose file the run
    /// neither read nor reported at: the baseline was written for other
    /// inputs, or the file is gone, and counting them as fixed would be a
    /// lie. One for each such file.
    func staleEntries(readFiles: [String]) -> [Diagnostic] {
        let known = reportedFiles.union(readFiles.map(keys.relative))
        var unused = matcher.remaining
        var named: Set<String> = []
        var stale: [Diagnostic] = []
        for entry in baseline.entries where !known.contains(entry.key.file) {
            guard let count = unused[entry.key], count > 0 else { continue }
            unused[entry.key] = count - 1
            guard named.insert(entry.key.file).inserted else { continue }
            stale.append(
                Diagnostic(
                    .invalidValue,
                    "the baseline holds findings in \(entry.key.file), which this run does not read: it was "
                        + "written for other inputs, or the file is gone; run with the inputs it was written for, or "
                        + "write it again with seguegen validate --write-baseline",
                    at: entry.fileLocation))
        }
        return stale
    }

    /// The one line that says what the baseline did.
    var summary: String {
        "baseline \(path): hid \(ValidateCommand.count(matcher.hidden, "known finding")), "
            + "\(matcher.fixed) fixed since it was written"
    }
}

/// The findings of a validation of several targets that more than one
/// target reports: a storyboard or a source file in five targets gives the
/// same finding five times. Each is printed once, by the first target that
/// reports it, with a note naming every target that shares it.
struct SharedFindings {
    private struct Key: Hashable {
        var code: DiagnosticCode
        var location: SourceLocation
        var message: String
    }

    /// The targets reporting each finding that several report, in run order.
    private var targets: [Key: [Int]] = [:]
    private let names: [String]

    /// `results`: each run's findings; `targets`: each run's target name.
    init(_ results: [[Diagnostic]], targets names: [String]) {
        self.names = names
        for (index, diagnostics) in results.enumerated() {
            for diagnostic in Set(diagnostics.map(Self.key)) {
                targets[diagnostic, default: []].append(index)
            }
        }
        targets = targets.filter { $0.value.count > 1 }
    }

    private static func key(_ diagnostic: Diagnostic) -> Key {
        Key(code: diagnostic.code, location: diagnostic.location, message: diagnostic.message)
    }

    /// What run `index` prints of `diagnostic`: nil when an earlier run
    /// printed it, else the diagnostic, with a note naming the targets that
    /// share it.
    func printed(_ diagnostic: Diagnostic, in index: Int) -> Diagnostic? {
        guard let runs = targets[Self.key(diagnostic)] else { return diagnostic }
        guard runs.first == index else { return nil }
        var shown = diagnostic
        let list = runs.map { names[$0] }
        shown.notes.append(
            .init(
                "the targets \(list.dropLast().joined(separator: ", ")) and \(list.last!) all report this; it is "
                    + "printed once", at: diagnostic.location))
        return shown
    }
}
