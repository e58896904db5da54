import SegueGenSupport

/// What the inputs define twice, which assembling kept once: a storyboard
/// (SG213), a scene of one storyboard (SG201), a class two manifests
/// declare (SG229). Nothing says which to generate.
enum AssemblyConflictCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [
        .duplicateStoryboard: .error, .duplicateScene: .error, .duplicateClassDeclaration: .error,
        .storyboardNameSharedAcrossUnknownTargets: .warning,
    ]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        for conflict in run.project.conflicts {
            switch conflict {
            case .storyboard(let dropped, let kept):
                // Two files of a folder whose targets the run could not
                // read may be two targets' (each app's LaunchScreen): a
                // clash only if one target copies both.
                if case .severalTargets(let description) = run.project.ownModule,
                    dropped.origin == .storyboard && kept.origin == .storyboard
                {
                    report.emit(
                        .storyboardNameSharedAcrossUnknownTargets,
                        "storyboard \"\(dropped.name)\" is also defined by \(kept.file); \(description) describes "
                            + "this folder's targets and was not read, so whether one target copies both (which "
                            + "Xcode refuses) is not known; the generated code has the first; run on the generated "
                            + "project to check each target on its own",
                        at: dropped.location, notes: [.init("first defined here", at: kept.location)])
                    continue
                }
                let advice =
                    switch (dropped.origin, kept.origin) {
                    case (.manifest, _): "set \"storyboard:\" to give this one another name"
                    case (.storyboard, .manifest):
                        "set \"storyboard:\" in \(kept.file) to give that one another name, or leave that manifest "
                            + "out if it describes this storyboard"
                    case (.storyboard, .storyboard):
                        "a storyboard's name is its file name, so rename one of the files, or generate each "
                            + "target's storyboards in a run of its own (the build plugin and --project run once a "
                            + "target)"
                    }
                report.emit(
                    .duplicateStoryboard,
                    "storyboard \"\(dropped.name)\" is already defined by \(kept.file); \(advice)",
                    at: dropped.location, notes: [.init("first defined here", at: kept.location)])
            case .scene(let storyboard, let name, let dropped, let kept):
                report.emit(
                    .duplicateScene, "storyboard \"\(storyboard)\" already has a scene named \"\(name)\"", at: dropped,
                    notes: [.init("first defined here", at: kept)])
            case .classDeclaration(let name, let dropped, let kept):
                report.emit(
                    .duplicateClassDeclaration, "class \"\(name)\" is declared twice; keep one declaration",
                    at: dropped, notes: [.init("first declared here", at: kept)])
            }
        }
    }
}

/// The codes `AssemblyConflictCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var duplicateStoryboard: Self {
        .init("SG213", "two inputs define the same storyboard")
    }
    public static var storyboardNameSharedAcrossUnknownTargets: Self {
        .init(
            "SG255",
            "two storyboards of one name in a folder whose targets a project generator describes, which the run "
                + "did not read")
    }
    public static var duplicateScene: Self {
        .init("SG201", "two scenes of one storyboard have the same name")
    }
    public static var duplicateClassDeclaration: Self {
        .init("SG229", "two manifests declare the same class")
    }
}
