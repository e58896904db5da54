import SegueGenSupport

/// The stable identity of every kind of problem SegueGen reports.
///
/// Codes never change meaning once released, so users can search for them,
/// silence warnings by code and link to `docs/Diagnostics.md`, which has an
/// entry for each code (a test keeps the two in step).
///
/// A code is declared where its owner is (`DiagnosticOwner`): a check's in
/// an `extension DiagnosticCode` at the end of the check's file, whose
/// `codes` give each its severity; a stage's after the stages in
/// `PipelineStage.swift`. Adding a code then touches its owner and not a
/// list of every code, and the list of every code (`allCases`) is derived
/// from the owners, so no code is written down twice. What an enum's
/// compiler held, that no two codes share a number, a test holds
/// (`DiagnosticTests.testCodesAreUniqueAndWellFormed`).
public struct DiagnosticCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// `SGnnn`: what users see, search for and silence; a code is known by
    /// it alone.
    public let rawValue: String
    /// A short summary, shown by `seguegen help diagnostics`.
    public let title: String
    /// The name of the static member that declares the code
    /// (`unknownDestination`), from which SARIF names its rule.
    public let name: String

    /// The name, as an enum's case printed.
    public var description: String { name }

    /// A code of an owner, declared as a computed static member, whose
    /// name `#function` gives.
    init(_ rawValue: String, _ title: String, name: String = #function) {
        self.rawValue = rawValue
        self.title = title
        self.name = name
    }

    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
