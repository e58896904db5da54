import SegueGenSupport

/// What the run knows, and does not, of how scenes come on screen beyond
/// their segues: where the app starts, which scenes code instantiates (and
/// may present from anywhere), which classes route unwinds or hold
/// children in code, which scenes nothing shows and which segues no code
/// performs. The navigation checks prove that an unwind fails only where
/// none of it is unknown (docs/Diagnostics.md, "What an error proves"); the
/// facts are gathered once, for every check.
struct NavigationFacts {
    /// The initial scenes of the storyboards the app starts from; nil when
    /// the run does not say (no Info.plist).
    let roots: Set<Int>?
    /// The main storyboards, for messages.
    let mainStoryboards: [String]
    /// Whether the run has the app's code: only then is a call code does
    /// not make known not to be made.
    let readsCode: Bool
    /// The scenes code may instantiate, and so present from anywhere, with
    /// the classes whose code does, sorted; none when the run has no code.
    let instantiated: [Int: [String]]
    /// The scenes with a storyboard ID that `presentedOnlyBySegues` does
    /// not list, with it: code may instantiate each where the run cannot
    /// see it (R.swift's resources, Reusable's `instantiate()`, another
    /// module, a string built at run time), so what presents one is never
    /// known from the run alone.
    let identified: [Int: (storyboardIdentifier: String, scene: SceneID)]
    /// The scenes whose class makes the paths through them unknown: it
    /// routes unwinds itself, or installs its children in code. Why, as a
    /// message continues.
    let containers: [Int: String]
    /// Scenes nothing can show: no segue leads to them from where
    /// navigation starts (`NavigationGraph.entryScenes`).
    let deadScenes: Set<Int>
    /// Scenes something can show, but nothing the run sees does: not
    /// reached from the initial scene of a storyboard the app starts from,
    /// nor from a scene code instantiates (by a storyboard ID it passes,
    /// or the initial scene of a storyboard it names), through segues
    /// something can perform (`deadSegues` cannot be). Code the run does
    /// not see may load one (R.swift's resources, a linked module's code),
    /// so what fails in one is no proof. Empty when the run has no code or
    /// no Info.plist.
    ///
    /// A storyboard ID or name that code builds at run time
    /// (`instantiateViewController(withIdentifier: id)`,
    /// `UIStoryboard(name: name, …)`) may name any scene or storyboard, so
    /// it is no sight of one being loaded: only a scene whose ID is its own
    /// class's name, or the initial scene of a storyboard named as a class,
    /// a class code names as a value (the `String(describing: Self.self)`
    /// helpers), counts as loaded by it. An initial scene instantiated from
    /// a storyboard the code does not name is one of a storyboard code
    /// names elsewhere.
    let unloadedScenes: Set<Int>
    /// The first call that instantiates a storyboard ID built at run time,
    /// which an unloaded scene may still be loaded by; nil when none.
    let runTimeIdentifierCall: SourceLocation?
    /// The first call that opens a storyboard by a name built at run time,
    /// whose initial scene, unloaded, may still be loaded by it; nil when
    /// none.
    let runTimeNameCall: SourceLocation?
    /// The scenes only iOS 13's `instantiateViewController(identifier:creator:)`
    /// creates, with the place of the first identifier such a call passes:
    /// its block creates the object, so UIKit allocates the class the
    /// storyboard names only when the block returns nil, and a class the
    /// runtime cannot find by that name is no proof of a break (SG242 does
    /// not hold). No segue leads to them, none
    /// is the initial scene of its storyboard, and no call the run sees
    /// instantiates their storyboard ID without a block.
    let createdByBlocksOnly: [Int: SourceLocation]
    /// The first call that instantiates a storyboard ID built at run time
    /// without a creator block, which may allocate the class of a scene of
    /// `createdByBlocksOnly` all the same; nil when none.
    let runTimeIdentifierCallWithoutBlock: SourceLocation?
    /// Segues on a view controller itself (no control triggers them) that
    /// no code performs, by their place; why, as a message continues.
    let deadSegues: [SourceLocation: String]

    /// The methods by which a container decides where an unwind goes, in
    /// Swift and in Objective-C. (`unwind(for:towards:)` performs the
    /// transition and `segueForUnwinding(to:from:identifier:)` creates the
    /// segue object; neither chooses the destination.)
    static let routingHooks = [
        "allowedChildrenForUnwinding(from:)", "childContaining(_:)", "canPerformUnwindSegueAction(_:from:sender:)",
        "canPerformUnwindSegueAction(_:from:withSender:)", "forUnwindSegueAction(_:from:withSender:)",
        "allowedChildViewControllersForUnwindingFromSource:", "childViewControllerContainingSegueSource:",
        "canPerformUnwindSegueAction:fromViewController:sender:",
        "canPerformUnwindSegueAction:fromViewController:withSender:",
        "viewControllerForUnwindSegueAction:fromViewController:withSender:",
    ]

