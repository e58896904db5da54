import SegueGenKit

enum GraphCommand: Command {
    static let name = "graph"
    static let abstract = "Draw the navigation graph as Graphviz DOT or a Mermaid flowchart."
    static let usage =
        "graph FILE... [--format dot|mermaid] [--output PATH] [--project PATH] [--target NAME] "
        + "[--configuration NAME] [--info-plist PATH] [--config PATH] [--disable-warning CODE]..."
    static let discussion = """
        One node per scene (name and class), grouped by storyboard; presenting segues as arrows labelled \
        with identifier and kind, containment (relationship, embed) drawn thick, unwind segues dashed \
        toward the implementers that can be above their source. A class is qualified by its module only \
        when that is not the run's module (see 'seguegen help generate', --module-name); a storyboard \
        without scenes is one dashed node. The same inputs draw the same bytes. \
        Render DOT with 'dot -Tsvg'; GitHub renders Mermaid in Markdown.
        """
    static let format = Option<GraphRenderer.Format?>.choice("format", help: "The drawing format; default: dot.")
    static let output = Option.value(
        "output", placeholder: "PATH", help: "The file to write; default: standard output.")
    static var options: [OptionSpec] { [format.spec, output.spec] + InputOptions.specs }

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        InputOptions.withValidProject(arguments, command: name) { run, checked in
            let drawing = GraphRenderer.render(
                checked.project, graph: checked.graph, format: arguments[Self.format] ?? .dot,
                moduleName: run.request.options.moduleName)
            guard let output = arguments[Self.output] else {
                Console.write(drawing)
                return .success
            }
            return FileSystem.write(drawing, to: output) ? .success : .failure
        }
    }
}
