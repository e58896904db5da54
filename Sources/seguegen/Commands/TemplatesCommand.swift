import SegueGenKit
import SegueGenSupport

enum TemplatesCommand: Command {
    static let name = "templates"
    static let abstract = "List the built-in templates, or print one to start your own."
    static let usage = "templates list | templates cat NAME"
    static let discussion = """
        'segues' is the default template and 'identifiers-only' emits only the identifier enums; the others \
        are parts they include. Copy one with 'seguegen templates cat segues > my.stencil', edit it, and \
        pass '--template my.stencil' to generate. docs/Templates.md describes the template language and \
        docs/TemplateContext.md every context key.
        """
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        switch arguments.positionals.first {
        case "list" where arguments.positionals.count == 1:
            for name in TemplateCatalog.builtinTemplateNames {
                let role = TemplateCatalog.entryPointTemplateNames.contains(name) ? "template" : "part"
                Console.out("\(name)  (\(role))")
            }
            return .success
        case "cat" where arguments.positionals.count == 2:
            let name = arguments.positionals[1]
            guard let template = TemplateCatalog.loader().builtins[name] else {
                let hint = Suggestion.didYouMean(name, in: TemplateCatalog.builtinTemplateNames)
                return Console.usageError("no built-in template \"\(name)\"\(hint)", command: Self.name)
            }
            Console.out(template)
            return .success
        default:
            return Console.usageError("expected 'templates list' or 'templates cat NAME'", command: name)
        }
    }
}
