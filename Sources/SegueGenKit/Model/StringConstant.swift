import SegueGenSupport

/// A name app code declares for a string, which code may pass where UIKit
/// expects a segue identifier, a storyboard ID or a storyboard name
/// (`ConstantReference`): a Swift `let` or `static let`, a case of an enum
/// whose raw type is `String`, an Objective-C `NSString *const`,
/// `static NSString *` or `#define`. The literal checks judge a use through
/// the name only when the name holds one value, known exactly.
public struct StringConstant: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A `let`, `static let`, `var` or Objective-C constant: read by
        /// its name.
        case constant
        /// An enum case, read through `.rawValue`.
        case enumCase
    }

    /// The names of the types declaring it, outermost first, then its own
    /// (`["Constants", "Segue", "show"]`); an Objective-C constant's is its
    /// own name, preceded by `ConstantReference.localScope` for one
    /// declared in a method, by `ConstantReference.fileScope(of:)` for a
    /// source file's own, by its class for an instance variable.
    public var path: [String]
    public var kind: Kind
    /// nil when the name can hold another value or one built at run time:
    /// a `var`, a computed property, an interpolated literal, a constant
    /// without a literal.
    public var value: String?
    public var location: SourceLocation

    public init(path: [String], kind: Kind, value: String?, location: SourceLocation) {
        self.path = path
        self.kind = kind
        self.value = value
        self.location = location
    }
}
