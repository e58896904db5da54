import SegueGenSupport

/// Checks a project against the rules in `docs/Diagnostics.md` that need the
/// whole model: destinations, unwind actions, names that would collide in
/// generated Swift. The navigation-graph rules live in `NavigationChecks`,
/// the collisions of generated names in `NameCollisions`.
public enum Validator {
    public static func validate(
        _ project: Project, names: NamePlan? = nil, unwindChecks: UnwindCheckScope = .everyStoryboard,
        diagnostics: inout DiagnosticCollector
    ) {
        let names = names ?? NamePlan(project: project)
        for conflict in project.conflicts { report(conflict, diagnostics: &diagnostics) }
        for storyboard in project.storyboards {
            checkInitialScene(of: storyboard, in: project, diagnostics: &diagnostics)
            checkStoryboardIdentifiers(of: storyboard, diagnostics: &diagnostics)
            for scene in storyboard.scenes {
                let id = SceneID(storyboard: storyboard.name, scene: scene.name)
                checkTypeName(scene.customClass, at: scene.customClassLocation, diagnostics: &diagnostics)
                for segue in scene.segues {
                    checkSegue(segue, from: id, in: project, diagnostics: &diagnostics)
                }
                checkIdentifierConflicts(in: scene, id: id, project: project, diagnostics: &diagnostics)
            }
        }
        checkClassDeclarations(project, diagnostics: &diagnostics)
        checkClassSegueConflicts(project, diagnostics: &diagnostics)
        checkUnimplementedActions(project, scope: unwindChecks, diagnostics: &diagnostics)
        NameCollisions.check(project, names: names, diagnostics: &diagnostics)
        AppNameChecks.check(names, diagnostics: &diagnostics)
    }

    /// What the inputs define twice (SG213, SG201, SG008), which assembling
    /// kept once.
    private static func report(_ conflict: AssemblyConflict, diagnostics: inout DiagnosticCollector) {
        switch conflict {
        case .storyboard(let dropped, let kept):
            let advice =
                switch (dropped.origin, kept.origin) {
                case (.manifest, _): "set \"storyboard:\" to give this one another name"
                case (.storyboard, .manifest):
                    "set \"storyboard:\" in \(kept.file) to give that one another name, or leave that manifest "
                        + "out if it describes this storyboard"
                case (.storyboard, .storyboard):
                    "a storyboard's name is its file name, so rename one of the files, or generate each "
                        + "target's storyboards in a run of its own (the build plugin runs once a target)"
                }
            diagnostics.emit(
                .error(
                    .duplicateStoryboard,
                    "storyboard \"\(dropped.name)\" is already defined by \(kept.file); \(advice)",
                    at: dropped.location, notes: [.init("first defined here", at: kept.location)]))
        case .scene(let storyboard, let name, let dropped, let kept):
            diagnostics.emit(
                .error(
                    .duplicateScene, "storyboard \"\(storyboard)\" already has a scene named \"\(name)\"",
                    at: dropped, notes: [.init("first defined here", at: kept)]))
        case .classDeclaration(let name, let dropped, let kept):
            diagnostics.emit(
                .error(
                    .duplicateKey, "class \"\(name)\" is declared twice; keep one declaration", at: dropped,
                    notes: [.init("first declared here", at: kept)]))
        }
    }

    private static func checkInitialScene(
        of storyboard: StoryboardDefinition, in project: Project, diagnostics: inout DiagnosticCollector
    ) {
        guard let initial = storyboard.initialScene, project.initialScene(of: storyboard) == nil else { return }
        diagnostics.emit(
            .error(
                .unknownInitialScene,
                "initial scene \"\(initial)\" is not a scene of storyboard \"\(storyboard.name)\""
                    + Suggestion.didYouMean(initial, in: storyboard.scenes.map(\.name)),
                at: storyboard.initialSceneLocation))
    }

