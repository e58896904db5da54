import SegueGenSupport

/// A storyboard's initial scene exists: UIKit throws when it loads one
/// that does not.
enum InitialSceneCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [.unknownInitialScene: .error]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        for storyboard in run.project.storyboards {
            guard let initial = storyboard.initialScene, run.project.initialScene(of: storyboard) == nil else {
                continue
            }
            report.emit(
                .unknownInitialScene,
                "initial scene \"\(initial)\" is not a scene of storyboard \"\(storyboard.name)\""
                    + Suggestion.didYouMean(initial, in: storyboard.scenes.map(\.name)),
                at: storyboard.initialSceneLocation)
        }
    }
}

/// The codes `InitialSceneCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var unknownInitialScene: Self {
        .init("SG214", "the initial scene does not exist")
    }
}
