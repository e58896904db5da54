import SegueGenSupport

/// Who implements each unwind action: the classes a manifest declares and
/// the classes the app's code shows, with what each class inherits from.
///
/// UIKit asks every controller above an unwind's source whether it can
/// perform the action, which by default means whether it responds to the
/// selector; so a class inherits its superclasses' actions, and an action in
/// an extension of `UIViewController` belongs to every view controller. A
/// manifest's declaration of a class adds to what the code shows of it,
/// unless it sets `unwindActionsFromCode: false`.
public struct UnwindImplementers: Sendable {
    public struct Implementation: Sendable, Equatable {
        public enum Origin: String, Sendable {
            /// Listed under the class's `unwindActions` in a manifest.
            case declared
            /// Found in Swift code.
            case swiftSource
            /// Found in Objective-C code, which Swift may not see.
            case objectiveCSource
        }

        public var className: String
        public var origin: Origin
        public var location: SourceLocation
    }

    /// Each action's direct implementers, sorted by class name.
    private let bySelector: [String: [Implementation]]
    /// Methods the code shows taking a `UIStoryboardSegue` that UIKit cannot
    /// call, by the selector they would have; in source order.
    private let hiddenBySelector: [String: [SourceClass.HiddenSegueMethod]]
    /// The classes that implement each action, typed or not
    /// (`SourceClass.respondingActions`): whom UIKit finds.
    private let classesBySelector: [String: Set<String>]
    /// What each class inherits from: a class inherits its superclasses'
    /// actions.
    private let hierarchy: ClassHierarchy

    /// Whether the run says who implements unwind actions at all: it has
    /// app code among its inputs, or declares classes. Only then is an
    /// action nobody implements known to be unimplemented; otherwise the
    /// unwind checks cannot run, and the run says so (SG220).
    public let isInformed: Bool
    /// Whether the run has app code among its inputs: only then are the
    /// calls that code makes (which scenes it instantiates, which segues it
    /// performs) known.
    public let readsCode: Bool

    init(declared: [ClassDeclaration], discovered: [SourceClass], readsCode: Bool, hierarchy: ClassHierarchy) {
        self.hierarchy = hierarchy
        isInformed = readsCode || !declared.isEmpty
        self.readsCode = readsCode
        var bySelector: [String: [Implementation]] = [:]
        for declaration in declared {
            for action in declaration.unwindActions {
                bySelector[action.selector, default: []].append(
                    Implementation(className: declaration.name, origin: .declared, location: action.location))
            }
        }
        let codeIgnored = Set(declared.filter { !$0.unwindActionsFromCode }.map(\.name))
        var respondersBySelector: [String: Set<String>] = [:]
        var hiddenBySelector: [String: [SourceClass.HiddenSegueMethod]] = [:]
        for source in discovered.sorted(by: { $0.location < $1.location }) {
            for method in source.hiddenSegueMethods { hiddenBySelector[method.selector, default: []].append(method) }
            guard !codeIgnored.contains(source.name) else { continue }
            let origin: Implementation.Origin =
                InputFormat(path: source.location.file) == .objectiveCSource ? .objectiveCSource : .swiftSource
            for action in source.unwindActions {
                bySelector[action.selector, default: []].append(
                    Implementation(className: source.name, origin: origin, location: action.location))
            }
            for action in source.respondingActions {
                respondersBySelector[action.selector, default: []].insert(source.name)
            }
        }
        var unique: [String: [Implementation]] = [:]
        for (selector, implementations) in bySelector {
            var seen: Set<String> = []
            unique[selector] = implementations.sorted { ($0.className, $0.location) < ($1.className, $1.location) }
                .filter { seen.insert($0.className).inserted }
        }
        self.bySelector = unique
        self.hiddenBySelector = hiddenBySelector
        classesBySelector = unique.mapValues { Set($0.map(\.className)) }.merging(respondersBySelector) {
            $0.union($1)
        }
    }

    /// Whether any class, declared or in the code, implements anything: when
    /// none does, the unwind checks have nothing to go by.
    public var isEmpty: Bool { bySelector.isEmpty }

    /// Every action some class implements with a method that takes a
    /// `UIStoryboardSegue` (or a manifest declares): what the typed API
    /// and the unused-action check cover.
    public var selectors: Set<String> { Set(bySelector.keys) }

    /// Whether some class responds to `selector`, whatever its method
    /// takes: UIKit needs no more of an unwind's destination.
    public func isImplemented(_ selector: String) -> Bool { classesBySelector[selector] != nil }

    /// The methods that would implement `selector` were they `@IBAction`.
    public func hiddenMethods(for selector: String) -> [SourceClass.HiddenSegueMethod] {
        hiddenBySelector[selector] ?? []
    }

    /// The classes that implement `selector` themselves, sorted by name.
    public func implementations(of selector: String) -> [Implementation] { bySelector[selector] ?? [] }

    /// Whether a controller of class `className` responds to `selector`:
    /// the class or one of its superclasses implements it.
    public func implements(_ className: String, _ selector: String) -> Bool {
        guard let classes = classesBySelector[selector] else { return false }
        return hierarchy.chain(of: className).contains(where: classes.contains)
    }

    /// The classes whose controllers respond to `selector` (`implements`):
    /// those that implement it, and the classes below them. Walks down from
    /// the implementers, so that a run asks it once for each action instead
    /// of `implements` for each scene and action.
    public func respondingClasses(to selector: String) -> Set<String> {
        guard let classes = classesBySelector[selector] else { return [] }
        return hierarchy.descendants(of: classes)
    }
}
