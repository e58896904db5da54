import SegueGenSupport

/// Every segue leads to a scene that exists (UIKit throws on one that does
/// not), or to a storyboard outside the run, whose destination is typed
/// `UIViewController`.
enum DestinationCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [
        .unknownDestination: .error, .externalStoryboard: .warning,
    ]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        for storyboard in run.project.storyboards {
            for segue in storyboard.scenes.lazy.flatMap(\.segues) {
                // Resolved destinations were resolved once already; only the
                // others need resolving again, to say why.
                guard let reference = segue.destination, segue.resolvedTarget == nil else { continue }
                switch run.project.resolve(reference, from: storyboard.name) {
                case .scene:
                    break
                case .external(let name):
                    report.emit(
                        .externalStoryboard,
                        "storyboard \"\(name)\" is not among the inputs; the destination is typed as "
                            + "UIViewController (add \(name)'s storyboard or manifest to the run to type it)",
                        at: segue.destinationLocation)
                case .unknown(let reason, let suggestion):
                    report.emit(
                        .unknownDestination, reason + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""),
                        at: segue.destinationLocation)
                }
            }
        }
    }
}

/// The codes `DestinationCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var unknownDestination: Self {
        .init("SG204", "a segue names a destination scene that does not exist")
    }
    public static var externalStoryboard: Self {
        .init("SG205", "a segue leads to a storyboard that is not among the inputs")
    }
}
