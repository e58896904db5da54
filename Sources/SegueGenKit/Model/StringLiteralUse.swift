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
        /// The identifier a cell is dequeued or registered by, when code
        /// passes a constant (`K.cell`, `CellID.item.rawValue`,
        /// `CellIdentifier`): only its value is taken, for the
        /// `ReuseIdentifierUse` at the same place (`Project.assemble`); the
        /// cell checks judge it, the literal checks never see it.
        case reuseIdentifier
    }

    /// Where a Swift use sits in its file's bytes, for `seguegen migrate`.
    public struct Spans: Sendable, Equatable {
        /// `withIdentifier: "x"`, from the label to the literal's end.
        public var argument: Range<Int>
        /// `storyboard!.instantiateViewController(withIdentifier: "x") as! T`,
        /// from the receiver's first byte to the cast type's end; nil
        /// without a forced cast or with a receiver it cannot read.
        public var forcedCast: Range<Int>?
        /// `T` of the forced cast.
        public var castType: String?
    }

    /// The constant a use reads instead of a literal (`K.unwindId`,
    /// `Segue.show.rawValue`, `kShowDetail`): the name as written, and where
    /// its value is declared.
    public struct Constant: Sendable, Equatable {
        public var spelling: String
        public var location: SourceLocation

        /// `"x" (the value of K.x)`: a value as a diagnostic quotes it,
        /// saying which constant it was read through.
        static func quoted(_ value: String, through constant: Constant?) -> String {
            "\"\(value)\"" + (constant.map { " (the value of \($0.spelling))" } ?? "")
        }

        /// The note at the constant's declaration.
        func note(holding value: String) -> Diagnostic.Note {
            Diagnostic.Note("\(spelling) is \"\(value)\" here", at: location)
        }
    }

    /// The storyboard a storyboard ID is instantiated from, when the code
    /// says: what a module the run does not read cannot add a scene to.
    public enum Storyboard: Sendable, Equatable {
        /// `storyboard`, `self.storyboard`: the one that loaded the app's
        /// view controller, a storyboard of the target.
        case loadingStoryboard
        /// `UIStoryboard(name: "Main", bundle: nil)`, directly or through
        /// a name every assignment of which opens one of these: storyboards
        /// of the app's own bundle.
        case named([String])
    }

    public var role: Role
    public var value: String
    /// The literal's opening quote, or the constant's name.
    public var location: SourceLocation
    /// The type or extension whose body holds the use (a class, most
    /// often; a struct, an enum or an actor in Swift); nil at the top level.
    public var enclosingClass: String?
    /// Swift only.
    public var spans: Spans?
    /// nil for a literal.
    public var constant: Constant?
    /// Objective-C: the call is inside an `@try` whose `@catch` catches the
    /// `NSException` UIKit throws for a name it lacks, so the app goes on.
    public var isCaught: Bool
    /// For a storyboard ID, the storyboard it is instantiated from; nil
    /// when the code does not say (or for another role).
    public var storyboard: Storyboard? = nil
}
