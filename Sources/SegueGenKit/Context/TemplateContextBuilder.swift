import SegueGenSupport

/// Builds the template context from a checked run: a pure function,
/// sorted throughout so the generated file depends only on what the inputs
/// declare, never on their order. It projects the run's data: which names
/// are declared, and which left out, is the run's `NamePlan`'s to say.
public struct TemplateContextBuilder {
    private let project: Project
    private let options: GenerationOptions
    /// The run's generated names and spellings.
    private let names: NamePlan
    /// Modules the spelled types live in, for the generated imports.
    private var modules: Set<String> = []
    /// The type aliases the spellings go through.
    private var aliases: Set<NamePlan.TypeAlias> = []

    /// The context of the single file, which holds everything.
    public static func build(_ run: CheckedRun, options: GenerationOptions) -> RootContext {
        var builder = TemplateContextBuilder(run, options: options)
        let layout = OutputLayout(inputs: run.project.storyboards.map(\.file))
        return builder.build(layout: layout).context(for: .whole, inputs: options.inputFileNames.sorted())
    }

    /// The contexts of the split output, one for each file `layout` names,
    /// in its order: each storyboard's code in the file of its input, and
    /// what spans files, or serves them all, in the shared file.
    public static func build(_ run: CheckedRun, options: GenerationOptions, layout: OutputLayout)
        -> [(fileName: String, context: RootContext)]
    {
        var builder = TemplateContextBuilder(run, options: options)
        let contents = builder.build(layout: layout)
        var inputsByFile: [String: Set<String>] = [:]
        for (path, fileName) in layout.fileNames { inputsByFile[fileName, default: []].insert(FilePath.fileName(path)) }
        return layout.allFileNames.map { fileName in
            guard fileName != OutputLayout.sharedFileName else {
                return (fileName, contents.context(for: .shared, inputs: options.inputFileNames.sorted()))
            }
            let inputs = (inputsByFile[fileName] ?? []).sorted()
            return (fileName, contents.context(for: .storyboardFile(fileName), inputs: inputs))
        }
    }

    private init(_ run: CheckedRun, options: GenerationOptions) {
        project = run.project
        var options = options
        options.moduleName = project.moduleName(given: options.moduleName)
        self.options = options
        names = run.names
    }

    /// Everything the output holds, each part with the file it belongs to
    /// in the split output: a storyboard's own, or the shared one.
    private struct Contents {
        var storyboards: [(part: OutputPart, context: StoryboardContext)]
        var classes: [(part: OutputPart, context: ClassContext)]
        var cellClasses: [(part: OutputPart, context: CellClassContext)]
        /// In the file that declares the runtime: nibs are no storyboard's.
        var reusableNibs: [ReusableNibContext]
        var unwindActions: [UnwindActionContext]
        /// The actions with sources, each in the file of its sources' scenes
        /// when one file holds them all.
        var unwindSources: [(part: OutputPart, context: UnwindActionContext)]
        var customSegueClasses: [(part: OutputPart, spelling: String)]
        var instantiableStoryboards: [(part: OutputPart, context: InstantiableStoryboardContext)]
        var imports: [String]
        var runtime: RootContext.RuntimeNeeds
        var options: GenerationOptions
        var names: NamePlan
        var aliases: [NamePlan.TypeAlias]

        /// The context of the file of `part`: everything for `.whole`, else
        /// what belongs to that file.
        func context(for part: OutputPart, inputs: [String]) -> RootContext {
            func holds(_ owner: OutputPart) -> Bool { part == .whole || owner == part }
            return RootContext(
                part: part, inputs: inputs, accessLevel: options.accessLevel, moduleName: options.moduleName,
                imports: imports, storyboards: storyboards.filter { holds($0.part) }.map(\.context),
                classes: classes.filter { holds($0.part) }.map(\.context),
                cellClasses: cellClasses.filter { holds($0.part) }.map(\.context),
                reusableNibs: part.declaresRuntime ? reusableNibs : [],
                unwindActions: part.declaresRuntime ? unwindActions : [],
                unwindSources: part == .whole ? [] : unwindSources.filter { $0.part == part }.map(\.context),
                customSegueClasses: Set(customSegueClasses.filter { holds($0.part) }.map(\.spelling)).sorted(),
                instantiableStoryboards: instantiableStoryboards.filter { holds($0.part) }.map(\.context),
                runtime: runtime, bundle: options.bundle, names: names,
                typeAliases: part.declaresRuntime ? aliases : [])
        }
    }

