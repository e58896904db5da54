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
        InputOptions.withValidProject(arguments, command: name) { run, checked in
            ContextJSON.render(
                TemplateContextBuilder.build(checked, options: run.request.options), output: Console.write)
            return .success
        }
    }
}
