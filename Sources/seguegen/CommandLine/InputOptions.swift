import SegueGenKit
import SegueGenSupport

/// The options every command that reads inputs shares, and the loading
/// they drive: configuration, inputs, validation.
enum InputOptions {
    static let config = Option.value(
        "config", placeholder: "PATH", help: "Read options from a seguegen.yaml file; options given here win.")
    static let disableWarning = Option.diagnosticCodes(
        "disable-warning", help: "Do not report warnings with this code, such as SG304.")
    static let specs = [config.spec, disableWarning.spec]

    /// The configuration named by `--config`, or an empty one. Returns nil
    /// after reporting when the file is unusable.
    static func configuration(_ arguments: ParsedArguments, diagnostics: inout DiagnosticCollector) -> Configuration? {
        guard let path = arguments[config] else { return Configuration() }
        guard let bytes = FileSystem.read(path, diagnostics: &diagnostics) else { return nil }
        return Configuration.read(bytes, file: path, diagnostics: &diagnostics)
    }

    /// The inputs. A configuration's `inputs` (relative to its file) select
    /// among the files named on the command line, or stand for them when
    /// none are named; that is how a build plugin, which hands over every
    /// candidate of a target, honours them.
    static func inputPaths(_ arguments: ParsedArguments, configuration: Configuration) -> [String] {
        guard let inputs = configuration.inputs else { return arguments.positionals }
        let configPath = arguments[config] ?? ""
        let listed = inputs.map { FilePath.resolve($0, besideFile: configPath) }
        guard !arguments.positionals.isEmpty else { return listed }
        let selected = Set(listed.map(FileSystem.canonicalPath))
        return arguments.positionals.filter { selected.contains(FileSystem.canonicalPath($0)) }
    }

    /// What the command line names, read from disk but not yet judged: the
    /// configuration and the input files, with the diagnostics of reading
    /// them and the warnings to drop.
    struct Read {
        var configuration: Configuration
        var inputs: [InputFile]
        /// Every input the command line names, folders expanded, before the
        /// configuration's `inputs` select among them: what the split
        /// output's file names come from, as the build plugin, which sees
        /// only the target's files, declares them.
        var candidates: [String]
        var diagnostics: DiagnosticCollector
    }

    /// Reads the configuration and the input files. Fails, after printing
    /// why, when the configuration is unusable or no input is named.
    static func read(_ arguments: ParsedArguments, command: String) -> Result<Read, ExitStatus> {
        var diagnostics = DiagnosticCollector()
        guard let configuration = configuration(arguments, diagnostics: &diagnostics), !diagnostics.hasErrors else {
            Console.report(diagnostics)
            return .failure(.failure)
        }
        diagnostics.suppressedWarnings = Set(configuration.disabledWarnings + arguments[disableWarning])
        let paths = inputPaths(arguments, configuration: configuration)
        guard !paths.isEmpty else {
            return .failure(
                Console.usageError(
                    "no input files; name manifests, storyboards or folders holding them", command: command))
        }
        let inputs = FileSystem.readInputs(paths, diagnostics: &diagnostics)
        let named = arguments.positionals.isEmpty ? paths : arguments.positionals
        let candidates = named.flatMap { FileSystem.isDirectory($0) ? FileSystem.inputsBelow($0) : [$0] }
        return .success(
            Read(configuration: configuration, inputs: inputs, candidates: candidates, diagnostics: diagnostics))
    }

    /// `read`, then the pipeline's front end (assembly, validation, graph
    /// checks) over the inputs: the project, or nil after reading failed,
    /// with every diagnostic, not yet printed.
    static func readAndValidate(_ arguments: ParsedArguments, command: String)
        -> Result<(read: Read, project: Project?), ExitStatus>
    {
        switch read(arguments, command: command) {
        case .failure(let status): return .failure(status)
        case .success(var read):
            let project = Pipeline.load(
                read.inputs, unwindChecks: read.configuration.unwindChecks,
                literalChecks: read.configuration.literalChecks, diagnostics: &read.diagnostics)
            return .success((read, project))
        }
    }

    /// `readAndValidate`, then the project when there is no error; prints
    /// the diagnostics and fails when there is one.
    static func readValidProject(_ arguments: ParsedArguments, command: String)
        -> Result<(read: Read, project: Project), ExitStatus>
    {
        switch readAndValidate(arguments, command: command) {
        case .failure(let status): return .failure(status)
        case .success(let (read, project)):
            guard let project, !read.diagnostics.hasErrors else {
                Console.report(read.diagnostics)
                return .failure(.failure)
            }
            return .success((read, project))
        }
    }
}
