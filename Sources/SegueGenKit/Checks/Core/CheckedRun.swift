/// What `Pipeline.load` hands every later stage: the assembled project, the
/// run's declaration plan (`NamePlan`), and the navigation graph and facts,
/// each built once, and judged by the checks. `generate`, `context`,
/// `graph` and `migrate` read it and rebuild none of it, so what they
/// produce is what the checks judged: the typed boundary between checking
/// and what follows, as swift-openapi-generator has one between parsing,
/// translating and rendering.
public struct CheckedRun: Sendable {
    public private(set) var project: Project
    /// The names the generated code declares, and which it leaves out.
    public let names: NamePlan
    /// The navigation graph the checks walked.
    public let graph: NavigationGraph
    /// What the run knows of navigation beyond the segues.
    let navigation: NavigationFacts

    init(_ context: CheckContext) {
        project = context.project
        names = context.names
        graph = context.graph
        navigation = context.navigation
    }

    /// Whether the run has no storyboard, manifest or XIB: a target whose
    /// every one was for another platform, and skipped (SG017), has no
    /// code to generate.
    public var describesNoInterface: Bool {
        project.storyboards.isEmpty && project.interfaceFiles.isEmpty
    }

    /// The run as rendering reads it: without the objects and connections
    /// of its storyboards and XIBs, which only the checks and the
    /// declaration plan read, and which a large storyboard makes the
    /// largest part of what generating holds while it renders (issue 43:
    /// 17.8 MB of 83 MiB at 10,000 scenes). `Pipeline.run` renders from it,
    /// so that the objects are freed first.
    func forRendering() -> CheckedRun {
        var run = self
        run.project.interfaceFiles = []
        return run
    }
}
