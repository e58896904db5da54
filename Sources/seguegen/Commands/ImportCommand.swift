import SegueGenKit
import SegueGenSupport

enum ImportCommand: Command {
    static let name = "import"
    static let abstract = "Write the manifest equivalent to storyboards."
    static let usage = "import STORYBOARD... [--format yaml|json] [--output PATH]"
    static let discussion = """
        Converts each storyboard into a manifest with the same scenes and segues, so generating from the \
        storyboard or from its manifest gives the same Swift. Add a 'classes' section to say which classes \
        implement which unwind actions. With one storyboard, --output names the manifest file (default: \
        standard output) or, when it ends in '/' or is a folder, the folder for it; with several, --output names \
        a folder that receives NAME.segues.yaml for each. Missing folders are created.
        """
    static let format = Option<ManifestSyntax?>.choice("format", help: "The manifest syntax; default: yaml.")
    static let output = Option.value("output", placeholder: "PATH", help: "The manifest file, or a folder.")
    static let options = [format.spec, output.spec]

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        let format = arguments[Self.format] ?? .yaml
        let paths = arguments.positionals
        guard !paths.isEmpty else { return Console.usageError("name the storyboards to import", command: name) }
        if let path = paths.first(where: { InputFormat(path: $0) != .storyboard }) {
            return Console.usageError("\(path) is not a .storyboard file", command: name)
        }
        let output = arguments[Self.output]
        let outputIsFolder = output.map { $0.hasSuffix("/") || FileSystem.isDirectory($0) || paths.count > 1 } ?? false
        if paths.count > 1 {
            guard let output else {
                return Console.usageError("importing several storyboards needs --output FOLDER", command: name)
            }
            if FileSystem.isRegularFile(output) {
                return Console.usageError(
                    "importing several storyboards needs --output FOLDER, and \(output) is a file", command: name)
            }
        }
        var diagnostics = DiagnosticCollector()
        let inputs = FileSystem.disk.readInputs(paths, diagnostics: &diagnostics)
        var manifests: [(name: String, text: String)] = []
        for input in inputs {
            guard let storyboard = Pipeline.read(input, diagnostics: &diagnostics)?.storyboard else { continue }
            manifests.append(
                (storyboard.name, ManifestWriter.write(storyboard, format: format, sourceName: input.fileName)))
        }
        Console.report(diagnostics)
        guard !diagnostics.hasErrors else { return .failure }
        guard let output else {
            Console.out(manifests[0].text)
            return .success
        }
        for manifest in manifests {
            let path = outputIsFolder ? FilePath.join(output, format.manifestFileName(for: manifest.name)) : output
            guard FileSystem.write(manifest.text, to: path) else { return .failure }
        }
        return .success
    }
}
