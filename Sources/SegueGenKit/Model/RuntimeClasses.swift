import SegueGenSupport

/// The classes of the run as the Objective-C runtime finds them when a
/// storyboard or XIB loads: every part of a class the code shows (its
/// declaration, extensions, categories) merged, by module, with the
/// framework classes (`FrameworkClass`) at the top of each chain.
///
/// A question about a class (is this key settable by Key-Value Coding, is
/// this selector implemented) is answered only when every class up its
/// chain is known: the run's code, then Apple's table. Otherwise the answer
/// is `unknown`, with why, and no check makes a claim from it.
public struct RuntimeClasses: Sendable {
    /// One class of one module, its parts merged.
    public struct Entry: Sendable {
        public var name: String
        /// nil for the run's own module.
        public var module: String?
        public var superclass: String?
        /// `SourceClass.superclassQualifier` of the declaration that gave
        /// `superclass`.
        public var superclassQualifier: String?
        /// Whether Objective-C code declares, extends or implements it.
        public var isObjectiveC = false
        /// Where Swift code declares it (`class X`), not only extends it.
        public var swiftDeclaration: SourceLocation?
        public var runtimeName: String?
        /// The types its Swift declaration is nested in, outermost first.
        public var enclosingTypes: [String] = []
        public var isGeneric = false
        /// `ClassMembers.swiftName` of an Objective-C class.
        public var renamedForSwift: String?
        public var isObjCMembers = false
        public var properties: [ClassMembers.Property] = []
        public var methods: [ClassMembers.Method] = []
        public var instanceVariables: Set<String> = []
        /// Whether a part has a branch of conditional compilation not read.
        public var hasUnreadBranches = false
        /// Whether a part adopts a protocol (`ClassMembers.adoptsProtocols`).
        public var adoptsProtocols = false
        public var location: SourceLocation

        /// How Swift code names it: `Outer.Inner` for a nested class,
        /// `PostCell` for `NS_SWIFT_NAME(PostCell) @interface FLXPostCell`.
        public var swiftName: String { renamedForSwift ?? (enclosingTypes + [name]).joined(separator: ".") }
    }

    /// An answer about a member.
    public enum Answer: Equatable, Sendable {
        case found
        /// Not in the class nor above it, all of it known: the members that
        /// exist (for "did you mean") and, where the code has the member but
        /// the runtime cannot use it, why.
        case missing(existing: [String], why: String?)
        /// Missing, but a method of the class had that selector in Swift 2,
        /// which left the first argument label out: `save(sender:)` at the
        /// place given, code older than Swift 3 that today's compilers
        /// would give another selector.
        case matchesSwift2(String)
        case unknown(String)
    }

    private var entries: [String: [Entry]] = [:]
    /// The run's type aliases, by name (`TypeAlias`): a class may name its
    /// superclass through one.
    private var typeAliases: [String: [String]] = [:]
    /// The classes the run's own code declares only in a branch of `#if`
    /// it does not read (`InputDocument.classesInUnreadBranches`).
    let classesInUnreadBranches: Set<String>
    /// The modules whose code the run has, besides its own.
    public let modules: Set<String>
    /// Every `@objc(Name)` the run's Swift classes give, and every
    /// Objective-C class Swift knows by another name.
    private let objcNames: Set<String>

