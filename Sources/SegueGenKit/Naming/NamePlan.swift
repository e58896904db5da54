import SegueGenSupport

/// The names one run's generated code declares, and how it spells every type
/// it names, decided once from the project and the names `seguegen.yaml`
/// chooses, so that whatever the app calls its storyboards, scenes, classes
/// and module, every reference in the generated code resolves to what it
/// means, and none of the app's own names stops doing so (docs/Naming.md):
///
/// - A generated declaration the app's code declares too, or would hide
///   from it, is renamed: `SegueGen` goes before a type's name, `segueGen`
///   before a method's, then a number if need be (`renames` says which, for
///   a warning).
/// - A type the generated code names inside one of its own scopes, where a
///   name declared there hides it (a storyboard named like its class, a
///   class's nested type), is written through a type alias at file scope,
///   outside every generated namespace (`spelling(of:at:moduleName:)`).
/// - What neither can mend is a `conflicts` entry, for an error.
///
/// It is also the run's declaration plan: which segue identifiers and
/// storyboard IDs get a case or a typed scene, and which are left out
/// because an earlier one takes their Swift name (`leftOut(in:)`, SG209),
/// the members of the typed reuse identifiers and reusable nibs, and the
/// cases of the unwind actions' source enums (NamePlanDeclarations.swift).
/// `Pipeline.load` builds it once; the checks report from it, and the
/// context and `migrate` read it, so what is generated is what was judged.
public struct NamePlan: Sendable {
    /// A generated name that differs from its default because the app's
    /// code declares the default where it would clash, or be hidden.
    public struct Rename: Sendable, Equatable {
        /// The name `seguegen.yaml` chooses under `names`; nil for a name
        /// derived from the inputs (an unwind action's protocol).
        public var name: GeneratedName?
        /// The class whose member it is; nil for a top-level declaration.
        public var className: String?
        public var from: String
        public var to: String
        /// The app's declaration it gives way to.
        public var declaration: DeclaredName
    }

    /// A name of the app's that generated code cannot work around.
    public struct Conflict: Sendable, Equatable {
        public var declaration: DeclaredName
        /// What it breaks, as a message continues it.
        public var reason: String
    }

    /// Where in the generated code a type is spelled, which decides what
    /// can hide it.
    public enum Site: Hashable, Sendable {
        /// At the top level, or in a declaration that declares no types.
        case fileScope
        /// In the generated extension of a view controller class.
        case classBody(String)
        /// In a storyboard's namespace of the typed scenes.
        case sceneNamespace
    }

    /// A type's spelling at a site, with the alias it goes through when a
    /// name at the site hides it.
    public struct Spelling: Sendable, Equatable {
        public var text: String
        public var alias: TypeAlias?
    }

    /// `typealias name = target`, declared at file scope.
    public struct TypeAlias: Sendable, Hashable, Comparable {
        public var name: String
        public var target: String

        public static func < (lhs: TypeAlias, rhs: TypeAlias) -> Bool {
            (lhs.name, lhs.target) < (rhs.name, rhs.target)
        }
    }

    private let appNames: AppNames
    private let chains: [String: [String]]
    private let topLevel: [GeneratedName: String]
    /// The derived top-level names that differ from their defaults.
    private let derived: [String: String]
    private let members: [String: [GeneratedName: String]]
    private let chosen: [GeneratedName: String]
    /// Every name a generated declaration at the top level takes, which an
    /// alias must not take too.
    private let takenTopLevel: Set<String>
    /// The types of the storyboards' namespaces in `StoryboardScene`.
    private var sceneNamespaceTypes: Set<String>
    public let renames: [Rename]
    public let conflicts: [Conflict]
    let declarations: Declarations

    /// Names that cannot be nested, or that the generated code qualifies
    /// with (`Swift.String`, `UIKit.UIStoryboard`): a storyboard or scene
    /// named so gets a trailing underscore in its namespace (`Swift_`).
    private static let escapedNestedNames: Set<String> = [
        "Type", "Protocol", "Self", "Any", "Swift", "UIKit", "Foundation",
    ]

