import SegueGenSupport
import TemplateEngine

/// What a command line (or a plugin, which passes flags) says over the
/// configuration file. Each is nil, or empty, when not given.
public struct GenerationOverrides: Sendable, Equatable {
    /// A built-in template's name or a path, as given.
    public var template: String?
    public var accessLevel: AccessLevel?
    public var moduleName: String?
    public var bundle: StoryboardBundle?
    public var disabledWarnings: [DiagnosticCode]

    public init(
        template: String? = nil, accessLevel: AccessLevel? = nil, moduleName: String? = nil,
        bundle: StoryboardBundle? = nil, disabledWarnings: [DiagnosticCode] = []
    ) {
        self.template = template
        self.accessLevel = accessLevel
        self.moduleName = moduleName
        self.bundle = bundle
        self.disabledWarnings = disabledWarnings
    }
}

extension GenerationRequest {
    /// The one place options are resolved, for the command line, the
    /// plugins and the tests alike: an override wins over the
    /// configuration file, which wins over what the Xcode project says
    /// (`projectModuleName`), which wins over the defaults. A template path
    /// in the configuration is relative to the configuration's file.
    public static func resolve(
        inputs: [InputFile], configuration: Configuration, configurationFile: String? = nil,
        overrides: GenerationOverrides = GenerationOverrides(), projectModuleName: String? = nil,
        infoPlistSettings: [String: String]? = nil, loader: TemplateLoader = TemplateCatalog.loader()
    ) -> GenerationRequest {
        let options = GenerationOptions(
            accessLevel: overrides.accessLevel ?? configuration.accessLevel ?? .internal,
            moduleName: overrides.moduleName ?? configuration.moduleName ?? projectModuleName,
            inputFileNames: inputs.filter { InputFormat(path: $0.path)?.describesScenes == true }.map(\.fileName),
            bundle: overrides.bundle ?? configuration.bundle ?? .token, names: configuration.names)
        var template = TemplateCatalog.defaultTemplate
        if let chosen = overrides.template {
            template = chosen
        } else if let configured = configuration.template {
            template =
                TemplateCatalog.builtinTemplateNames.contains(configured)
                ? configured : FilePath.resolve(configured, besideFile: configurationFile ?? "")
        }
        return GenerationRequest(
            inputs: inputs, options: options, template: template, loader: loader,
            checks: CheckScopes(
                unwinds: configuration.unwindChecks, literals: configuration.literalChecks,
                connections: configuration.connectionChecks),
            suppressedWarnings: Set(configuration.disabledWarnings + overrides.disabledWarnings),
            infoPlistSettings: infoPlistSettings)
    }
}