    /// The classes the run's generated code declares, which scenes name as
    /// any other: the leave guard's navigation controller, when a class
    /// confirms before it is left. Their code is the run's own, and
    /// implements no unwind action.
    static func generatedClasses(of project: Project, names: NamePlan) -> Set<String> {
        project.classes.contains { $0.confirmsLeaving != nil } ? [names.name(.leaveConfirmingNavigationController)] : []
    }

    /// Why the code of `type` and the classes above it is not all in the
    /// run, as a message continues; nil when it is, up to a class of
    /// Apple's or one the run generates (`generated`), or when a manifest
    /// declares the class (which then speaks for it).
    static func unknownChain(of type: TypeReference, in project: Project, generated: Set<String>) -> String? {
        let isKnown = { (name: String) in
            ClassHierarchy.isFrameworkClass(name) || generated.contains(name)
                || project.classDeclaration(named: name) != nil
        }
        if generated.contains(type.name) || project.classDeclaration(named: type.name) != nil { return nil }
        // A class of a module whose code the run lacks is unknown, whatever
        // its name looks like (issue 53: `SKProfileViewController` of
        // ProfileKit is no SpriteKit class).
        if let module = type.module, module != project.targetModule,
            !project.runtimeClasses.modules.contains(module),
            project.runtimeClasses.entry(named: type.name, module: nil) == nil
        {
            return ClassHierarchy.Gap.unseenModule(className: type.name, module: module).description
        }
        guard !isKnown(type.name) else { return nil }
        let chain = project.classHierarchy.chain(of: type.name)
        guard chain.count > 1 else {
            let gap: ClassHierarchy.Gap
            if let module = type.module, module != project.targetModule {
                gap = .unseenModule(className: type.name, module: module)
            } else if project.appNames.members[type.name] != nil {
                gap = .noSuperclass(type.name)
            } else {
                gap = .undeclared(type.name)
            }
            return gap.description
        }
        guard let last = chain.last, !isKnown(last) else { return nil }
        return ClassHierarchy.Gap.unseenSuperclass(className: type.name, superclass: last).description
    }

