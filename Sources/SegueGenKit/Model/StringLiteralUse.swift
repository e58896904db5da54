import SegueGenSupport

/// A string literal app code passes where UIKit expects a segue identifier,
/// a storyboard ID or a storyboard name. Each is checked against the
/// storyboards and manifests of the run (SG221 to SG223): a literal no
/// storyboard defines is a crash, or a branch that never runs, found only
/// at run time.
public struct StringLiteralUse: Sendable, Equatable {
    public enum Role: Sendable, Equatable {
        /// `performSegue(withIdentifier: "x", sender:)`. `onSelf` when the
        /// receiver is the enclosing class itself (`self` or none), whose
        /// own scenes' segues are then the only ones UIKit looks at.
        case performedSegue(onSelf: Bool)
        /// `segue.identifier == "x"`, `case "x":` in a switch over it, or
        /// `[segue.identifier isEqualToString:@"x"]`.
        case comparedSegue
        /// `instantiateViewController(withIdentifier: "x")`.
        case storyboardIdentifier
        /// `UIStoryboard(name: "x", bundle: nil)`.
        case storyboardName
    }

    public var role: Role
    public var value: String
    /// The literal's opening quote.
    public var location: SourceLocation
    /// The class or extension whose body holds the use; nil at the top level.
    public var enclosingClass: String?

    public init(role: Role, value: String, location: SourceLocation, enclosingClass: String?) {
        self.role = role
        self.value = value
        self.location = location
        self.enclosingClass = enclosingClass
    }
}