    /// The modules the generated extension of a view controller qualifies
    /// the standard and UIKit types with (`Swift.String`,
    /// `UIKit.UIStoryboardSegue`; Foundation's through UIKit, which
    /// re-exports it: `UIKit.Bundle`): a type of the class named so would
    /// hide them, and no alias can reach them there.
    private static let spelledInClassBodies: Set<String> = ["Swift", "UIKit"]

    /// The generated functions at file scope that the extension of a view
    /// controller calls by their bare names.
    private static let calledHelpers: Set<String> = ["seguegenIdentifier", "seguegenShouldPerform"]

    /// `chosen` holds the names `seguegen.yaml` chooses, already checked to
    /// be Swift identifiers; `moduleName` is the module the run's own code
    /// compiles into, when the command line, the configuration or the
    /// project says.
    public init(project: Project, chosen: [GeneratedName: String] = [:], moduleName: String? = nil) {
        appNames = project.appNames
        self.chosen = chosen
        declarations = Declarations(project: project)
        let extended = Self.extendedClasses(of: project)
        var chains: [String: [String]] = [:]
        for className in extended.keys { chains[className] = project.classHierarchy.chain(of: className) }
        self.chains = chains
        var renames: [Rename] = []
        var conflicts: [Conflict] = []
        let appTopLevel = Self.topLevelTypes(
            of: project, chosen: chosen, moduleName: project.moduleName(given: moduleName))

        // Nested types of the classes the generated code extends, where the
        // top-level names it spells there would be hidden.
        var nestedInExtended: [String: DeclaredName] = [:]
        for chain in chains.values {
            for className in chain {
                for (name, location) in project.appNames.members[className]?.types ?? [:] {
                    if let known = nestedInExtended[name], known.location <= location { continue }
                    nestedInExtended[name] = DeclaredName(name, at: location)
                }
            }
        }
        var topLevel: [GeneratedName: String] = [:]
        var taken = Set(appTopLevel.keys)
        for name in GeneratedName.allCases where !name.isMember {
            let wanted = chosen[name] ?? name.defaultName
            var blockers: [String: DeclaredName] = appTopLevel.mapValues { DeclaredName("", at: $0) }
            if GeneratedName.spelledInClassBodies.contains(name) {
                for (nested, declared) in nestedInExtended { blockers[nested] = blockers[nested] ?? declared }
            }
            let final = Self.free(wanted, isMethod: false, avoiding: { blockers[$0] != nil })
            if final != wanted, let blocker = blockers[wanted] {
                renames.append(
                    Rename(
                        name: name, className: nil, from: wanted, to: final,
                        declaration: DeclaredName(wanted, at: blocker.location)))
            }
            topLevel[name] = final
            taken.insert(final)
        }
        self.topLevel = topLevel
        // The names derived from the inputs: each unwind action's protocol
        // and source enum, each class's unwind protocol.
        var derived: [String: String] = [:]
        for name in Self.derivedNames(of: project) {
            let final = Self.free(name, isMethod: false, avoiding: { appTopLevel[$0] != nil })
            if final != name, let location = appTopLevel[name] {
                renames.append(
                    Rename(
                        name: nil, className: nil, from: name, to: final, declaration: DeclaredName(name, at: location))
                )
                derived[name] = final
            }
            taken.insert(final)
        }
        self.derived = derived

        var members: [String: [GeneratedName: String]] = [:]
        for (className, generated) in extended.sorted(by: { $0.key < $1.key }) {
            let chain = chains[className] ?? [className]
            var nested: [String: SourceLocation] = [:]
            var methods: [String: SourceLocation] = [:]
            for ancestor in chain {
                nested.merge(project.appNames.members[ancestor]?.types ?? [:]) { first, _ in first }
                methods.merge(project.appNames.members[ancestor]?.methods ?? [:]) { first, _ in first }
            }
            var names: [GeneratedName: String] = [:]
            for name in generated {
                let wanted = chosen[name] ?? name.defaultName
                let blocker: (String) -> SourceLocation? =
                    name.isMethod
                    ? { methods[Self.methodSignature($0, for: name)] }
                    : { nested[$0] ?? appTopLevel[$0] }
                let final = Self.free(wanted, isMethod: name.isMethod, avoiding: { blocker($0) != nil })
                if final != wanted, let location = blocker(wanted) {
                    let shown = name.isMethod ? Self.methodSignature(wanted, for: name) : wanted
                    renames.append(
                        Rename(
                            name: name, className: className, from: wanted, to: final,
                            declaration: DeclaredName(shown, at: location)))
                }
                if final != name.defaultName { names[name] = final }
            }
            if !names.isEmpty { members[className] = names }
            for hidden in Self.spelledInClassBodies.sorted() {
                guard let location = nested[hidden] else { continue }
                conflicts.append(
                    Conflict(
                        declaration: DeclaredName(hidden, at: location),
                        reason:
                            "the type \(hidden) declared here would hide the \(hidden) module in the extension SegueGen "
                            + "generates for \(className), which qualifies names with it; rename this type"))
            }
            // The file-scope helpers the extension calls by name; a method
            // of the class so named would be found first.
            for (signature, location) in methods.sorted(by: { $0.key < $1.key })
            where Self.calledHelpers.contains(String(signature.prefix { $0 != "(" })) {
                conflicts.append(
                    Conflict(
                        declaration: DeclaredName(signature, at: location),
                        reason:
                            "the method \(signature) declared here would hide SegueGen's helper of that name in the "
                            + "extension SegueGen generates for \(className); rename the method (names that start "
                            + "with seguegen are SegueGen's)"))
            }
            if generated.contains(.departure),
                let location = project.appNames.members[className]?.methods[
                    "shouldPerformSegue(withIdentifier:sender:)"]
            {
                conflicts.append(
                    Conflict(
                        declaration: DeclaredName("shouldPerformSegue(withIdentifier:sender:)", at: location),
                        reason:
                            "\(className) confirms leaving, so SegueGen overrides shouldPerformSegue(withIdentifier:sender:) "
                            + "in its extension, and a class cannot override a method twice; decide in "
                            + "confirmLeaving(by:later:) instead, or remove confirmsLeaving"))
            }
        }
        self.members = members
        for (module, example) in [("Swift", "Swift.String"), ("UIKit", "UIKit.UIStoryboard")] {
            guard let location = appTopLevel[module] else { continue }
            conflicts.append(
                Conflict(
                    declaration: DeclaredName(module, at: location),
                    reason: "a type named \(module) hides the \(module) module, which the generated code qualifies "
                        + "its types with (\(example)); rename the type"))
        }
        self.renames = renames.sorted { ($0.declaration.location, $0.from) < ($1.declaration.location, $1.from) }
        self.conflicts = conflicts.sorted { $0.declaration.location < $1.declaration.location }
        takenTopLevel = taken
        self.sceneNamespaceTypes = []
        let storyboards = project.storyboards.map(\.name) + project.externalReferences().map(\.storyboard)
        sceneNamespaceTypes = Set(storyboards.map(storyboardType))
    }

