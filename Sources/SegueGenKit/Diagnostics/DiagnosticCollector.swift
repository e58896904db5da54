import SegueGenSupport

/// Gathers diagnostics across the stages of one run.
///
/// Stages report into it instead of throwing so a user sees every problem in
/// one run. It is a value: each pure stage takes it `inout`, and nothing is
/// printed until the command-line edge decides to.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    /// Warnings with these codes are dropped, as configured by the user.
    public var suppressedWarnings: Set<DiagnosticCode>
    /// The number of errors after which further errors are dropped and one
    /// `tooManyErrors` diagnostic says so; a broken input must not flood the
    /// terminal.
    public let errorLimit: Int
    private var errorCount = 0
    private var announcedLimit = false

    public init(errorLimit: Int = 100, suppressedWarnings: Set<DiagnosticCode> = []) {
        self.errorLimit = errorLimit
        self.suppressedWarnings = suppressedWarnings
    }

    public var hasErrors: Bool { errorCount > 0 }

    public mutating func emit(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .warning where suppressedWarnings.contains(diagnostic.code):
            return
        case .error:
            errorCount += 1
            if errorCount > errorLimit {
                if !announcedLimit {
                    announcedLimit = true
                    diagnostics.append(
                        Diagnostic(
                            .tooManyErrors, "too many errors (\(errorLimit)); stopped reporting",
                            at: diagnostic.location))
                }
                return
            }
        case .warning, .note:
            break
        }
        diagnostics.append(diagnostic)
    }

    public mutating func emit(contentsOf other: [Diagnostic]) {
        for diagnostic in other { emit(diagnostic) }
    }

    /// The diagnostics in a stable order: by file, line and column.
    public var sorted: [Diagnostic] { diagnostics.sorted() }

    public var errorTotal: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningTotal: Int { diagnostics.filter { $0.severity == .warning }.count }
}
