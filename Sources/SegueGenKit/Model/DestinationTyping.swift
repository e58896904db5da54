/// The class code receives as a segue's destination, which is what makes
/// `prepare(for:sender:)` typed.
public struct TypedDestination: Hashable, Sendable {
    public var type: TypeReference
    /// The storyboard points at a navigation controller and code wants its
    /// root, so the generated code unwraps `viewControllers.first`.
    public var viaNavigationController: Bool

    public init(type: TypeReference, viaNavigationController: Bool = false) {
        self.type = type
        self.viaNavigationController = viaNavigationController
    }

    static let unknown = TypedDestination(type: .viewController)
}

extension Project {
    /// The typed destination of `segue` from the scene `source`.
    ///
    /// A segue to a navigation controller is typed as the controller's root,
    /// which is what `prepare(for:sender:)` needs to configure. An unwind
    /// segue is typed as its action's implementer when exactly one class
    /// implements it. Anything not among the inputs is a
    /// `UIViewController`.
    public func typedDestination(of segue: Segue, from source: SceneID) -> TypedDestination {
        if segue.kind.isUnwind {
            guard let action = segue.action else { return .unknown }
            let implementers = implementingClasses(of: action)
            guard implementers.count == 1, let only = implementers.first else { return .unknown }
            return TypedDestination(type: only)
        }
        guard let destination = destinationScene(of: segue, in: source.storyboard),
            let destinationClass = viewControllerClass(of: destination)
        else { return .unknown }
        if segue.kind.typesDestinationThroughNavigation, let root = rootScene(ofNavigation: destination),
            let rootClass = viewControllerClass(of: root)
        {
            return TypedDestination(type: rootClass, viaNavigationController: true)
        }
        return TypedDestination(type: destinationClass)
    }

    /// A declared class as a type, taking its module from the scenes that use
    /// it (declarations name classes without modules).
    public func classReference(named name: String) -> TypeReference {
        if let first = scenesByClass[name]?.first, let type = viewControllerClass(of: first) { return type }
        return TypeReference(name: name)
    }
}
