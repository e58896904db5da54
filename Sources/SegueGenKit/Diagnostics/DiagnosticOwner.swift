/// Who reports a diagnostic code: a check (`Check`), or a stage of the
/// pipeline (`PipelineStage`). Every code has exactly one owner, which
/// gives it its one severity, so `--disable-warning` always silences all of
/// a code. A code is declared in its owner's file, and the list of every
/// code (`DiagnosticCode.allCases`) is the owners' `codes`;
/// `DiagnosticTests.testEveryCodeHasExactlyOneOwner` refuses a code two
/// owners list.
public protocol DiagnosticOwner: Sendable {
    /// The codes the owner reports, each with its severity.
    static var codes: [DiagnosticCode: Diagnostic.Severity] { get }
}
