import SegueGenSupport

/// A syntax manifests and `seguegen.yaml` are written in. It owns every
/// fact about the syntax: its input format and file endings, its reader,
/// its syntax diagnostic, and the word `--format` takes; the writer and
/// every reading switch over it, so the compiler leads a new syntax to each
/// place that needs it, instead of one being read as another.
public enum ManifestSyntax: String, CaseIterable, Sendable, NamedChoice {
    case yaml
    case json

    /// The input format of a manifest in this syntax.
    public var inputFormat: InputFormat {
        switch self {
        case .yaml: .yamlManifest
        case .json: .jsonManifest
        }
    }

    /// The syntax of a manifest input format; nil for the other formats.
    public init?(_ format: InputFormat) {
        switch format {
        case .yamlManifest: self = .yaml
        case .jsonManifest: self = .json
        case .storyboard, .xib, .swiftSource, .objectiveCSource, .objectiveCHeader, .infoPlist: return nil
        }
    }

    /// The syntax of a configuration file, by its name's ending: JSON for
    /// `.json`, else YAML, whose reader also reads JSON's flow style.
    public init(configurationFile path: String) {
        self =
            Self.allCases.first { syntax in
                syntax.inputFormat.fileEndings.contains { path.lowercased().hasSuffix(InputFormat.plainEnding(of: $0)) }
            } ?? .yaml
    }

    /// The diagnostic code of a syntax error in this syntax.
    public var syntaxCode: DiagnosticCode {
        switch self {
        case .yaml: .yamlSyntax
        case .json: .jsonSyntax
        }
    }

    /// The document as a located tree, or nil with the reasons in
    /// `diagnostics`.
    public func read(
        _ bytes: [UInt8], file: String, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector
    ) -> Node? {
        switch self {
        case .yaml: YAMLReader.readTree(bytes, file: file, limits: limits, diagnostics: &diagnostics)
        case .json: JSONReader.readTree(bytes, file: file, limits: limits, diagnostics: &diagnostics)
        }
    }

    /// A project generator's description (XcodeGen's `project.yml` or
    /// `project.json`) as a located tree, or nil with the reasons in
    /// `diagnostics`: YAML's block scalars are read too, since its build
    /// scripts are written as them.
    public func readProjectDescription(
        _ bytes: [UInt8], file: String, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector
    ) -> Node? {
        switch self {
        case .yaml:
            YAMLReader.readTree(bytes, file: file, limits: limits, diagnostics: &diagnostics) {
                YAMLReader(cursor: $0, keys: MappingKeys(), readsBlockScalars: true)
            }
        case .json: JSONReader.readTree(bytes, file: file, limits: limits, diagnostics: &diagnostics)
        }
    }

    /// `Main.segues.yaml`: the file name of the manifest of `storyboard`.
    public func manifestFileName(for storyboard: String) -> String {
        storyboard + (inputFormat.fileEndings.first ?? "")
    }
}
