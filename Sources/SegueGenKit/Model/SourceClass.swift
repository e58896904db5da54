import SegueGenSupport

/// What an app's source code says about one class (a class declaration, an
/// extension or an Objective-C `@implementation`): what it inherits from and
/// which unwind actions it implements. UIKit finds an unwind's destination
/// by asking each controller above the source whether it responds to the
/// action, so this is what the unwind checks need, read from the code
/// instead of declared by hand.
public struct SourceClass: Sendable, Equatable {
    /// A method taking one `UIStoryboardSegue` that Objective-C cannot see
    /// (neither `@IBAction` nor `@objc`, in a class without `@objcMembers`):
    /// UIKit cannot call it, so it implements no unwind action, though it
    /// reads like one. SG208 names it when its selector is the one missing.
    public struct HiddenSegueMethod: Sendable, Equatable {
        /// `exitToMasterView(_:)`.
        public var swiftName: String
        /// The selector it would have, were it exposed.
        public var selector: String
        public var location: SourceLocation
    }

    public var name: String
    /// The first type the class inherits from, without module or generic
    /// arguments; nil for an extension or a root class.
    public var superclass: String?
    /// The module the superclass is written in (`Core` of
    /// `class DynamicLabel: Core.DynamicLabel`), when the code qualifies it
    /// by what may be a module; nil otherwise. A class that inherits from a
    /// class of its own name is the other module's subclass, no cycle.
    public var superclassQualifier: String?
    public var unwindActions: [ClassDeclaration.UnwindAction]
    /// The other methods of one argument that Objective-C sees (a button's
    /// `@IBAction func save(_ sender: Any)`, an unwind method taking a
    /// `UIStoryboardSegue` subclass, `- (IBAction)back:(id)sender`), by
    /// selector: UIKit finds an unwind's destination by asking whether a
    /// controller responds to the selector, whatever the argument's type,
    /// so these implement an unwind that names them as well. No typed API
    /// is generated for them.
    public var respondingActions: [ClassDeclaration.UnwindAction]
    public var hiddenSegueMethods: [HiddenSegueMethod]
    /// The types declared directly in the body (Swift): a generated member
    /// of the same name would be a redeclaration, or hide it.
    public var nestedTypes: [DeclaredName]
    /// The methods declared directly in the body, by full Swift name
    /// (`performSegue(_:sender:)`; Swift only).
    public var methods: [DeclaredName]
    /// What the runtime can find of the class: properties, instance
    /// variables and methods, for the connection checks.
    public var members: ClassMembers
    public var location: SourceLocation

    public init(
        name: String, superclass: String? = nil, unwindActions: [ClassDeclaration.UnwindAction] = [],
        respondingActions: [ClassDeclaration.UnwindAction] = [], hiddenSegueMethods: [HiddenSegueMethod] = [],
        nestedTypes: [DeclaredName] = [], methods: [DeclaredName] = [], members: ClassMembers = ClassMembers(),
        location: SourceLocation
    ) {
        self.members = members
        self.name = name
        self.superclass = superclass
        self.unwindActions = unwindActions
        self.respondingActions = respondingActions
        self.hiddenSegueMethods = hiddenSegueMethods
        self.nestedTypes = nestedTypes
        self.methods = methods
        self.location = location
    }
}
