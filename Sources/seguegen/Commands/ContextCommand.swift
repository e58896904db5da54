import SegueGenKit

enum ContextCommand: Command {
    static let name = "context"
    static let abstract = "Print the template context of the inputs as JSON, for template authors."
    static let usage =
        "context FILE... [--project PATH] [--target NAME] [--configuration NAME] [--info-plist PATH] [--access-level LEVEL] "
        + "[--module-name NAME] [--bundle token|module] [--config PATH] [--disable-warning CODE]..."
    static let discussion = """
        Prints exactly what templates see, keys in the order docs/TemplateContext.md documents them.
        """
    static var options: [OptionSpec] {
        GenerationOptionsParser.contextSpecs + InputOptions.specs
    }

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        switch InputOptions.readValidProject(arguments, command: name) {
        case .failure(let status):
            return status
        case .success(let (run, diagnostics, project)):
            Console.report(diagnostics)
            let options = run.request(arguments, overrides: GenerationOptionsParser.overrides(arguments)).options
            ContextJSON.render(TemplateContextBuilder.build(project, options: options), output: Console.write)
            return .success
        }
    }
}
