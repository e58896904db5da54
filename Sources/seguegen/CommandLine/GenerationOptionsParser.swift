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
        help: "The module the generated code compiles into: its classes are written unqualified and it is not "
            + "imported. Default: with a project, the target's module; for files below Sources/<Target>/ of a Swift "
            + "package, that target's (the build plugin passes it); else the module the storyboards' classes "
            + "inherit from their target (customModuleProvider), when they name one. Without any of these there "
            + "is none: a class a storyboard places in a module (customModule) is qualified and that module "
            + "imported; every other class is unqualified.")
    static let bundle = Option<StoryboardBundle?>.choice(
        "bundle",
        help:
            "Where typed scenes find their storyboards: token (default), the bundle of the generated code "
            + "(an app or a framework), or module, SwiftPM's Bundle.module.")
    /// What shapes the context, for `context`, which renders no template.
    static let contextSpecs = [accessLevel.spec, moduleName.spec, bundle.spec]
    static let specs = [template.spec] + contextSpecs

    /// What the command line says over the configuration, of the options
    /// the command takes; their values were checked while parsing, before
    /// any input was read.
    static func overrides(_ arguments: ParsedArguments) -> GenerationOverrides {
        GenerationOverrides(
            template: arguments.declares(template) ? arguments[template] : nil,
            accessLevel: arguments.declares(accessLevel) ? arguments[accessLevel] : nil,
            moduleName: arguments.declares(moduleName) ? arguments[moduleName] : nil,
            bundle: arguments.declares(bundle) ? arguments[bundle] : nil)
    }
}
