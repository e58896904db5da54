import SegueGenSupport

/// The checks only the navigation graph can make. UIKit resolves an unwind
/// at run time by walking up from the source through the controllers that
/// present or contain it; when none implements the action, the unwind
/// silently does nothing. These checks find that before run time.
public enum NavigationChecks {
    public static func check(
        _ project: Project, names: NamePlan? = nil, unwindChecks: UnwindCheckScope = .everyStoryboard,
        diagnostics: inout DiagnosticCollector
    ) {
        let graph = NavigationGraph(project)
        let entries = graph.entryScenes(in: project, presentedByCode: unwindChecks.isPresentedByCode)
        checkUnwindReachability(
            graph, entries: entries, project: project, scope: unwindChecks, diagnostics: &diagnostics)
        checkUnusedUnwindActions(graph, project: project, diagnostics: &diagnostics)
        checkUnreachableScenes(graph, entries: entries, project: project, diagnostics: &diagnostics)
        LeaveGuardChecks.check(
            project,
            navigationController: (names ?? NamePlan(project: project)).name(.leaveConfirmingNavigationController),
            diagnostics: &diagnostics)
    }

    /// The scenes whose class, or one of its superclasses, implements
    /// `selector`.
    static func implementingScenes(of selector: String, in project: Project) -> Set<Int> {
        let implementers = project.unwindImplementers
        // Most actions of a large storyboard have no known implementer at
        // all; they need no walk over every scene.
        guard !implementers.implementations(of: selector).isEmpty else { return [] }
        var result: Set<Int> = []
        var index = 0
        for storyboard in project.storyboards {
            for scene in storyboard.scenes {
                if implementers.implements(scene.viewControllerClass.name, selector) { result.insert(index) }
                index += 1
            }
        }
        return result
    }

    private static func checkUnwindReachability(
        _ graph: NavigationGraph, entries: [Int], project: Project, scope: UnwindCheckScope,
        diagnostics: inout DiagnosticCollector
    ) {
        var implementersByAction: [String: Set<Int>] = [:]
        for unwind in graph.unwinds where scope.includes(graph.sceneIDs[unwind.source].storyboard) {
            guard let action = unwind.segue.action else { continue }
            if implementersByAction[action] == nil {
                implementersByAction[action] = implementingScenes(of: action, in: project)
            }
            let implementers = implementersByAction[action]!
            let source = unwind.source
            let sourceID = graph.sceneIDs[source]
            guard !implementers.isEmpty else {
                reportImplementersInNoScene(
                    of: action, from: sourceID, at: unwind.segue.actionLocation, project, diagnostics: &diagnostics)
                continue
            }
            let describe = { (scene: Int) in Self.describe(graph.sceneIDs[scene], relativeTo: sourceID) }
            let above = graph.scenesAbove(source)
            let location = unwind.segue.actionLocation
            let implementerNames = implementers.sorted { graph.sceneIDs[$0] < graph.sceneIDs[$1] }.map(describe)
            if above.isDisjoint(with: implementers) {
                if above.isEmpty && graph.initialScenes.contains(source) {
                    diagnostics.emit(
                        .error(
                            .unwindNeverReachesImplementer,
                            "unwind \"\(action)\" from \(sourceID.scene) can never reach an implementer: "
                                + "\(sourceID.scene) is the initial scene, so nothing is above it",
                            at: location))
                    continue
                }
                if above.isEmpty {
                    diagnostics.emit(
                        .warning(
                            .unwindMissesImplementerOnSomePaths,
                            "unwind \"\(action)\" from \(sourceID.scene) reaches an implementer only if code presents "
                                + "\(sourceID.scene) from one: nothing in the graph presents or contains it",
                            at: location))
                    continue
                }
                let aboveNames = above.sorted { graph.sceneIDs[$0] < graph.sceneIDs[$1] }.map(describe)
                diagnostics.emit(
                    .error(
                        .unwindNeverReachesImplementer,
                        "unwind \"\(action)\" from \(sourceID.scene) can never reach an implementer: "
                            + "\(list(implementerNames)) \(implementerNames.count == 1 ? "is" : "are") not above "
                            + "\(sourceID.scene) (above it can be: \(aboveNames.joined(separator: ", ")))",
                        at: location))
                continue
            }
            // Code that instantiates the source itself by its storyboard ID
            // decides what is above it; the graph can say nothing of that
            // path, only of the paths that lead to the source.
            let starts = graph.initialScenes.contains(source) ? entries : entries.filter { $0 != source }
            if let path = graph.path(from: starts, to: source, avoiding: implementers) {
                let route = path.map(describe).joined(separator: " → ")
                diagnostics.emit(
                    .warning(
                        .unwindMissesImplementerOnSomePaths,
                        "unwind \"\(action)\" from \(sourceID.scene) does nothing when \(sourceID.scene) is reached by "
                            + "\(route): no scene on that path implements it"
                            + Self.storyboardIDAdvice(for: path[0], graph: graph, project: project),
                        at: location))
            }
        }
    }

