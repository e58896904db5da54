import SegueGenSupport

/// Judges the SegueHandlerType enums (`SegueIdentifierEnum`) at their
/// cases, against the segues of the scenes that use them: the class's own
/// and those of all its subclasses, whatever enums they declare (UIKit
/// looks at the scene's own segues, and a base class's enum serves its
/// subclasses' scenes).
///
/// A case no such segue has is proven wrong only when code performs it and
/// the run knows every scene's class chain: `performSegue(withIdentifier:)`
/// then crashes (SG232, at the case, with a note at each use). A case that
/// nothing performs may be matched in `prepare` for a segue that never
/// comes, or be dead code; and a scene whose class's code the run lacks may
/// be a subclass that has the segue: a warning (SG233) that says which. No
/// claim is made for a class without a scene in the run, nor when the run
/// has no storyboard or defines one twice.
enum SegueIdentifierEnumCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [
        .performedSegueIdentifierCaseWithoutSegue: .error, .segueIdentifierCaseWithoutSegue: .warning,
    ]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        let project = run.project
        guard !project.segueIdentifierEnums.isEmpty, !project.storyboards.isEmpty,
            !project.conflicts.contains(where: \.isStoryboard)
        else { return }
        let owners = Set(project.segueIdentifierEnums.map(\.className))
        // Each scene class's scenes count for the nearest enum up its chain.
        var identifiers: [String: Set<String>] = [:]
        // A scene of a class whose chain the run does not know may be a
        // subclass's.
        let unknown = project.storyboards.lazy.flatMap(\.scenes).compactMap {
            NavigationFacts.unknownChain(of: $0.viewControllerClass, in: project, generated: [])
        }.first
        for (className, scenes) in project.scenesByClass {
            // Every enum up the chain: a subclass with an enum of its own
            // still performs its base class's cases on its scenes.
            let segues = scenes.compactMap(project.scene).flatMap(\.segues).compactMap(\.identifier)
            for owner in project.classHierarchy.chain(of: className) where owners.contains(owner) {
                identifiers[owner, default: []].formUnion(segues)
            }
        }
        for identifierEnum in project.segueIdentifierEnums
        where run.checks.literals.includes(identifierEnum.className, in: project) {
            guard let known = identifiers[identifierEnum.className] else { continue }
            for segueCase in identifierEnum.cases {
                guard let value = segueCase.value, !known.contains(value), let name = segueCase.path.last else {
                    continue
                }
                let subject =
                    "\(identifierEnum.name).\(name) is \"\(value)\", a segue no scene of \(identifierEnum.className) "
                    + "or of its subclasses has"
                let uses = identifierEnum.performed[name] ?? []
                if !uses.isEmpty, unknown == nil {
                    report.emit(
                        .performedSegueIdentifierCaseWithoutSegue,
                        subject + "; performSegue(withIdentifier:) would crash"
                            + Suggestion.didYouMean(value, in: known),
                        at: segueCase.location,
                        notes: uses.sorted().map { Diagnostic.Note("performed here", at: $0) })
                } else {
                    let why =
                        uses.isEmpty
                        ? "nothing in the run performs it, so no segue matches it and code that compares with it "
                            + "never runs"
                        : "performing it would crash, unless a scene of a subclass the run cannot see has it: "
                            + (unknown ?? "")
                    report.emit(
                        .segueIdentifierCaseWithoutSegue,
                        subject + "; " + why + Suggestion.didYouMean(value, in: known), at: segueCase.location,
                        notes: uses.sorted().map { Diagnostic.Note("performed here", at: $0) })
                }
            }
        }
    }
}

/// The codes `SegueIdentifierEnumCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var performedSegueIdentifierCaseWithoutSegue: Self {
        .init("SG232", "code performs a case of a class's segue identifier enum that no segue of its scenes has")
    }
    public static var segueIdentifierCaseWithoutSegue: Self {
        .init("SG233", "no segue of a class's scenes has a case of its segue identifier enum, but no crash is proven")
    }
}
