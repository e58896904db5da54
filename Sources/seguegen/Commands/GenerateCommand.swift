import SegueGenKit
import SegueGenSupport

enum GenerateCommand: Command {
    static let name = "generate"
    static let abstract = "Generate the typed segue API from manifests and storyboards."
    static let usage =
        "generate FILE... [--output PATH] [--check] [--regenerate-command TEXT] [--project PATH] [--target NAME]... "
        + "[--configuration NAME] [--info-plist PATH] [--config PATH] [--template NAME|PATH] [--access-level LEVEL] [--module-name NAME] "
        + "[--bundle token|module] [--disable-warning CODE]... [--reporter NAME] [--output-report PATH]"
    static let discussion = """
        Validates the inputs like 'seguegen validate', then renders the template into Swift. With --output, \
        the file is written atomically, and only when its content changes; on any error the old file is left \
        untouched. Without --output, the code goes to standard output.
        Given a folder, --output writes the split output, as the build plugin does: <Name>Segues.swift for \
        each storyboard or manifest, named after the file, and SegueGenShared.swift, so that a change to one \
        storyboard recompiles one small file. Generated files there that the inputs no longer produce are \
        removed.
        With --check, nothing is written where the output lives (the comparison uses the temporary folder): \
        the command fails when the file on disk differs from what would be generated, for CI.
        With an Xcode project, the generated code is that of one target, as its build sees it: name it with \
        --target when several have storyboards, or give --output a folder, which gets a folder for each target.
        \(InputOptions.filesHelp)
        Same inputs, same bytes, whatever the locale, the machine or the order of the FILE arguments.
        """
    static let output = Option.value(
        "output", placeholder: "PATH",
        help:
            "The Swift file to write; or a folder (an existing one, or a path ending in '/'), which gets the "
            + "split output: a file for each storyboard or manifest and SegueGenShared.swift; missing folders "
            + "are created; default: standard output.")
    static let check = Option.flag(
        "check", help: "Write nothing; exit 1 when the output file is missing or out of date.")
    static let regenerateCommand = Option.value(
        "regenerate-command", placeholder: "TEXT",
        help: "With --check: the command a stale-output message tells to run; the plugins name their own.")
    static var options: [OptionSpec] {
        [output.spec, check.spec, regenerateCommand.spec] + GenerationOptionsParser.specs + InputOptions.specs
            + ReportOptions.specs
    }

    /// Where and how generated code is written, as `generate`'s command
    /// line says, or `run-script`'s Run Script phase.
    struct Destination {
        /// The file or folder to write; nil for standard output.
        var output: String?
        /// `--check`: write nothing, compare with what is there.
        var check: Bool
        /// The command a stale-output message tells to run.
        var regenerate: String
        /// False keeps the temporary file out of the folder written to
        /// (`GeneratedFileWriter`), as `run-script`'s sandbox needs.
        var temporaryBeside: Bool

