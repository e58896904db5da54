import SegueGenSupport

/// UIKit resolves an unwind at run time by walking up from the source
/// through the controllers that present or contain it; when none
/// implements the action, the unwind silently does nothing. This finds it
/// before run time: on every path from a start of navigation (SG301), or
/// on some (SG302).
enum UnwindReachabilityCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [
        .unwindNeverReachesImplementer: .error, .unwindMissesImplementerOnSomePaths: .warning,
    ]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        let graph = run.graph
        let project = run.project
        var implementersByAction: [String: Set<Int>] = [:]
        for unwind in graph.unwinds where run.unwindChecks.includes(graph.sceneIDs[unwind.source].storyboard) {
            guard let action = unwind.segue.action else { continue }
            if implementersByAction[action] == nil {
                implementersByAction[action] = NavigationGraph.implementingScenes(of: action, in: project)
            }
            let implementers = implementersByAction[action]!
            let source = unwind.source
            let sourceID = graph.sceneIDs[source]
            guard !implementers.isEmpty else {
                reportImplementersInNoScene(
                    of: action, from: sourceID, at: unwind.segue.actionLocation, project, report: &report)
                continue
            }
            let describe = { (scene: Int) in NavigationText.describe(graph.sceneIDs[scene], relativeTo: sourceID) }
            let above = graph.scenesAbove(source)
            let location = unwind.segue.actionLocation
            let implementerNames = implementers.sorted { graph.sceneIDs[$0] < graph.sceneIDs[$1] }.map(describe)
            if above.isDisjoint(with: implementers) {
                if above.isEmpty && graph.initialScenes.contains(source) {
                    report.emit(
                        .unwindNeverReachesImplementer,
                        "unwind \"\(action)\" from \(sourceID.scene) can never reach an implementer: "
                            + "\(sourceID.scene) is the initial scene, so nothing is above it",
                        at: location)
                    continue
                }
                if above.isEmpty {
                    report.emit(
                        .unwindMissesImplementerOnSomePaths,
                        "unwind \"\(action)\" from \(sourceID.scene) reaches an implementer only if code presents "
                            + "\(sourceID.scene) from one: nothing in the graph presents or contains it",
                        at: location)
                    continue
                }
                let aboveNames = above.sorted { graph.sceneIDs[$0] < graph.sceneIDs[$1] }.map(describe)
                report.emit(
                    .unwindNeverReachesImplementer,
                    "unwind \"\(action)\" from \(sourceID.scene) can never reach an implementer: "
                        + "\(NavigationText.list(implementerNames)) \(implementerNames.count == 1 ? "is" : "are") "
                        + "not above \(sourceID.scene) (above it can be: \(aboveNames.joined(separator: ", ")))",
                    at: location)
                continue
            }
            // Code that instantiates the source itself by its storyboard ID
            // decides what is above it; the graph can say nothing of that
            // path, only of the paths that lead to the source.
            let starts = graph.initialScenes.contains(source) ? run.entries : run.entries.filter { $0 != source }
            if let path = graph.path(from: starts, to: source, avoiding: implementers) {
                let route = path.map(describe).joined(separator: " → ")
                report.emit(
                    .unwindMissesImplementerOnSomePaths,
                    "unwind \"\(action)\" from \(sourceID.scene) does nothing when \(sourceID.scene) is reached by "
                        + "\(route): no scene on that path implements it"
                        + storyboardIDAdvice(for: path[0], graph: graph, project: project),
                    at: location)
            }
        }
    }

    /// An action whose only implementers are classes that no scene uses (a
    /// misspelt class name, most often) can reach one only if code presents
    /// such a class; saying so keeps the misspelling from hiding the unwind.
    /// Unimplemented actions are SG208's.
    private static func reportImplementersInNoScene(
        of action: String, from source: SceneID, at location: SourceLocation, _ project: Project,
        report: inout CheckReport
    ) {
        let classes = project.unwindImplementers.implementations(of: action)
        guard let first = classes.first else { return }
        let names = classes.map(\.className)
        let suggestion = Suggestion.didYouMean(first.className, in: project.scenesByClass.keys)
        report.emit(
            .unwindMissesImplementerOnSomePaths,
            "unwind \"\(action)\" from \(source.scene) reaches an implementer only if code presents "
                + "\(NavigationText.list(names)): no scene uses \(names.count == 1 ? "that class" : "those classes")"
                + suggestion,
            at: location,
            notes: classes.map {
                .init(
                    "\($0.className) \($0.origin == .declared ? "is declared" : "implements it") here", at: $0.location)
            })
    }

    /// Why a path starts at a scene the graph itself leads to: its
    /// storyboard ID lets code present it anywhere. Says so, and how to
    /// silence the warning for that scene alone.
    private static func storyboardIDAdvice(for start: Int, graph: NavigationGraph, project: Project) -> String {
        let id = graph.sceneIDs[start]
        guard !graph.initialScenes.contains(start), graph.hasIncomingEdges(start),
            let identifier = project.scene(id)?.storyboardIdentifier
        else { return "" }
        return "; the path starts at \(id.scene) because its storyboard ID \"\(identifier)\" lets code present it "
            + "from anywhere; if code presents it only where segues lead, list \"\(id)\" under "
            + "presentedOnlyBySegues in seguegen.yaml"
    }
}
