import SegueGenSupport

extension Migration {
    /// The typed call for a Swift dequeue with a forced cast:
    /// `tableView.dequeueReusableCell(withIdentifier: "x", for: indexPath) as! T`
    /// becomes `dequeue(ReuseIdentifier.x, from: tableView, for: indexPath)`,
    /// the names the generated code gives the class, the receiver and the
    /// index path as written. The generated method makes the same call
    /// with the same identifier and forces the same cast, so nothing
    /// changes when the class's own extension has exactly that identifier,
    /// its class is `T`, and the call stands where the method can be called
    /// without `self.`. Everything else is declined, with the reason; a
    /// dequeue that returns nil (without `for:`) is no `ReuseIdentifierUse`
    /// and is left as it is.
    static func cellEdit(
        for use: ReuseIdentifierUse, spans: DequeueSpans, in project: Project, moduleName: String?,
        names: NamePlan
    ) -> Result<Edit, Declined>? {
        let (kind, roles, onOwnView): (CellContainer.Kind, Set<CellPrototype.Role>, Bool)
        switch use.role {
        case .dequeuedCell(let container, let own): (kind, roles, onOwnView) = (container, [.cell], own)
        case .dequeuedSupplementaryView(let role, let own):
            (kind, roles, onOwnView) = (.collectionView, role.map { [$0] } ?? [], own)
        case .registered: return nil
        }
        func decline(_ reason: String) -> Result<Edit, Declined> {
            .failure(Declined(location: use.location, reason: reason))
        }
        guard onOwnView, let receiver = spans.receiver else {
            return decline(
                "the view is not one of the class's own, read as `tableView` or `self.tableView` with no `?` "
                    + "and nothing binding tighter than the cast around it")
        }
        guard kind == .tableView || roles == [.cell] || (!roles.isEmpty && spans.namesElementKind) else {
            return decline(
                "the element kind is not UIKit's named section header or footer kind; the typed call passes its "
                    + "identifier's own kind")
        }
        guard let value = use.value else { return decline("the reuse identifier is not known exactly") }
        let className = use.enclosingClass ?? ""
        let typed = names.reuseIdentifiers(of: className)
        guard !typed.isEmpty else {
            let subclasses = project.scenesByClass.keys.filter {
                $0 != className && project.classHierarchy.isKind($0, of: className)
                    && !names.reuseIdentifiers(of: $0).isEmpty
            }
            let owner = className.isEmpty ? "the code" : className
            return decline(
                subclasses.isEmpty
                    ? "\(owner) has no generated dequeue; no scene of its class holds prototypes"
                    : "\(owner) has no generated dequeue: the prototypes it serves are in its subclasses' scenes "
                        + "(\(subclasses.sorted().joined(separator: ", "))), whose typed identifiers it cannot name")
        }
        let matches = typed.filter {
            $0.typed.identifier == value && $0.typed.containerKind == kind && roles.contains($0.typed.role)
        }
        guard matches.count == 1, let match = matches.first else {
            return decline(
                "\(className) has no typed reuse identifier \"\(value)\" for a \(description(of: kind, roles)); no "
                    + "scene of its class has that prototype")
        }
        guard spans.isInInstanceMethod else {
            return decline(
                "the call is not directly in an instance method of \(className) (it is in a closure, an accessor, "
                    + "an initializer, a nested function or a static method), where the typed call may need "
                    + "`self.` or cannot be made")
        }
        let dequeue = names.member(.dequeue, of: className)
        let reuseIdentifier = names.member(.reuseIdentifier, of: className)
        if let hiding = [dequeue, reuseIdentifier].first(where: spans.namesDeclaredInMethod.contains) {
            return decline(
                "the method declares its own `\(hiding)` (a parameter, a local, a nested function or type), which "
                    + "hides the generated one the typed call names")
        }
        guard let castType = spans.castType else {
            return decline("no `as! T` right after the call, T a class's name, says which class is expected")
        }
        guard spans.isForcedCast else {
            return decline("the cast is `as?`, which gives nil for another class where the typed call would stop")
        }
        if let head = castType.split(separator: ".").first.map(String.init),
            spans.namesDeclaredInMethod.contains(head)
        {
            return decline(
                "the method declares its own `\(head)` (a generic parameter, a local type), so `\(castType)` may "
                    + "be another class than the prototype's")
        }
        let viewClass = match.typed.viewClass
        let spelling = names.spelling(of: viewClass, at: .classBody(className), moduleName: moduleName)
        let qualified = (viewClass.module ?? moduleName).map { $0 + "." + viewClass.name }
        if let alias = spelling.alias, qualified != castType {
            return decline(
                "a type of \(className) hides the prototype's class \(alias.target) there, so `\(castType)` may "
                    + "be another class; cast to the qualified name to have it rewritten")
        }
        guard spelling.text == castType || qualified == castType else {
            return decline(
                "the prototype's class is \(spelling.text), not \(castType); the typed call would change the type")
        }
        let replacement =
            "\(dequeue)(\(reuseIdentifier).\(match.memberName), from: \(receiver), for: \(spans.indexPath))"
        return .success(
            Edit(range: spans.expression, replacement: replacement, location: use.location, removesCast: true))
    }

    private static func description(of kind: CellContainer.Kind, _ roles: Set<CellPrototype.Role>) -> String {
        switch (kind, roles.first) {
        case (.tableView, _): "table view cell"
        case (.collectionView, .cell): "collection view cell"
        case (.collectionView, .sectionHeader): "collection view section header"
        case (.collectionView, _): "collection view section footer"
        }
    }
}
