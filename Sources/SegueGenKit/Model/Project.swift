import SegueGenSupport

/// All storyboards and class declarations of one run, with the lookups that
/// resolve segue destinations across storyboards.
///
/// Assembling it is where inputs meet, so it notes what makes them
/// impossible to combine (two inputs defining one storyboard, two scenes
/// with one name, a class declared twice) in `conflicts`, for the validator
/// to report.
public struct Project: Sendable {
    /// Sorted by name, so nothing downstream depends on the order of the
    /// input files.
    public private(set) var storyboards: [StoryboardDefinition]
    /// Merged declarations, sorted by class name.
    public let classes: [ClassDeclaration]
    /// What inputs defined twice, kept once.
    public let conflicts: [AssemblyConflict]
    /// What each class inherits from (`ClassHierarchy`): every question
    /// of kind is asked here.
    public let classHierarchy: ClassHierarchy
    /// Who implements each unwind action, declared or found in the code.
    public let unwindImplementers: UnwindImplementers
    /// The names the app's code declares.
    public let appNames: AppNames
    /// The calls app code makes that navigate where the storyboards do not
    /// show it, in input order.
    public let navigationCalls: [NavigationCall]
    /// The storyboards the app's window starts from, whose initial scenes
    /// are the roots of its navigation: from the Info.plist files of the
    /// run and a target's `INFOPLIST_KEY_…` settings. Empty when they name
    /// none (the app makes its window in code); nil when the run has none,
    /// so the roots are not known.
    public let mainStoryboards: Set<String>?
    /// The string literals the app's code passes to UIKit, in input order:
    /// what the literal checks judge and `seguegen migrate` rewrites.
    public let literalUses: [StringLiteralUse]
    /// The reuse identifiers the app's code dequeues cells by and
    /// registers, in input order: what the cell checks judge.
    public let reuseIdentifierUses: [ReuseIdentifierUse]
    /// The enums that are classes' segue identifiers (SegueHandlerType).
    public let segueIdentifierEnums: [SegueIdentifierEnum]
    /// The objects and connections of every storyboard and XIB, in input
    /// order, and the code's classes as the runtime finds them: what the
    /// connection checks hold together.
    public internal(set) var interfaceFiles: [InterfaceFile]
    public let runtimeClasses: RuntimeClasses
    /// Every name the code may load a nib by (`NibLoadingScanner`): a XIB
    /// whose name or classes are none of them is not seen loaded.
    public let nibLoadingNames: Set<String>
    /// Every class the code may create (`ClassCreationScanner`): a view
    /// controller's default nib is seen loaded only when its class is one.
    public let createdClassNames: Set<String>
    /// Every class the code names as a value (`Name.self`, `[Name class]`),
    /// which it may hand to code that builds a storyboard ID from the
    /// class's name.
    public let classValueNames: Set<String>
    /// The capitalized names each source file mentions outside their
    /// declarations (`ClassCreationScanner`), by file: a view controller
    /// none of them names, nor a scene or object of the run, is created by
    /// nothing the run sees. Kept by file, since only a finding asks, and
    /// their union is most of the run's words.
    public let classMentionsByFile: [[String]]
    private let storyboardIndex: [String: Int]
    /// Every scene's position in `scenePositions` and `sceneIDs`.
    private let sceneIndex: [SceneID: Int]
    /// Every scene of the run, in storyboard and scene order; a scene's
    /// index here is its number in the navigation graph.
    public let sceneIDs: [SceneID]
    private let scenePositions: [(storyboard: Int32, scene: Int32)]
    private let storyboardIdentifierIndex: [String: [String: String]]
    private let classIndex: [String: Int]
    /// The scenes of each custom view-controller class, by class name, in
    /// storyboard and scene order.
    public let scenesByClass: [String: [SceneID]]
    /// The module the storyboards say their target compiles into (Xcode
    /// writes it beside `customModuleProvider="target"`), when they name
    /// exactly one; nil when they name none or several.
    public let storyboardTargetModule: String?
    /// The module the run's own code compiles into: the one the command
    /// line, the configuration or the project names, else
    /// `storyboardTargetModule`. A class a file places in it (a
    /// `customModule` without `customModuleProvider="target"`) is the
    /// run's own.
    public let targetModule: String?
    /// Whether the run has all the code of `targetModule`: what makes a
    /// class no file of it declares a proof of its absence.
    public let ownModule: ModuleCoverage
    /// The root scene of every navigation controller that has one.
    private var navigationRoots: [SceneID: SceneID] = [:]
    /// The Swift names of every selector the run mentions, nil for those
    /// that are no unwind action; parsed once, asked for many times.
    private var unwindActionNames: [String: UnwindActionName?] = [:]
    /// The classes implementing each unwind action, as types.
    private var implementers: [String: [TypeReference]] = [:]

