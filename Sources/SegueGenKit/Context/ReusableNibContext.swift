import TemplateEngine

/// A XIB that holds one cell or collection view's reusable view, for the
/// typed nib cells: its member of `ReusableNib`, its nib name and the
/// reuse identifier its generated `register` and `dequeue` use, which is
/// the nib's own (docs/Naming.md says how the member is named).
final class ReusableNibContext: KeyedTemplateObject {
    let nib: ReusableNib
    let memberName: String
    /// The class UIKit makes, as the namespace spells it.
    let viewType: String

    init(_ nib: ReusableNib, memberName: String, viewType: String) {
        self.nib = nib
        self.memberName = memberName
        self.viewType = viewType
    }

    static let keyTable = TemplateKeyTable<ReusableNibContext>([
        "nibName": { .string($0.nib.nibName) },
        "nibNameLiteral": { .string(SwiftNaming.stringLiteral($0.nib.nibName)) },
        "kind": { .string($0.nib.kind.rawValue) },
        "memberName": { .string($0.memberName) },
        "viewType": { .string($0.viewType) },
        "reuseIdentifier": { .string($0.nib.reuseIdentifier) },
        "reuseIdentifierLiteral": { .string(SwiftNaming.stringLiteral($0.nib.reuseIdentifier)) },
    ])
}
