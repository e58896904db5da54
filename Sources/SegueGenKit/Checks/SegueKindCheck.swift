import SegueGenSupport

/// A segue has what its kind needs, and nothing its kind ignores: an unwind
/// an action and no destination, any other a destination and no action, a
/// relationship segue its relationship, a custom segue its class. An empty
/// identifier gets no case.
enum SegueKindCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [
        .emptyIdentifier: .warning, .missingUnwindAction: .error, .inconsistentSegue: .error,
        .missingSegueClass: .error, .ignoredSegueClass: .warning,
    ]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        for segue in run.project.storyboards.lazy.flatMap(\.scenes).flatMap(\.segues) {
            if segue.identifier == "" {
                report.emit(
                    .emptyIdentifier, "empty segue identifier; the segue gets no case in the generated enum",
                    at: segue.identifierLocation)
            }
            check(segue, &report)
        }
    }

    private static func check(_ segue: Segue, _ report: inout CheckReport) {
        if segue.kind.isUnwind {
            if segue.action == nil {
                report.emit(
                    .missingUnwindAction,
                    "unwind segue has no action; set \"action\" to the selector of the @IBAction it calls, "
                        + "such as \"unwindToRed:\"", at: segue.location)
            }
            if segue.destination != nil {
                report.emit(
                    .inconsistentSegue, "an unwind segue has no destination; UIKit finds it through the action",
                    at: segue.destinationLocation)
            }
        } else {
            if segue.destination == nil {
                report.emit(.inconsistentSegue, "\(segue.kind.phrase) needs a destination", at: segue.location)
            }
            if segue.action != nil {
                report.emit(.inconsistentSegue, "only unwind segues have an action", at: segue.actionLocation)
            }
        }
        if segue.kind.hasRelationship && segue.relationship == nil {
            report.emit(
                .inconsistentSegue,
                "a relationship segue needs \"relationship\" (rootViewController, viewControllers, …)",
                at: segue.location)
        }
        if !segue.kind.hasRelationship && segue.relationship != nil {
            report.emit(.inconsistentSegue, "only relationship segues have a relationship", at: segue.location)
        }
        if segue.kind.requiresSegueClass && segue.segueClass == nil {
            report.emit(
                .missingSegueClass, "a custom segue needs \"class\", the UIStoryboardSegue subclass that performs it",
                at: segue.location)
        }
        if !segue.kind.usesSegueClass, let segueClass = segue.segueClass {
            report.emit(
                .ignoredSegueClass, "UIKit ignores the class \(segueClass.name) on \(segue.kind.phrase); remove it",
                at: segue.segueClassLocation)
        }
    }
}

/// The codes `SegueKindCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var emptyIdentifier: Self {
        .init("SG210", "a segue identifier is empty")
    }
    public static var missingUnwindAction: Self {
        .init("SG206", "an unwind segue has no action")
    }
    public static var inconsistentSegue: Self {
        .init("SG215", "a segue has keys that do not fit its kind")
    }
    public static var missingSegueClass: Self {
        .init("SG212", "a custom segue has no class")
    }
    public static var ignoredSegueClass: Self {
        .init("SG211", "a segue class is set on a kind of segue that ignores it")
    }
}
