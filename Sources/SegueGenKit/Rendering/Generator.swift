import SegueGenTemplates

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

    public static var builtinTemplateNames: [String] { BuiltinTemplates.all.keys.sorted() }
    public static var entryPointTemplateNames: [String] { BuiltinTemplates.entryPoints }

    /// The generated Swift for `project`, or nil with the template's errors
    /// in `diagnostics`.
    public static func generate(
        _ project: Project, options: GenerationOptions, template: String = defaultTemplate, loader: TemplateLoader,
        diagnostics: inout DiagnosticCollector
    ) -> String? {
        let context = TemplateContextBuilder.build(project, options: options)
        guard
            var text = TemplateRenderer.render(
                template: template, context: context, loader: loader, diagnostics: &diagnostics)
        else { return nil }
        if !text.hasSuffix("\n") { text += "\n" }
        return text
    }
}