    private static func checkStoryboardIdentifiers(
        of storyboard: StoryboardDefinition, diagnostics: inout DiagnosticCollector
    ) {
        var seen: [String: SourceLocation] = [:]
        for scene in storyboard.scenes {
            guard let identifier = scene.storyboardIdentifier else { continue }
            if let first = seen[identifier] {
                diagnostics.emit(
                    .warning(
                        .duplicateStoryboardIdentifier,
                        "storyboard ID \"\(identifier)\" is used by more than one scene; "
                            + "instantiateViewController(withIdentifier:) returns only one of them, so no typed scene "
                            + "is generated for it (the scenes' segues are); give each scene its own ID",
                        at: scene.location, notes: [.init("also used here", at: first)]))
            } else {
                seen[identifier] = scene.location
            }
        }
    }

    static func checkTypeName(
        _ type: TypeReference?, at location: SourceLocation, diagnostics: inout DiagnosticCollector
    ) {
        guard let type else { return }
        if !SwiftNaming.isValidTypeName(type.name) {
            diagnostics.emit(.error(.invalidTypeName, "\"\(type.name)\" is not a valid Swift class name", at: location))
        }
        if let module = type.module, module.contains(".") || !SwiftNaming.isValidTypeName(module) {
            diagnostics.emit(.error(.invalidTypeName, "\"\(module)\" is not a valid Swift module name", at: location))
        }
    }

    // MARK: - Segues

