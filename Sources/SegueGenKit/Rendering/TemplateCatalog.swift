import SegueGenTemplates
import TemplateEngine

/// The templates a run can render and the filters they may use: the
/// built-in templates embedded in the tool, user templates read through
/// `readFile`, the engine's general filters and SegueGen's Swift-naming ones.
public enum TemplateCatalog {
    /// The default template's name.
    public static let defaultTemplate = "segues"

    /// A loader over the built-in templates and, for user templates and
    /// their includes, `readFile`.
    public static func loader(readFile: @escaping @Sendable (String) -> String? = { _ in nil }) -> TemplateLoader {
        TemplateLoader(builtins: BuiltinTemplates.all, readFile: readFile)
    }

    /// The filters templates may use: the engine's general ones and the
    /// Swift-naming ones.
    public static let filters = TemplateFilters.standard.adding(SwiftNamingFilters.all)

    public static var builtinTemplateNames: [String] { BuiltinTemplates.all.keys.sorted() }
    public static var entryPointTemplateNames: [String] { BuiltinTemplates.entryPoints }
}