        init(_ arguments: ParsedArguments, output: String?, temporaryBeside: Bool = true) {
            self.output = output
            check = arguments[GenerateCommand.check]
            regenerate = arguments[GenerateCommand.regenerateCommand] ?? "seguegen generate without --check"
            self.temporaryBeside = temporaryBeside
        }
    }

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        if arguments[Self.check] && arguments[Self.output] == nil {
            return Console.usageError("--check needs --output, the file to compare", command: name)
        }
        switch InputOptions.plan(arguments, command: name) {
        case .success(let plan): return generate(plan, into: Destination(arguments, output: arguments[Self.output]))
        case .failure(let status): return status
        }
    }

    /// Generates the runs of `plan` into `destination`: one run into a
    /// file, a folder or standard output, several into a folder each.
    static func generate(_ plan: RunPlan, into destination: Destination) -> ExitStatus {
        Console.session.read(plan.runs)
        let isFolder = destination.output.map { $0.hasSuffix("/") || FileSystem.isDirectory($0) } ?? false
        guard !plan.runs.isEmpty else {
            Console.report(plan.diagnostics)
            return .failure
        }
        guard plan.runs.count == 1, let run = plan.runs.first else {
            let names = plan.runs.compactMap(\.targetName)
            guard let output = destination.output, isFolder else {
                return Console.usageError(
                    RunPlanner.severalTargets(names, or: "give --output a folder, which gets a folder for each"),
                    command: name)
            }
            Console.report(plan.diagnostics)
            var status = plan.diagnostics.hasErrors ? ExitStatus.failure : .success
            // Every target is checked before any is written, so that a
            // finding several share is printed once, as validate prints it.
            let loaded = plan.runs.map { run in
                var diagnostics = DiagnosticCollector()
                let checked = Pipeline.load(run.request, diagnostics: &diagnostics)
                return (checked: diagnostics.hasErrors ? nil : checked, diagnostics: diagnostics.sorted)
            }
            let shared = SharedFindings(loaded.map(\.diagnostics), targets: names)
            for (index, run) in plan.runs.enumerated() {
                Console.report(loaded[index].diagnostics.compactMap { shared.printed($0, in: index) })
                guard let checked = loaded[index].checked else {
                    status = .failure
                    continue
                }
                // A target whose every storyboard and XIB was skipped
                // (another platform's, SG017 said) gets no folder.
                guard !checked.describesNoInterface else { continue }
                // A target's folder is its name, or, when two projects
                // have a target of that name, its project's folder then
                // its name.
                let target = run.targetName ?? ""
                let folder =
                    names.filter({ $0 == target }).count > 1
                    ? FilePath.join(run.projectName ?? "", target) : target
                let writer = GeneratedFolderWriter(
                    folder: FilePath.join(output, folder) + "/", layout: OutputLayout(inputs: run.candidates),
                    comparingOnly: destination.check)
                let generated = writer.generate(checked, of: run.request, regenerate: destination.regenerate)
                if generated != .success { status = generated }
            }
            return status
        }
        guard let output = destination.output else {
            var diagnostics = plan.diagnostics
            // The code streams out only once the inputs validated.
            let generated = Pipeline.run(run.request, diagnostics: &diagnostics, output: Console.write)
            Console.report(diagnostics)
            return generated ? .success : .failure
        }
        return generate(run, into: output, destination, diagnostics: plan.diagnostics)
    }

    /// Generates one run into `output`, a file or a folder.
    private static func generate(
        _ run: PlannedRun, into output: String, _ destination: Destination, diagnostics: DiagnosticCollector
    ) -> ExitStatus {
        var diagnostics = diagnostics
        if output.hasSuffix("/") || FileSystem.isDirectory(output) {
            let folder = GeneratedFolderWriter(
                folder: output, layout: OutputLayout(inputs: run.candidates), comparingOnly: destination.check)
            return folder.generate(run.request, diagnostics: &diagnostics, regenerate: destination.regenerate)
        }
        let writer: GeneratedFileWriter
        do {
            writer = try GeneratedFileWriter(
                destination: output, comparingOnly: destination.check, temporaryBeside: destination.temporaryBeside)
        } catch {
            return GeneratedFileWriter.reportFailure(at: output, error.reason)
        }
        let generated = Pipeline.run(run.request, diagnostics: &diagnostics, output: writer.write)
        Console.report(diagnostics)
        guard generated else {
            writer.discard()
            return .failure
        }
        if destination.check {
            defer { writer.discard() }
            do {
                try writer.finishWriting()
            } catch {
                return GeneratedFileWriter.reportFailure(at: output, error.reason)
            }
            return writer.reportDifference(regenerate: destination.regenerate)
        }
        do {
            _ = try writer.commit()
            return .success
        } catch {
            return GeneratedFileWriter.reportFailure(at: output, error.reason)
        }
    }
}
