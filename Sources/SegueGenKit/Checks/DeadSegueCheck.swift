import SegueGenSupport

/// A segue that hangs on a view controller itself, not on a control, runs
/// only when code performs it; one that no code of the run performs (by a
/// literal identifier, by the generated API, or by an identifier the run
/// cannot read, which counts as performing it) never runs. Its unwind, if
/// it is one, is not judged: it cannot fail.
enum DeadSegueCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [.deadSegue: .warning]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        for segue in run.project.storyboards.lazy.flatMap(\.scenes).flatMap(\.segues) {
            guard let reason = run.navigation.deadSegues[segue.location] else { continue }
            let name = segue.identifier.map { "\"\($0)\"" } ?? "without an identifier"
            let action = segue.action.map { " (to \($0))" } ?? ""
            report.emit(
                .deadSegue,
                "the \(segue.kind.rawValue) segue \(name)\(action) never runs: \(reason); perform it, or remove it",
                at: segue.location)
        }
    }
}

/// The codes `DeadSegueCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var deadSegue: Self {
        .init("SG308", "a segue only code can perform is performed by no code")
    }
}
