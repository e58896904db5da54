import SegueGenSupport

/// Distinct names that become one Swift identifier once sanitised (`Show
/// Detail` and `showDetail`): generated code with both would not compile.
/// Segue identifiers and storyboard IDs come from storyboards Xcode builds,
/// so their collisions are warnings (SG209), reported from what the run's
/// `NamePlan` leaves out (`leftOut(in:)`), which the context reads too; the
/// names SegueGen or a manifest chooses are errors (SG228).
enum NameCollisionCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [
        .swiftNameCollision: .warning, .chosenNameCollision: .error,
    ]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        let project = run.project
        let names = run.names
        var storyboardNames = Registry(what: "storyboard")
        for storyboard in project.storyboards {
            storyboardNames.add(
                storyboard.name, as: names.storyboardType(storyboard.name), at: storyboard.location, report: &report)
            var sceneNames = Registry(what: "scene")
            for scene in storyboard.scenes {
                let id = SceneID(storyboard: storyboard.name, scene: scene.name)
                for leftOut in names.leftOut(in: .sceneMember(id)) {
                    guard let earlier = leftOut.earlier else {
                        report.emit(
                            .swiftNameCollision,
                            "\(reservedMemberMessage(leftOut.name, leftOut.swiftName, storyboard: storyboard.name, run)), "
                                + "so it gets no typed scene; rename the ID", at: leftOut.location)
                        continue
                    }
                    reportLeftOut(leftOut, earlier: earlier, what: "storyboard ID", "gets no typed scene", &report)
                }
                sceneNames.add(scene.name, as: names.sceneType(scene.name), at: scene.location, report: &report)
                for leftOut in names.leftOut(in: .segues(id)) {
                    guard let earlier = leftOut.earlier else { continue }
                    reportLeftOut(leftOut, earlier: earlier, what: "segue identifier", "gets no enum case", &report)
                }
            }
        }
        for className in project.scenesByClass.keys.sorted() {
            for leftOut in names.leftOut(in: .classSegues(className)) {
                guard let earlier = leftOut.earlier else { continue }
                reportLeftOut(
                    leftOut, earlier: earlier, what: "segue identifier", "gets no case in the class's PreparedSegue",
                    &report)
            }
        }
        checkExternalStoryboards(run, storyboards: &storyboardNames, report: &report)
        var actionNames = Registry(what: "unwind action")
        for (selector, location) in unwindActions(of: project) {
            actionNames.add(selector, as: names.unwindActionProtocol(selector), at: location, report: &report)
        }
        var classNames = Registry(what: "class")
        for declaration in project.classes {
            classNames.add(
                declaration.name, as: names.unwindProtocol(declaration.name), at: declaration.location,
                report: &report)
            if declaration.confirmsLeaving != nil {
                checkDepartureNames(of: declaration.name, in: project, report: &report)
            }
        }
    }

    /// A name the plan leaves out, as a warning with the name that keeps
    /// its Swift name.
    private static func reportLeftOut(
        _ leftOut: NamePlan.LeftOut, earlier: DeclaredName, what: String, _ consequence: String,
        _ report: inout CheckReport
    ) {
        report.emit(
            .swiftNameCollision,
            "\(what) \"\(leftOut.name)\" and \"\(earlier.name)\" both become \(leftOut.swiftName) in Swift, so "
                + "\"\(leftOut.name)\" \(consequence); rename one", at: leftOut.location,
            notes: [Diagnostic.Note("\"\(earlier.name)\" is here", at: earlier.location)])
    }

    /// A storyboard ID whose member is one `StoryboardScene.<Storyboard>`
    /// declares beside its scenes.
    private static func reservedMemberMessage(
        _ identifier: String, _ member: String, storyboard: String, _ run: CheckContext
    ) -> String {
        "storyboard ID \"\(identifier)\" becomes \(member) in Swift, which "
            + "StoryboardScene.\(run.names.storyboardType(storyboard)) already declares"
    }

    /// A storyboard ID a reference names in a storyboard outside the run:
    /// its member of `StoryboardScene.<Storyboard>` cannot be left out, so
    /// a clash is an error.
    private static func checkExternalSceneMember(
        _ identifier: String, of storyboard: String, at location: SourceLocation, registry: inout Registry,
        run: CheckContext, report: inout CheckReport
    ) {
        let member = GeneratedNames.sceneMember(identifier)
        guard GeneratedNames.reservedSceneMembers.contains(member.trimmingBackticks()) else {
            registry.add(identifier, as: member, at: location, report: &report)
            return
        }
        report.emit(
            .chosenNameCollision,
            "\(reservedMemberMessage(identifier, member, storyboard: storyboard, run)); rename the ID",
            at: location)
    }

    /// Storyboards outside the run that references name get a namespace in
    /// `StoryboardScene` too, with a member for each storyboard ID named.
    private static func checkExternalStoryboards(
        _ run: CheckContext, storyboards: inout Registry, report: inout CheckReport
    ) {
        var members: [String: Registry] = [:]
        for (name, reference, location) in run.project.externalReferences() {
            if case .scene = reference.target { continue }
            storyboards.add(name, as: run.names.storyboardType(name), at: location, report: &report)
            guard case .storyboardIdentifier(let identifier) = reference.target else { continue }
            var registry = members[name] ?? Registry(what: "storyboard ID")
            checkExternalSceneMember(
                identifier, of: name, at: location, registry: &registry, run: run, report: &report)
            members[name] = registry
        }
    }

    /// A class that confirms leaving has the departures `back` and `dismiss`
    /// beside one for each of its segues; a segue named so would take the
    /// same case.
    private static func checkDepartureNames(of className: String, in project: Project, report: inout CheckReport) {
        let segues = (project.scenesByClass[className] ?? []).compactMap { project.scene($0) }.flatMap(\.segues)
        for segue in segues where segue.kind.isPerformable {
            guard let identifier = segue.identifier else { continue }
            let caseName = GeneratedNames.segueCase(identifier).trimmingBackticks()
            guard GeneratedNames.containerDepartures.contains(caseName) else { continue }
            report.emit(
                .chosenNameCollision,
                "the segue \"\(identifier)\" of \(className), which confirms leaving, takes the name of the "
                    + "departure .\(caseName); rename the segue",
                at: segue.identifierLocation)
        }
    }

    /// Every well-formed unwind selector of the run with its first place.
    private static func unwindActions(of project: Project) -> [(String, SourceLocation)] {
        project.unwindActionSelectors().sorted { $0.key < $1.key }
    }

    /// The names given so far in one scope that generated code cannot
    /// leave out, by their Swift spelling: a clash is an error.
    private struct Registry {
        let what: String
        var seen = SmallMap<(name: String, location: SourceLocation)>()

        mutating func add(
            _ name: String, as swiftName: String, at location: SourceLocation, report: inout CheckReport
        ) {
            guard let earlier = seen.insertIfAbsent(swiftName, (name, location)), earlier.name != name else { return }
            report.emit(
                .chosenNameCollision,
                "\(what) \"\(name)\" and \"\(earlier.name)\" both become \(swiftName) in Swift; rename one",
                at: location, notes: [Diagnostic.Note("\"\(earlier.name)\" is here", at: earlier.location)])
        }
    }
}

/// The codes `NameCollisionCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var swiftNameCollision: Self {
        .init("SG209", "two identifiers or storyboard IDs become the same Swift name; one is left out")
    }
    public static var chosenNameCollision: Self {
        .init("SG228", "two names a manifest or SegueGen chooses become the same Swift identifier")
    }
}