    init(project: Project, graph: NavigationGraph, entries: [Int], names: NamePlan, scope: UnwindCheckScope) {
        let scenes = project.storyboards.flatMap { storyboard in storyboard.scenes.map { (storyboard, $0) } }
        mainStoryboards = (project.mainStoryboards ?? []).sorted()
        roots = project.mainStoryboards.map { main in
            Set(
                project.storyboards.filter { main.contains($0.name) }.compactMap {
                    project.initialScene(of: $0).flatMap(project.index(of:))
                })
        }
        readsCode = project.unwindImplementers.readsCode
        let generated = Self.generatedClasses(of: project, names: names)
        let reachable = graph.reachable(from: entries)
        deadScenes = Set(scenes.indices.filter { !reachable[$0] })

        // Scenes code may instantiate.
        var instantiated: [Int: Set<String>] = [:]
        let initials = Set(graph.initialScenes)
        let identified = scenes.indices.filter { index in
            scenes[index].1.storyboardIdentifier != nil
                && scope.isPresentedByCode(SceneID(storyboard: scenes[index].0.name, scene: scenes[index].1.name))
        }
        // Those code instantiates by a name it spells (a storyboard ID or
        // name, the generated API), rather than by an ID built at run time.
        var instantiatedByName: Set<Int> = []
        func add(_ indices: some Sequence<Int>, by className: String?, byName: Bool) {
            for index in indices {
                instantiated[index, default: []].formUnion(className.map { [$0] } ?? [])
                if byName { instantiatedByName.insert(index) }
            }
        }
        func initialScenes(of storyboardNames: Set<String>) -> [Int] {
            project.storyboards.filter { storyboardNames.contains($0.name) }.compactMap {
                project.initialScene(of: $0).flatMap(project.index(of:))
            }
        }
        self.identified = Dictionary(
            uniqueKeysWithValues: identified.map { index in
                (
                    index,
                    (
                        scenes[index].1.storyboardIdentifier ?? "",
                        SceneID(storyboard: scenes[index].0.name, scene: scenes[index].1.name)
                    )
                )
            })
        if !readsCode {
            add(identified, by: nil, byName: true)
            add(initials.subtracting(roots ?? []), by: nil, byName: true)
        }
        var namedByClass: [String: Set<String>] = [:]
        // The storyboard IDs code instantiates with a creator block, and
        // those it instantiates without one.
        let creatorArguments = Set(
            project.navigationCalls.compactMap { call -> SourceLocation? in
                if case .instantiatesWithCreator(let argument) = call.action { return argument }
                return nil
            })
        var createdByBlock: [String: SourceLocation] = [:]
        var instantiatedWithoutBlock: Set<String> = []
        var readCreatorArguments: Set<SourceLocation> = []
        for use in project.literalUses {
            switch use.role {
            case .storyboardIdentifier:
                if creatorArguments.contains(use.location) {
                    readCreatorArguments.insert(use.location)
                    createdByBlock[use.value] = min(createdByBlock[use.value] ?? use.location, use.location)
                } else {
                    instantiatedWithoutBlock.insert(use.value)
                }
                add(
                    identified.filter { scenes[$0].1.storyboardIdentifier == use.value }, by: use.enclosingClass,
                    byName: true)
            case .storyboardName:
                // Code that names a storyboard may present its initial
                // scene, but loads it only by instantiating it (below):
                // Element opens Main by name for scenes it asks for by ID,
                // and builds the tab bar its initial scene leads to in code.
                add(initialScenes(of: [use.value]), by: use.enclosingClass, byName: false)
                namedByClass[use.enclosingClass ?? "", default: []].insert(use.value)
            case .performedSegue, .comparedSegue, .reuseIdentifier:
                break
            }
        }
        // A storyboard name built at run time (`UIStoryboard(name: name, …)`)
        // may name any storyboard, so it is no sight of one being opened:
        // only a storyboard named as a class code names as a value
        // (`String(describing: Profile.self)`, `NSStringFromClass([Profile
        // class])`) counts as opened by it, as for a storyboard ID.
        let runTimeNamers = Set(
            project.navigationCalls.compactMap { call -> String? in
                if case .opensAnyStoryboard = call.action, !call.isGeneratedHelper { return call.enclosingClass ?? "" }
                return nil
            })
        let namedAtRunTime: Set<String> =
            runTimeNamers.isEmpty
            ? [] : Set(project.storyboards.map(\.name).filter(project.classValueNames.contains))
        // The storyboards code names: an initial scene instantiated from a
        // storyboard the call's code does not name is one of them.
        let namedStoryboards = namedByClass.values.reduce(into: namedAtRunTime) { $0.formUnion($1) }
        var runTimeIdentifierCall: SourceLocation?
        var runTimeIdentifierCallWithoutBlock: SourceLocation?
        var runTimeNameCall: SourceLocation?
        var instantiatedTyped: Set<Int> = []
        var installers: Set<String> = []
        var setsOtherContainers = false
        var typedPerforms: Set<String> = []
        var performsAny: Set<String> = []
        var performsAnyElsewhere = false
        // A call on `self` is its class's own; one on another object may be
        // any class's.
        func note(_ call: NavigationCall, onSelf: Bool, in classes: inout Set<String>, elsewhere: inout Bool) {
            if onSelf, let className = call.enclosingClass {
                classes.insert(className)
            } else {
                elsewhere = true
            }
        }
        for call in project.navigationCalls {
            switch call.action {
            case .instantiatesAnyScene:
                add(identified, by: call.enclosingClass, byName: false)
                if !call.isGeneratedHelper { runTimeIdentifierCall = runTimeIdentifierCall ?? call.location }
                if !call.isGeneratedHelper {
                    runTimeIdentifierCallWithoutBlock = runTimeIdentifierCallWithoutBlock ?? call.location
                }
            case .instantiatesWithCreator(let argument):
                // A literal or a constant the run reads is a use above;
                // anything else is an ID built at run time.
                guard !readCreatorArguments.contains(argument) else { break }
                add(identified, by: call.enclosingClass, byName: false)
                if !call.isGeneratedHelper { runTimeIdentifierCall = runTimeIdentifierCall ?? call.location }
            case .opensAnyStoryboard:
                // It may present any initial scene, but loads one only by
                // instantiating it (below).
                add(initials, by: call.enclosingClass, byName: false)
                if !call.isGeneratedHelper { runTimeNameCall = runTimeNameCall ?? call.location }
            case .instantiatesInitialScene where call.isGeneratedHelper:
                // SwiftGen's: what it loads, the typed calls name.
                add(initials, by: call.enclosingClass, byName: false)
            case .instantiatesInitialScene:
                // The storyboards the class names, and its own (`self.storyboard`).
                let className = call.enclosingClass ?? ""
                var storyboardNames = namedByClass[className] ?? []
                storyboardNames.formUnion((project.scenesByClass[className] ?? []).map(\.storyboard))
                if runTimeNamers.contains(className) { storyboardNames.formUnion(namedAtRunTime) }
                guard storyboardNames.isEmpty else {
                    add(initialScenes(of: storyboardNames), by: call.enclosingClass, byName: true)
                    break
                }
                // A storyboard it is handed (eidolon's `UIStoryboard.fulfillment()`
                // opens it by name in another type): any may be presented,
                // but what it loads is a storyboard code names.
                add(initials, by: call.enclosingClass, byName: false)
                add(initialScenes(of: namedStoryboards), by: call.enclosingClass, byName: true)
            case .instantiatesTypedScene(let storyboardType, let member):
                for storyboard in project.storyboards where names.storyboardType(storyboard.name) == storyboardType {
                    if member == "initialScene" {
                        add(initialScenes(of: [storyboard.name]), by: call.enclosingClass, byName: true)
                    } else {
                        let matching = storyboard.scenes.filter {
                            names.sceneMember(of: $0, in: storyboard.name) == member
                        }.compactMap { project.index(of: SceneID(storyboard: storyboard.name, scene: $0.name)) }
                        add(matching, by: call.enclosingClass, byName: true)
                        instantiatedTyped.formUnion(matching)
                    }
                }
            case .installsChildren(let onSelf):
                note(call, onSelf: onSelf, in: &installers, elsewhere: &setsOtherContainers)
            case .performsTypedSegue(let caseName, _):
                typedPerforms.insert(caseName)
            case .performsAnySegue(let onSelf):
                note(call, onSelf: onSelf, in: &performsAny, elsewhere: &performsAnyElsewhere)
            case .setsControlState:
                break
            }
        }
        self.instantiated = instantiated.mapValues { $0.sorted() }
        self.runTimeIdentifierCallWithoutBlock = runTimeIdentifierCallWithoutBlock

        // Scenes only creator blocks create: UIKit allocates what a segue
        // leads to, an initial scene and what code instantiates without a
        // block.
        var segueTargets: Set<Int> = []
        for (_, scene) in scenes {
            for segue in scene.segues where !segue.kind.isUnwind {
                if let target = segue.resolvedTarget { segueTargets.insert(target) }
            }
        }
        var createdByBlocksOnly: [Int: SourceLocation] = [:]
        for index in scenes.indices where !initials.contains(index) && !segueTargets.contains(index) {
            guard !instantiatedTyped.contains(index), let identifier = scenes[index].1.storyboardIdentifier,
                !instantiatedWithoutBlock.contains(identifier), let call = createdByBlock[identifier]
            else { continue }
            createdByBlocksOnly[index] = call
        }
        self.createdByBlocksOnly = createdByBlocksOnly

        // Classes that route unwinds, or hold children in code.
        var hookOf: [String: String] = [:]
        for (className, members) in project.appNames.members {
            if let hook = Self.routingHooks.first(where: { members.methods[$0] != nil }) { hookOf[className] = hook }
        }
        var containers: [Int: String] = [:]
        let containerKinds: Set<SceneKind> = [
            .navigationController, .tabBarController, .splitViewController, .pageViewController,
        ]
        for (index, (_, scene)) in scenes.enumerated() {
            let chain = project.classHierarchy.chain(of: scene.viewControllerClass.name)
            if let hooked = chain.first(where: { hookOf[$0] != nil }) {
                containers[index] = "\(hooked) overrides \(hookOf[hooked]!), so it decides where an unwind goes"
            } else if let installer = chain.first(where: installers.contains) {
                containers[index] =
                    "\(installer) installs its children in code, so what it holds is not what the storyboard shows"
            } else if setsOtherContainers && containerKinds.contains(scene.kind) {
                containers[index] =
                    "code sets the children of a \(scene.viewControllerClass.name) elsewhere, so what it holds is not what the storyboard shows"
            }
        }
        self.containers = containers

        // Manual segues no code performs.
        let literalPerforms = Set(
            project.literalUses.compactMap { use -> String? in
                if case .performedSegue = use.role { return use.value }
                return nil
            })
        var deadSegues: [SourceLocation: String] = [:]
        for (storyboard, scene) in scenes {
            let chain = project.classHierarchy.chain(of: scene.viewControllerClass.name)
            let sceneID = SceneID(storyboard: storyboard.name, scene: scene.name)
            for segue in scene.segues where segue.isManual == true && segue.kind.isPerformable {
                guard let identifier = segue.identifier, !identifier.isEmpty else {
                    deadSegues[segue.location] =
                        "it hangs on the view controller itself, not on a control, and has no identifier, so nothing can perform it"
                    continue
                }
                // Code the run cannot see (a base class of a pod's) may
                // perform it.
                guard readsCode, !performsAnyElsewhere, !chain.contains(where: performsAny.contains),
                    Self.unknownChain(of: scene.viewControllerClass, in: project, generated: generated) == nil,
                    !literalPerforms.contains(identifier),
                    !(names.segueCase(identifier, of: sceneID).map { typedPerforms.contains($0.trimmingBackticks()) }
                        ?? false)
                else { continue }
                deadSegues[segue.location] =
                    "it hangs on the view controller itself, not on a control, so only code performs it, and no code "
                    + "of the run performs \"\(identifier)\""
            }
        }
        self.deadSegues = deadSegues

        // Scenes nothing the run sees loads: what its code and Info.plist
        // start from, followed through the segues something can perform.
        self.runTimeIdentifierCall = runTimeIdentifierCall
        self.runTimeNameCall = runTimeNameCall
        if readsCode, let roots {
            var seen = [Bool](repeating: false, count: scenes.count)
            // What only an identifier built at run time instantiates is
            // loaded when its ID is the name of its class, which code names
            // as a value (`instantiate(Name.self)`); a class code only
            // creates (`Name()`) is built without its scene. SwiftGen's
            // helper builds no ID of its own: the typed calls name it.
            let loadedByRunTimeIdentifier =
                runTimeIdentifierCall == nil
                ? []
                : Set(
                    identified.filter { index in
                        let scene = scenes[index].1
                        return scene.storyboardIdentifier == scene.viewControllerClass.name
                            && project.classValueNames.contains(scene.viewControllerClass.name)
                    })
            var queue = roots.union(instantiatedByName).union(loadedByRunTimeIdentifier).sorted()
            for start in queue { seen[start] = true }
            while let next = queue.popLast() {
                for segue in scenes[next].1.segues where !segue.kind.isUnwind && deadSegues[segue.location] == nil {
                    if let target = segue.resolvedTarget, !seen[target] {
                        seen[target] = true
                        queue.append(target)
                    }
                }
            }
            unloadedScenes = Set(scenes.indices.filter { reachable[$0] && !seen[$0] })
        } else {
            unloadedScenes = []
        }
    }

