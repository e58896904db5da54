import SegueGenSupport

/// Judges the reuse identifiers app code dequeues cells by with an index
/// path (`ReuseIdentifierUse`): UIKit throws when the table or collection
/// view has neither a prototype nor a registration of the identifier.
///
/// A use is judged only when everything that could declare it is seen:
/// the identifier is one literal; the call is on a view of the enclosing
/// class; that class has scenes in the run whose table (or collection)
/// views hold prototypes, so its cells come from the storyboard. The
/// prototypes it may dequeue are those of the scenes of the class and of
/// its subclasses (a base class's data source serves its subclasses'
/// scenes). A literal registered anywhere counts as declared; a
/// registration whose identifier the run cannot read, in the class's chain
/// or in code that is no view controller's (a table-view subclass, a
/// helper, a coordinator), or on another object's view
/// (`items.tableView.register(…)`), makes the class's identifiers unknown:
/// a warning, not an error. Another view controller registers on its own
/// views. A scene the dequeuing class does not own whose prototype has the
/// identifier, or a scene with prototypes whose class chain the run does
/// not know (it may be a subclass's), also leaves the error unproven: the table may be that
/// scene's, fed by this class as its data source.
///
/// `dequeueReusableCell(withIdentifier:)` without an index path and
/// `dequeueReusableHeaderFooterView(withIdentifier:)` return nil instead,
/// and are never judged; a table's header and footer views are never
/// prototypes.
enum ReuseIdentifierCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [
        .unknownReuseIdentifier: .error, .unknownReuseIdentifierUnproven: .warning,
    ]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        let project = run.project
        // With one of two definitions of a storyboard dropped (SG213), its
        // prototypes are not known.
        guard !project.conflicts.contains(where: \.isStoryboard) else { return }
        var registered: Set<String> = []
        var unreadable: [ReuseIdentifierUse] = []
        var dequeued: [(use: ReuseIdentifierUse, kind: CellContainer.Kind, roles: Set<CellPrototype.Role>)] = []
        for use in project.reuseIdentifierUses {
            switch use.role {
            case .registered:
                if let value = use.value { registered.insert(value) } else { unreadable.append(use) }
            case .dequeuedCell(let kind, onOwnView: true):
                dequeued.append((use, kind, [.cell]))
            case .dequeuedSupplementaryView(let role, onOwnView: true):
                dequeued.append((use, .collectionView, role.map { [$0] } ?? [.sectionHeader, .sectionFooter]))
            case .dequeuedCell, .dequeuedSupplementaryView:
                break
            }
        }
        let classes = ClassFamilies(project)
        // A scene with prototypes of a class whose chain the run does not
        // know may be a subclass's, whose cells the dequeuing class serves.
        let unknownChain = { (kind: CellContainer.Kind) in
            project.storyboards.lazy.flatMap(\.scenes).filter {
                $0.cellContainers.contains { $0.kind == kind && !$0.prototypes.isEmpty }
            }.compactMap { NavigationFacts.unknownChain(of: $0.viewControllerClass, in: project, generated: []) }.first
        }
        for (use, kind, roles) in dequeued.sorted(by: { $0.use.location < $1.use.location }) {
            guard let value = use.value, !registered.contains(value), let className = use.enclosingClass,
                run.checks.literals.includes(className, in: project)
            else { continue }
            let prototypes = classes.prototypes(servedBy: className).filter {
                $0.kind == kind && roles.contains($0.prototype.role)
            }
            // No prototype of the kind: the cells come from code.
            guard !prototypes.isEmpty, !prototypes.contains(where: { $0.prototype.reuseIdentifier == value }) else {
                continue
            }
            let identifiers = Set(prototypes.map(\.prototype.reuseIdentifier))
            let what = description(of: kind, roles: roles)
            let method = methodName(of: use)
            let listed = identifiers.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            let blocking = unreadable.first { registration in
                // On another object's view, it may be this class's.
                guard let owner = registration.enclosingClass, case .registered(_, onOwnView: true) = registration.role
                else { return true }
                return classes.areRelated(owner, className) || !classes.registersOnItsOwnViews(owner)
            }
            let quoted = StringLiteralUse.Constant.quoted(value, through: use.constant)
            let found = "no \(what) of \(className)'s scenes has the reuse identifier \(quoted) (they have \(listed))"
            // A value read through a constant is shown where it is declared.
            let constantNote = use.constant.map { [$0.note(holding: value)] } ?? []
            let hint = Suggestion.didYouMean(value, in: identifiers)
            let unproven = "; register it with a literal, or give the prototype this identifier" + hint
            if let blocking {
                report.emit(
                    .unknownReuseIdentifierUnproven,
                    found
                        + ", and no code registers it by a value the run knows; but a registration elsewhere names an "
                        + "identifier the run cannot read, so \(method) may still find it" + unproven,
                    at: use.location,
                    notes: constantNote + [
                        Diagnostic.Note("the registration whose identifier is not known", at: blocking.location)
                    ])
            } else if let elsewhere = classes.prototype(named: value, kind: kind, roles: roles) {
                // The view may be another scene's whose data source this
                // class is.
                report.emit(
                    .unknownReuseIdentifierUnproven,
                    found + ", and no code registers it; but a scene of \(elsewhere.owner) has it, and the view "
                        + "may be that scene's if \(className) is its data source" + unproven, at: use.location,
                    notes: constantNote + [
                        Diagnostic.Note("the prototype with this identifier", at: elsewhere.location)
                    ])
            } else if let unknownChain = unknownChain(kind) {
                report.emit(
                    .unknownReuseIdentifierUnproven,
                    found + ", and no code registers it; but a scene of a subclass the run cannot see may have it: "
                        + unknownChain + unproven, at: use.location, notes: constantNote)
            } else {
                report.emit(
                    .unknownReuseIdentifier,
                    found + ", and no code registers it; \(method) would throw" + hint, at: use.location,
                    notes: constantNote + [
                        Diagnostic.Note("a \(viewName(kind)) of \(className)", at: prototypes[0].container)
                    ])
            }
        }
    }

    private static func description(of kind: CellContainer.Kind, roles: Set<CellPrototype.Role>) -> String {
        switch (kind, roles) {
        case (.tableView, _): "prototype cell of the table views"
        case (.collectionView, [.cell]): "prototype cell of the collection views"
        case (.collectionView, [.sectionHeader]): "section header of the collection views"
        case (.collectionView, [.sectionFooter]): "section footer of the collection views"
        case (.collectionView, _): "section header or footer of the collection views"
        }
    }

    private static func viewName(_ kind: CellContainer.Kind) -> String {
        switch kind {
        case .tableView: "table view"
        case .collectionView: "collection view"
        }
    }

    /// The method as the use's language spells it.
    private static func methodName(of use: ReuseIdentifierUse) -> String {
        let objectiveC = InputFormat(path: use.location.file) == .objectiveCSource
        switch use.role {
        case .dequeuedCell(.tableView, _):
            return objectiveC
                ? "dequeueReusableCellWithIdentifier:forIndexPath:" : "dequeueReusableCell(withIdentifier:for:)"
        case .dequeuedCell(.collectionView, _):
            return objectiveC
                ? "dequeueReusableCellWithReuseIdentifier:forIndexPath:"
                : "dequeueReusableCell(withReuseIdentifier:for:)"
        case .dequeuedSupplementaryView:
            return objectiveC
                ? "dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:"
                : "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)"
        case .registered:
            return "register"
        }
    }

    /// The prototypes of each class's scenes, and which classes inherit
    /// from which, as far as the code tells.
    private struct ClassFamilies {
        typealias Found = (kind: CellContainer.Kind, prototype: CellPrototype, container: SourceLocation)

        let project: Project
        var prototypesByClass: [String: [Found]] = [:]
        /// Every scene's prototypes, with the scene's class.
        var everyPrototype: [(owner: String, found: Found)] = []

        init(_ project: Project) {
            self.project = project
            for storyboard in project.storyboards {
                for scene in storyboard.scenes {
                    everyPrototype += scene.cellContainers.flatMap { container in
                        container.prototypes.map {
                            (scene.viewControllerClass.name, (container.kind, $0, container.location))
                        }
                    }
                    guard let customClass = scene.customClass else { continue }
                    for container in scene.cellContainers {
                        prototypesByClass[customClass.name, default: []].append(
                            contentsOf: container.prototypes.map { (container.kind, $0, container.location) })
                    }
                }
            }
        }

        /// The prototypes of the scenes of `className` and its subclasses.
        func prototypes(servedBy className: String) -> [Found] {
            project.scenesByClass.keys.sorted().filter { project.classHierarchy.isKind($0, of: className) }
                .flatMap { prototypesByClass[$0] ?? [] }
        }

        /// A prototype of the kind with the reuse identifier in any scene,
        /// and the class of that scene.
        func prototype(named value: String, kind: CellContainer.Kind, roles: Set<CellPrototype.Role>) -> (
            owner: String, location: SourceLocation
        )? {
            everyPrototype.first {
                $0.found.kind == kind && roles.contains($0.found.prototype.role)
                    && $0.found.prototype.reuseIdentifier == value
            }.map { ($0.owner, $0.found.prototype.location) }
        }

        /// Whether one of the two classes inherits from the other.
        func areRelated(_ lhs: String, _ rhs: String) -> Bool {
            project.classHierarchy.isKind(lhs, of: rhs) || project.classHierarchy.isKind(rhs, of: lhs)
        }

        /// Whether `className` is a view controller, whose registrations
        /// are for its own views: it inherits from one, as far as the code
        /// tells, or it or a subclass of it has scenes.
        func registersOnItsOwnViews(_ className: String) -> Bool {
            project.classHierarchy.isKind(className, of: TypeReference.viewController.name)
                || project.scenesByClass.keys.contains { project.classHierarchy.isKind($0, of: className) }
        }
    }
}

/// The codes `ReuseIdentifierCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var unknownReuseIdentifier: Self {
        .init(
            "SG260",
            "a cell is dequeued by a reuse identifier that no prototype of its view controller's scenes and no registration has"
        )
    }
    public static var unknownReuseIdentifierUnproven: Self {
        .init(
            "SG261",
            "a cell is dequeued by a reuse identifier no prototype has, but the class's registrations are not all known"
        )
    }
}
