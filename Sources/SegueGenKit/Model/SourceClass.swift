import SegueGenSupport

/// What an app's source code says about one class (a class declaration, an
/// extension or an Objective-C `@implementation`): what it inherits from and
/// which unwind actions it implements. UIKit finds an unwind's destination
/// by asking each controller above the source whether it responds to the
/// action, so this is what the unwind checks need, read from the code
/// instead of declared by hand.
public struct SourceClass: Sendable, Equatable {
    public var name: String
    /// The first type the class inherits from, without module or generic
    /// arguments; nil for an extension or a root class.
    public var superclass: String?
    public var unwindActions: [ClassDeclaration.UnwindAction]
    public var location: SourceLocation

    public init(
        name: String, superclass: String? = nil, unwindActions: [ClassDeclaration.UnwindAction] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.superclass = superclass
        self.unwindActions = unwindActions
        self.location = location
    }
}