    private mutating func build(layout: OutputLayout) -> Contents {
        var partsByStoryboard: [String: OutputPart] = [:]
        for storyboard in project.storyboards {
            partsByStoryboard[storyboard.name] =
                layout.fileNames[storyboard.file].map(OutputPart.storyboardFile) ?? .shared
        }
        func part(of storyboard: String) -> OutputPart { partsByStoryboard[storyboard] ?? .shared }
        // What names scenes goes to their file when one file holds them
        // all, and to the shared file when they are in several, or none.
        func part(of scenes: [SceneID]) -> OutputPart {
            let parts = Set(scenes.map { part(of: $0.storyboard) })
            return parts.count == 1 ? parts.first! : .shared
        }
        var scenesByID: [SceneID: SceneContext] = [:]
        let storyboards = project.storyboards.map { storyboard -> StoryboardContext in
            let scenes = storyboard.scenes
                .map { scene -> SceneContext in
                    let context = sceneContext(scene, in: storyboard.name)
                    scenesByID[SceneID(storyboard: storyboard.name, scene: scene.name)] = context
                    return context
                }
                .sorted { ($0.typeName, $0.name) < ($1.typeName, $1.name) }
            return StoryboardContext(
                name: storyboard.name, typeName: names.storyboardType(storyboard.name), scenes: scenes)
        }
        let actions = unwindActionContexts()
        let actionsBySelector = Dictionary(uniqueKeysWithValues: actions.map { ($0.name.selector, $0) })
        let classes = classContexts(scenes: scenesByID, actions: actionsBySelector)
        let cellClasses = cellClassContexts()
        let reusableNibs = reusableNibContexts()
        var segueClasses: [(part: OutputPart, spelling: String)] = []
        for storyboard in project.storyboards {
            var types: Set<TypeReference> = []
            for scene in storyboard.scenes {
                for segue in scene.segues where segue.kind.usesSegueClass {
                    if let segueClass = segue.segueClass { types.insert(segueClass) }
                }
            }
            let part = part(of: storyboard.name)
            segueClasses += types.map { (part, spell($0, at: .fileScope)) }
        }
        let instantiable = (instantiableStoryboards() + externalStoryboards()).sorted { $0.typeName < $1.typeName }
        return Contents(
            storyboards: zip(project.storyboards, storyboards).map { (part(of: $0.name), $1) },
            classes: classes.map { (part(of: $0.scenes), $0) },
            cellClasses: cellClasses.map { (part(of: project.scenesByClass[$0.name] ?? []), $0) },
            reusableNibs: reusableNibs,
            unwindActions: actions,
            unwindSources: actions.filter { !$0.sourceList.isEmpty }.map {
                (part(of: $0.sourceList.flatMap(\.scenes)), $0)
            },
            customSegueClasses: segueClasses,
            instantiableStoryboards: instantiable.map { ($0.isExternal ? .shared : part(of: $0.name), $0) },
            imports: modules.sorted(),
            runtime: RootContext.RuntimeNeeds(
                classes: classes, cellClasses: cellClasses, instantiableStoryboards: instantiable),
            options: options, names: names, aliases: aliases.sorted())
    }

    /// A type as generated code at `site` writes it, noting its module for
    /// the imports, and the alias it goes through when something there
    /// hides it.
    private mutating func spell(_ type: TypeReference, at site: NamePlan.Site) -> String {
        if let module = type.module, module != options.moduleName { modules.insert(module) }
        return noting(names.spelling(of: type, at: site, moduleName: options.moduleName))
    }

    private mutating func noting(_ spelling: NamePlan.Spelling) -> String {
        if let alias = spelling.alias { aliases.insert(alias) }
        return spelling.text
    }

    // MARK: - Scenes and segues

