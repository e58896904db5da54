import SegueGenKit
import SegueGenSupport

enum DiffCommand: Command {
    static let name = "diff"
    static let abstract = "Check that a manifest still describes its storyboard."
    static let usage = "diff MANIFEST STORYBOARD"
    static let discussion = """
        Lists every difference between a manifest (as written by 'seguegen import' and edited since) and \
        the storyboard it describes: scenes and segues on one side only, changed classes, kinds and \
        storyboard IDs. Scenes are matched by name. Exits with 1 when they disagree, for CI. Class \
        declarations are ignored: storyboards cannot say who implements what.
        """
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        let paths = arguments.positionals
        guard paths.count == 2 else {
            return Console.usageError("diff takes a manifest and a storyboard", command: name)
        }
        let kinds = paths.map { InputFormat(path: $0) }
        guard let manifestIndex = kinds.firstIndex(where: { $0?.isManifest == true }),
            let storyboardIndex = kinds.firstIndex(of: .storyboard)
        else {
            let manifests = InputFormat.describeEndings(of: InputFormat.allCases.filter(\.isManifest))
            return Console.usageError("diff takes a manifest (\(manifests)) and a .storyboard", command: name)
        }
        var diagnostics = DiagnosticCollector()
        let inputs = FileSystem.disk.readInputs(
            [paths[manifestIndex], paths[storyboardIndex]], diagnostics: &diagnostics)
        let documents = inputs.map { Pipeline.read($0, diagnostics: &diagnostics) }
        guard !diagnostics.hasErrors, documents.count == 2 else {
            Console.report(diagnostics)
            return .failure
        }
        guard let manifest = documents[0]?.storyboard, let storyboard = documents[1]?.storyboard else {
            diagnostics.emit(
                Diagnostic(
                    .missingKey, "the manifest declares no scenes to compare", at: .start(of: paths[manifestIndex])))
            Console.report(diagnostics)
            return .failure
        }
        diagnostics.emit(contentsOf: ManifestDrift.differences(manifest: manifest, storyboard: storyboard))
        Console.report(diagnostics)
        let count = diagnostics.errorTotal
        Console.out(
            count == 0
                ? "\(paths[manifestIndex]) describes \(paths[storyboardIndex])"
                : "\(count) difference\(count == 1 ? "" : "s") between \(paths[manifestIndex]) and \(paths[storyboardIndex])"
        )
        return count == 0 ? .success : .failure
    }
}
