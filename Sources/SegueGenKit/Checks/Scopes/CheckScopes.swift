import SegueGenSupport

/// The scopes `seguegen.yaml` sets for the checks, as one value: the
/// request resolves it once (`GenerationRequest.checks`), and `Pipeline`
/// hands it unchanged to every check (`CheckContext.checks`). No signature
/// below the request has a default for it, so a caller that forgets the
/// configuration's scopes fails to compile instead of checking everything.
public struct CheckScopes: Sendable, Equatable {
    /// `checkUnwinds` and `presentedOnlyBySegues`.
    public var unwinds: UnwindCheckScope
    /// `checkLiterals`, and the modules the run cannot read.
    public var literals: LiteralCheckScope
    /// `checkConnections`.
    public var connections: ConnectionCheckScope

    /// Every check over every storyboard and file: what a run judges when
    /// no configuration scopes its checks.
    public static let everything = CheckScopes(
        unwinds: .everyStoryboard, literals: .everyStoryboard, connections: .everyFile)
}