    // MARK: - Names

    /// The final name of a top-level declaration.
    public func name(_ name: GeneratedName) -> String { topLevel[name] ?? chosen[name] ?? name.defaultName }

    /// The final name of a member of the generated extension of `className`.
    public func member(_ name: GeneratedName, of className: String) -> String {
        members[className]?[name] ?? chosen[name] ?? name.defaultName
    }

    /// `unwindToRed:` → `UnwindToRedAction`, renamed if the app declares it.
    public func unwindActionProtocol(_ selector: String) -> String {
        derivedName(GeneratedNames.unwindActionProtocol(selector))
    }

    /// `unwindToRed:` → `UnwindToRedSource`, renamed if the app declares it.
    public func unwindSourceType(_ selector: String) -> String {
        derivedName(GeneratedNames.unwindSourceType(selector))
    }

    /// `RedViewController` → `RedViewControllerUnwindActions`, renamed if
    /// the app declares it.
    public func unwindProtocol(_ className: String) -> String {
        derivedName(GeneratedNames.unwindProtocol(className))
    }

    private func derivedName(_ name: String) -> String { derived[name] ?? name }

    /// The type of a storyboard's namespace, in `StoryboardSegue` and in
    /// `StoryboardScene`: the type-name rules, and a trailing underscore
    /// for a name that cannot be nested or that the namespaces spell.
    public func storyboardType(_ storyboard: String) -> String {
        let type = GeneratedNames.storyboardType(storyboard)
        let spelled = Set(GeneratedName.spelledInSceneNamespaces.map(name))
        return Self.escapedNestedNames.contains(type) || spelled.contains(type) ? type + "_" : type
    }

