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

extension DiagnosticCode: CaseIterable {
    /// Every code, by number: each owner's, so a code is listed where it
    /// is declared and nowhere else. A code two owners list is here once
    /// (`DiagnosticTests.testEveryCodeHasExactlyOneOwner` refuses it).
    public static let allCases: [DiagnosticCode] = Set(DiagnosticOwners.all.flatMap { $0.codes.keys }).sorted()

    private static let byRawValue = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The code numbered `rawValue` (`SG216`, as the command line, the
    /// baseline, `seguegen.yaml` and the docs write it), or nil when no
    /// owner has it.
    public init?(rawValue: String) {
        guard let code = Self.byRawValue[rawValue] else { return nil }
        self = code
    }

    /// The one severity the code's owner gives it. A code no owner lists
    /// is a programming error, caught by the first test that reaches its
    /// emit, as `CheckReport.emit` catches a check's.
    public var severity: Diagnostic.Severity {
        guard let severity = DiagnosticOwners.severities[self] else {
            preconditionFailure("\(rawValue) has no owner: list it in its owner's codes")
        }
        return severity
    }
}
