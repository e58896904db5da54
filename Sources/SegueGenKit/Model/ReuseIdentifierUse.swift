import SegueGenSupport

/// A reuse identifier app code passes to a table or collection view: a cell
/// dequeued with an index path, which throws for an identifier the view
/// neither has a prototype of nor had registered, or a registration, which
/// adds one. The cell checks (SG260, SG261) judge the first against the
/// second and the storyboards' prototypes.
///
/// What returns nil instead of throwing (`dequeueReusableCell(withIdentifier:)`
/// without `for:`, `dequeueReusableHeaderFooterView(withIdentifier:)`) is
/// correct code with any identifier, and is not recorded.
public struct ReuseIdentifierUse: Sendable, Equatable {
    public enum Role: Sendable, Equatable {
        /// `dequeueReusableCell(withIdentifier:for:)` (a table view) or
        /// `dequeueReusableCell(withReuseIdentifier:for:)` (a collection
        /// view), and Objective-C's `…forIndexPath:`. `onOwnView` when the
        /// receiver is a view of the enclosing class (`tableView`,
        /// `self.collectionView`), not another object's.
        case dequeuedCell(CellContainer.Kind, onOwnView: Bool)
        /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`:
        /// a section header or footer, or nil for a kind the code computes.
        case dequeuedSupplementaryView(CellPrototype.Role?, onOwnView: Bool)
        /// `register(_:forCellReuseIdentifier:)`,
        /// `register(_:forCellWithReuseIdentifier:)`,
        /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`, a
        /// nib's as well; nil for a call that registers without naming the
        /// identifier (`register(MyCell.self)`, a helper of the app's).
        /// `onOwnView` as for a dequeue: a registration on another object's
        /// view (`items.tableView.register(…)`) may be for any class's.
        case registered(CellContainer.Kind?, onOwnView: Bool)
    }

    public var role: Role
    /// The identifier, when the code spells it as one literal; nil when it
    /// is built at run time or named through a constant no reader has
    /// followed yet. Only a known value is judged.
    public var value: String?
    /// The literal's opening quote, or the call's name without a literal.
    public var location: SourceLocation
    /// The type or extension whose body holds the call, or the Objective-C
    /// `@implementation`; nil at the top level.
    public var enclosingClass: String?
    /// A Swift dequeue's, for `seguegen migrate`; nil for a registration
    /// and for Objective-C.
    public var spans: DequeueSpans?

    public init(
        role: Role, value: String?, location: SourceLocation, enclosingClass: String?, spans: DequeueSpans? = nil
    ) {
        self.role = role
        self.value = value
        self.location = location
        self.enclosingClass = enclosingClass
        self.spans = spans
    }
}
