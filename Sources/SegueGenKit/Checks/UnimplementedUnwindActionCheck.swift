import SegueGenSupport

/// An unwind action no class implements is an unwind that does nothing.
/// Only class declarations and app code say who implements what, so the
/// check runs whenever the run has either, even when they implement
/// nothing; a run with neither (a storyboard alone, a manifest without
/// `classes`) says once that its unwinds went unchecked (SG220).
///
/// It is a proof (SG208) when every class that could be above the source
/// is known up to UIKit: declared in a manifest, or in the run's code with
/// each superclass. A class whose chain leaves the run (a framework's or a
/// pod's base class, a class of a module whose sources the run lacks) may
/// implement the action, so there it is a warning naming that class
/// (SG231). An unwind that never runs (of a scene nothing shows, on a
/// segue no code performs) is not judged.
enum UnimplementedUnwindActionCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [
        .unimplementedUnwindAction: .error, .unimplementedUnwindActionUnproven: .warning, .unwindChecksSkipped: .note,
    ]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        let project = run.project
        guard project.unwindImplementers.isInformed else {
            reportUncheckedUnwinds(run, report: &report)
            return
        }
        let implementers = project.unwindImplementers
        let implemented = implementers.selectors
        for unwind in run.graph.unwinds where run.checks.unwinds.includes(run.graph.sceneIDs[unwind.source].storyboard)
        {
            let segue = unwind.segue
            guard let action = segue.action, let name = project.unwindActionName(action),
                !implementers.isImplemented(action), !run.navigation.deadScenes.contains(unwind.source),
                run.navigation.deadSegues[segue.location] == nil
            else { continue }
            let unimplemented =
                "no class implements the unwind action \"\(action)\", so this unwind would do nothing"
            if let unknown = unknownClass(above: unwind.source, run) {
                report.emit(
                    .unimplementedUnwindActionUnproven,
                    "no class of the run implements the unwind action \"\(action)\"; but \(unknown), and "
                        + "may implement it, so this is no proof that the unwind does nothing; give the run its "
                        + "code, or list the action under \"unwindActions\" of the class that implements it"
                        + Suggestion.didYouMean(action, in: implemented.sorted()),
                    at: segue.actionLocation)
            } else if let hidden = implementers.hiddenMethods(for: action).first {
                report.emit(
                    .unimplementedUnwindAction,
                    "\(unimplemented): \(hidden.swiftName) at \(place(hidden.location)) takes a "
                        + "UIStoryboardSegue but is not @IBAction, so UIKit cannot call it; mark it @IBAction",
                    at: segue.actionLocation, notes: [.init("\(hidden.swiftName) is here", at: hidden.location)])
            } else if let near = nearMiss(of: name, among: implemented, implementers) {
                report.emit(
                    .unimplementedUnwindAction,
                    "\(unimplemented): \(near.className) implements \"\(near.selector)\" at "
                        + "\(place(near.location)), which differs in its argument label; name that method "
                        + "\(name.swiftName), or mark it @objc(\(action))",
                    at: segue.actionLocation, notes: [.init("\"\(near.selector)\" is here", at: near.location)])
            } else {
                report.emit(
                    .unimplementedUnwindAction,
                    "\(unimplemented); implement it as an @IBAction taking a UIStoryboardSegue in the "
                        + "controller it should return to, or list it under \"unwindActions\" of that class"
                        + Suggestion.didYouMean(action, in: implemented.sorted()),
                    at: segue.actionLocation)
            }
        }
    }

    /// A class that could be above `source` whose chain the run does not
    /// know to UIKit, as a message continues: the classes UIKit may ask
    /// when the run knows what is above the source, else every class the
    /// other scenes name. (UIKit never asks the source itself:
    /// `canPerformUnwindSegueAction(_:from:sender:)` is false for it.)
    private static func unknownClass(above source: Int, _ run: CheckContext) -> String? {
        let project = run.project
        let sourceID = run.graph.sceneIDs[source]
        let above = run.graph.scenesAbove(source)
        let candidates = run.graph.unwindCandidates(of: source, above: above)
        let known =
            run.navigation.unknownNavigation(
                closure: above.union([source]), candidates: candidates, graph: run.graph, describe: { _ in "" })
            == nil
        let classes: [TypeReference] =
            known
            ? candidates.sorted().compactMap { project.viewControllerClass(of: run.graph.sceneIDs[$0]) }
            : project.scenesByClass.filter { $0.value.contains { $0 != sourceID } }.keys.sorted().map {
                project.classReference(named: $0)
            }
        let generated = NavigationFacts.generatedClasses(of: project, names: run.names)
        for type in classes {
            if let unknown = NavigationFacts.unknownChain(of: type, in: project, generated: generated) {
                return unknown
            }
        }
        return nil
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
    private static func reportUncheckedUnwinds(_ run: CheckContext, report: inout CheckReport) {
        let unwinds = run.project.storyboards.lazy.filter { run.checks.unwinds.includes($0.name) }.flatMap(\.scenes)
            .flatMap(\.segues).filter { $0.kind.isUnwind && $0.action != nil }
        guard let first = unwinds.min(by: { $0.actionLocation < $1.actionLocation }) else { return }
        report.emit(
            .unwindChecksSkipped,
            "unwind segues were not checked: no Swift or Objective-C source among the inputs and no "
                + "\"classes\" in a manifest say which classes implement their actions; pass the app's sources "
                + "too (the build plugin does), or list the actions under \"classes\" → \"unwindActions\"",
            at: first.actionLocation)
    }
}

/// The codes `UnimplementedUnwindActionCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var unimplementedUnwindAction: Self {
        .init("SG208", "an unwind action is implemented by no class")
    }
    public static var unimplementedUnwindActionUnproven: Self {
        .init(
            "SG231",
            "no class of the run implements an unwind action, but a class that could be above its source is not all known"
        )
    }
    public static var unwindChecksSkipped: Self {
        .init("SG220", "the unwind checks cannot run: nothing says which classes implement unwind actions")
    }
}
