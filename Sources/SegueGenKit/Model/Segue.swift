/// One segue as an input declares it.
public struct Segue: Sendable, Equatable {
    /// nil when the segue has no identifier (common for relationship, embed
    /// and control-triggered segues).
    public var identifier: String?
    public var kind: SegueKind
    /// The relationship name (`rootViewController`, `viewControllers`, …) of
    /// a relationship segue.
    public var relationship: String?
    /// nil for unwind segues, which lead to whoever implements the action.
    public var destination: SceneReference?
    public var segueClass: TypeReference?
    /// The Objective-C selector of an unwind segue's action.
    public var action: String?
    public var location: SourceLocation
    /// Where the parts of the segue are written, for precise diagnostics;
    /// each falls back to `location`.
    public var identifierLocation: SourceLocation
    public var destinationLocation: SourceLocation
    public var actionLocation: SourceLocation
    public var segueClassLocation: SourceLocation
    /// The scene the destination resolves to, filled in once when the
    /// project is assembled; nil before, and for destinations outside the
    /// run.
    public internal(set) var resolvedDestination: SceneID?

    public init(
        identifier: String?, kind: SegueKind, relationship: String? = nil, destination: SceneReference?,
        segueClass: TypeReference? = nil, action: String? = nil, location: SourceLocation,
        identifierLocation: SourceLocation? = nil, destinationLocation: SourceLocation? = nil,
        actionLocation: SourceLocation? = nil, segueClassLocation: SourceLocation? = nil
    ) {
        self.identifier = identifier
        self.kind = kind
        self.relationship = relationship
        self.destination = destination
        self.segueClass = segueClass
        self.action = action
        self.location = location
        self.identifierLocation = identifierLocation ?? location
        self.destinationLocation = destinationLocation ?? location
        self.actionLocation = actionLocation ?? location
        self.segueClassLocation = segueClassLocation ?? location
    }
}
