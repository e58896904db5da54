/// Every check, in the order a run makes them: the names the configuration
/// gives, what assembling found twice, each storyboard's own facts, then
/// segues, classes, unwind actions, the names of the generated code, the
/// navigation graph, and the literals in code. Diagnostics are sorted by
/// place before they are printed, so the order decides only which errors
/// the error limit keeps.
enum Checks {
    static let all: [any Check.Type] = [
        ConfiguredNamesCheck.self,
        AssemblyConflictCheck.self,
        InitialSceneCheck.self,
        StoryboardIdentifierCheck.self,
        TypeNameCheck.self,
        SegueKindCheck.self,
        SelectorCheck.self,
        DestinationCheck.self,
        SegueIdentifierConflictCheck.self,
        ClassDeclarationCheck.self,
        ClassSegueConflictCheck.self,
        UnimplementedUnwindActionCheck.self,
        NameCollisionCheck.self,
        AppNameCheck.self,
        UnwindReachabilityCheck.self,
        UnusedUnwindActionCheck.self,
        UnreachableSceneCheck.self,
        DeadSegueCheck.self,
        LeaveGuardCheck.self,
        LiteralCheck.self,
        ReuseIdentifierCheck.self,
        SegueIdentifierEnumCheck.self,
        ConnectionCheck.self,
    ]

    /// Runs every check over the run `context` holds.
    static func run(_ context: CheckContext, diagnostics: inout DiagnosticCollector) {
        for check in all { check.run(context, into: &diagnostics) }
    }
}
