import SegueGenSupport

/// A call in app code that navigates where the storyboards cannot show it,
/// beside the string literals `StringLiteralUse` records: a segue performed
/// by an identifier that is no literal, or by the generated API; a scene or
/// a storyboard's initial scene instantiated; children installed in code;
/// a control enabled or shown in code, which decides whether its storyboard
/// actions are ever sent. The navigation checks read them to know which
/// presenters they cannot see, and which segues no code performs; the
/// connection checks, which actions may never be sent.
public struct NavigationCall: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        /// `performSegue(withIdentifier: name, …)` with no literal: any
        /// segue of the receiver may be performed.
        case performsAnySegue(onSelf: Bool)
        /// `performSegue(.showDetail, …)`, the generated API, by case name.
        case performsTypedSegue(caseName: String, onSelf: Bool)
        /// `instantiateViewController(withIdentifier: id)` with no literal:
        /// any scene with a storyboard ID may be instantiated.
        case instantiatesAnyScene
        /// `instantiateViewController(identifier: id) { coder in … }` (or
        /// `creator:`), iOS 13's form: the block creates the object, so
        /// UIKit allocates the class the storyboard names only when the
        /// block returns nil, which the run cannot tell. The place
        /// of the identifier argument, where `StringLiteralUse` records the
        /// literal or constant it passes.
        case instantiatesWithCreator(identifierAt: SourceLocation)
        /// `instantiateInitialViewController()`: the initial scene of a
        /// storyboard code names (a `UIStoryboard(name:)` literal), or of any.
        case instantiatesInitialScene
        /// `StoryboardScene.Main.profile.instantiate()`, the generated API:
        /// the storyboard's namespace and the member (`initialScene` for
        /// its initial scene).
        case instantiatesTypedScene(storyboardType: String, member: String)
        /// `UIStoryboard(name: name, …)` with no literal: any storyboard.
        case opensAnyStoryboard
        /// `addChild(_:)`, `addChildViewController:`, `viewControllers =`,
        /// `setViewControllers(_:animated:)`: a class installs children in
        /// code (the enclosing one when `onSelf`), so what it contains is
        /// not what the storyboard shows.
        case installsChildren(onSelf: Bool)
        /// `x.text1.isEnabled = …`, `text1?.isHidden = …`,
        /// `[self.text1 setEnabled:…]`, `self.text1.enabled = NO`: code sets
        /// whether the object a property (by its name) holds is enabled,
        /// hidden or takes touches, so whether an action of that control
        /// is ever sent depends on run time. A literal that keeps the
        /// control operable (`isEnabled = true`, `setHidden:NO`,
        /// `keepsControlOperable`) behind a condition (inside an `if`, a
        /// `switch`, a loop, after a `guard`) is no such call; outside one
        /// it is, with `makesOperable`: the control is operable on a path
        /// the run sees. `onSelf` when the property is the enclosing class's
        /// own (`text1`, `self.text1`, `_text1`), so only an object of that
        /// class or a related one holds the control; otherwise
        /// (`cell.text1`) any object with the property may.
        case setsControlState(property: String, onSelf: Bool, state: ControlState, makesOperable: Bool)
    }

    /// What a control-state setter sets: each keeps a control from being
    /// operated on its own, so showing a control makes it operable again
    /// only where hiding it was what kept it.
    public enum ControlState: String, Sendable, Equatable {
        case enabled, hidden, takesTouches

        /// The state `setter` sets: `isHidden`, `hidden`, `setHidden` are
        /// `.hidden`, and so on.
        init(setter: String) {
            if setter.hasSuffix("idden") {
                self = .hidden
            } else if setter.hasSuffix("nteractionEnabled") {
                self = .takesTouches
            } else {
                self = .enabled
            }
        }
    }

    /// Whether setting a control's state with `setter` (`isEnabled`,
    /// `hidden`, `setUserInteractionEnabled`, …) to the literal `value`
    /// (`true`, `NO`) leaves the control enabled, shown and taking touches:
    /// code that only does so never keeps an action from being sent.
    static func keepsControlOperable(setter: String, value: String) -> Bool {
        let isTrue = value == "true" || value == "YES"
        let isFalse = value == "false" || value == "NO"
        return setter.hasSuffix("idden") ? isFalse : isTrue
    }

    public var action: Action
    public var location: SourceLocation
    /// The type or extension whose code makes the call (a class, most
    /// often; a struct, an enum or an actor in Swift); nil at the top level.
    public var enclosingClass: String?
    /// Whether the call is in a generated helper that runs for the typed
    /// calls of app code, which name what it instantiates (SwiftGen's
    /// storyboard accessors, `SwiftGenOutput`): it may present any scene
    /// it can instantiate, but is no sight of one being loaded.
    public var isGeneratedHelper = false

    public init(_ action: Action, at location: SourceLocation, enclosingClass: String?) {
        self.action = action
        self.location = location
        self.enclosingClass = enclosingClass
    }
}
