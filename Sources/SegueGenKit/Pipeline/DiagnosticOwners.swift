/// Every owner of a code, in the order a run meets them. The registry
/// lives with the spine, which alone knows every stage: `Diagnostics/`,
/// below them all, declares only what an owner is.
public enum DiagnosticOwners {
    public static let all: [any DiagnosticOwner.Type] = PipelineStage.all + Checks.all

    /// Each code's severity, as its owner declares it.
    static let severities: [DiagnosticCode: Diagnostic.Severity] = {
        var result: [DiagnosticCode: Diagnostic.Severity] = [:]
        for owner in all { result.merge(owner.codes) { first, _ in first } }
        return result
    }()
}

extension DiagnosticCode {
    /// The one severity the code's owner gives it.
    public var severity: Diagnostic.Severity { DiagnosticOwners.severities[self] ?? .error }
}
