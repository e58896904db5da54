/// The kind of a segue, spelled as in storyboards' `kind` attribute.
///
/// Everything SegueGen does differently by kind is decided here, each fact
/// an exhaustive switch: a new kind fails to compile until every fact is
/// decided for it, instead of silently taking a default in some stage.
public enum SegueKind: String, CaseIterable, Sendable {
    case show
    case showDetail
    case presentation
    case popoverPresentation
    case embed
    case relationship
    case custom
    case unwind
    // Kinds deprecated since iOS 8 that older storyboards still contain.
    case push
    case modal
    case popover
    case replace

    /// What a segue of the kind does to the navigation graph.
    public enum Role: Sendable {
        /// Puts the destination on screen above (or in place of) the
        /// source, so the source is above it for an unwind.
        case presentation
        /// Makes the destination a child of the source.
        case containment
        /// Leads back to a controller above the source, found by its action.
        case unwind
    }

    public var role: Role {
        switch self {
        case .show, .showDetail, .presentation, .popoverPresentation, .custom, .push, .modal, .popover, .replace:
            .presentation
        case .embed, .relationship: .containment
        case .unwind: .unwind
        }
    }

    public var isUnwind: Bool { role == .unwind }

    /// Whether code sees the segue: it can be performed by identifier or
    /// arrives in `prepare(for:sender:)`. Relationship segues never do.
    public var reachesCode: Bool {
        switch self {
        case .relationship: false
        case .show, .showDetail, .presentation, .popoverPresentation, .embed, .custom, .unwind, .push, .modal,
            .popover, .replace:
            true
        }
    }

    /// Whether code may perform the segue with `performSegue(withIdentifier:)`:
    /// UIKit performs embed and relationship segues itself, when it loads
    /// the source.
    public var isPerformable: Bool {
        switch self {
        case .embed, .relationship: false
        case .show, .showDetail, .presentation, .popoverPresentation, .custom, .unwind, .push, .modal, .popover,
            .replace:
            true
        }
    }

    /// Whether UIKit instantiates the segue's `customClass`; relationship and
    /// embed segues are not performed as segue objects, so a class on them
    /// is ignored.
    public var usesSegueClass: Bool { isPerformable }

    /// Whether a segue of the kind needs a `customClass` to be performed.
    public var requiresSegueClass: Bool {
        switch self {
        case .custom: true
        case .show, .showDetail, .presentation, .popoverPresentation, .embed, .relationship, .unwind, .push, .modal,
            .popover, .replace:
            false
        }
    }

    /// Whether the segue names a relationship (`rootViewController`, …).
    public var hasRelationship: Bool {
        switch self {
        case .relationship: true
        case .show, .showDetail, .presentation, .popoverPresentation, .embed, .custom, .unwind, .push, .modal,
            .popover, .replace:
            false
        }
    }

    /// Whether `prepare(for:sender:)` gets a navigation-controller
    /// destination that code configures through its root: every segue code
    /// sees, except an unwind, whose destination is found by its action.
    public var typesDestinationThroughNavigation: Bool { reachesCode && !isUnwind }

    /// How a segue of the kind puts its destination on screen, as far as a
    /// view controller that confirms before it is left cares: what could
    /// take the destination away again.
    public enum Arrival: Sendable {
        /// Pushed when the source is in a navigation controller, presented
        /// otherwise (`show`, and the deprecated `push`).
        case pushedOrPresented
        /// Presented modally: a sheet, a popover or full screen.
        case presented
        /// Put in a split view's detail, or whatever a segue class does, or
        /// embedded: the graph cannot say what takes it away.
        case undetermined
        /// Nothing arrives; the segue leads back.
        case none
    }

    public var arrival: Arrival {
        switch self {
        case .show, .push: .pushedOrPresented
        case .presentation, .popoverPresentation, .modal, .popover: .presented
        case .showDetail, .replace, .custom, .embed, .relationship: .undetermined
        case .unwind: .none
        }
    }

    /// "a show segue", "an unwind segue": the kind as messages name it.
    public var phrase: String {
        let article = rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return "\(article) \(rawValue) segue"
    }
}