    /// An action whose only implementers are classes that no scene uses (a
    /// misspelt class name, most often) can reach one only if code presents
    /// such a class; saying so keeps the misspelling from hiding the unwind.
    /// Unimplemented actions are SG208's.
    private static func reportImplementersInNoScene(
        of action: String, from source: SceneID, at location: SourceLocation, _ project: Project,
        diagnostics: inout DiagnosticCollector
    ) {
        let classes = project.unwindImplementers.implementations(of: action)
        guard let first = classes.first else { return }
        let names = classes.map(\.className)
        let suggestion = Suggestion.didYouMean(first.className, in: project.scenesByClass.keys)
        diagnostics.emit(
            .warning(
                .unwindMissesImplementerOnSomePaths,
                "unwind \"\(action)\" from \(source.scene) reaches an implementer only if code presents "
                    + "\(list(names)): no scene uses \(names.count == 1 ? "that class" : "those classes")\(suggestion)",
                at: location,
                notes: classes.map {
                    .init(
                        "\($0.className) \($0.origin == .declared ? "is declared" : "implements it") here",
                        at: $0.location)
                }))
    }

    private static func checkUnusedUnwindActions(
        _ graph: NavigationGraph, project: Project, diagnostics: inout DiagnosticCollector
    ) {
        let used = Set(graph.unwinds.compactMap(\.segue.action))
        for declaration in project.classes {
            for action in declaration.unwindActions where !used.contains(action.selector) {
                diagnostics.emit(
                    .warning(
                        .unusedUnwindAction,
                        "\(declaration.name) implements the unwind action \"\(action.selector)\", "
                            + "but no unwind segue uses it", at: action.location))
            }
        }
    }

    /// Scenes of a storyboard with a known initial scene that nothing leads
    /// to: not the initial scene of any storyboard, not instantiable by
    /// storyboard ID, not reached by any segue from those.
    private static func checkUnreachableScenes(
        _ graph: NavigationGraph, entries: [Int], project: Project, diagnostics: inout DiagnosticCollector
    ) {
        let reachable = graph.reachable(from: entries)
        var index = 0
        for storyboard in project.storyboards {
            let known = project.initialScene(of: storyboard) != nil
            for scene in storyboard.scenes {
                defer { index += 1 }
                guard known, !reachable[index] else { continue }
                diagnostics.emit(
                    .warning(
                        .unreachableScene,
                        "scene \"\(scene.name)\" cannot be reached from the initial scene "
                            + "\"\(storyboard.initialScene ?? "")\"; give it a storyboard ID if code instantiates it",
                        at: scene.location))
            }
        }
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

    private static func describe(_ scene: SceneID, relativeTo source: SceneID) -> String {
        scene.storyboard == source.storyboard ? scene.scene : scene.description
    }

    static func list(_ names: [String]) -> String {
        switch names.count {
        case 1: names[0]
        case 2: "\(names[0]) and \(names[1])"
        default: names.dropLast().joined(separator: ", ") + " and " + names.last!
        }
    }
}
