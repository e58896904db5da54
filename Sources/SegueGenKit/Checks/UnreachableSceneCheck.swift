import SegueGenSupport

/// Scenes of a storyboard with a known initial scene that nothing leads
/// to: not the initial scene of any storyboard, not instantiable by
/// storyboard ID, not reached by any segue from those.
enum UnreachableSceneCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [.unreachableScene: .warning]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        let reachable = run.graph.reachable(from: run.entries)
        var index = 0
        for storyboard in run.project.storyboards {
            let known = run.project.initialScene(of: storyboard) != nil
            for scene in storyboard.scenes {
                defer { index += 1 }
                guard known, !reachable[index] else { continue }
                report.emit(
                    .unreachableScene,
                    "scene \"\(scene.name)\" cannot be reached from the initial scene "
                        + "\"\(storyboard.initialScene ?? "")\"; give it a storyboard ID if code instantiates it",
                    at: scene.location)
            }
        }
    }
}
