import SegueGenKit

enum ContextCommand: Command {
    static let name = "context"
    static let abstract = "Print the template context of the inputs as JSON, for template authors."
    static let usage = "context FILE... [--access-level LEVEL] [--module-name NAME]"
    static let discussion = """
        Prints exactly what templates see, keys in the order docs/TemplateContext.md documents them.
        """
    static var options: [OptionSpec] {
        GenerationOptionsParser.specs.filter { $0.name != "template" } + InputOptions.specs
    }

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        let loaded: InputOptions.Loaded
        switch InputOptions.load(arguments, command: name) {
        case .success(let value): loaded = value
        case .failure(let status): return status
        }
        guard let project = loaded.projectOrReport() else { return .failure }
        guard
            let options = GenerationOptionsParser.options(
                arguments, configuration: loaded.configuration, inputs: loaded.inputs, command: name)
        else { return .usage }
        Console.report(loaded.diagnostics)
        Console.out(ContextJSON.render(TemplateContextBuilder.build(project, options: options)))
        return .success
    }
}
