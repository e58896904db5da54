/// What the generated file depends on besides the project.
public struct GenerationOptions: Sendable {
    public var accessLevel: AccessLevel
    /// The module the generated file is compiled into: its classes are
    /// written unqualified and it is not imported.
    public var moduleName: String?
    /// The input files' names (without folders), cited in the header.
    public var inputFileNames: [String]
    /// Where the typed scenes find their storyboards.
    public var bundle: StoryboardBundle
    /// The names `seguegen.yaml` chooses for generated declarations.
    public var names: [GeneratedName: String]

    public init(
        accessLevel: AccessLevel = .internal, moduleName: String? = nil, inputFileNames: [String] = [],
        bundle: StoryboardBundle = .token, names: [GeneratedName: String] = [:]
    ) {
        self.accessLevel = accessLevel
        self.moduleName = moduleName
        self.inputFileNames = inputFileNames
        self.bundle = bundle
        self.names = names
    }
}