    private static func checkSegue(
        _ segue: Segue, from source: SceneID, in project: Project, diagnostics: inout DiagnosticCollector
    ) {
        if segue.identifier == "" {
            diagnostics.emit(
                .warning(
                    .emptyIdentifier, "empty segue identifier; the segue gets no case in the generated enum",
                    at: segue.identifierLocation))
        }
        checkKindConsistency(segue, diagnostics: &diagnostics)
        checkTypeName(segue.segueClass, at: segue.segueClassLocation, diagnostics: &diagnostics)
        if let action = segue.action, project.unwindActionName(action) == nil {
            reportMalformedSelector(action, at: segue.actionLocation, diagnostics: &diagnostics)
        }
        // Resolved destinations were resolved once already; only the others
        // need resolving again, to say why.
        if let reference = segue.destination, segue.resolvedTarget == nil {
            switch project.resolve(reference, from: source.storyboard) {
            case .scene:
                break
            case .external(let storyboard):
                diagnostics.emit(
                    .warning(
                        .externalStoryboard,
                        "storyboard \"\(storyboard)\" is not among the inputs; the destination is typed as "
                            + "UIViewController (add \(storyboard)'s storyboard or manifest to the run to type it)",
                        at: segue.destinationLocation))
            case .unknown(let reason, let suggestion):
                diagnostics.emit(
                    .error(
                        .unknownDestination, reason + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""),
                        at: segue.destinationLocation))
            }
        }
    }

    private static func checkKindConsistency(_ segue: Segue, diagnostics: inout DiagnosticCollector) {
        if segue.kind.isUnwind {
            if segue.action == nil {
                diagnostics.emit(
                    .error(
                        .missingUnwindAction,
                        "unwind segue has no action; set \"action\" to the selector of the @IBAction it calls, "
                            + "such as \"unwindToRed:\"", at: segue.location))
            }
            if segue.destination != nil {
                diagnostics.emit(
                    .error(
                        .inconsistentSegue,
                        "an unwind segue has no destination; UIKit finds it through the action",
                        at: segue.destinationLocation))
            }
        } else {
            if segue.destination == nil {
                diagnostics.emit(
                    .error(.inconsistentSegue, "\(segue.kind.phrase) needs a destination", at: segue.location))
            }
            if segue.action != nil {
                diagnostics.emit(
                    .error(.inconsistentSegue, "only unwind segues have an action", at: segue.actionLocation))
            }
        }
        if segue.kind.hasRelationship && segue.relationship == nil {
            diagnostics.emit(
                .error(
                    .inconsistentSegue,
                    "a relationship segue needs \"relationship\" (rootViewController, viewControllers, …)",
                    at: segue.location))
        }
        if !segue.kind.hasRelationship && segue.relationship != nil {
            diagnostics.emit(
                .error(.inconsistentSegue, "only relationship segues have a relationship", at: segue.location))
        }
        if segue.kind.requiresSegueClass && segue.segueClass == nil {
            diagnostics.emit(
                .error(
                    .missingSegueClass,
                    "a custom segue needs \"class\", the UIStoryboardSegue subclass that performs it",
                    at: segue.location))
        }
        if !segue.kind.usesSegueClass, let segueClass = segue.segueClass {
            diagnostics.emit(
                .warning(
                    .ignoredSegueClass,
                    "UIKit ignores the class \(segueClass.name) on \(segue.kind.phrase); remove it",
                    at: segue.segueClassLocation))
        }
    }

    static func reportMalformedSelector(
        _ selector: String, at location: SourceLocation, diagnostics: inout DiagnosticCollector
    ) {
        let message: String
        if !selector.contains(":"), UnwindActionName(selector: selector + ":") != nil {
            message = "\"\(selector)\" has no argument; an unwind action takes the segue, so write \"\(selector):\""
        } else if selector.filter({ $0 == ":" }).count > 1 {
            message =
                "\"\(selector)\" takes several arguments; an unwind action takes only the segue, as in \"unwindToRed:\""
        } else {
            message = "\"\(selector)\" is not a valid Objective-C selector; write it as name: (letters, digits, _)"
        }
        diagnostics.emit(.error(.malformedSelector, message, at: location))
    }

    /// One scene may trigger the same identifier from several controls, but
    /// only toward one destination: `performSegue(withIdentifier:)` picks
    /// one, and the prepared case could not be typed.
    private static func checkIdentifierConflicts(
        in scene: Scene, id: SceneID, project: Project, diagnostics: inout DiagnosticCollector
    ) {
        var first = SmallMap<Segue>()
        for segue in scene.segues {
            guard let identifier = segue.identifier, !identifier.isEmpty, segue.kind.reachesCode else { continue }
            guard let earlier = first.insertIfAbsent(identifier, segue) else { continue }
            let sameKind = earlier.kind == segue.kind
            let sameTarget =
                earlier.kind.isUnwind
                ? earlier.action == segue.action
                : project.destinationScene(of: earlier, in: id.storyboard)
                    == project.destinationScene(of: segue, in: id.storyboard)
                    && earlier.destination == segue.destination
            if !(sameKind && sameTarget) {
                diagnostics.emit(
                    .warning(
                        .conflictingSegueIdentifier,
                        "scene \"\(scene.name)\" already uses the identifier \"\(identifier)\" for another "
                            + "\(sameKind ? "destination" : "kind of segue"); performSegue(withIdentifier:) "
                            + "can reach only one of them, so give each its own identifier",
                        at: segue.identifierLocation, notes: [.init("first used here", at: earlier.identifierLocation)])
                )
            }
        }
    }

    /// The generated API of a class serving several scenes merges their
    /// identifiers; when one identifier leads to different classes, the
    /// merged case is typed `UIViewController`. That still compiles and
    /// works, so it is a warning.
    private static func checkClassSegueConflicts(_ project: Project, diagnostics: inout DiagnosticCollector) {
        for (className, scenes) in project.scenesByClass.sorted(by: { $0.key < $1.key }) where scenes.count > 1 {
            var first: [String: (type: TypedDestination, location: SourceLocation, scene: String)] = [:]
            for id in scenes {
                for segue in project.scene(id)?.segues ?? [] {
                    guard let identifier = segue.identifier, !identifier.isEmpty, segue.kind.reachesCode else {
                        continue
                    }
                    let typed = project.typedDestination(of: segue, from: id)
                    guard let earlier = first[identifier] else {
                        first[identifier] = (typed, segue.identifierLocation, id.scene)
                        continue
                    }
                    if earlier.type.type != typed.type && earlier.scene != id.scene {
                        diagnostics.emit(
                            .warning(
                                .classSegueConflict,
                                "\(className) uses \"\(identifier)\" toward \(typed.type.name) here and toward "
                                    + "\(earlier.type.type.name) in scene \"\(earlier.scene)\"; its prepared case is "
                                    + "typed UIViewController", at: segue.identifierLocation,
                                notes: [.init("other use here", at: earlier.location)]))
                    }
                }
            }
        }
    }

    // MARK: - Classes and unwind actions

    private static func checkClassDeclarations(_ project: Project, diagnostics: inout DiagnosticCollector) {
        for declaration in project.classes {
            if !SwiftNaming.isValidTypeName(declaration.name) {
                diagnostics.emit(
                    .error(
                        .invalidTypeName, "\"\(declaration.name)\" is not a valid Swift class name",
                        at: declaration.location))
            }
            let scenes = project.scenesByClass[declaration.name] ?? []
            if scenes.isEmpty {
                diagnostics.emit(
                    .warning(
                        .unusedClassDeclaration,
                        "no scene uses the class \(declaration.name); its unwind protocol is generated, but the "
                            + "navigation graph cannot place it"
                            + Suggestion.didYouMean(declaration.name, in: project.scenesByClass.keys),
                        at: declaration.location))
            }
            for action in declaration.unwindActions where project.unwindActionName(action.selector) == nil {
                reportMalformedSelector(action.selector, at: action.location, diagnostics: &diagnostics)
            }
            let segues = scenes.compactMap { project.scene($0) }.flatMap(\.segues)
            let identifiers = Set(segues.compactMap(\.identifier))
            if declaration.confirmsLeaving != nil {
                checkDepartureNames(of: declaration.name, segues: segues, diagnostics: &diagnostics)
            }
            for sender in declaration.senders {
                if !scenes.isEmpty && !identifiers.contains(sender.identifier) {
                    diagnostics.emit(
                        .error(
                            .senderForUnknownSegue,
                            "\(declaration.name) has no segue \"\(sender.identifier)\""
                                + Suggestion.didYouMean(sender.identifier, in: identifiers),
                            at: sender.location))
                }
                if !isValidSenderType(sender.type) {
                    diagnostics.emit(
                        .error(
                            .invalidTypeName, "\"\(sender.type)\" is not a Swift type name a sender can have",
                            at: sender.location))
                }
            }
        }
    }

    /// A class that confirms leaving has the departures `back` and `dismiss`
    /// beside one for each of its segues; a segue named so would take the
    /// same case.
    private static func checkDepartureNames(
        of className: String, segues: [Segue], diagnostics: inout DiagnosticCollector
    ) {
        for segue in segues where segue.kind.isPerformable {
            guard let identifier = segue.identifier else { continue }
            let caseName = GeneratedNames.segueCase(identifier).trimmingBackticks()
            guard GeneratedNames.containerDepartures.contains(caseName) else { continue }
            diagnostics.emit(
                .error(
                    .swiftNameCollision,
                    "the segue \"\(identifier)\" of \(className), which confirms leaving, takes the name of the "
                        + "departure .\(caseName); rename the segue",
                    at: segue.identifierLocation))
        }
    }

    /// A sender type may be a plain or qualified name with an optional `?`,
    /// or an array of such; anything else is refused so that no text from a
    /// manifest is pasted into generated code unchecked.
    static func isValidSenderType(_ type: String) -> Bool {
        var text = Substring(type)
        if text.hasSuffix("?") { text = text.dropLast() }
        if text.hasPrefix("[") && text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        return SwiftNaming.isValidTypeName(String(text))
    }

    /// An unwind action no class implements is an unwind that does nothing.
    /// Only class declarations and app code say who implements what, so the
    /// check runs whenever the run has either, even when they implement
    /// nothing; a run with neither (a storyboard alone, a manifest without
    /// `classes`) says once that its unwinds went unchecked (SG220).
    private static func checkUnimplementedActions(
        _ project: Project, scope: UnwindCheckScope, diagnostics: inout DiagnosticCollector
    ) {
        guard project.unwindImplementers.isInformed else {
            reportUncheckedUnwinds(project, scope: scope, diagnostics: &diagnostics)
            return
        }
        let implementers = project.unwindImplementers
        let implemented = implementers.selectors
        for storyboard in project.storyboards where scope.includes(storyboard.name) {
            for scene in storyboard.scenes {
                for segue in scene.segues where segue.kind.isUnwind {
                    guard let action = segue.action, let name = project.unwindActionName(action),
                        !implemented.contains(action)
                    else { continue }
                    let unimplemented =
                        "no class implements the unwind action \"\(action)\", so this unwind would do nothing"
                    if let hidden = implementers.hiddenMethods(for: action).first {
                        diagnostics.emit(
                            .error(
                                .unimplementedUnwindAction,
                                "\(unimplemented): \(hidden.swiftName) at \(place(hidden.location)) takes a "
                                    + "UIStoryboardSegue but is not @IBAction, so UIKit cannot call it; mark it @IBAction",
                                at: segue.actionLocation,
                                notes: [.init("\(hidden.swiftName) is here", at: hidden.location)]))
                    } else if let near = nearMiss(of: name, among: implemented, implementers) {
                        diagnostics.emit(
                            .error(
                                .unimplementedUnwindAction,
                                "\(unimplemented): \(near.className) implements \"\(near.selector)\" at "
                                    + "\(place(near.location)), which differs in its argument label; name that method "
                                    + "\(name.swiftName), or mark it @objc(\(action))",
                                at: segue.actionLocation,
                                notes: [.init("\"\(near.selector)\" is here", at: near.location)]))
                    } else {
                        diagnostics.emit(
                            .error(
                                .unimplementedUnwindAction,
                                "\(unimplemented); implement it as an @IBAction taking a UIStoryboardSegue in the "
                                    + "controller it should return to, or list it under \"unwindActions\" of that class"
                                    + Suggestion.didYouMean(action, in: implemented.sorted()),
                                at: segue.actionLocation))
                    }
                }
            }
        }
    }

    /// `file:line`, as a message names a place in the code.
    private static func place(_ location: SourceLocation) -> String { "\(location.file):\(location.line)" }

    /// An implemented action with the same Swift base name as `name` and
    /// another label or preposition (`unwindToRed(segue:)`, whose selector
    /// is `unwindToRedWithSegue:`, for `unwindToRed:`): the commonest way an
    /// unwind method misses its selector.
    private static func nearMiss(
        of name: UnwindActionName, among implemented: Set<String>, _ implementers: UnwindImplementers
    ) -> (selector: String, className: String, location: SourceLocation)? {
        for selector in implemented.sorted() where UnwindActionName(selector: selector)?.baseName == name.baseName {
            if let implementation = implementers.implementations(of: selector).first {
                return (selector, implementation.className, implementation.location)
            }
        }
        return nil
    }

    /// The one note that the unwind checks did not run, at the first unwind
    /// segue they would have judged.
    private static func reportUncheckedUnwinds(
        _ project: Project, scope: UnwindCheckScope, diagnostics: inout DiagnosticCollector
    ) {
        let unwinds = project.storyboards.lazy.filter { scope.includes($0.name) }.flatMap(\.scenes)
            .flatMap(\.segues).filter { $0.kind.isUnwind && $0.action != nil }
        guard let first = unwinds.min(by: { $0.actionLocation < $1.actionLocation }) else { return }
        diagnostics.emit(
            Diagnostic(
                .note, .unwindChecksSkipped,
                "unwind segues were not checked: no Swift or Objective-C source among the inputs and no "
                    + "\"classes\" in a manifest say which classes implement their actions; pass the app's sources "
                    + "too (the build plugin does), or list the actions under \"classes\" → \"unwindActions\"",
                at: first.actionLocation))
    }
}
