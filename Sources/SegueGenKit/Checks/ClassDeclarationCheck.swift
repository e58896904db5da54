import SegueGenSupport

/// What a manifest declares of a class fits the storyboards: a scene uses
/// the class, and its typed senders name segues it has. (A segue named
/// like a departure of a class that confirms leaving is
/// `NameCollisionCheck`'s.)
enum ClassDeclarationCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [
        .unusedClassDeclaration: .warning, .senderForUnknownSegue: .error,
    ]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        let project = run.project
        for declaration in project.classes {
            let scenes = project.scenesByClass[declaration.name] ?? []
            if scenes.isEmpty {
                report.emit(
                    .unusedClassDeclaration,
                    "no scene uses the class \(declaration.name); its unwind protocol is generated, but the "
                        + "navigation graph cannot place it"
                        + Suggestion.didYouMean(declaration.name, in: project.scenesByClass.keys),
                    at: declaration.location)
            }
            let identifiers = Set(scenes.compactMap { project.scene($0) }.flatMap(\.segues).compactMap(\.identifier))
            for sender in declaration.senders where !scenes.isEmpty && !identifiers.contains(sender.identifier) {
                report.emit(
                    .senderForUnknownSegue,
                    "\(declaration.name) has no segue \"\(sender.identifier)\""
                        + Suggestion.didYouMean(sender.identifier, in: identifiers),
                    at: sender.location)
            }
        }
    }
}

/// The codes `ClassDeclarationCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var unusedClassDeclaration: Self {
        .init("SG216", "a class declaration names a class no scene uses")
    }
    public static var senderForUnknownSegue: Self {
        .init("SG217", "a typed sender names a segue the class does not have")
    }
}
