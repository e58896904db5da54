/// A name the generated code declares whatever the inputs: the namespaces,
/// the runtime types, the leave guard, and the members added to each view
/// controller. Each can be chosen in `seguegen.yaml` under `names`, keyed
/// by its default (`names: {StoryboardScene: Scenes}`), and each is renamed
/// by the rule of docs/Naming.md when the app's own code declares it.
public enum GeneratedName: String, CaseIterable, Sendable, Comparable {
    case segueNamespace = "StoryboardSegue"
    case sceneNamespace = "StoryboardScene"
    case sceneType = "StoryboardSceneType"
    case initialSceneType = "InitialStoryboardSceneType"
    case leaveDecision = "LeaveDecision"
    case pendingDeparture = "PendingDeparture"
    case containerDepartures = "ContainerDepartures"
    case leaveConfirming = "LeaveConfirming"
    case leaveConfirmingNavigationController = "LeaveConfirmingNavigationController"
    /// The namespace of the typed nib cells, one a XIB that holds a cell.
    case reusableNibNamespace = "ReusableNib"
    /// A view controller's segue identifiers.
    case segue = "Segue"
    /// A view controller's prepared segue, typed by destination.
    case preparedSegue = "PreparedSegue"
    /// The ways out of a view controller that confirms leaving.
    case departure = "Departure"
    /// `performSegue(_:sender:)`, taking the view controller's `Segue`.
    case performSegue = "performSegue"
    /// `shouldPerformSegue(withIdentifier:deciding:)`.
    case shouldPerformSegue = "shouldPerformSegue"
    /// A view controller's typed reuse identifiers, one a prototype.
    case reuseIdentifier = "ReuseIdentifier"
    /// `dequeue(_:from:for:)`, taking one of them.
    case dequeue = "dequeue"

    /// The default name, which is also the key in `seguegen.yaml`.
    public var defaultName: String { rawValue }

    /// Whether the name is a member of each view controller the generated
    /// code extends, rather than a declaration at the top level.
    public var isMember: Bool {
        switch self {
        case .segue, .preparedSegue, .departure, .performSegue, .shouldPerformSegue, .reuseIdentifier, .dequeue: true
        default: false
        }
    }

    /// Whether the name is a method, named by the member-name rules.
    public var isMethod: Bool { self == .performSegue || self == .shouldPerformSegue || self == .dequeue }

    /// The top-level names the generated extension of a view controller
    /// spells inside the class's scope, where a nested type of the class
    /// would hide them.
    static let spelledInClassBodies: [GeneratedName] = [
        .segueNamespace, .leaveDecision, .pendingDeparture, .containerDepartures, .leaveConfirming,
    ]

    /// The top-level names the scenes section spells inside each
    /// storyboard's namespace of `StoryboardScene`, where a storyboard of
    /// that name would hide them.
    static let spelledInSceneNamespaces: [GeneratedName] = [.sceneType, .initialSceneType]

    /// The generated classes a storyboard names as its objects' class, so
    /// that a storyboard naming one names the generated class, not one of
    /// the app's.
    static let placedInStoryboards: [GeneratedName] = [.leaveConfirmingNavigationController]

    public static func < (lhs: GeneratedName, rhs: GeneratedName) -> Bool { lhs.rawValue < rhs.rawValue }
}
