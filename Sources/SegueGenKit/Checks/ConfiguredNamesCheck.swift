import SegueGenSupport

/// The names `seguegen.yaml` gives to scope a check (`checkUnwinds`,
/// `checkLiterals`, `checkConnections`, `presentedOnlyBySegues`) are the run's: a misspelt
/// name would quietly check nothing.
enum ConfiguredNamesCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [.unknownConfiguredName: .error]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        let storyboards = run.project.storyboards.map(\.name)
        reportUnknown(
            run.checks.unwinds.storyboards ?? [], key: "checkUnwinds", among: storyboards,
            what: "storyboard of this run", report: &report)
        let scenes = run.project.storyboards.flatMap { storyboard in
            storyboard.scenes.filter { $0.storyboardIdentifier != nil }.map {
                SceneID(storyboard: storyboard.name, scene: $0.name).description
            }
        }
        reportUnknown(
            run.checks.unwinds.presentedOnlyBySegues, key: "presentedOnlyBySegues", among: scenes,
            what: "scene with a storyboard ID in this run (write Storyboard.Scene)", report: &report)
        reportUnknown(
            run.checks.literals.storyboards ?? [], key: "checkLiterals", among: storyboards,
            what: "storyboard of this run", report: &report)
        reportUnknown(
            run.checks.connections.files ?? [], key: "checkConnections",
            among: run.project.interfaceFiles.map(ConnectionCheckScope.name(of:)),
            what: "storyboard or XIB of this run", report: &report)
    }

    /// Reports each of `names` that is not among `known`: "`key` names "x",
    /// which is no `what`".
    private static func reportUnknown(
        _ names: [ConfiguredName], key: String, among known: [String], what: String, report: inout CheckReport
    ) {
        for name in names where !known.contains(name.name) {
            report.emit(
                .unknownConfiguredName,
                "\(key) names \"\(name.name)\", which is no \(what)" + Suggestion.didYouMean(name.name, in: known),
                at: name.location)
        }
    }
}

/// The codes `ConfiguredNamesCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var unknownConfiguredName: Self {
        .init("SG230", "seguegen.yaml names a storyboard or scene the run does not have")
    }
}
