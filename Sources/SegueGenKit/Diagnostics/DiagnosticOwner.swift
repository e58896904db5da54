/// Who reports a diagnostic code: a check (`Check`), or a stage of the
/// pipeline (`PipelineStage`). Every code has exactly one owner, which
/// gives it its one severity, so `--disable-warning` always silences all of
/// a code; `DiagnosticTests.testEveryCodeHasExactlyOneOwner` holds the
/// owners to every `DiagnosticCode`.
public protocol DiagnosticOwner: Sendable {
    /// The codes the owner reports, each with its severity.
    static var codes: [DiagnosticCode: Diagnostic.Severity] { get }
}
