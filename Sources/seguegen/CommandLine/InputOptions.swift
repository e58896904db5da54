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

    /// What loading the inputs gave: the project when reading succeeded,
    /// and every diagnostic so far, not yet printed.
    struct Loaded {
        var configuration: Configuration
        var inputs: [InputFile]
        var project: Project?
        var diagnostics: DiagnosticCollector

        /// The project when there were no errors; otherwise prints the
        /// diagnostics and returns nil.
        func projectOrReport() -> Project? {
            guard let project, !diagnostics.hasErrors else {
                Console.report(diagnostics)
                return nil
            }
            return project
        }
    }

    /// Reads the configuration and the inputs, then validates. Fails only
    /// when the command line or the configuration is unusable, after
    /// printing why.
    static func load(_ arguments: ParsedArguments, command: String) -> Result<Loaded, ExitStatus> {
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
        let project = Pipeline.load(inputs, unwindChecks: configuration.unwindChecks, diagnostics: &diagnostics)
        return .success(
            Loaded(configuration: configuration, inputs: inputs, project: project, diagnostics: diagnostics))
    }

    /// `load`, then the validated project; prints the diagnostics and fails
    /// when there is an error.
    static func loadValidProject(_ arguments: ParsedArguments, command: String)
        -> Result<(loaded: Loaded, project: Project), ExitStatus>
    {
        switch load(arguments, command: command) {
        case .failure(let status): return .failure(status)
        case .success(let loaded):
            guard let project = loaded.projectOrReport() else { return .failure(.failure) }
            return .success((loaded, project))
        }
    }
}
