import SegueGenSupport

/// The one class hierarchy of a run: what each class inherits from, by
/// module, from the code of every module the run reads, then Apple's
/// frameworks. Every question of kind ("is this a view controller?", "which
/// classes are above this one?") is asked here, so a class and its
/// superclass mean the same to every check, and a gap in a chain is
/// described in one place (`Gap`).
///
/// A class is looked up in its own module first: two modules may each
/// declare a class of one name. Its superclass is looked for in the
/// subclass's module, then in any module of the run that declares it (an
/// app is no module another imports, but linked modules' classes are
/// one-named in practice), then among UIKit's view controllers.
///
/// `RuntimeClasses` walks the same declarations with their members, for
/// the questions the runtime answers (can this key be set?); since such a
/// claim needs the exact class, it refuses a superclass several modules
/// declare where this takes the first, and it words its gaps as `Gap`.
public struct ClassHierarchy: Sendable {
    /// One declaration of a class with its superclass: the first the run
    /// reads in its module, in source order.
    private struct Link: Sendable {
        var module: String?
        var superclass: String
        /// The module the code names for the superclass
        /// (`RuntimeClasses.moduleOfSuperclass`).
        var superclassModule: String?
    }

    /// Each class's declarations with a superclass, one per module, the
    /// first in source order first.
    private let links: [String: [Link]]
    /// The classes each class is the direct superclass of, sorted.
    private let subclasses: [String: [String]]
    /// The run's type aliases, by name (`TypeAlias`).
    private let typeAliases: [String: [String]]

    /// UIKit's view-controller classes that scenes may have, whose
    /// superclass is `UIViewController`: a chain through one reaches UIKit
    /// without the framework table.
    private static let uikitSuperclasses: [String: String] = Dictionary(
        SceneKind.allCases.map(\.defaultClass.name).filter { $0 != TypeReference.viewController.name }.map {
            ($0, TypeReference.viewController.name)
        }, uniquingKeysWith: { first, _ in first })

    /// Prefixes of Apple's frameworks beyond the framework table, whose
    /// view controllers implement no app's unwind action and perform no
    /// app's segue: a chain that ends in one is known.
    private static let applePrefixes = [
        "UI", "AV", "GLK", "MF", "SF", "PK", "CN", "EK", "QL", "MK", "PH", "SK", "GK", "AS", "WK", "HK", "NS",
    ]

    /// The classes of `sources`, each read in the module its document gives
    /// (nil: the run's own).
    init(sources: [(module: String?, classes: [SourceClass])], typeAliases: [TypeAlias] = []) {
        self.typeAliases = Dictionary(typeAliases.map { ($0.name, $0.types) }) { first, _ in first }
        let modules = Set(sources.compactMap(\.module))
        var declared: [(name: String, link: Link, location: SourceLocation)] = []
        for (module, classes) in sources {
            for source in classes {
                guard let superclass = source.superclass else { continue }
                let superclassModule = RuntimeClasses.moduleOfSuperclass(
                    superclass, qualifier: source.superclassQualifier, of: source.name, modules)
                declared.append(
                    (
                        source.name, Link(module: module, superclass: superclass, superclassModule: superclassModule),
                        source.location
                    ))
            }
        }
        var links: [String: [Link]] = [:]
        for (name, link, _) in declared.sorted(by: { $0.location < $1.location }) {
            var list = links[name, default: []]
            if !list.contains(where: { $0.module == link.module }) { list.append(link) }
            links[name] = list
        }
        self.links = links
        var subclasses: [String: Set<String>] = [:]
        for (name, list) in links {
            for link in list { subclasses[link.superclass, default: []].insert(name) }
        }
        for (name, superclass) in Self.uikitSuperclasses where links[name] == nil {
            subclasses[superclass, default: []].insert(name)
        }
        // A class that names its superclass through an alias is below the
        // class the alias names.
        for (alias, below) in subclasses where !Self.isClass(alias, in: links) {
            guard
                let aliased = TypeAlias.aliasedClass(
                    alias, in: self.typeAliases, isClass: { Self.isClass($0, in: links) })
            else { continue }
            subclasses[aliased, default: []].formUnion(below)
        }
        self.subclasses = subclasses.mapValues { $0.sorted() }
    }

