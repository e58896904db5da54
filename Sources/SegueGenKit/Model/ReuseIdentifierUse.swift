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
    /// The identifier, when the code spells it as one literal or names a
    /// constant holding one value (`constant`); nil when it is built at run
    /// time or the name may hold another value. Only a known value is
    /// judged.
    public var value: String?
    /// The identifier argument's first byte (the literal's opening quote,
    /// the constant's first name), or the call's name for a registration
    /// that names no identifier.
    public var location: SourceLocation
    /// The type or extension whose body holds the call, or the Objective-C
    /// `@implementation`; nil at the top level.
    public var enclosingClass: String?
    /// The constant the value was read through; nil for a literal.
    public var constant: StringLiteralUse.Constant?
    /// A Swift dequeue's, for `seguegen migrate`; nil for a registration
    /// and for Objective-C.
    public var spans: DequeueSpans?

    public init(
        role: Role, value: String?, location: SourceLocation, enclosingClass: String?,
        constant: StringLiteralUse.Constant? = nil, spans: DequeueSpans? = nil
    ) {
        self.role = role
        self.value = value
        self.location = location
        self.enclosingClass = enclosingClass
        self.spans = spans
        self.constant = constant
    }

    /// The uses, with the value of each whose argument names a constant
    /// taken from `resolved`: the references the run could resolve
    /// (`ConstantReference.resolved`, role `.reuseIdentifier`), found by
    /// their location, which is the argument's.
    static func resolving(_ uses: [ReuseIdentifierUse], through resolved: [StringLiteralUse]) -> [ReuseIdentifierUse] {
        guard !resolved.isEmpty else { return uses }
        let byLocation = Dictionary(resolved.map { ($0.location, $0) }) { first, _ in first }
        return uses.map { use in
            guard use.value == nil, let found = byLocation[use.location] else { return use }
            var use = use
            use.value = found.value
            use.constant = found.constant
            return use
        }
    }
}