    init(documents: borrowing [InputDocument]) {
        var modules: Set<String> = []
        var unread: Set<String> = []
        for document in copy documents {
            if let module = document.module {
                modules.insert(module)
            } else {
                unread.formUnion(document.classesInUnreadBranches)
            }
            for alias in document.typeAliases where typeAliases[alias.name] == nil {
                typeAliases[alias.name] = alias.types
            }
            for source in document.sourceClasses {
                let isObjectiveC = InputFormat(path: source.location.file) != .swiftSource
                var list = entries[source.name, default: []]
                // An Objective-C class is one class whatever module compiles
                // each part: its header may be the app's, its @implementation
                // and class extension a static library's. The app's own
                // module names it when the app sees it.
                var index = list.firstIndex {
                    $0.module == document.module || (isObjectiveC && $0.isObjectiveC)
                }
                if index == nil {
                    list.append(Entry(name: source.name, module: document.module, location: source.location))
                    index = list.count - 1
                }
                var entry = list[index!]
                if isObjectiveC && document.module == nil { entry.module = nil }
                if entry.superclass == nil, let superclass = source.superclass {
                    entry.superclass = superclass
                    entry.superclassQualifier = source.superclassQualifier
                    entry.location = source.location
                }
                entry.isObjectiveC = entry.isObjectiveC || isObjectiveC
                if !isObjectiveC && source.members.declaresClass && entry.swiftDeclaration == nil {
                    entry.swiftDeclaration = source.location
                    entry.enclosingTypes = source.members.enclosingTypes
                    entry.isGeneric = source.members.isGeneric
                }
                entry.runtimeName = entry.runtimeName ?? source.members.runtimeName
                entry.renamedForSwift = entry.renamedForSwift ?? source.members.swiftName
                entry.isObjCMembers = entry.isObjCMembers || source.members.isObjCMembers
                entry.properties += source.members.properties
                entry.methods += source.members.methods
                entry.instanceVariables.formUnion(source.members.instanceVariables)
                entry.hasUnreadBranches = entry.hasUnreadBranches || source.members.hasUnreadBranches
                entry.adoptsProtocols = entry.adoptsProtocols || source.members.adoptsProtocols
                list[index!] = entry
                entries[source.name] = list
            }
        }
        self.modules = modules
        classesInUnreadBranches = unread
        objcNames = Set(
            entries.values.joined().compactMap { $0.runtimeName ?? ($0.renamedForSwift == nil ? nil : $0.name) })
    }

    /// The class `name` of `module` (nil: the run's own); nil when the run
    /// has no code of it there.
    public func entry(named name: String, module: String?) -> Entry? {
        entries[name]?.first { $0.module == module }
    }

    /// Every module of the run whose code has a class `name`.
    public func modules(declaring name: String) -> [String?] {
        (entries[name] ?? []).map(\.module)
    }

    /// The class whose Objective-C runtime name is `name`: an Objective-C
    /// class, or a Swift class with `@objc(name)`, of any module.
    public func entry(runtimeName name: String) -> Entry? {
        if let objectiveC = entries[name]?.first(where: \.isObjectiveC) { return objectiveC }
        return entries.values.lazy.flatMap { $0 }.first { $0.runtimeName == name }
    }

    /// The class a storyboard or XIB means by `name` written with no
    /// module, when Swift names it otherwise: the runtime finds the class
    /// by its Objective-C name (`@objc(name)`, an Objective-C class renamed
    /// by `NS_SWIFT_NAME`), which generated code cannot spell. nil when a
    /// class of the run's own module is named `name` in Swift, or no class
    /// has that runtime name.
    public func renamedSwiftClass(runtimeName name: String) -> Entry? {
        guard objcNames.contains(name),
            entries[name]?.contains(where: { $0.module == nil && $0.swiftName == name }) != true,
            let entry = entry(runtimeName: name), entry.swiftName != name
        else { return nil }
        return entry
    }

    /// The names of the classes whose code declares a method with
    /// `selector` (an override of UIKit's, in Swift or Objective-C).
    public func classNames(declaring selector: String) -> Set<String> {
        Set(entries.values.joined().filter { $0.methods.contains { $0.selector == selector } }.map(\.name))
    }

    /// The classes of the run that inherit from `name`, however far down.
    public func subclasses(of name: String) -> [Entry] {
        var result: [Entry] = []
        var names: Set<String> = [name]
        var grew = true
        while grew {
            grew = false
            for entry in entries.values.joined() where !names.contains(entry.name) {
                if let superclass = entry.superclass, names.contains(superclass) {
                    names.insert(entry.name)
                    result.append(entry)
                    grew = true
                }
            }
        }
        return result
    }

    // MARK: - Members

    /// One class of a chain: the run's code of it, the framework's, or both
    /// (an extension of a UIKit class).
    private struct Step {
        var name: String
        var code: Entry?
        var framework: FrameworkClass?
    }

