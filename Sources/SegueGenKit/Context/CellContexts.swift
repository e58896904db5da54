import TemplateEngine

/// A view controller class whose scenes hold prototypes, for the typed
/// cells: its `ReuseIdentifier` namespace of typed identifiers, one a
/// prototype, and the `dequeue` overloads that take them (docs/Naming.md
/// says how the identifiers are named; one identifier that names two
/// classes in two views of the class is typed as their common superclass).
final class CellClassContext: KeyedTemplateObject {
    let name: String
    let typeName: String
    /// The class as its extension's body spells it, the identifiers' owner.
    let ownerType: String
    let identifierList: [ReuseIdentifierContext]
    let identifiers: TemplateValue
    let reuseIdentifierType: String
    let dequeueMethod: String

    init(name: String, typeName: String, ownerType: String, identifiers: [ReuseIdentifierContext], names: NamePlan) {
        self.name = name
        self.typeName = typeName
        self.ownerType = ownerType
        identifierList = identifiers
        self.identifiers = .array(identifiers.map { .object($0) })
        reuseIdentifierType = names.member(.reuseIdentifier, of: name)
        dequeueMethod = names.member(.dequeue, of: name)
    }

    private func has(_ kind: CellContainer.Kind, _ isCell: Bool) -> Bool {
        identifierList.contains { $0.containerKind == kind && ($0.role == .cell) == isCell }
    }

    static let keyTable = TemplateKeyTable<CellClassContext>([
        "name": { .string($0.name) },
        "typeName": { .string($0.typeName) },
        "ownerType": { .string($0.ownerType) },
        "identifiers": { $0.identifiers },
        "reuseIdentifierType": { .string($0.reuseIdentifierType) },
        "dequeueMethod": { .string($0.dequeueMethod) },
        "hasTableViewCells": { .bool($0.has(.tableView, true)) },
        "hasCollectionViewCells": { .bool($0.has(.collectionView, true)) },
        "hasSupplementaryViews": { .bool($0.has(.collectionView, false)) },
    ])
}

/// One typed reuse identifier of a class: every prototype of its scenes
/// with that identifier, container kind and role.
final class ReuseIdentifierContext: KeyedTemplateObject {
    let identifier: String
    let containerKind: CellContainer.Kind
    let role: CellPrototype.Role
    let memberName: String
    /// The class UIKit makes for it, as the class's extension spells it.
    let viewType: String

    init(
        identifier: String, containerKind: CellContainer.Kind, role: CellPrototype.Role, memberName: String,
        viewType: String
    ) {
        self.identifier = identifier
        self.containerKind = containerKind
        self.role = role
        self.memberName = memberName
        self.viewType = viewType
    }

    /// The element kind UIKit passes for a collection view's section header
    /// or footer: the documented values of
    /// `UICollectionView.elementKindSectionHeader` and `…Footer`, written
    /// out because those are the main actor's and a static let is not.
    var elementKindLiteral: String? {
        switch role {
        case .cell: nil
        case .sectionHeader: SwiftNaming.stringLiteral("UICollectionElementKindSectionHeader")
        case .sectionFooter: SwiftNaming.stringLiteral("UICollectionElementKindSectionFooter")
        }
    }

    static let keyTable = TemplateKeyTable<ReuseIdentifierContext>([
        "identifier": { .string($0.identifier) },
        "identifierLiteral": { .string(SwiftNaming.stringLiteral($0.identifier)) },
        "containerKind": { .string($0.containerKind.rawValue) },
        "role": { .string($0.role.rawValue) },
        "memberName": { .string($0.memberName) },
        "viewType": { .string($0.viewType) },
        "elementKindLiteral": { TemplateValue($0.elementKindLiteral) },
    ])
}
