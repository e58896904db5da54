import SegueGenSupport

/// Finds distinct names that become one Swift identifier once sanitised
/// (`Show Detail` and `showDetail`). Generated code with both would not
/// compile, so each collision is an error at the second name.
enum NameCollisions {
    static func check(_ project: Project, diagnostics: inout DiagnosticCollector) {
        var storyboardNames = Registry(what: "storyboard")
        for storyboard in project.storyboards {
            storyboardNames.add(
                storyboard.name, as: GeneratedNames.storyboardType(storyboard.name), at: storyboard.location,
                diagnostics: &diagnostics)
            var sceneNames = Registry(what: "scene")
            var sceneMembers = Registry(what: "storyboard ID")
            for scene in storyboard.scenes {
                if let identifier = scene.storyboardIdentifier, !identifier.isEmpty {
                    checkSceneMember(
                        identifier, of: storyboard.name, at: scene.location, registry: &sceneMembers,
                        diagnostics: &diagnostics)
                }
                sceneNames.add(
                    scene.name, as: GeneratedNames.sceneType(scene.name), at: scene.location, diagnostics: &diagnostics)
                var caseNames = Registry(what: "segue identifier")
                for segue in scene.segues {
                    guard let identifier = segue.identifier, !identifier.isEmpty, segue.kind.reachesCode else {
                        continue
                    }
                    caseNames.add(
                        identifier, as: GeneratedNames.segueCase(identifier), at: segue.identifierLocation,
                        diagnostics: &diagnostics)
                }
            }
        }
        for (_, scenes) in project.scenesByClass.sorted(by: { $0.key < $1.key }) where scenes.count > 1 {
            var caseNames = Registry(what: "segue identifier")
            for segue in scenes.compactMap({ project.scene($0) }).flatMap(\.segues) {
                guard let identifier = segue.identifier, !identifier.isEmpty, segue.kind.reachesCode else { continue }
                caseNames.add(
                    identifier, as: GeneratedNames.segueCase(identifier), at: segue.identifierLocation,
                    diagnostics: &diagnostics)
            }
        }
        checkExternalStoryboards(project, storyboards: &storyboardNames, diagnostics: &diagnostics)
        var actionNames = Registry(what: "unwind action")
        for (selector, location) in unwindActions(of: project) {
            actionNames.add(
                selector, as: GeneratedNames.unwindActionProtocol(selector), at: location, diagnostics: &diagnostics)
        }
        var classNames = Registry(what: "class")
        for declaration in project.classes {
            classNames.add(
                declaration.name, as: GeneratedNames.unwindProtocol(declaration.name), at: declaration.location,
                diagnostics: &diagnostics)
        }
    }

    /// A storyboard ID names a member of `StoryboardScene.<Storyboard>`,
    /// beside the members every storyboard has.
    private static func checkSceneMember(
        _ identifier: String, of storyboard: String, at location: SourceLocation, registry: inout Registry,
        diagnostics: inout DiagnosticCollector
    ) {
        let member = GeneratedNames.sceneMember(identifier)
        if GeneratedNames.reservedSceneMembers.contains(member.trimmingBackticks()) {
            diagnostics.emit(
                .error(
                    .swiftNameCollision,
                    "storyboard ID \"\(identifier)\" becomes \(member) in Swift, which StoryboardScene."
                        + "\(GeneratedNames.storyboardType(storyboard)) already declares; rename the ID",
                    at: location))
            return
        }
        registry.add(identifier, as: member, at: location, diagnostics: &diagnostics)
    }

    /// Storyboards outside the run that references name get a namespace in
    /// `StoryboardScene` too, with a member for each storyboard ID named.
    private static func checkExternalStoryboards(
        _ project: Project, storyboards: inout Registry, diagnostics: inout DiagnosticCollector
    ) {
        var members: [String: Registry] = [:]
        for (name, reference, location) in project.externalReferences() {
            if case .scene = reference.target { continue }
            storyboards.add(name, as: GeneratedNames.storyboardType(name), at: location, diagnostics: &diagnostics)
            guard case .storyboardIdentifier(let identifier) = reference.target else { continue }
            var registry = members[name] ?? Registry(what: "storyboard ID")
            checkSceneMember(identifier, of: name, at: location, registry: &registry, diagnostics: &diagnostics)
            members[name] = registry
        }
    }

    /// Every well-formed unwind selector of the run with its first place.
    private static func unwindActions(of project: Project) -> [(String, SourceLocation)] {
        var first: [String: SourceLocation] = [:]
        for storyboard in project.storyboards {
            for scene in storyboard.scenes {
                for segue in scene.segues where segue.kind.isUnwind {
                    if let action = segue.action, project.unwindActionName(action) != nil {
                        first[action] = min(first[action] ?? segue.actionLocation, segue.actionLocation)
                    }
                }
            }
        }
        for action in project.classes.flatMap(\.unwindActions) where project.unwindActionName(action.selector) != nil {
            first[action.selector] = min(first[action.selector] ?? action.location, action.location)
        }
        return first.sorted { $0.key < $1.key }
    }

    /// The names given so far in one scope, by their Swift spelling.
    private struct Registry {
        let what: String
        var seen = SmallMap<(name: String, location: SourceLocation)>()

        mutating func add(
            _ name: String, as swiftName: String, at location: SourceLocation, diagnostics: inout DiagnosticCollector
        ) {
            guard let earlier = seen.insertIfAbsent(swiftName, (name, location)), earlier.name != name else { return }
            diagnostics.emit(
                .error(
                    .swiftNameCollision,
                    "\(what) \"\(name)\" and \"\(earlier.name)\" both become \(swiftName) in Swift; rename one",
                    at: location, notes: [.init("\"\(earlier.name)\" is here", at: earlier.location)]))
        }
    }
}