    /// `name` of `module` and every class above it, or why the chain is not
    /// all known.
    private func chain(of name: String, module: String?, _ frameworks: inout FrameworkClassLookup) -> Result<
        [Step], ChainGap
    > {
        var steps: [Step] = []
        var current: String? = name
        var currentModule = module
        // Whether the code names the module of `current` (`Core.Label`).
        var isQualified = false
        while let className = current {
            guard steps.count < 64 else { return .failure(ChainGap(.cycle(name))) }
            // The class itself is looked for in its module; a superclass
            // in its subclass's module first, then in the one other module
            // of the run declaring it (not the run's own: an app is no
            // module another imports).
            var code = entry(named: className, module: currentModule)
            if code == nil && !steps.isEmpty && !isQualified {
                let declaring = (entries[className] ?? []).filter {
                    $0.module != nil && $0.module != currentModule && ($0.superclass != nil || $0.isObjectiveC)
                }
                guard declaring.count < 2 else {
                    return .failure(
                        ChainGap(
                            .ambiguousSuperclass(
                                className: name, superclass: className, modules: declaring.compactMap(\.module))))
                }
                code = declaring.first
            }
            code = withExtensions(of: className, code)
            let framework = frameworks.named(className)
            if steps.isEmpty, code == nil, let module = currentModule, !modules.contains(module) {
                return .failure(ChainGap(.unseenModule(className: className, module: module)))
            }
            guard code != nil || framework != nil else {
                return .failure(
                    ChainGap(
                        steps.isEmpty
                            ? .undeclared(className) : .unseenSuperclass(className: name, superclass: className)))
            }
            steps.append(Step(name: className, code: code, framework: framework))
            currentModule = code?.module
            isQualified = false
            if let superclass = code?.superclass {
                current = superclass
                // A superclass named through a type alias: the class it names.
                if entries[superclass] == nil, !FrameworkClassLookup.isKnown(superclass),
                    let aliased = TypeAlias.aliasedClass(
                        superclass, in: typeAliases,
                        isClass: { entries[$0] != nil || FrameworkClassLookup.isKnown($0) })
                {
                    current = aliased
                }
                if let module = Self.moduleOfSuperclass(
                    superclass, qualifier: code?.superclassQualifier, of: className, modules)
                {
                    currentModule = module
                    isQualified = true
                }
            } else if let framework {
                current = framework.superclass
            } else {
                return .failure(ChainGap(.noSuperclass(className)))
            }
        }
        return .success(steps)
    }

    /// The module a superclass written `Qualifier.Name` is in: the
    /// qualifier, when it is a module of the run, or when the class
    /// inherits from a class of its own name (which can only be another
    /// module's); nil when the qualifier may be a type the class is nested
    /// in, or there is none. One rule for both hierarchies.
    static func moduleOfSuperclass(
        _ superclass: String, qualifier: String?, of className: String, _ modules: Set<String>
    ) -> String? {
        guard let qualifier, modules.contains(qualifier) || superclass == className else { return nil }
        return qualifier
    }

    /// `code` with the members of the class's extensions and categories in
    /// the run's other modules: the runtime adds them to the one class
    /// whatever their module.
    private func withExtensions(of name: String, _ code: Entry?) -> Entry? {
        guard let all = entries[name], all.count > 1 || code == nil else { return code }
        var merged = code
        for other in all where other.module != code?.module && other.superclass == nil && other.swiftDeclaration == nil
        {
            guard var entry = merged else {
                merged = other
                continue
            }
            entry.properties += other.properties
            entry.methods += other.methods
            entry.instanceVariables.formUnion(other.instanceVariables)
            entry.isObjCMembers = entry.isObjCMembers || other.isObjCMembers
            entry.hasUnreadBranches = entry.hasUnreadBranches || other.hasUnreadBranches
            entry.adoptsProtocols = entry.adoptsProtocols || other.adoptsProtocols
            merged = entry
        }
        return merged
    }

