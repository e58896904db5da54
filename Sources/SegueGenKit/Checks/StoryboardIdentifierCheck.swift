import SegueGenSupport

/// A storyboard ID that several scenes of one storyboard use:
/// `instantiateViewController(withIdentifier:)` returns only one of them,
/// so no typed scene is generated for it.
enum StoryboardIdentifierCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [.duplicateStoryboardIdentifier: .warning]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        for storyboard in run.project.storyboards {
            var seen: [String: SourceLocation] = [:]
            for scene in storyboard.scenes {
                guard let identifier = scene.storyboardIdentifier else { continue }
                guard let first = seen[identifier] else {
                    seen[identifier] = scene.location
                    continue
                }
                report.emit(
                    .duplicateStoryboardIdentifier,
                    "storyboard ID \"\(identifier)\" is used by more than one scene; "
                        + "instantiateViewController(withIdentifier:) returns only one of them, so no typed scene "
                        + "is generated for it (the scenes' segues are); give each scene its own ID",
                    at: scene.location, notes: [.init("also used here", at: first)])
            }
        }
    }
}

/// The codes `StoryboardIdentifierCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var duplicateStoryboardIdentifier: Self {
        .init("SG219", "two scenes of one storyboard have the same storyboard identifier")
    }
}
