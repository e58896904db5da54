import SegueGenSupport

/// A table or collection view of a scene that holds prototypes: the cells
/// (and a collection view's section headers and footers) UIKit makes from
/// the storyboard when code dequeues them by reuse identifier. A table view
/// of static cells (`dataMode="static"`) dequeues nothing and is no
/// container.
public struct CellContainer: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case tableView, collectionView
    }

    public var kind: Kind
    /// Interface Builder's id of the table or collection view, unique in
    /// its storyboard: what tells two views of one scene apart.
    public var elementID: String
    public var prototypes: [CellPrototype]
    public var location: SourceLocation
}

/// One prototype of a `CellContainer`: a reuse identifier, the class UIKit
/// instantiates for it and what it is dequeued as.
public struct CellPrototype: Sendable, Equatable {
    public enum Role: String, Sendable, CaseIterable {
        /// A table view's or a collection view's cell.
        case cell
        /// A collection view's `UICollectionView.elementKindSectionHeader`.
        case sectionHeader
        /// A collection view's `UICollectionView.elementKindSectionFooter`.
        case sectionFooter
    }

    public var role: Role
    public var reuseIdentifier: String
    public var customClass: TypeReference?
    public var location: SourceLocation

    /// The class UIKit instantiates for the prototype in a container of
    /// `kind`.
    public func viewClass(in kind: CellContainer.Kind) -> TypeReference {
        customClass ?? Self.uikitClass(of: role, in: kind)
    }

    /// UIKit's class for a prototype of `role` in a container of `kind`,
    /// which every prototype's class is or inherits from.
    public static func uikitClass(of role: Role, in kind: CellContainer.Kind) -> TypeReference {
        switch (kind, role) {
        case (.tableView, _): return TypeReference(name: "UITableViewCell")
        case (.collectionView, .cell): return TypeReference(name: "UICollectionViewCell")
        case (.collectionView, _): return TypeReference(name: "UICollectionReusableView")
        }
    }
}
