import SegueGenSupport

extension NamePlan {
    /// Where generated code declares names derived from the inputs, each
    /// scope one enum or namespace whose members must differ in Swift.
    public enum Scope: Hashable, Sendable {
        /// A scene's segue enum (`StoryboardSegue.<Storyboard>.<Scene>`).
        case segues(SceneID)
        /// The `PreparedSegue` of a class that serves several scenes, which
        /// merges their segues.
        case classSegues(String)
        /// `StoryboardScene.<Storyboard>`: the typed scene of this scene's
        /// storyboard ID.
        case sceneMember(SceneID)
    }

    /// A segue identifier or storyboard ID the generated code leaves out
    /// because an earlier one of its scope takes its Swift name, or because
    /// its Swift name is one every storyboard's namespace declares (SG209).
    public struct LeftOut: Sendable, Equatable {
        public var name: String
        public var swiftName: String
        public var location: SourceLocation
        /// The name that keeps the Swift name; nil for a member
        /// `StoryboardScene.<Storyboard>` declares itself.
        public var earlier: DeclaredName?
    }

    /// A typed reuse identifier with its member of the class's
    /// `ReuseIdentifier`.
    public struct ReuseMember: Sendable, Equatable {
        public var typed: TypedReuseIdentifier
        public var memberName: String
    }

    /// A XIB of one cell or reusable view with its member of `ReusableNib`.
    public struct NibMember: Sendable, Equatable {
        public var nib: ReusableNib
        /// The view's class as Swift names it.
        public var viewClass: TypeReference
        public var memberName: String
    }

    /// A case of an unwind action's source enum: the scenes of one source
    /// class (a cast cannot tell two scenes of one class apart).
    public struct UnwindSourceCase: Sendable, Equatable {
        public var caseName: String
        /// The class as code at file scope spells it.
        public var typeName: String
        /// Every type spelled so, for the imports.
        public var types: [TypeReference]
        public var scenes: [SceneID]
        /// A plain `UIViewController` source, which matches every scene.
        public var isCatchAll: Bool
    }

    /// What the generated code leaves out in `scope`, in the order of the
    /// inputs.
    public func leftOut(in scope: Scope) -> [LeftOut] { declarations.leftOut[scope] ?? [] }

    /// Whether the segue enum of `scene` has a case for `identifier`: the
    /// first identifier of each Swift name keeps it.
    public func keepsSegue(_ identifier: String, of scene: SceneID) -> Bool {
        !(declarations.leftOut[.segues(scene)]?.contains { $0.name == identifier } ?? false)
    }

    /// The case of `identifier` in the segue enum of `scene`; nil when the
    /// plan leaves it out, its Swift name being an earlier identifier's
    /// (SG209): a typed perform of that case performs the other segue.
    public func segueCase(_ identifier: String, of scene: SceneID) -> String? {
        keepsSegue(identifier, of: scene) ? GeneratedNames.segueCase(identifier) : nil
    }

    /// The case of `identifier` in the segue enum that the typed
    /// `performSegue(_:sender:)` of `className` takes (its one scene's, or
    /// the class's `PreparedSegue` when it has several, `scenes`); nil when
    /// the plan leaves the identifier out, its Swift name being an earlier
    /// identifier's (SG209).
    public func segueCase(_ identifier: String, ofClass className: String, scenes: [SceneID]) -> String? {
        let kept =
            scenes.count > 1
            ? keepsSegue(identifier, ofClass: className) : scenes.allSatisfy { keepsSegue(identifier, of: $0) }
        return kept ? GeneratedNames.segueCase(identifier) : nil
    }

    /// Whether the `PreparedSegue` of `className`, which serves several
    /// scenes, has a case for `identifier`.
    public func keepsSegue(_ identifier: String, ofClass className: String) -> Bool {
        !(declarations.leftOut[.classSegues(className)]?.contains { $0.name == identifier } ?? false)
    }

    /// The member of `StoryboardScene.<Storyboard>` of `scene`, in
    /// `storyboard`, by its storyboard ID; nil when it has none: no ID, an
    /// ID several scenes use (SG219), or a member taken (SG209).
    public func sceneMember(of scene: Scene, in storyboard: String) -> String? {
        guard let identifier = scene.storyboardIdentifier, !identifier.isEmpty,
            declarations.sharedStoryboardIDs[storyboard]?.contains(identifier) != true,
            declarations.leftOut[.sceneMember(SceneID(storyboard: storyboard, scene: scene.name))] == nil
        else { return nil }
        return GeneratedNames.sceneMember(identifier)
    }

    /// The typed reuse identifiers of `className`, with their members,
    /// sorted by identifier, kind and role.
    public func reuseIdentifiers(of className: String) -> [ReuseMember] {
        declarations.reuseIdentifiers[className] ?? []
    }

    /// The XIBs of one cell or reusable view, each with its member of
    /// `ReusableNib`, in nib-name order; a nib of a generic class has none.
    public var reusableNibs: [NibMember] { declarations.reusableNibs }

