import SegueGenSupport
import SegueGenTemplates
import TemplateEngine

/// The last stages of a run: context, then template. Pure: the template
/// loader is handed in, and the result is the file's text.
public enum Generator {
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

    /// The generated Swift for `project`, or nil with the template's errors
    /// in `diagnostics`.
    public static func generate(
        _ project: Project, options: GenerationOptions, template: String = defaultTemplate, loader: TemplateLoader,
        diagnostics: inout DiagnosticCollector
    ) -> String? {
        var text = ""
        let generated = generate(
            project, options: options, template: template, loader: loader, diagnostics: &diagnostics,
            output: { text += $0 })
        return generated ? text : nil
    }

    /// The generated Swift for `project`, handed to `output` in chunks, so a
    /// large file is never held whole; it always ends with a line break.
    /// Returns false, with the template's errors in `diagnostics`, when the
    /// template is missing or broken.
    public static func generate(
        _ project: Project, options: GenerationOptions, template: String = defaultTemplate, loader: TemplateLoader,
        diagnostics: inout DiagnosticCollector, output: (String) -> Void
    ) -> Bool {
        let context = TemplateContextBuilder.build(project, options: options)
        var endsWithLineBreak = false
        let rendered = TemplateRenderer.render(
            template: template, context: context, loader: loader, filters: filters, diagnostics: &diagnostics
        ) { chunk in
            guard !chunk.isEmpty else { return }
            endsWithLineBreak = chunk.utf8.last == UInt8(ascii: "\n")
            output(chunk)
        }
        if rendered && !endsWithLineBreak { output("\n") }
        return rendered
    }
}
