import SegueGenSupport

/// One check over the assembled run, in the manner of swift-format's rules:
/// each is one file, which declares the codes it reports with their
/// severities (`codes`) and writes its messages, and the pipeline runs
/// `Checks.all`, in the order stated there.
protocol Check: DiagnosticOwner {
    static func check(_ run: CheckContext, _ report: inout CheckReport)
}

/// What every check reads: the assembled project, the run's names, the
/// scopes `seguegen.yaml` sets, and the navigation graph, built once.
struct CheckContext {
    let project: Project
    let names: NamePlan
    let checks: CheckScopes
    let graph: NavigationGraph
    /// Where navigation can start (`NavigationGraph.entryScenes`).
    let entries: [Int]
    /// What the run knows of navigation beyond the segues.
    let navigation: NavigationFacts

    init(project: Project, names: NamePlan, checks: CheckScopes) {
        self.project = project
        self.names = names
        self.checks = checks
        graph = NavigationGraph(project)
        entries = graph.entryScenes(in: project, presentedByCode: checks.unwinds.isPresentedByCode)
        navigation = NavigationFacts(
            project: project, graph: graph, entries: entries, names: names, scope: checks.unwinds)
    }
}

/// Where one check reports: the severity is the one its owner declares, and
/// a code it does not own is a programming error, caught by the first test
/// that reaches the emit.
struct CheckReport {
    private let owner: any Check.Type
    private(set) var diagnostics: [Diagnostic] = []

    init(for owner: any Check.Type) { self.owner = owner }

    mutating func emit(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []
    ) {
        precondition(owner.codes[code] != nil, "\(owner) reports \(code.rawValue), which it does not own")
        diagnostics.append(Diagnostic(code, message, at: location, notes: notes))
    }

    /// Adds what another report of the same check holds.
    mutating func take(_ other: CheckReport) { diagnostics += other.diagnostics }

    /// Drops the diagnostics `match` holds for.
    mutating func removeAll(where match: (Diagnostic) -> Bool) { diagnostics.removeAll(where: match) }
}

extension Check {
    /// Runs the check into `diagnostics`.
    static func run(_ context: CheckContext, into diagnostics: inout DiagnosticCollector) {
        var report = CheckReport(for: self)
        check(context, &report)
        diagnostics.emit(contentsOf: report.diagnostics)
    }
}