    private mutating func sceneContext(_ scene: Scene, in storyboard: String) -> SceneContext {
        let id = SceneID(storyboard: storyboard, scene: scene.name)
        let senders = scene.customClass.flatMap { project.classDeclaration(named: $0.name) }?.senders ?? []
        // The segues' types are spelled in the extension of the scene's class.
        let site = NamePlan.Site.classBody(scene.viewControllerClass.name)
        // An identifier used twice (SG202's warning) keeps its first segue,
        // typed UIViewController when the two lead to different classes:
        // which one UIKit performs is not known.
        var positions: [String: Int] = [:]
        var segues: [SegueContext] = []
        for segue in scene.segues {
            guard let identifier = segue.identifier, !identifier.isEmpty, segue.kind.reachesCode,
                let caseName = names.segueCase(identifier, of: id)
            else { continue }
            let context = segueContext(
                segue, identifier: identifier, caseName: caseName, from: id, at: site,
                senderType: senders.first { $0.identifier == identifier }?.type)
            guard let position = positions[identifier] else {
                positions[identifier] = segues.count
                segues.append(context)
                continue
            }
            if segues[position].disagrees(with: context) { segues[position] = segues[position].generalized() }
        }
        // The scene's class is only named in a comment; it needs no import.
        let typeName = names.sceneType(scene.name)
        return SceneContext(
            name: scene.name, storyboard: storyboard, typeName: typeName,
            enumPath: "\(names.name(.segueNamespace)).\(names.storyboardType(storyboard)).\(typeName)",
            className: scene.viewControllerClass.spelling(inModule: options.moduleName),
            isCustomClass: scene.customClass != nil, storyboardIdentifier: scene.storyboardIdentifier,
            segues: segues.sorted(by: SegueContext.caseOrder))
    }

    private mutating func segueContext(
        _ segue: Segue, identifier: String, caseName: String, from source: SceneID, at site: NamePlan.Site,
        senderType: String?
    ) -> SegueContext {
        let typed = project.typedDestination(of: segue, from: source)
        return SegueContext(
            identifier: identifier, caseName: caseName, kind: segue.kind, destination: typed,
            destinationType: spell(typed.type, at: site),
            destinationScene: project.destinationScene(of: segue, in: source.storyboard),
            segueClass: segue.kind.usesSegueClass ? segue.segueClass.map { spell($0, at: .fileScope) } : nil,
            action: segue.kind.isUnwind ? segue.action : nil,
            senderType: senderType.map { noting(names.spelling(ofTypeText: $0, at: site)) })
    }

    // MARK: - Scene instantiation

    /// The storyboards of the run with an initial scene or a scene with a
    /// storyboard ID. A storyboard ID used by several scenes (SG219's
    /// warning) gets no typed scene: which of them UIKit returns is not
    /// known, so no type would be safe.
    private mutating func instantiableStoryboards() -> [InstantiableStoryboardContext] {
        var result: [InstantiableStoryboardContext] = []
        for storyboard in project.storyboards {
            var scenes: [InstantiableSceneContext] = []
            for scene in storyboard.scenes {
                guard let identifier = scene.storyboardIdentifier,
                    let member = names.sceneMember(of: scene, in: storyboard.name)
                else { continue }
                scenes.append(
                    InstantiableSceneContext(
                        storyboardIdentifier: identifier, memberName: member,
                        className: spell(scene.viewControllerClass, at: .sceneNamespace), scene: scene.name))
            }
            let initial = project.initialScene(of: storyboard).flatMap(project.scene).map {
                spell($0.viewControllerClass, at: .sceneNamespace)
            }
            guard initial != nil || !scenes.isEmpty else { continue }
            result.append(
                InstantiableStoryboardContext(
                    name: storyboard.name, typeName: names.storyboardType(storyboard.name), bundleIdentifier: nil,
                    isExternal: false, initialSceneClass: initial,
                    scenes: scenes.sorted(by: InstantiableSceneContext.memberOrder)))
        }
        return result
    }

    /// Storyboards outside the run that storyboard references name, with
    /// the scenes they name: what code can instantiate from them is known,
    /// their classes are not.
    private mutating func externalStoryboards() -> [InstantiableStoryboardContext] {
        var found: [String: (bundle: String?, initial: Bool, identifiers: Set<String>)] = [:]
        for (name, reference, _) in project.externalReferences() {
            var entry = found[name] ?? (reference.bundle, false, [])
            switch reference.target {
            case .storyboardIdentifier(let identifier): entry.identifiers.insert(identifier)
            case .initialScene: entry.initial = true
            case .scene: break
            }
            found[name] = entry
        }
        let viewController = spell(.viewController, at: .sceneNamespace)
        return found.compactMap { name, entry in
            guard entry.initial || !entry.identifiers.isEmpty else { return nil }
            let scenes = entry.identifiers.map {
                InstantiableSceneContext(
                    storyboardIdentifier: $0, memberName: GeneratedNames.sceneMember($0), className: viewController,
                    scene: nil)
            }
            return InstantiableStoryboardContext(
                name: name, typeName: names.storyboardType(name), bundleIdentifier: entry.bundle, isExternal: true,
                initialSceneClass: entry.initial ? viewController : nil,
                scenes: scenes.sorted(by: InstantiableSceneContext.memberOrder))
        }
    }