    /// Takes the documents over: the project then holds the only copy of
    /// every scene, so resolving destinations in place copies nothing.
    public static func assemble(
        _ documents: consuming [InputDocument], infoPlistSettings: [String: String]? = nil, moduleName: String? = nil,
        ownModule: ModuleCoverage = .notATarget
    ) -> Project {
        var conflicts: [AssemblyConflict] = []
        let classes = mergedClasses(documents, conflicts: &conflicts)
        let classHierarchy = ClassHierarchy(
            sources: documents.map { ($0.module, $0.sourceClasses) }, typeAliases: documents.flatMap(\.typeAliases))
        let unwindImplementers = UnwindImplementers(
            declared: classes, discovered: documents.flatMap(\.sourceClasses),
            readsCode: documents.contains(where: \.isAppCode), hierarchy: classHierarchy)
        let constants = documents.flatMap(\.stringConstants)
        let references = documents.flatMap(\.constantReferences)
        let resolved = ConstantReference.resolved(references, in: constants, chain: { classHierarchy.chain(of: $0) })
        let literalUses = documents.flatMap(\.literalUses) + resolved.filter { $0.role != .reuseIdentifier }
        let segueIdentifierEnums = SegueIdentifierEnum.find(
            constants: constants, identifierTypes: Set(documents.flatMap(\.segueIdentifierTypes)),
            references: references, chain: { classHierarchy.chain(of: $0) })
        let reuseIdentifierUses = ReuseIdentifierUse.resolving(
            documents.flatMap(\.reuseIdentifierUses), through: resolved.filter { $0.role == .reuseIdentifier })
        let appNames = AppNames(documents: documents)
        let navigationCalls = documents.flatMap(\.navigationCalls)
        let interfaceFiles = documents.compactMap(\.interfaceFile)
        let runtimeClasses = RuntimeClasses(documents: documents)
        let nibLoadingNames = Set(documents.lazy.flatMap(\.nibLoadingNames))
        let createdClassNames = Set(documents.lazy.flatMap(\.createdClassNames))
        let classValueNames = Set(documents.lazy.flatMap(\.classValueNames))
        let classMentionsByFile = documents.map(\.mentionedClassNames).filter { !$0.isEmpty }
        let targetModules = Set(documents.flatMap(\.targetModules))
        let storyboardTargetModule = targetModules.count == 1 ? targetModules.first : nil
        let plists = documents.compactMap(\.mainStoryboards)
        let mainStoryboards: Set<String>? =
            plists.isEmpty && infoPlistSettings == nil
            ? nil
            : Set(plists.joined().map(\.name) + mainStoryboards(inBuildSettings: infoPlistSettings ?? [:]))
        var definitions = documents.compactMap(\.storyboard).sorted { ($0.name, $0.file) < ($1.name, $1.file) }
        _ = consume documents
        var storyboards: [StoryboardDefinition] = []
        var storyboardIndex: [String: Int] = [:]
        for storyboard in definitions {
            if let existing = storyboardIndex[storyboard.name] {
                conflicts.append(.storyboard(dropped: site(of: storyboard), kept: site(of: storyboards[existing])))
                continue
            }
            storyboardIndex[storyboard.name] = storyboards.count
            storyboards.append(uniqueScenes(of: storyboard, conflicts: &conflicts))
        }
        // The definitions now share their scenes with `storyboards`; letting
        // go of them keeps the resolution below from copying every scene.
        definitions.removeAll()
        var sceneIndex: [SceneID: Int] = [:]
        var sceneIDs: [SceneID] = []
        var scenePositions: [(storyboard: Int32, scene: Int32)] = []
        var storyboardIdentifierIndex: [String: [String: String]] = [:]
        for (storyboardPosition, storyboard) in storyboards.enumerated() {
            var identifiers: [String: String] = [:]
            for (position, scene) in storyboard.scenes.enumerated() {
                let id = SceneID(storyboard: storyboard.name, scene: scene.name)
                sceneIndex[id] = sceneIDs.count
                sceneIDs.append(id)
                scenePositions.append((Int32(storyboardPosition), Int32(position)))
                if let identifier = scene.storyboardIdentifier, identifiers[identifier] == nil {
                    identifiers[identifier] = scene.name
                }
            }
            storyboardIdentifierIndex[storyboard.name] = identifiers
        }
        for storyboard in storyboards.indices {
            for scene in storyboards[storyboard].scenes.indices {
                swiftClasses(of: &storyboards[storyboard].scenes[scene], runtimeClasses)
            }
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
        var project = Project(
            storyboards: storyboards, classes: classes, conflicts: conflicts, classHierarchy: classHierarchy,
            unwindImplementers: unwindImplementers,
            appNames: appNames, navigationCalls: navigationCalls, mainStoryboards: mainStoryboards,
            literalUses: literalUses, reuseIdentifierUses: reuseIdentifierUses,
            segueIdentifierEnums: segueIdentifierEnums, interfaceFiles: interfaceFiles, runtimeClasses: runtimeClasses,
            nibLoadingNames: nibLoadingNames, createdClassNames: createdClassNames,
            classValueNames: classValueNames, classMentionsByFile: classMentionsByFile,
            storyboardIndex: storyboardIndex,
            sceneIndex: sceneIndex,
            sceneIDs: sceneIDs, scenePositions: scenePositions, storyboardIdentifierIndex: storyboardIdentifierIndex,
            classIndex: Dictionary(uniqueKeysWithValues: classes.enumerated().map { ($1.name, $0) }),
            scenesByClass: scenesByClass, storyboardTargetModule: storyboardTargetModule,
            targetModule: moduleName ?? storyboardTargetModule, ownModule: ownModule)
        project.resolveOnce()
        return project
    }

    /// The class generated code names for a custom class a storyboard or
    /// XIB writes with no module (`customClass="RenamedCell"`): UIKit finds
    /// it by its Objective-C name, so a Swift class declared
    /// `@objc(RenamedCell) class SwiftRenamedCell`, or nested in a type, is
    /// written as Swift names it. nil for a generic class, which Interface
    /// Builder cannot create and no type names bare.
    public func swiftClass(_ written: TypeReference) -> TypeReference? {
        Self.swiftClass(written, runtimeClasses)
    }

    private static func swiftClass(_ written: TypeReference, _ classes: RuntimeClasses) -> TypeReference? {
        guard written.module == nil else { return written }
        if let renamed = classes.renamedSwiftClass(runtimeName: written.name) {
            return renamed.isGeneric ? nil : TypeReference(name: renamed.swiftName, module: renamed.module)
        }
        return classes.entry(named: written.name, module: nil)?.isGeneric == true ? nil : written
    }

    /// A scene's class and its prototypes' as Swift names them
    /// (`swiftClass`). A generic view controller keeps its name, which
    /// the checks report; a generic cell is typed as its element's class,
    /// which is what UIKit creates.
    private static func swiftClasses(of scene: inout Scene, _ classes: RuntimeClasses) {
        if let written = scene.customClass, let swift = swiftClass(written, classes) { scene.customClass = swift }
        for container in scene.cellContainers.indices {
            for prototype in scene.cellContainers[container].prototypes.indices {
                let written = scene.cellContainers[container].prototypes[prototype].customClass
                scene.cellContainers[container].prototypes[prototype].customClass = written.flatMap {
                    swiftClass($0, classes)
                }
            }
        }
    }

    /// The module the generated code compiles into: the one the command
    /// line, `seguegen.yaml`, the Xcode project or the package names
    /// (`given`), else the one the storyboards say their target has. Its
    /// classes are written unqualified and it is not imported.
    public func moduleName(given: String?) -> String? {
        given ?? storyboardTargetModule
    }

    /// Resolves every destination, finds every navigation root and parses
    /// every selector once, so the stages that follow only look them up.
    private mutating func resolveOnce() {
        for storyboard in storyboards.indices {
            let name = storyboards[storyboard].name
            for scene in storyboards[storyboard].scenes.indices {
                for segue in storyboards[storyboard].scenes[scene].segues.indices {
                    let reference = storyboards[storyboard].scenes[scene].segues[segue].destination
                    guard let reference, case .scene(let target) = resolve(reference, from: name),
                        let index = sceneIndex[target]
                    else { continue }
                    storyboards[storyboard].scenes[scene].segues[segue].resolvedTarget = index
                }
            }
        }
        for storyboard in storyboards {
            for scene in storyboard.scenes where scene.kind == .navigationController {
                let root = scene.segues.first {
                    $0.kind.hasRelationship && $0.relationship == Segue.rootViewControllerRelationship
                }
                if let target = root?.resolvedTarget {
                    navigationRoots[SceneID(storyboard: storyboard.name, scene: scene.name)] = sceneIDs[target]
                }
            }
        }
        var selectors = Set(classes.flatMap(\.unwindActions).map(\.selector))
        for storyboard in storyboards {
            for scene in storyboard.scenes {
                for segue in scene.segues { if let action = segue.action { selectors.insert(action) } }
            }
        }
        for selector in selectors { unwindActionNames[selector] = UnwindActionName(selector: selector) }
        // Generated code names these classes, so only those Swift can see.
        for selector in unwindImplementers.selectors {
            implementers[selector] = unwindImplementers.implementations(of: selector)
                .filter { $0.origin != .objectiveCSource }.map { classReference(named: $0.className) }
        }
    }

    /// The classes that declare `selector` among their unwind actions, with
    /// the module their scenes give them.
    public func implementingClasses(of selector: String) -> [TypeReference] {
        implementers[selector] ?? []
    }

    /// The Swift name of an unwind action, or nil when `selector` is not a
    /// one-argument selector.
    public func unwindActionName(_ selector: String) -> UnwindActionName? {
        if let known = unwindActionNames[selector] { return known }
        return UnwindActionName(selector: selector)
    }

    /// Every well-formed unwind action of the run, on a segue or declared
    /// by a class, at its first place: what gets an action protocol and a
    /// source enum.
    public func unwindActionSelectors() -> [String: SourceLocation] {
        var first: [String: SourceLocation] = [:]
        for segue in storyboards.lazy.flatMap(\.scenes).flatMap(\.segues) where segue.kind.isUnwind {
            if let action = segue.action, unwindActionName(action) != nil {
                first[action] = min(first[action] ?? segue.actionLocation, segue.actionLocation)
            }
        }
        for action in classes.flatMap(\.unwindActions) where unwindActionName(action.selector) != nil {
            first[action.selector] = min(first[action.selector] ?? action.location, action.location)
        }
        return first
    }

    /// Drops scenes whose name is taken, noting each.
    private static func uniqueScenes(
        of storyboard: StoryboardDefinition, conflicts: inout [AssemblyConflict]
    ) -> StoryboardDefinition {
        var seen: [String: SourceLocation] = [:]
        var result = storyboard
        result.scenes = storyboard.scenes.filter { scene in
            if let first = seen[scene.name] {
                conflicts.append(
                    .scene(storyboard: storyboard.name, name: scene.name, dropped: scene.location, kept: first))
                return false
            }
            seen[scene.name] = scene.location
            return true
        }
        return result
    }

    private static func mergedClasses(
        _ documents: [InputDocument], conflicts: inout [AssemblyConflict]
    ) -> [ClassDeclaration] {
        var byName: [String: ClassDeclaration] = [:]
        for declaration in documents.flatMap(\.classes).sorted(by: { $0.location < $1.location }) {
            if let first = byName[declaration.name] {
                conflicts.append(
                    .classDeclaration(name: declaration.name, dropped: declaration.location, kept: first.location))
                continue
            }
            byName[declaration.name] = declaration
        }
        return byName.values.sorted { $0.name < $1.name }
    }

    private static func site(of storyboard: StoryboardDefinition) -> AssemblyConflict.StoryboardSite {
        AssemblyConflict.StoryboardSite(
            name: storyboard.name, file: storyboard.file, origin: storyboard.origin, location: storyboard.location)
    }

    // MARK: - Lookups

    public func storyboard(named name: String) -> StoryboardDefinition? {
        storyboardIndex[name].map { storyboards[$0] }
    }

    public func scene(_ id: SceneID) -> Scene? {
        guard let index = sceneIndex[id] else { return nil }
        let position = scenePositions[index]
        return storyboards[Int(position.storyboard)].scenes[Int(position.scene)]
    }

    /// The index of a scene in `sceneIDs`.
    public func index(of id: SceneID) -> Int? { sceneIndex[id] }

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

    /// The scene a segue of the project leads to, when it is among the
    /// inputs.
    public func destinationScene(of segue: Segue, in storyboardName: String) -> SceneID? {
        if let target = segue.resolvedTarget { return sceneIDs[target] }
        guard let reference = segue.destination, case .scene(let id) = resolve(reference, from: storyboardName) else {
            return nil
        }
        return id
    }

    /// The scene a navigation controller shows first: the destination of its
    /// `rootViewController` relationship.
    public func rootScene(ofNavigation id: SceneID) -> SceneID? {
        navigationRoots[id]
    }

    /// The class of a scene, read in place rather than through a copy of
    /// the scene.
    public func viewControllerClass(of id: SceneID) -> TypeReference? {
        guard let index = sceneIndex[id] else { return nil }
        let position = scenePositions[index]
        return storyboards[Int(position.storyboard)].scenes[Int(position.scene)].viewControllerClass
    }

    /// The initial scene of a storyboard, when it names one that exists.
    /// Every segue destination in a storyboard outside the run, in the
    /// order of the run, with the storyboard it names and where it is.
    public func externalReferences() -> [(storyboard: String, reference: SceneReference, location: SourceLocation)] {
        var result: [(String, SceneReference, SourceLocation)] = []
        for storyboard in storyboards {
            for scene in storyboard.scenes {
                // A destination resolved at assembly is in the run; one
                // outside it names a storyboard that is not.
                for segue in scene.segues where segue.resolvedTarget == nil {
                    guard let reference = segue.destination, let name = reference.storyboard,
                        self.storyboard(named: name) == nil
                    else { continue }
                    result.append((name, reference, segue.destinationLocation))
                }
            }
        }
        return result
    }

    public func initialScene(of storyboard: StoryboardDefinition) -> SceneID? {
        guard let name = storyboard.initialScene else { return nil }
        let id = SceneID(storyboard: storyboard.name, scene: name)
        return scene(id) == nil ? nil : id
    }
}

extension Project {
    /// The keys of an Info.plist, or of a target's `INFOPLIST_KEY_…` build
    /// settings, that name a main storyboard: the model's, since assembling
    /// reads the build settings and the Info.plist reader the list.
    static let mainStoryboardKeys = ["UIMainStoryboardFile", "UIMainStoryboardFile~ipad"]

    /// The main storyboards `INFOPLIST_KEY_…` build settings name, for a
    /// target that generates its Info.plist.
    static func mainStoryboards(inBuildSettings keys: [String: String]) -> [String] {
        mainStoryboardKeys.compactMap { keys[$0] }.filter { !$0.isEmpty }
    }
}
