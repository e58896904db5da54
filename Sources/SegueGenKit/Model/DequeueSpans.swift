/// Where a Swift dequeue sits in its file, and what around it decides
/// whether `seguegen migrate` can put the generated typed call in its
/// place (`DequeueSpanReader` reads it). Nothing here depends on how the
/// identifier is written, so a dequeue by a constant is read alike.
public struct DequeueSpans: Sendable, Equatable {
    /// `tableView.dequeueReusableCell(withIdentifier: "x", for: indexPath) as! T`,
    /// from the receiver's first byte to the end of the cast's type, or of
    /// the call without a cast.
    public var expression: Range<Int>
    /// The receiver as written (`tableView`, `self.collectionView!`); nil
    /// when it is no name or property of `self` without `?`, or when what
    /// stands before it could bind tighter than the cast (`a + b.dequeue…`).
    public var receiver: String?
    /// The `for:` argument as written.
    public var indexPath: String
    /// `T` of the `as! T` or `as? T` right after the call, dots and all;
    /// nil without a cast, or with one whose type is more than a name
    /// (`as! Cell<T>`, `as! Cell?`, `(…) as! Cell`).
    public var castType: String?
    public var isForcedCast: Bool
    /// Whether the call stands in the body of an instance method of the
    /// type that holds it, in no closure, accessor, initializer, nested
    /// function or `static` method: where a method of the class can be
    /// called without `self.`, as the typed call is.
    public var isInInstanceMethod: Bool
    /// The names the enclosing method's signature and body may declare
    /// (parameters, generic parameters, locals, nested functions and
    /// types), found by where a name stands, not by scope, so a few more
    /// than it declares; empty outside an instance method. A name here may
    /// hide the generated method, identifiers or cell class at the call.
    public var namesDeclaredInMethod: Set<String>
    /// A supplementary view's: whether the kind argument is UIKit's named
    /// header or footer kind itself (`UICollectionView.elementKindSectionHeader`),
    /// not a value the code computes (`kind`).
    public var namesElementKind: Bool

    public init(
        expression: Range<Int>, receiver: String?, indexPath: String, castType: String?, isForcedCast: Bool,
        isInInstanceMethod: Bool, namesDeclaredInMethod: Set<String>, namesElementKind: Bool
    ) {
        self.expression = expression
        self.receiver = receiver
        self.indexPath = indexPath
        self.castType = castType
        self.isForcedCast = isForcedCast
        self.isInInstanceMethod = isInInstanceMethod
        self.namesDeclaredInMethod = namesDeclaredInMethod
        self.namesElementKind = namesElementKind
    }
}
