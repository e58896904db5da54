/// The stages of a run as pure functions, in order: read each input into
/// the model, assemble the project, validate it, then (for generation)
/// build the template context and render. File I/O happens only at the
/// edges, in the command-line tool.
public enum Pipeline {
    /// Reads one input into the model, reporting problems with locations.
    public static func read(
        _ input: InputFile, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector
    ) -> InputDocument? {
        guard let kind = InputFormat(path: input.path) else {
            let rename = InputFormat.intendedName(for: input.fileName).map { "; rename it \($0)" } ?? ""
            diagnostics.emit(
                .error(
                    .unknownInputKind,
                    "cannot tell what this file is; inputs end in \(InputFormat.endingsDescription)\(rename)",
                    at: .start(of: input.path)))
            return nil
        }
        switch kind {
        case .jsonManifest, .yamlManifest:
            let root =
                kind == .jsonManifest
                ? JSONReader.read(input.bytes, file: input.path, limits: limits, diagnostics: &diagnostics)
                : YAMLReader.read(input.bytes, file: input.path, limits: limits, diagnostics: &diagnostics)
            return root.flatMap { ManifestDecoder.decode($0, file: input.path, diagnostics: &diagnostics) }
        case .storyboard:
            return input.withContiguousBytes { bytes, release in
                StoryboardReader.read(
                    bytes, release: release, file: input.path, limits: limits, diagnostics: &diagnostics)
            }
        }
    }

    /// Reads every input, assembles the project and validates it. Returns
    /// nil when reading failed, since validating half-read inputs would only
    /// add confusing follow-on errors.
    public static func load(
        _ inputs: [InputFile], limits: ReaderLimits = .default,
        diagnostics: inout DiagnosticCollector
    ) -> Project? {
        var documents: [InputDocument] = []
        for input in inputs {
            if let document = read(input, limits: limits, diagnostics: &diagnostics) {
                documents.append(document)
            }
        }
        guard !diagnostics.hasErrors else { return nil }
        let project = Project.assemble(consume documents, diagnostics: &diagnostics)
        Validator.validate(project, diagnostics: &diagnostics)
        NavigationChecks.check(project, diagnostics: &diagnostics)
        return project
    }
}