    // MARK: - Classes

    private mutating func classContexts(
        scenes: [SceneID: SceneContext], actions: [String: UnwindActionContext]
    ) -> [ClassContext] {
        let classNames = Set(project.scenesByClass.keys).union(project.classes.map(\.name)).sorted()
        var result: [ClassContext] = []
        for name in classNames {
            let sceneIDs = (project.scenesByClass[name] ?? []).sorted()
            let withSegues = sceneIDs.compactMap { scenes[$0] }.filter(\.hasSegues)
            let declaration = project.classDeclaration(named: name)
            let declared = declaration?.unwindActions.map(\.selector) ?? []
            let implemented = Set(declared).sorted().compactMap { actions[$0] }
            let confirmsLeaving = declaration?.confirmsLeaving != nil
            guard !withSegues.isEmpty || !implemented.isEmpty || confirmsLeaving else { continue }
            let segues =
                withSegues.count == 1 ? withSegues[0].segueList : merged(withSegues.map(\.segueList), of: name)
            result.append(
                ClassContext(
                    name: name, typeName: spell(project.classReference(named: name), at: .fileScope),
                    scenes: sceneIDs, segueEnum: withSegues.count == 1 ? withSegues[0].enumPath : nil,
                    segues: segues, unwindActions: implemented, confirmsLeaving: confirmsLeaving, names: names))
        }
        return result
    }

    /// The segues of a class that serves several scenes: one case per
    /// identifier the plan keeps, typed `UIViewController` where the scenes
    /// disagree.
    private func merged(_ lists: [[SegueContext]], of className: String) -> [SegueContext] {
        var byIdentifier: [String: SegueContext] = [:]
        for segue in lists.joined() where names.keepsSegue(segue.identifier, ofClass: className) {
            guard let existing = byIdentifier[segue.identifier] else {
                byIdentifier[segue.identifier] = segue
                continue
            }
            if existing.disagrees(with: segue) { byIdentifier[segue.identifier] = existing.generalized() }
        }
        return byIdentifier.values.sorted(by: SegueContext.caseOrder)
    }

    // MARK: - Unwind actions

    private mutating func unwindActionContexts() -> [UnwindActionContext] {
        project.unwindActionSelectors().keys.sorted().compactMap { selector in
            guard let name = project.unwindActionName(selector) else { return nil }
            let sources = names.unwindSourceCases(of: selector, moduleName: options.moduleName).map { source in
                for type in source.types { _ = spell(type, at: .fileScope) }
                return UnwindSourceContext(
                    caseName: source.caseName, typeName: source.typeName, scenes: source.scenes,
                    isCatchAll: source.isCatchAll)
            }
            return UnwindActionContext(
                name: name, protocolName: names.unwindActionProtocol(selector),
                sourceTypeName: names.unwindSourceType(selector), sources: sources,
                implementers: project.implementingClasses(of: selector).map { spell($0, at: .fileScope) }.sorted(),
                implementations: project.unwindImplementers.implementations(of: selector).map(
                    ImplementationContext.init))
        }
    }

    // MARK: - Cells

    /// The classes whose scenes hold prototypes, each with one typed
    /// identifier per reuse identifier, container kind and role
    /// (`TypedReuseIdentifier`), named by the plan.
    private mutating func cellClassContexts() -> [CellClassContext] {
        var result: [CellClassContext] = []
        for name in project.scenesByClass.keys.sorted() {
            let typed = names.reuseIdentifiers(of: name)
            guard !typed.isEmpty else { continue }
            let site = NamePlan.Site.classBody(name)
            let identifiers = typed.map {
                ReuseIdentifierContext(
                    identifier: $0.typed.identifier, containerKind: $0.typed.containerKind, role: $0.typed.role,
                    memberName: $0.memberName, viewType: spell($0.typed.viewClass, at: site))
            }
            let owner = project.classReference(named: name)
            result.append(
                CellClassContext(
                    name: name, typeName: spell(owner, at: .fileScope), ownerType: spell(owner, at: site),
                    identifiers: identifiers, names: names))
        }
        return result
    }

    /// The XIBs that hold one cell or reusable view, each with its member
    /// of `ReusableNib`, in nib-name order.
    private mutating func reusableNibContexts() -> [ReusableNibContext] {
        names.reusableNibs.map {
            ReusableNibContext($0.nib, memberName: $0.memberName, viewType: spell($0.viewClass, at: .fileScope))
        }
    }
}