    /// The identifier enum of a scene, in its storyboard's namespace.
    public func sceneType(_ scene: String) -> String {
        let type = GeneratedNames.sceneType(scene)
        return Self.escapedNestedNames.contains(type) ? type + "_" : type
    }

    // MARK: - Spelling

    /// How generated code at `site` names `type`, compiled into
    /// `moduleName`: as the app writes it when nothing at the site hides
    /// it, else through a type alias at file scope.
    public func spelling(of type: TypeReference, at site: Site, moduleName: String?) -> Spelling {
        var preferred = type.spelling(inModule: moduleName)
        // A module named like a type of the app's, or like one of its own,
        // cannot qualify: the type's name is found through the import
        // instead.
        if let module = type.module, module != moduleName,
            appNames.topLevelTypes[module] != nil || appNames.moduleTypes[module]?.contains(module) == true
        {
            preferred = type.name
        }
        return spelling(ofText: preferred, at: site)
    }

    /// `spelling(of:at:moduleName:)` for a type a manifest writes out, such
    /// as a sender type (`[Item]?`): its name is spelled, its brackets and
    /// question mark stay.
    public func spelling(ofTypeText text: String, at site: Site) -> Spelling {
        guard let start = text.firstIndex(where: { $0 != "[" }) else { return Spelling(text: text, alias: nil) }
        let end = text[start...].firstIndex(where: { $0 == "]" || $0 == "?" }) ?? text.endIndex
        let inner = spelling(ofText: String(text[start..<end]), at: site)
        return Spelling(text: String(text[..<start]) + inner.text + String(text[end...]), alias: inner.alias)
    }

    private func spelling(ofText preferred: String, at site: Site) -> Spelling {
        let first = String(preferred.prefix { $0 != "." })
        guard isHidden(first, at: site) else { return Spelling(text: preferred, alias: nil) }
        let base = "Seguegen" + preferred.replacingDots()
        var alias = base
        var number = 2
        while takenTopLevel.contains(alias) {
            alias = base + String(number)
            number += 1
        }
        return Spelling(text: alias, alias: TypeAlias(name: alias, target: preferred))
    }

    private func isHidden(_ name: String, at site: Site) -> Bool {
        switch site {
        case .fileScope:
            return false
        case .sceneNamespace:
            return sceneNamespaceTypes.contains(name)
        case .classBody(let className):
            let generated: [GeneratedName] = [.segue, .preparedSegue, .departure, .reuseIdentifier]
            if generated.contains(where: { member($0, of: className) == name }) { return true }
            return (chains[className] ?? [className]).contains { appNames.members[$0]?.types[name] != nil }
        }
    }

    // MARK: - Rules