    /// Why the chain of `name` is not all known; nil when it is.
    func unknownChain(of name: String, module: String?, _ frameworks: inout FrameworkClassLookup) -> String? {
        if case .failure(let gap) = chain(of: name, module: module, &frameworks) { return gap.gap.description }
        return nil
    }

    private struct ChainGap: Error {
        var gap: ClassHierarchy.Gap
        init(_ gap: ClassHierarchy.Gap) { self.gap = gap }
    }

    /// Whether Key-Value Coding can set `key` on an instance of `name`:
    /// `set<Key>:` or `_set<Key>:`, an instance variable `_<key>`,
    /// `_is<Key>`, `<key>` or `is<Key>`, an Objective-C property, or a
    /// Swift property Objective-C sees with a setter. `byKeyPath`: set by
    /// `setValue:forKeyPath:`, as a runtime attribute is, which a class may
    /// override to answer for any key.
    func canSet(
        _ key: String, on name: String, module: String?, byKeyPath: Bool, _ frameworks: inout FrameworkClassLookup
    ) -> Answer {
        answer(key, reading: false, byKeyPath: byKeyPath, on: name, module: module, &frameworks)
    }

    /// Whether Key-Value Coding can read `key`, the first of a runtime
    /// attribute's key path, on an instance of `name` (`valueForKey:`): a
    /// getter `get<Key>`, `<key>`, `is<Key>` or `_<key>` (a method, or a
    /// property Objective-C sees by that name, with a setter or not), the
    /// instance variables `canSet` looks for, or any property Objective-C
    /// sees named `key`.
    func canGet(_ key: String, on name: String, module: String?, _ frameworks: inout FrameworkClassLookup) -> Answer {
        answer(key, reading: true, byKeyPath: true, on: name, module: module, &frameworks)
    }

    private func answer(
        _ key: String, reading: Bool, byKeyPath: Bool, on name: String, module: String?,
        _ frameworks: inout FrameworkClassLookup
    ) -> Answer {
        let steps: [Step]
        switch chain(of: name, module: module, &frameworks) {
        case .success(let found): steps = found
        case .failure(let gap): return .unknown(gap.gap.description)
        }
        let upper = SwiftNaming.upperFirstLetter(key)
        let accessors: Set<String> =
            reading ? ["get\(upper)", key, "is\(upper)", "_\(key)"] : ["set\(upper):", "_set\(upper):"]
        // A property Objective-C sees is read by its getter, named as itself.
        let propertyNames = reading ? accessors : [key]
        let handlers = reading ? ClassMembers.undefinedKeyReaders : ClassMembers.undefinedKeyHandlers
        let pathHandlers =
            byKeyPath ? ClassMembers.keyPathHandlers.union(reading ? ClassMembers.keyPathReaders : []) : []
        let variables: Set<String> = ["_\(key)", "_is\(upper)", key, "is\(upper)"]
        var existing: [String] = []
        var why: String?
        var maybe: String?
        for (step, objcMembers) in zip(steps, Self.objcMembersAbove(steps)) {
            if let code = step.code {
                let visible = code.methods.filter { Self.isVisible($0.visibility, objcMembers) }.map(\.selector)
                if visible.contains(where: handlers.contains) {
                    let handler = reading ? "value(forUndefinedKey:)" : "setValue(_:forUndefinedKey:)"
                    return .unknown("\(step.name) implements \(handler), which answers for any key")
                }
                if let handler = visible.first(where: pathHandlers.contains) {
                    return .unknown("\(step.name) implements \(handler), which may answer for any key path")
                }
                if visible.contains(where: accessors.contains) || !code.instanceVariables.isDisjoint(with: variables) {
                    return .found
                }
                for property in code.properties {
                    let isVisible = Self.isVisible(property.visibility, objcMembers)
                    let isUsable = property.isSettable || reading
                    // Key-Value Coding sets a key through `set<Key>:`, the
                    // key's first letter made upper case: the key
                    // "NoGroupsButton" sets the property noGroupsButton.
                    let isNamed =
                        reading
                        ? propertyNames.contains(property.name) : SwiftNaming.upperFirstLetter(property.name) == upper
                    if isVisible && isUsable {
                        if isNamed { return .found }
                        existing.append(property.name)
                    } else if isNamed, isUsable, code.adoptsProtocols, property.visibility == .ifObjCMembers {
                        maybe = maybe ?? Self.mayBeObjC(step.name, property.name, property.location)
                    } else if isNamed, why == nil {
                        why =
                            isVisible
                            ? "\(step.name).\(key) at \(place(property.location)) has no setter"
                            : "\(step.name).\(property.name) at \(place(property.location)) is not seen by "
                                + "Objective-C (mark it @IBOutlet or @objc)"
                    }
                }
            }
            if let framework = step.framework {
                if framework.keys.contains(key) || !framework.selectors.isDisjoint(with: accessors) { return .found }
            }
        }
        if let unread = Self.unreadBranches(steps) ?? maybe { return .unknown(unread) }
        return .missing(existing: existing, why: why)
    }

