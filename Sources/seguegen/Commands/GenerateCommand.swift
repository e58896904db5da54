import Foundation
import SegueGenKit

enum GenerateCommand: Command {
    static let name = "generate"
    static let abstract = "Generate the typed segue API from manifests and storyboards."
    static let usage =
        "generate FILE... [--output PATH] [--template NAME|PATH] [--access-level LEVEL] [--module-name NAME] [--check]"
    static let discussion = """
        Validates the inputs like 'seguegen validate', then renders the template into Swift. With --output, \
        the file is written atomically, and only when its content changes; on any error the old file is left \
        untouched. Without --output, the code goes to standard output.
        With --check, nothing is written: the command fails when the file on disk differs from what would be \
        generated, for CI.
        Same inputs, same bytes, whatever the locale, the machine or the order of the FILE arguments.
        """
    static var options: [OptionSpec] {
        [
            OptionSpec(
                name: "output", kind: .value(placeholder: "PATH"),
                help: "The Swift file to write (a folder gets StoryboardSegues.swift); default: standard output."),
            OptionSpec(
                name: "check", kind: .flag,
                help: "Write nothing; exit 1 when the output file is missing or out of date."),
        ] + GenerationOptionsParser.specs + InputOptions.specs
    }

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        var output = arguments.value("output")
        if let path = output, FileSystem.isDirectory(path) {
            output = (path.hasSuffix("/") ? path : path + "/") + "StoryboardSegues.swift"
        }
        if arguments.flag("check") && output == nil {
            return Console.usageError("--check needs --output, the file to compare", command: name)
        }
        let loaded: InputOptions.Loaded
        switch InputOptions.load(arguments, command: name) {
        case .success(let value): loaded = value
        case .failure(let status): return status
        }
        guard let project = loaded.projectOrReport() else { return .failure }
        guard
            let options = GenerationOptionsParser.options(
                arguments, configuration: loaded.configuration, inputs: loaded.inputs, command: name)
        else { return .usage }
        var diagnostics = loaded.diagnostics
        let template = GenerationOptionsParser.template(arguments, configuration: loaded.configuration)
        let loader = Generator.loader(readFile: { FileSystem.existingContent($0) })
        guard
            let code = Generator.generate(
                project, options: options, template: template, loader: loader, diagnostics: &diagnostics)
        else {
            Console.report(diagnostics)
            return .failure
        }
        Console.report(diagnostics)
        guard let output else {
            Console.out(code)
            return .success
        }
        if arguments.flag("check") {
            return check(code, against: output)
        }
        return FileSystem.write(code, to: output) ? .success : .failure
    }

    /// `--check`: compares without writing, and says where the files part.
    private static func check(_ code: String, against path: String) -> ExitStatus {
        guard let existing = FileSystem.existingContent(path) else {
            Console.error(
                Diagnostic.error(
                    .staleOutput, "the generated file does not exist; run seguegen generate without --check",
                    at: .start(of: path)
                ).description)
            return .failure
        }
        guard existing != code else { return .success }
        let old = existing.split(separator: "\n", omittingEmptySubsequences: false)
        let new = code.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        let changed = zip(old, new).filter { $0 != $1 }.count + abs(old.count - new.count)
        let expected = firstDifference < new.count ? String(new[firstDifference]) : "<end of file>"
        Console.error(
            Diagnostic.error(
                .staleOutput,
                "the generated file is out of date: \(changed) line\(changed == 1 ? "" : "s") differ\(changed == 1 ? "s" : ""); "
                    + "line \(firstDifference + 1) should read \"\(expected.trimmingCharacters(in: .whitespaces))\"; "
                    + "run seguegen generate without --check",
                at: SourceLocation(file: path, line: firstDifference + 1, column: 1)
            ).description)
        return .failure
    }
}