    /// The superclass of `name` looked up in `module` first, then in the
    /// first module that declares it, then among UIKit's view controllers;
    /// with the module of the declaration it comes from.
    private func superclass(of name: String, module: String?) -> (name: String, module: String?)? {
        if let list = links[name], let link = list.first(where: { $0.module == module }) ?? list.first {
            return (classNamed(link.superclass), link.superclassModule ?? link.module)
        }
        return Self.uikitSuperclasses[name].map { ($0, nil) }
    }

    /// `name`, or the class it stands for when it is a type alias the run
    /// declares and no class of the run or of Apple's has that name.
    private func classNamed(_ name: String) -> String {
        guard !Self.isClass(name, in: links),
            let aliased = TypeAlias.aliasedClass(name, in: typeAliases, isClass: { Self.isClass($0, in: links) })
        else { return name }
        return aliased
    }

    /// Whether `name` is a class the hierarchy knows: one the run's code
    /// links to a superclass, a UIKit view controller, or one of Apple's.
    private static func isClass(_ name: String, in links: [String: [Link]]) -> Bool {
        links[name] != nil || uikitSuperclasses[name] != nil || FrameworkClassLookup.isKnown(name)
    }

    /// `className` and the classes above it, as far as the run's code and
    /// UIKit's view controllers tell; `module` is the class's own (nil: the
    /// run's, or any that declares it).
    public func chain(of className: String, module: String? = nil) -> [String] {
        var result = [className]
        // A class met twice is a cycle in broken code: the chain ends. A
        // class of another module's class of its name is no cycle.
        var seen: Set<String> = [className + "@" + (module ?? "")]
        var current = (name: className, module: module)
        while let next = superclass(of: current.name, module: current.module),
            seen.insert(next.name + "@" + (next.module ?? "")).inserted
        {
            result.append(next.name)
            current = next
        }
        return result
    }

    /// Whether `className` is `ancestor` or inherits from it.
    public func isKind(_ className: String, of ancestor: String) -> Bool {
        chain(of: className).contains(ancestor)
    }

    /// `classes` and every class below them, however far down.
    public func descendants(of classes: Set<String>) -> Set<String> {
        var result = classes
        var queue = Array(classes)
        while let next = queue.popLast() {
            for subclass in subclasses[next] ?? [] where result.insert(subclass).inserted { queue.append(subclass) }
        }
        return result
    }

    /// Whether `className` is a class of Apple's frameworks: one of the
    /// framework table, or named with the prefix of one.
    public static func isFrameworkClass(_ className: String) -> Bool {
        FrameworkClassLookup.isKnown(className)
            || applePrefixes.contains { prefix in
                className.hasPrefix(prefix) && className.dropFirst(prefix.count).first?.isUppercase == true
            }
    }

    /// Why a chain is not all known up to a framework class: the one
    /// wording of every check that says so.
    public enum Gap: Sendable, Equatable {
        /// The class is in a module whose code the run does not have.
        case unseenModule(className: String, module: String)
        /// No code of the run declares the class.
        case undeclared(String)
        /// The run has code of the class (an extension, an implementation)
        /// but not its declaration with its superclass.
        case noSuperclass(String)
        /// A class above `className` is neither the run's nor a framework's.
        case unseenSuperclass(className: String, superclass: String)
        /// Several modules declare a superclass of that name.
        case ambiguousSuperclass(className: String, superclass: String, modules: [String])
        case cycle(String)

        /// The gap, as a message continues.
        public var description: String {
            switch self {
            case .unseenModule(let className, let module):
                "\(className) is in the module \(module), whose code the run does not have"
            case .undeclared(let className): "no code of the run declares \(className)"
            case .noSuperclass(let className):
                "the run has code of \(className) but not what it inherits from (its class declaration, or the "
                    + "Objective-C header with its @interface)"
            case .unseenSuperclass(let className, let superclass):
                "\(className) inherits from \(superclass), whose code the run does not have"
            case .ambiguousSuperclass(let className, let superclass, let modules):
                "\(className) inherits from \(superclass), which several modules declare "
                    + "(\(modules.joined(separator: ", ")))"
            case .cycle(let className): "the classes above \(className) form a cycle"
            }
        }
    }
}
