/// The kind of a segue, spelled as in storyboards' `kind` attribute.
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

    /// Segues that put their destination on screen above (or in place of)
    /// their source, so the source can be reached by an unwind from the
    /// destination.
    public var presentsDestination: Bool {
        switch self {
        case .show, .showDetail, .presentation, .popoverPresentation, .custom, .push, .modal, .popover, .replace:
            true
        case .embed, .relationship, .unwind: false
        }
    }

    /// Segues that make the destination a child of the source.
    public var containsDestination: Bool { self == .embed || self == .relationship }

    /// Whether UIKit instantiates the segue's `customClass`; relationship and
    /// embed segues are not performed as segue objects, so a class on them
    /// is ignored.
    public var usesSegueClass: Bool { self != .relationship && self != .embed }

    /// "a show segue", "an unwind segue": the kind as messages name it.
    public var phrase: String {
        let article = rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return "\(article) \(rawValue) segue"
    }

    /// Whether code sees the segue: it can be performed by identifier or
    /// arrives in `prepare(for:sender:)`. Relationship segues never do.
    public var reachesCode: Bool { self != .relationship }
}
