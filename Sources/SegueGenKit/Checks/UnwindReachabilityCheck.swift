import SegueGenSupport

/// UIKit resolves an unwind at run time: from the source it walks up
/// through the controllers that present or contain it, and at each it asks
/// the children other than the one holding the source; when none of them
/// implements the action, the unwind silently does nothing. This finds that
/// before run time:
///
/// - SG301, a proof: no scene UIKit can ask implements the action, and the
///   run knows everything that decides what is above the source (where the
///   app starts, that no code instantiates the source or a scene above it,
///   that no container above routes unwinds or holds children in code);
/// - SG307, the same when something of that is not known: it says what,
///   and what would make it a proof;
/// - SG302: some path to the source leaves every implementer out.
///
/// An unwind of a scene nothing shows, or on a segue no code performs,
/// never runs: it is not judged (SG304, SG308 say so).
enum UnwindReachabilityCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [
        .unwindNeverReachesImplementer: .error, .unwindMissesImplementerOnSomePaths: .warning,
        .unwindMayNotReachImplementer: .warning,
    ]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        let graph = run.graph
        let project = run.project
        let facts = run.navigation
        // The unwinds judged, by their place in `graph.unwinds` (each
        // unwind holds its segue, large by the ten thousand).
        let judged = graph.unwinds.indices.filter { index in
            let unwind = graph.unwinds[index]
            return unwind.segue.action != nil && run.checks.unwinds.includes(graph.sceneIDs[unwind.source].storyboard)
                && !facts.deadScenes.contains(unwind.source) && facts.deadSegues[unwind.segue.location] == nil
        }
        // The unwinds of one action share one search, which must know
        // their sources.
        var sourcesByAction: [String: [Int]] = [:]
        for index in judged {
            let unwind = graph.unwinds[index]
            if let action = unwind.segue.action { sourcesByAction[action, default: []].append(unwind.source) }
        }
        var searches: [String: NavigationGraph.UnwindSearch] = [:]
        var aboveBySource: [Int: (above: Set<Int>, candidates: Set<Int>)] = [:]
        for index in judged {
            let unwind = graph.unwinds[index]
            guard let action = unwind.segue.action else { continue }
            if searches[action] == nil {
                searches[action] = NavigationGraph.UnwindSearch(
                    graph, implementers: graph.implementingScenes(of: action, in: project),
                    sources: sourcesByAction[action]!, starts: run.entries)
            }
            let search = searches[action]!
            let implementers = search.implementers
            let source = unwind.source
            let sourceID = graph.sceneIDs[source]
            guard !implementers.isEmpty else {
                reportImplementersInNoScene(
                    of: action, from: sourceID, at: unwind.segue.actionLocation, project, report: &report)
                continue
            }
            // An implementer above the source is asked on some path: no
            // need for the scenes above it, which may be every scene.
            guard !search.hasImplementerAbove(source) else {
                reportPathsMissingImplementers(unwind, action: action, search: search, run: run, report: &report)
                continue
            }
            if aboveBySource[source] == nil {
                let above = graph.scenesAbove(source)
                aboveBySource[source] = (above, graph.unwindCandidates(of: source, above: above))
            }
            let (above, candidates) = aboveBySource[source]!
            guard candidates.isDisjoint(with: implementers) else {
                reportPathsMissingImplementers(unwind, action: action, search: search, run: run, report: &report)
                continue
            }
            let describe = { (scene: Int) in NavigationText.describe(graph.sceneIDs[scene], relativeTo: sourceID) }
            let location = unwind.segue.actionLocation
            let implementerNames = implementers.sorted { graph.sceneIDs[$0] < graph.sceneIDs[$1] }.map(describe)
            let searched =
                above.isEmpty
                ? "nothing is above \(sourceID.scene)"
                : "\(NavigationText.list(implementerNames)) \(implementerNames.count == 1 ? "is" : "are") neither "
                    + "above \(sourceID.scene) nor beside what is (above it can be: "
                    + above.sorted { graph.sceneIDs[$0] < graph.sceneIDs[$1] }.map(describe).joined(separator: ", ")
                    + ")"
            let closure = above.union([source])
            if let unknown = facts.unknownNavigation(
                closure: closure, candidates: candidates, graph: graph, describe: describe)
            {
                report.emit(
                    .unwindMayNotReachImplementer,
                    "unwind \"\(action)\" from \(sourceID.scene) reaches no implementer the storyboards show: "
                        + "\(searched); but \(unknown), so this is no proof that it fails",
                    at: location)
                continue
            }
            let reason =
                above.isEmpty
                ? "\(sourceID.scene) is where the app starts, so nothing is above it"
                : searched
            report.emit(
                .unwindNeverReachesImplementer,
                "unwind \"\(action)\" from \(sourceID.scene) can never reach an implementer: \(reason)", at: location)
        }
    }

    /// SG302: a path from where navigation starts to the source on which
    /// no scene UIKit asks implements the action.
    private static func reportPathsMissingImplementers(
        _ unwind: NavigationGraph.Unwind, action: String, search: NavigationGraph.UnwindSearch, run: CheckContext,
        report: inout CheckReport
    ) {
        let graph = run.graph
        let source = unwind.source
        let sourceID = graph.sceneIDs[source]
        // Code that instantiates the source itself by its storyboard ID
        // decides what is above it; the graph can say nothing of that
        // path, only of the paths that lead to the source.
        guard let path = search.path(to: source, mayStartAtSource: graph.initialScenes.contains(source)) else { return }
        let route = path.map { NavigationText.describe(graph.sceneIDs[$0], relativeTo: sourceID) }.joined(
            separator: " → ")
        report.emit(
            .unwindMissesImplementerOnSomePaths,
            "unwind \"\(action)\" from \(sourceID.scene) does nothing when \(sourceID.scene) is reached by "
                + "\(route): no scene on that path implements it"
                + storyboardIDAdvice(for: path[0], graph: graph, project: run.project),
            at: unwind.segue.actionLocation)
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

/// The codes `UnwindReachabilityCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var unwindNeverReachesImplementer: Self {
        .init("SG301", "an unwind segue can never reach a view controller implementing its action")
    }
    public static var unwindMissesImplementerOnSomePaths: Self {
        .init("SG302", "an unwind segue misses its implementer on some navigation paths")
    }
    public static var unwindMayNotReachImplementer: Self {
        .init(
            "SG307",
            "an unwind segue reaches no implementer the storyboards show, but what presents its source is not all known"
        )
    }
}