    /// The app's types at the top level of the module the generated code
    /// compiles into: those its code declares, and the classes its
    /// storyboards and XIBs place there, which a run of storyboards alone
    /// knows only from them (a scene class named `StoryboardSegue` makes
    /// the generated enum give way as its Swift declaration does). A
    /// generated class that storyboards name (the leave guard's navigation
    /// controller, under its name or a renamed one) is no app's.
    private static func topLevelTypes(
        of project: Project, chosen: [GeneratedName: String], moduleName: String?
    ) -> [String: SourceLocation] {
        var result = project.appNames.topLevelTypes
        let generated = GeneratedName.placedInStoryboards.map { chosen[$0] ?? $0.defaultName }
        for file in project.interfaceFiles {
            for object in file.objects {
                guard let name = object.customClass, project.appNames.topLevelTypes[name] == nil,
                    object.moduleIsTarget || object.customModule == nil || object.customModule == moduleName,
                    !generated.contains(where: { name == $0 || name.hasPrefix("SegueGen" + $0) })
                else { continue }
                result[name] = min(result[name] ?? object.location, object.location)
            }
        }
        return result
    }

    /// What each class the generated code extends gets: its segues'
    /// members when a scene of it has an identified segue code sees, and a
    /// `Departure` when it confirms leaving.
    private static func extendedClasses(of project: Project) -> [String: [GeneratedName]] {
        var result: [String: [GeneratedName]] = [:]
        for (className, scenes) in project.scenesByClass {
            let segues = scenes.compactMap { project.scene($0) }.flatMap(\.segues).filter {
                ($0.identifier.map { !$0.isEmpty } ?? false) && $0.kind.reachesCode
            }
            guard !segues.isEmpty else { continue }
            var members: [GeneratedName] = [.segue, .preparedSegue]
            if segues.contains(where: \.kind.isPerformable) { members += [.performSegue, .shouldPerformSegue] }
            result[className] = members
        }
        for declaration in project.classes where declaration.confirmsLeaving != nil {
            result[declaration.name, default: []].append(.departure)
        }
        for (className, scenes) in project.scenesByClass
        where scenes.contains(where: { project.scene($0)?.cellContainers.isEmpty == false }) {
            result[className, default: []] += [.reuseIdentifier, .dequeue]
        }
        return result
    }

    /// Every derived top-level name the run's code declares.
    private static func derivedNames(of project: Project) -> [String] {
        var names: [String] = []
        for selector in project.unwindActionSelectors().keys.sorted() {
            names += [GeneratedNames.unwindActionProtocol(selector), GeneratedNames.unwindSourceType(selector)]
        }
        for declaration in project.classes where !declaration.unwindActions.isEmpty {
            names.append(GeneratedNames.unwindProtocol(declaration.name))
        }
        return names
    }

    /// The full Swift name of the generated method `base` stands for.
    static func methodSignature(_ base: String, for name: GeneratedName) -> String {
        switch name {
        case .shouldPerformSegue: base + "(withIdentifier:deciding:)"
        case .dequeue: base + "(_:from:for:)"
        default: base + "(_:sender:)"
        }
    }

    /// `wanted`, or the first name by the renaming rule that `avoiding`
    /// does not refuse: `SegueGen` (or `segueGen` for a method) before it,
    /// then a number.
    private static func free(_ wanted: String, isMethod: Bool, avoiding taken: (String) -> Bool) -> String {
        guard taken(wanted) else { return wanted }
        let renamed = isMethod ? "segueGen" + SwiftNaming.upperFirstLetter(wanted) : "SegueGen" + wanted
        var candidate = renamed
        var number = 2
        while taken(candidate) {
            candidate = renamed + String(number)
            number += 1
        }
        return candidate
    }
}

extension String {
    /// `Core.Item` → `Core_Item`, `Core_Item` → `Core__Item`, for an
    /// alias's name: two types never get the same one (review finding:
    /// both were `Core_Item`, a redeclared alias).
    fileprivate func replacingDots() -> String {
        escaped {
            switch $0 {
            case ".": "_"
            case "_": "__"
            default: nil
            }
        }
    }
}