    /// Why the navigation that leads to `source` is not all known, so that
    /// no unwind from it is proven to fail: the first scene of `closure`
    /// (the source and the scenes above it) whose presenters code decides,
    /// a container among `candidates` that code runs, a scene at the top of
    /// `closure` that is not where the app starts; nil when everything is
    /// known. `describe` names a scene.
    func unknownNavigation(
        closure: Set<Int>, candidates: Set<Int>, graph: NavigationGraph, describe: (Int) -> String
    ) -> String? {
        guard let roots else {
            return "the run does not say which storyboard the app starts from (give it the app's Info.plist, or "
                + "use --project)"
        }
        for scene in closure.sorted() {
            guard let classes = instantiated[scene] else { continue }
            guard !classes.isEmpty else {
                return readsCode
                    ? "code outside any type instantiates \(describe(scene)), so what presents it is not known"
                    : "code may instantiate \(describe(scene)) and present it from anywhere (the run has none of "
                        + "the app's code)"
            }
            return "code instantiates \(describe(scene)) (in \(NavigationText.list(classes))), so what presents it is "
                + "not known"
        }
        for scene in closure.sorted() {
            guard let (identifier, id) = identified[scene] else { continue }
            return "\(describe(scene)) has the storyboard ID \"\(identifier)\", so code may instantiate it and present "
                + "it from anywhere (no code of the run does, but R.swift's or Reusable's, another module's or a "
                + "name built at run time would not show); if only segues present it, list \"\(id)\" under "
                + "presentedOnlyBySegues in seguegen.yaml"
        }
        for scene in closure.union(candidates).sorted() {
            if let reason = containers[scene] { return reason }
        }
        for scene in closure.sorted() where graph.isTop(scene) && !roots.contains(scene) {
            let main =
                mainStoryboards.isEmpty
                ? ""
                : roots.isEmpty
                    ? " (\(NavigationText.list(mainStoryboards)) has no initial scene)"
                    : " (the initial scene of \(NavigationText.list(mainStoryboards)))"
            return "\(describe(scene)) is not where the app starts\(main), and nothing the run shows presents it"
        }
        return nil
    }
}