    /// Why a plain Swift member may be seen by Objective-C after all.
    private static func mayBeObjC(_ className: String, _ member: String, _ location: SourceLocation) -> String {
        "\(className).\(member) at \(location.file):\(location.line) is plain Swift in a class adopting a "
            + "protocol, whose requirement may make it @objc"
    }

    /// Whether an instance of `name` responds to `selector`, by a method
    /// Objective-C sees.
    func responds(
        to selector: String, on name: String, module: String?, _ frameworks: inout FrameworkClassLookup
    ) -> Answer {
        let steps: [Step]
        switch chain(of: name, module: module, &frameworks) {
        case .success(let found): steps = found
        case .failure(let gap): return .unknown(gap.gap.description)
        }
        var existing: [String] = []
        var why: String?
        var maybe: String?
        var swift2: String?
        for (step, objcMembers) in zip(steps, Self.objcMembersAbove(steps)) {
            if let code = step.code {
                for method in code.methods {
                    if method.swift2Selector == selector, swift2 == nil {
                        swift2 = "\(step.name) at \(place(method.location))"
                    }
                    let isVisible = Self.isVisible(method.visibility, objcMembers)
                    if isVisible && ClassMembers.forwardingHandlers.contains(method.selector) {
                        return .unknown("\(step.name) implements \(method.selector), which may answer for any selector")
                    }
                    if isVisible {
                        if method.selector == selector { return .found }
                        existing.append(method.selector)
                    } else if method.selector == selector, code.adoptsProtocols, method.visibility == .ifObjCMembers {
                        maybe = maybe ?? Self.mayBeObjC(step.name, selector, method.location)
                    } else if method.selector == selector, why == nil {
                        why =
                            "the method at \(place(method.location)) is not seen by Objective-C (mark it @IBAction or @objc)"
                    }
                }
            }
            if let framework = step.framework, framework.selectors.contains(selector) { return .found }
        }
        if let unread = Self.unreadBranches(steps) ?? maybe { return .unknown(unread) }
        if let swift2 { return .matchesSwift2(swift2) }
        return .missing(existing: existing, why: why)
    }

    /// Why a member not found may still be there: a class of the chain has
    /// a branch of conditional compilation the run did not read.
    private static func unreadBranches(_ steps: [Step]) -> String? {
        guard let step = steps.first(where: { $0.code?.hasUnreadBranches ?? false }) else { return nil }
        return "\(step.name) has a branch of conditional compilation (#if) the run does not read"
    }

    /// For each step, whether it or a class above it is `@objcMembers`,
    /// which exposes its plain members (and its subclasses').
    private static func objcMembersAbove(_ steps: [Step]) -> [Bool] {
        var result = [Bool](repeating: false, count: steps.count)
        var above = false
        for index in steps.indices.reversed() {
            above = above || (steps[index].code?.isObjCMembers ?? false)
            result[index] = above
        }
        return result
    }

    private static func isVisible(_ visibility: ClassMembers.Visibility, _ objcMembers: Bool) -> Bool {
        visibility == .objectiveC || (visibility == .ifObjCMembers && objcMembers)
    }

    private func place(_ location: SourceLocation) -> String { "\(location.file):\(location.line)" }
}
