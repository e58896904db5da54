/// All storyboards and class declarations of one run, with the lookups that
/// resolve segue destinations across storyboards.
///
/// Assembling it is where inputs meet, so it reports what makes them
/// impossible to combine: two inputs defining one storyboard, two scenes
/// with one name, a class declared twice.
public struct Project: Sendable {
    /// Sorted by name, so nothing downstream depends on the order of the
    /// input files.
    public let storyboards: [StoryboardDefinition]
    /// Merged declarations, sorted by class name.
    public let classes: [ClassDeclaration]
    private let storyboardIndex: [String: Int]
    private let sceneIndex: [SceneID: Int]
    private let storyboardIdentifierIndex: [String: [String: String]]
    private let classIndex: [String: Int]
    /// The scenes of each custom view-controller class, by class name, in
    /// the order of `allScenes`.
    public let scenesByClass: [String: [SceneID]]

    public static func assemble(_ documents: [InputDocument], diagnostics: inout DiagnosticCollector) -> Project {
        var storyboards: [StoryboardDefinition] = []
        var storyboardIndex: [String: Int] = [:]
        for storyboard in documents.compactMap(\.storyboard).sorted(by: { ($0.name, $0.file) < ($1.name, $1.file) }) {
            if let existing = storyboardIndex[storyboard.name] {
                diagnostics.emit(
                    .error(
                        .duplicateStoryboard,
                        "storyboard \"\(storyboard.name)\" is already defined by \(storyboards[existing].file); "
                            + "set \"storyboard:\" to give this one another name",
                        at: storyboard.location,
                        notes: [.init("first defined here", at: storyboards[existing].location)]))
                continue
            }
            storyboardIndex[storyboard.name] = storyboards.count
            storyboards.append(uniqueScenes(of: storyboard, diagnostics: &diagnostics))
        }
        var sceneIndex: [SceneID: Int] = [:]
        var storyboardIdentifierIndex: [String: [String: String]] = [:]
        for storyboard in storyboards {
            var identifiers: [String: String] = [:]
            for (position, scene) in storyboard.scenes.enumerated() {
                sceneIndex[SceneID(storyboard: storyboard.name, scene: scene.name)] = position
                if let identifier = scene.storyboardIdentifier, identifiers[identifier] == nil {
                    identifiers[identifier] = scene.name
                }
            }
            storyboardIdentifierIndex[storyboard.name] = identifiers
        }
        var scenesByClass: [String: [SceneID]] = [:]
        for storyboard in storyboards {
            for scene in storyboard.scenes {
                if let customClass = scene.customClass {
                    scenesByClass[customClass.name, default: []].append(
                        SceneID(storyboard: storyboard.name, scene: scene.name))
                }
            }
        }
        let classes = mergedClasses(documents, diagnostics: &diagnostics)
        return Project(
            storyboards: storyboards, classes: classes, storyboardIndex: storyboardIndex, sceneIndex: sceneIndex,
            storyboardIdentifierIndex: storyboardIdentifierIndex,
            classIndex: Dictionary(uniqueKeysWithValues: classes.enumerated().map { ($1.name, $0) }),
            scenesByClass: scenesByClass)
    }

    /// Drops scenes whose name is taken, after reporting them.
    private static func uniqueScenes(
        of storyboard: StoryboardDefinition, diagnostics: inout DiagnosticCollector
    ) -> StoryboardDefinition {
        var seen: [String: SourceLocation] = [:]
        var result = storyboard
        result.scenes = storyboard.scenes.filter { scene in
            if let first = seen[scene.name] {
                diagnostics.emit(
                    .error(
                        .duplicateScene,
                        "storyboard \"\(storyboard.name)\" already has a scene named \"\(scene.name)\"",
                        at: scene.location, notes: [.init("first defined here", at: first)]))
                return false
            }
            seen[scene.name] = scene.location
            return true
        }
        return result
    }

