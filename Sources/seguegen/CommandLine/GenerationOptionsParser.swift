import SegueGenKit
import SegueGenSupport

/// The options that shape generated code, shared by `generate` and
/// `context`.
enum GenerationOptionsParser {
    static let template = Option.value(
        "template", placeholder: "NAME|PATH",
        help: "A built-in template (see 'seguegen templates list') or a template file; default: segues.")
    static let accessLevel = Option<AccessLevel?>.choice(
        "access-level", help: "The access level of generated declarations; default: internal.")
    static let moduleName = Option.value(
        "module-name", placeholder: "NAME",
        help: "The module the generated file is compiled into; its classes are not imported or qualified.")
    static let bundle = Option<StoryboardBundle?>.choice(
        "bundle",
        help:
            "Where typed scenes find their storyboards: token (default), the bundle of the generated code "
            + "(an app or a framework), or module, SwiftPM's Bundle.module.")
    /// What shapes the context, for `context`, which renders no template.
    static let contextSpecs = [accessLevel.spec, moduleName.spec, bundle.spec]
    static let specs = [template.spec] + contextSpecs

    /// The options from the command line over the configuration. Their
    /// values were checked while parsing, before any input was read.
    static func options(
        _ arguments: ParsedArguments, configuration: Configuration, inputs: [InputFile]
    ) -> GenerationOptions {
        GenerationOptions(
            accessLevel: arguments[accessLevel] ?? configuration.accessLevel ?? .internal,
            moduleName: arguments[moduleName] ?? configuration.moduleName,
            inputFileNames: inputs.filter { InputFormat(path: $0.path)?.describesScenes == true }.map(\.fileName),
            bundle: arguments[bundle] ?? configuration.bundle ?? .token)
    }

    /// The template to use: `--template`, else the configuration's (a path
    /// relative to the configuration file unless it names a built-in), else
    /// the default.
    static func template(_ arguments: ParsedArguments, configuration: Configuration) -> String {
        if let template = arguments[Self.template] { return template }
        guard let template = configuration.template else { return TemplateCatalog.defaultTemplate }
        if TemplateCatalog.builtinTemplateNames.contains(template) { return template }
        return FilePath.resolve(template, besideFile: arguments[InputOptions.config] ?? "")
    }

    /// The request `Pipeline.run` takes: the inputs read from disk, the
    /// options from the command line over the configuration, the template,
    /// and its loader, which reads template files from disk.
    static func request(_ read: InputOptions.Read, _ arguments: ParsedArguments) -> GenerationRequest {
        GenerationRequest(
            inputs: read.inputs, options: options(arguments, configuration: read.configuration, inputs: read.inputs),
            template: template(arguments, configuration: read.configuration),
            loader: TemplateCatalog.loader(readFile: { FileSystem.text($0) }),
            unwindChecks: read.configuration.unwindChecks, literalChecks: read.configuration.literalChecks)
    }
}
