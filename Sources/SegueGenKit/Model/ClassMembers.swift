import SegueGenSupport

/// What Objective-C's runtime can find of a class in the app's code, for
/// the connection checks: the properties and instance variables Key-Value
/// Coding sets an outlet through, the methods an action calls, and what
/// makes the class answer for keys and selectors it does not declare.
///
/// Swift members carry their own visibility: a member is seen by the
/// runtime when it is `@objc`, `@IBOutlet`, `@IBAction`, `@IBInspectable`
/// or `@NSManaged`, or when its class is `@objcMembers` (known only once
/// every part of the class is read, so a plain member says
/// `ifObjCMembers`). An `override` is seen: overriding a method
/// Objective-C declares keeps it Objective-C's, and one that answers for
/// any key or selector (`setValue(_:forUndefinedKey:)`,
/// `forwardingTarget(for:)`) must count.
public struct ClassMembers: Sendable, Equatable {
    public enum Visibility: Sendable, Equatable {
        /// Marked for the runtime, or Objective-C code.
        case objectiveC
        /// A plain Swift member: seen only in an `@objcMembers` class.
        case ifObjCMembers
        /// `@nonobjc`.
        case hidden
    }

    public struct Property: Sendable, Equatable {
        public var name: String
        /// A Swift `var` with a setter (stored, or with `set`), an
        /// Objective-C property (a read-only one too: its synthesized
        /// instance variable lets Key-Value Coding set it), `@NSManaged`;
        /// false for a `let` or a get-only computed property.
        public var isSettable: Bool
        public var visibility: Visibility
        public var location: SourceLocation

        public init(name: String, isSettable: Bool, visibility: Visibility, location: SourceLocation) {
            self.name = name
            self.isSettable = isSettable
            self.visibility = visibility
            self.location = location
        }
    }

    public struct Method: Sendable, Equatable {
        /// The Objective-C selector: `@objc(…)`'s, or the one Swift derives
        /// (`UnwindActionName.selector(baseName:labels:)`).
        public var selector: String
        /// The selector Swift 2 gave the method, where it differs: the first
        /// argument label was not part of it (`save(sender:)` → `save:`).
        public var swift2Selector: String?
        public var visibility: Visibility
        public var location: SourceLocation

        public init(
            selector: String, swift2Selector: String? = nil, visibility: Visibility, location: SourceLocation
        ) {
            self.selector = selector
            self.swift2Selector = swift2Selector
            self.visibility = visibility
            self.location = location
        }
    }

    public var properties: [Property] = []
    public var methods: [Method] = []
    /// Objective-C instance variables, `@synthesize`d ones included, by
    /// name (`_title`).
    public var instanceVariables: [String] = []
    /// `@objcMembers` (an `@objc extension`'s members are each
    /// `objectiveC` instead: it exposes only its own).
    public var isObjCMembers = false
    /// The class's Objective-C runtime name given by `@objc(Name)`.
    public var runtimeName: String?
    /// The types a Swift class is declared in (`enum Outer { class Inner }`
    /// gives `[Outer]`): Swift names it `Outer.Inner`, the runtime by its
    /// `@objc` name alone.
    public var enclosingTypes: [String] = []
    /// The name Swift code knows an Objective-C class by when it is not its
    /// own: `NS_SWIFT_NAME(PostCell)` before `@interface FLXPostCell`.
    public var swiftName: String?
    /// Whether a Swift class has generic parameters (`class Cell<T>`):
    /// Interface Builder cannot create it, and no type names it bare.
    public var isGeneric = false
    /// Whether this part declares the class (`class X`, `@interface X : Y`,
    /// `@implementation X`) rather than extending it.
    public var declaresClass = false
    /// Whether a branch of conditional compilation in this part's body was
    /// not read (the scanners read one branch of each `#if`): a member may
    /// be there, so no member is said to be missing.
    public var hasUnreadBranches = false
    /// Whether this part adopts a protocol (`class X: Y, P`,
    /// `extension X: P`): Swift makes a plain member `@objc` when it
    /// satisfies an `@objc` protocol's requirement (`UIApplicationDelegate`'s
    /// `window`), which the run cannot tell, so a plain member of the class
    /// is neither seen nor hidden.
    public var adoptsProtocols = false

    public init() {}

    public var isEmpty: Bool {
        properties.isEmpty && methods.isEmpty && instanceVariables.isEmpty && !hasUnreadBranches
    }

    /// Selectors whose override makes a class answer for keys it does not
    /// declare: its outlets cannot be judged.
    public static let undefinedKeyHandlers: Set<String> = ["setValue:forUndefinedKey:", "setValue:forKey:"]

    /// Their counterparts for reading a key (`valueForKey:`), which a
    /// runtime attribute's key path does with its first key.
    public static let undefinedKeyReaders: Set<String> = ["valueForUndefinedKey:", "valueForKey:"]

    /// The selector whose override makes a class answer for any key path
    /// set on it: UIKit applies a runtime attribute with
    /// `setValue:forKeyPath:`.
    public static let keyPathHandlers: Set<String> = ["setValue:forKeyPath:"]

    /// Its counterpart for reading, which may stand for a path's first key.
    public static let keyPathReaders: Set<String> = ["valueForKeyPath:"]

    /// Selectors whose override makes a class answer for selectors it does
    /// not declare: its actions cannot be judged. Swift names two of them
    /// otherwise (`forwardingTarget(for:)`, `responds(to:)`), and the
    /// selector Swift derives from those names stands for them.
    public static let forwardingHandlers: Set<String> = [
        "forwardingTargetForSelector:", "resolveInstanceMethod:", "respondsToSelector:", "forwardInvocation:",
        "methodSignatureForSelector:", "forwardingTargetFor:", "respondsTo:",
    ]
}