    /// The cases of the source enum of the unwind action `selector`, the
    /// classes spelled as code compiled into `moduleName` spells them at
    /// file scope: named after the scene when the class has one, after the
    /// class otherwise, and qualified by storyboard where names collide;
    /// a plain `UIViewController` last.
    public func unwindSourceCases(of selector: String, moduleName: String?) -> [UnwindSourceCase] {
        var byType: [String: (types: [TypeReference], scenes: [SceneID])] = [:]
        for (id, type) in declarations.unwindSources[selector] ?? [] {
            let text = spelling(of: type, at: .fileScope, moduleName: moduleName).text
            var entry = byType[text] ?? ([], [])
            if !entry.types.contains(type) { entry.types.append(type) }
            entry.scenes.append(id)
            byType[text] = entry
        }
        var cases = byType.map { typeName, entry -> UnwindSourceCase in
            let sorted = entry.scenes.sorted()
            let base = sorted.count == 1 ? sorted[0].scene : String(typeName.split(separator: ".").last ?? "")
            return UnwindSourceCase(
                caseName: GeneratedNames.unwindSourceCase(base), typeName: typeName, types: entry.types,
                scenes: sorted, isCatchAll: typeName == TypeReference.viewController.name)
        }
        let counts = Dictionary(grouping: cases, by: \.caseName).mapValues(\.count)
        for index in cases.indices where counts[cases[index].caseName, default: 0] > 1 {
            let first = cases[index].scenes[0]
            cases[index].caseName = GeneratedNames.unwindSourceCase(first.storyboard + " " + first.scene)
        }
        return cases.sorted { ($0.isCatchAll ? 1 : 0, $0.caseName) < ($1.isCatchAll ? 1 : 0, $1.caseName) }
    }
}

/// What `NamePlan` decides of the names derived from the inputs, once a run.
struct Declarations: Sendable {
    var leftOut: [NamePlan.Scope: [NamePlan.LeftOut]] = [:]
    /// The storyboard IDs several scenes of a storyboard use, by storyboard.
    var sharedStoryboardIDs: [String: Set<String>] = [:]
    var reuseIdentifiers: [String: [NamePlan.ReuseMember]] = [:]
    var reusableNibs: [NamePlan.NibMember] = []
    /// The scenes each unwind action can come from, with their classes.
    var unwindSources: [String: [(SceneID, TypeReference)]] = [:]

    init(project: Project) {
        for storyboard in project.storyboards {
            var members = SmallMap<DeclaredName>()
            var uses: [String: Int] = [:]
            for scene in storyboard.scenes {
                let id = SceneID(storyboard: storyboard.name, scene: scene.name)
                if let identifier = scene.storyboardIdentifier, !identifier.isEmpty {
                    uses[identifier, default: 0] += 1
                    let member = GeneratedNames.sceneMember(identifier)
                    if GeneratedNames.reservedSceneMembers.contains(member.trimmingBackticks()) {
                        leftOut[.sceneMember(id)] = [
                            NamePlan.LeftOut(
                                name: identifier, swiftName: member, location: scene.location, earlier: nil)
                        ]
                    } else {
                        add(identifier, as: member, at: scene.location, in: .sceneMember(id), registry: &members)
                    }
                }
                var cases = SmallMap<DeclaredName>()
                for segue in scene.segues {
                    guard let identifier = segue.identifier, !identifier.isEmpty, segue.kind.reachesCode else {
                        continue
                    }
                    add(
                        identifier, as: GeneratedNames.segueCase(identifier), at: segue.identifierLocation,
                        in: .segues(id), registry: &cases)
                }
            }
            for (identifier, count) in uses where count > 1 {
                sharedStoryboardIDs[storyboard.name, default: []].insert(identifier)
            }
        }
        for (className, scenes) in project.scenesByClass.sorted(by: { $0.key < $1.key }) where scenes.count > 1 {
            var cases = SmallMap<DeclaredName>()
            for segue in scenes.sorted().compactMap({ project.scene($0) }).flatMap(\.segues) {
                guard let identifier = segue.identifier, !identifier.isEmpty, segue.kind.reachesCode else { continue }
                add(
                    identifier, as: GeneratedNames.segueCase(identifier), at: segue.identifierLocation,
                    in: .classSegues(className), registry: &cases)
            }
        }
        for className in project.scenesByClass.keys.sorted() {
            var taken: Set<String> = []
            let members = TypedReuseIdentifier.all(of: className, in: project).map { typed in
                let member = GeneratedNames.reuseIdentifierMember(
                    typed.identifier, kind: typed.containerKind, role: typed.role, avoiding: taken)
                taken.insert(member)
                return NamePlan.ReuseMember(typed: typed, memberName: member)
            }
            if !members.isEmpty { reuseIdentifiers[className] = members }
        }
        var taken: Set<String> = []
        for nib in ReusableNib.collect(from: project.interfaceFiles) {
            guard let viewClass = project.swiftClass(nib.viewClass) else { continue }
            let member = GeneratedNames.reusableNibMember(nib.nibName, avoiding: taken)
            taken.insert(member)
            reusableNibs.append(NamePlan.NibMember(nib: nib, viewClass: viewClass, memberName: member))
        }
        for storyboard in project.storyboards {
            for scene in storyboard.scenes {
                var actions: Set<String> = []
                for segue in scene.segues where segue.kind.isUnwind {
                    guard let action = segue.action, project.unwindActionName(action) != nil,
                        actions.insert(action).inserted
                    else { continue }
                    unwindSources[action, default: []].append(
                        (SceneID(storyboard: storyboard.name, scene: scene.name), scene.viewControllerClass))
                }
            }
        }
    }

    /// Gives `name` its Swift name in one scope, unless an earlier name
    /// took it: the later one is then left out. The same name twice is one
    /// declaration.
    private mutating func add(
        _ name: String, as swiftName: String, at location: SourceLocation, in scope: NamePlan.Scope,
        registry: inout SmallMap<DeclaredName>
    ) {
        guard let earlier = registry.insertIfAbsent(swiftName, DeclaredName(name, at: location)), earlier.name != name
        else { return }
        leftOut[scope, default: []].append(
            NamePlan.LeftOut(name: name, swiftName: swiftName, location: location, earlier: earlier))
    }
}
