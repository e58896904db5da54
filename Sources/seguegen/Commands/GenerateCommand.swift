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

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        if arguments[Self.check] && arguments[Self.output] == nil {
            return Console.usageError("--check needs --output, the file to compare", command: name)
        }
        switch InputOptions.read(arguments, command: name) {
        case .success(let read): return run(arguments, read: read)
        case .failure(let status): return status
        }
    }

    /// Generates what `read` holds, as `arguments` ask: for `run`, and for
    /// `run-script`, which reads first to check its phase's file lists, and
    /// keeps its temporary file out of the folder it writes to
    /// (`temporaryBeside`, `GeneratedFileWriter`).
    static func run(_ arguments: ParsedArguments, read: InputOptions.Read, temporaryBeside: Bool = true) -> ExitStatus {
        Console.session.read(read.runs)
        let output = arguments[Self.output]
        let isFolder = output.map { $0.hasSuffix("/") || FileSystem.isDirectory($0) } ?? false
        guard !read.runs.isEmpty else {
            Console.report(read.diagnostics)
            return .failure
        }
        guard read.runs.count == 1, let run = read.runs.first else {
            let names = read.runs.compactMap(\.targetName)
            guard let output, isFolder else {
                return Console.usageError(
                    "\(names.count) targets have storyboards, XIBs or manifests (\(names.joined(separator: ", "))); name "
                        + "one with --target, or give --output a folder, which gets a folder for each", command: name)
            }
            Console.report(read.diagnostics)
            var status = read.diagnostics.hasErrors ? ExitStatus.failure : .success
            // A target's folder is its name, or, when two projects have a
            // target of that name, its project's folder then its name.
            for run in read.runs {
                let target = run.targetName ?? ""
                let folder =
                    names.filter({ $0 == target }).count > 1
                    ? FilePath.join(run.projectName ?? "", target) : target
                let generated = generate(
                    run, into: FilePath.join(output, folder) + "/", arguments, diagnostics: DiagnosticCollector())
                if generated != .success { status = generated }
            }
            return status
        }
        guard let output else {
            var diagnostics = read.diagnostics
            // The code streams out only once the inputs validated.
            let generated = Pipeline.run(
                run.request(arguments, overrides: GenerationOptionsParser.overrides(arguments)),
                diagnostics: &diagnostics, output: Console.write)
            Console.report(diagnostics)
            return generated ? .success : .failure
        }
        return generate(
            run, into: output, arguments, diagnostics: read.diagnostics, temporaryBeside: temporaryBeside)
    }

    /// Generates one run into `output`, a file or a folder.
    private static func generate(
        _ run: InputOptions.Run, into output: String, _ arguments: ParsedArguments, diagnostics: DiagnosticCollector,
        temporaryBeside: Bool = true
    ) -> ExitStatus {
        var diagnostics = diagnostics
        let request = run.request(arguments, overrides: GenerationOptionsParser.overrides(arguments))
        let regenerate = arguments[Self.regenerateCommand] ?? "seguegen generate without --check"
        if output.hasSuffix("/") || FileSystem.isDirectory(output) {
            let folder = GeneratedFolderWriter(
                folder: output, layout: OutputLayout(inputs: run.candidates), comparingOnly: arguments[Self.check])
            return folder.generate(request, diagnostics: &diagnostics, regenerate: regenerate)
        }
        let writer: GeneratedFileWriter
        do {
            writer = try GeneratedFileWriter(
                destination: output, comparingOnly: arguments[Self.check], temporaryBeside: temporaryBeside)
        } catch {
            return writeFailure(output, error.reason)
        }
        let generated = Pipeline.run(request, diagnostics: &diagnostics, output: writer.write)
        Console.report(diagnostics)
        guard generated else {
            writer.discard()
            return .failure
        }
        if arguments[Self.check] {
            defer { writer.discard() }
            do {
                try writer.finishWriting()
            } catch {
                return writeFailure(output, error.reason)
            }
            return check(writer.temporaryPath, against: output, regenerate: regenerate)
        }
        do {
            _ = try writer.commit()
            return .success
        } catch {
            return writeFailure(output, error.reason)
        }
    }

    static func writeFailure(_ path: String, _ reason: String) -> ExitStatus {
        Console.report(
            Diagnostic(.outputWriteFailed, "cannot write the generated file: \(reason)", at: .start(of: path)))
        return .failure
    }

    /// `--check`: compares the freshly generated file with the one on disk,
    /// and says where they part.
    static func check(_ generated: String, against path: String, regenerate: String) -> ExitStatus {
        guard FileSystem.isRegularFile(path) else {
            Console.report(
                Diagnostic(
                    .staleOutput, "the generated file does not exist; run \(regenerate)",
                    at: .start(of: path)
                ))
            return .failure
        }
        guard let difference = FileComparison.difference(expected: generated, actual: path) else { return .success }
        let expected = difference.expected.map { "\"\($0.trimmingWhitespace())\"" } ?? "<end of file>"
        Console.report(
            Diagnostic(
                .staleOutput,
                "the generated file is out of date: \(difference.count) line\(difference.count == 1 ? " differs" : "s differ"); "
                    + "line \(difference.line) should read \(expected); run \(regenerate)",
                at: SourceLocation(file: path, line: difference.line, column: 1)
            ))
        return .failure
    }
}
