/// One typed reuse identifier the generated code gives a view controller
/// class: every prototype of the class's scenes with that identifier,
/// container kind and role, and the class UIKit makes for it. `NamePlan`
/// names its member of the class's `ReuseIdentifier`, and the typed cells'
/// context and `seguegen migrate` both read them from there, so a rewrite
/// names exactly the member the generated code declares.
public struct TypedReuseIdentifier: Sendable, Equatable {
    public var identifier: String
    public var containerKind: CellContainer.Kind
    public var role: CellPrototype.Role
    /// One identifier that names two classes in two views of the class is
    /// typed as their common superclass.
    public var viewClass: TypeReference

    /// The typed identifiers of `className`, sorted by identifier, kind and
    /// role; empty when no scene of the class holds a prototype with an
    /// identifier, and the class then has no typed cells.
    public static func all(of className: String, in project: Project) -> [TypedReuseIdentifier] {
        struct Key: Hashable, Comparable {
            var identifier: String
            var kind: CellContainer.Kind
            var role: CellPrototype.Role
            static func < (lhs: Key, rhs: Key) -> Bool {
                (lhs.identifier, lhs.kind.rawValue, lhs.role.rawValue)
                    < (rhs.identifier, rhs.kind.rawValue, rhs.role.rawValue)
            }
        }
        var types: [Key: TypeReference] = [:]
        let sceneIDs = project.scenesByClass[className] ?? []
        for container in sceneIDs.sorted().compactMap({ project.scene($0) }).flatMap(\.cellContainers) {
            for prototype in container.prototypes where !prototype.reuseIdentifier.isEmpty {
                let key = Key(identifier: prototype.reuseIdentifier, kind: container.kind, role: prototype.role)
                let type = prototype.viewClass(in: container.kind)
                types[key] =
                    types[key].map {
                        commonSuperclass($0, type, base: prototype.role, in: container.kind, project: project)
                    } ?? type
            }
        }
        return types.sorted(by: { $0.key < $1.key }).map { key, type in
            TypedReuseIdentifier(identifier: key.identifier, containerKind: key.kind, role: key.role, viewClass: type)
        }
    }

    /// The class both prototypes are, for one identifier that names two
    /// classes: the nearest superclass the sources show they share, else
    /// UIKit's class for the role, which every prototype of it is.
    private static func commonSuperclass(
        _ first: TypeReference, _ second: TypeReference, base role: CellPrototype.Role, in kind: CellContainer.Kind,
        project: Project
    ) -> TypeReference {
        guard first != second else { return first }
        let chain = Set(project.classHierarchy.chain(of: second.name))
        if let shared = project.classHierarchy.chain(of: first.name).first(where: chain.contains) {
            return project.classReference(named: shared)
        }
        return CellPrototype.uikitClass(of: role, in: kind)
    }
}
