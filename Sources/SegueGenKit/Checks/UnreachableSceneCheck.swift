import SegueGenSupport

/// Scenes of a storyboard with a known initial scene that nothing can show:
/// not the initial scene of a storyboard, without a storyboard ID code could
/// instantiate it by, and reached by no segue from those. Their unwinds
/// never run, so they are not judged.
enum UnreachableSceneCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [.unreachableScene: .warning]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        var index = 0
        for storyboard in run.project.storyboards {
            let known = run.project.initialScene(of: storyboard) != nil
            for scene in storyboard.scenes {
                defer { index += 1 }
                guard known, run.navigation.deadScenes.contains(index) else { continue }
                let unwinds = scene.segues.contains(where: \.kind.isUnwind) ? "; its unwinds are not checked" : ""
                report.emit(
                    .unreachableScene,
                    "scene \"\(scene.name)\" cannot be reached from the initial scene "
                        + "\"\(storyboard.initialScene ?? "")\": \(why(index, scene, run))\(unwinds); give it a "
                        + "storyboard ID if code instantiates it",
                    at: scene.location)
            }
        }
    }

    /// Why nothing shows the scene.
    private static func why(_ index: Int, _ scene: Scene, _ run: CheckContext) -> String {
        guard run.graph.hasIncomingEdges(index) else {
            return scene.storyboardIdentifier == nil
                ? "no segue leads to it, it has no storyboard ID, and it is not the initial scene"
                : "no segue leads to it, and seguegen.yaml says code presents it only where segues lead"
        }
        return "the segues that lead to it start at scenes nothing shows"
    }
}

/// The codes `UnreachableSceneCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var unreachableScene: Self {
        .init("SG304", "a scene cannot be reached from the initial scene")
    }
}
