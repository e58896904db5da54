import SegueGenSupport

/// One segue as an input declares it.
public struct Segue: Sendable, Equatable {
    /// nil when the segue has no identifier (common for relationship, embed
    /// and control-triggered segues).
    public var identifier: String?
    public var kind: SegueKind

    /// The relationship of a navigation controller to the scene it shows
    /// first.
    public static let rootViewControllerRelationship = "rootViewController"
    /// The relationship name (`rootViewController`, `viewControllers`, …) of
    /// a relationship segue.
    public var relationship: String?
    /// nil for unwind segues, which lead to whoever implements the action.
    public var destination: SceneReference?
    public var segueClass: TypeReference?
    /// The Objective-C selector of an unwind segue's action.
    public var action: String?
    /// Whether the segue hangs on the view controller itself rather than on
    /// a control, so that only code performs it; nil when the input does
    /// not say (a manifest without `manual`).
    public var isManual: Bool?
    public var location: SourceLocation
    /// Where a manifest writes the parts of the segue, for precise
    /// diagnostics. A storyboard segue has none: everything is at
    /// `location`, and the segue stays small, which matters by the ten
    /// thousand.
    private var partLocations: PartLocations?
    /// The index in `Project.sceneIDs` of the scene the destination
    /// resolves to, nil when it resolves to none; filled in once when the
    /// project is assembled (see `Project.destinationScene`).
    var resolvedTarget: Int? {
        get { resolvedTargetStorage < 0 ? nil : Int(resolvedTargetStorage) }
        set { resolvedTargetStorage = newValue.map(Int32.init) ?? -1 }
    }
    /// Four bytes, -1 for none: a segue stays small by the ten thousand.
    private var resolvedTargetStorage: Int32 = -1

    public var identifierLocation: SourceLocation { partLocations?.identifier ?? location }
    public var destinationLocation: SourceLocation { partLocations?.destination ?? location }
    public var actionLocation: SourceLocation { partLocations?.action ?? location }
    public var segueClassLocation: SourceLocation { partLocations?.segueClass ?? location }

    public init(
        identifier: String?, kind: SegueKind, relationship: String?, destination: SceneReference?,
        segueClass: TypeReference?, action: String?, isManual: Bool?, location: SourceLocation,
        identifierLocation: SourceLocation? = nil, destinationLocation: SourceLocation? = nil,
        actionLocation: SourceLocation? = nil, segueClassLocation: SourceLocation? = nil
    ) {
        self.identifier = identifier
        self.kind = kind
        self.relationship = relationship
        self.destination = destination
        self.segueClass = segueClass
        self.action = action
        self.isManual = isManual
        self.location = location
        if identifierLocation != nil || destinationLocation != nil || actionLocation != nil
            || segueClassLocation != nil
        {
            partLocations = PartLocations(
                identifier: identifierLocation, destination: destinationLocation, action: actionLocation,
                segueClass: segueClassLocation)
        }
    }

    public static func == (lhs: Segue, rhs: Segue) -> Bool {
        lhs.identifier == rhs.identifier && lhs.kind == rhs.kind && lhs.relationship == rhs.relationship
            && lhs.destination == rhs.destination && lhs.segueClass == rhs.segueClass && lhs.action == rhs.action
            && lhs.isManual == rhs.isManual
            && lhs.location == rhs.location && lhs.identifierLocation == rhs.identifierLocation
            && lhs.destinationLocation == rhs.destinationLocation && lhs.actionLocation == rhs.actionLocation
            && lhs.segueClassLocation == rhs.segueClassLocation
    }
}

extension Segue {
    /// Every fact a segue holds, in the documented key order. A stored
    /// property of `Segue` is one of these or a place (`ModelFactsTests`
    /// holds the two together), and `seguegen import`, `seguegen diff` and
    /// the template context each switch over them, so a new fact reaches all
    /// three because the compiler asks.
    public enum Fact: String, CaseIterable, Sendable {
        case identifier, kind, relationship, destination, segueClass, action, isManual
    }
}

/// The places of a segue's parts, kept apart from the segue because only
/// manifests have them.
private final class PartLocations: Sendable {
    let identifier: SourceLocation?
    let destination: SourceLocation?
    let action: SourceLocation?
    let segueClass: SourceLocation?

    init(
        identifier: SourceLocation?, destination: SourceLocation?, action: SourceLocation?, segueClass: SourceLocation?
    ) {
        self.identifier = identifier
        self.destination = destination
        self.action = action
        self.segueClass = segueClass
    }
}
