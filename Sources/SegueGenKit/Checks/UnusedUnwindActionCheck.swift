import SegueGenSupport

/// An unwind action a manifest says a class implements that no unwind
/// segue uses.
enum UnusedUnwindActionCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [.unusedUnwindAction: .warning]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        let used = Set(run.graph.unwinds.compactMap(\.segue.action))
        for declaration in run.project.classes {
            for action in declaration.unwindActions where !used.contains(action.selector) {
                report.emit(
                    .unusedUnwindAction,
                    "\(declaration.name) implements the unwind action \"\(action.selector)\", but no unwind segue "
                        + "uses it", at: action.location)
            }
        }
    }
}

/// The codes `UnusedUnwindActionCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var unusedUnwindAction: Self {
        .init("SG303", "an implemented unwind action is used by no unwind segue")
    }
}