    private static func mergedClasses(
        _ documents: [InputDocument], diagnostics: inout DiagnosticCollector
    ) -> [ClassDeclaration] {
        var byName: [String: ClassDeclaration] = [:]
        for declaration in documents.flatMap(\.classes).sorted(by: { $0.location < $1.location }) {
            if let first = byName[declaration.name] {
                diagnostics.emit(
                    .error(
                        .duplicateKey,
                        "class \"\(declaration.name)\" is declared twice; keep one declaration",
                        at: declaration.location, notes: [.init("first declared here", at: first.location)]))
                continue
            }
            byName[declaration.name] = declaration
        }
        return byName.values.sorted { $0.name < $1.name }
    }

    // MARK: - Lookups

    public func storyboard(named name: String) -> StoryboardDefinition? {
        storyboardIndex[name].map { storyboards[$0] }
    }

    public func scene(_ id: SceneID) -> Scene? {
        guard let storyboard = storyboard(named: id.storyboard), let position = sceneIndex[id] else { return nil }
        return storyboard.scenes[position]
    }

    /// Every scene of the run with its identity, in a stable order.
    public var allScenes: [(id: SceneID, scene: Scene)] {
        storyboards.flatMap { storyboard in
            storyboard.scenes.map { (SceneID(storyboard: storyboard.name, scene: $0.name), $0) }
        }
    }

    public func classDeclaration(named name: String) -> ClassDeclaration? {
        classIndex[name].map { classes[$0] }
    }

    /// What a reference from `storyboard` leads to.
    public enum Resolution: Equatable, Sendable {
        case scene(SceneID)
        /// A storyboard not among the inputs; the destination is typed as
        /// `UIViewController`.
        case external(storyboard: String)
        /// No such scene; `suggestion` is the closest existing name.
        case unknown(reason: String, suggestion: String?)
    }

    public func resolve(_ reference: SceneReference, from storyboardName: String) -> Resolution {
        let targetName = reference.storyboard ?? storyboardName
        guard let target = storyboard(named: targetName) else { return .external(storyboard: targetName) }
        switch reference.target {
        case .scene(let name):
            let id = SceneID(storyboard: targetName, scene: name)
            if scene(id) != nil { return .scene(id) }
            return .unknown(
                reason: "storyboard \"\(targetName)\" has no scene named \"\(name)\"",
                suggestion: Suggestion.closest(to: name, in: target.scenes.map(\.name)))
        case .storyboardIdentifier(let identifier):
            if let name = storyboardIdentifierIndex[targetName]?[identifier] {
                return .scene(SceneID(storyboard: targetName, scene: name))
            }
            return .unknown(
                reason: "storyboard \"\(targetName)\" has no scene with storyboard ID \"\(identifier)\"",
                suggestion: Suggestion.closest(to: identifier, in: target.scenes.compactMap(\.storyboardIdentifier)))
        case .initialScene:
            if let initial = target.initialScene, scene(SceneID(storyboard: targetName, scene: initial)) != nil {
                return .scene(SceneID(storyboard: targetName, scene: initial))
            }
            return .unknown(reason: "storyboard \"\(targetName)\" has no initial scene", suggestion: nil)
        }
    }

    /// The scene a segue leads to, when it is among the inputs.
    public func destinationScene(of segue: Segue, in storyboardName: String) -> SceneID? {
        guard let reference = segue.destination, case .scene(let id) = resolve(reference, from: storyboardName) else {
            return nil
        }
        return id
    }

    /// The scene a navigation controller shows first: the destination of its
    /// `rootViewController` relationship.
    public func rootScene(ofNavigation id: SceneID) -> SceneID? {
        guard let scene = scene(id), scene.kind == .navigationController else { return nil }
        guard
            let root = scene.segues.first(where: { $0.kind == .relationship && $0.relationship == "rootViewController" }
            )
        else { return nil }
        return destinationScene(of: root, in: id.storyboard)
    }

    /// The initial scene of a storyboard, when it names one that exists.
    public func initialScene(of storyboard: StoryboardDefinition) -> SceneID? {
        guard let name = storyboard.initialScene else { return nil }
        let id = SceneID(storyboard: storyboard.name, scene: name)
        return scene(id) == nil ? nil : id
    }
}
