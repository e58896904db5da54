/// Who reports a diagnostic code: a check (`Check`), or a stage of the
/// pipeline (`PipelineStage`). Every code has exactly one owner, which
/// gives it its one severity, so `--disable-warning` always silences all of
/// a code; `DiagnosticTests.testEveryCodeHasExactlyOneOwner` holds the
/// owners to every `DiagnosticCode`.
public protocol DiagnosticOwner: Sendable {
    /// The codes the owner reports, each with its severity.
    static var codes: [DiagnosticCode: Diagnostic.Severity] { get }
}

/// Every owner of a code, in the order a run meets them.
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
