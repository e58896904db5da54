import SegueGenSupport

/// Distinct names that become one Swift identifier once sanitised (`Show
/// Detail` and `showDetail`): generated code with both would not compile.
/// Segue identifiers and storyboard IDs come from storyboards Xcode builds,
/// so their collisions are warnings (SG209) and the later name is left out
/// of the generated code (the context builder keeps the first, in the same
/// order); the names SegueGen or a manifest chooses are errors (SG228).
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
            var sceneMembers = Registry(what: "storyboard ID", leftOut: "gets no typed scene")
            for scene in storyboard.scenes {
                if let identifier = scene.storyboardIdentifier, !identifier.isEmpty {
                    checkSceneMember(
                        identifier, of: names.storyboardType(storyboard.name), at: scene.location,
                        registry: &sceneMembers, report: &report)
                }
                sceneNames.add(scene.name, as: names.sceneType(scene.name), at: scene.location, report: &report)
                var caseNames = Registry(what: "segue identifier", leftOut: "gets no enum case")
                for segue in scene.segues {
                    guard let identifier = segue.identifier, !identifier.isEmpty, segue.kind.reachesCode else {
                        continue
                    }
                    caseNames.add(
                        identifier, as: GeneratedNames.segueCase(identifier), at: segue.identifierLocation,
                        report: &report)
                }
            }
        }
        for (_, scenes) in project.scenesByClass.sorted(by: { $0.key < $1.key }) where scenes.count > 1 {
            var caseNames = Registry(what: "segue identifier", leftOut: "gets no case in the class's PreparedSegue")
            for segue in scenes.sorted().compactMap({ project.scene($0) }).flatMap(\.segues) {
                guard let identifier = segue.identifier, !identifier.isEmpty, segue.kind.reachesCode else { continue }
                caseNames.add(
                    identifier, as: GeneratedNames.segueCase(identifier), at: segue.identifierLocation, report: &report)
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

    /// A storyboard ID names a member of `StoryboardScene.<Storyboard>`,
    /// beside the members every storyboard has.
    private static func checkSceneMember(
        _ identifier: String, of storyboardType: String, at location: SourceLocation, registry: inout Registry,
        report: inout CheckReport
    ) {
        let member = GeneratedNames.sceneMember(identifier)
        guard GeneratedNames.reservedSceneMembers.contains(member.trimmingBackticks()) else {
            registry.add(identifier, as: member, at: location, report: &report)
            return
        }
        let message =
            "storyboard ID \"\(identifier)\" becomes \(member) in Swift, which StoryboardScene.\(storyboardType) "
            + "already declares"
        if registry.leftOut != nil {
            report.emit(.swiftNameCollision, "\(message), so it gets no typed scene; rename the ID", at: location)
        } else {
            report.emit(.chosenNameCollision, "\(message); rename the ID", at: location)
        }
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
            checkSceneMember(
                identifier, of: run.names.storyboardType(name), at: location, registry: &registry, report: &report)
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

    /// The names given so far in one scope, by their Swift spelling.
    private struct Registry {
        let what: String
        /// What happens to the later name when the generated code can leave
        /// it out (a warning); nil when it cannot (an error).
        var leftOut: String?
        var seen = SmallMap<(name: String, location: SourceLocation)>()

        init(what: String, leftOut: String? = nil) {
            self.what = what
            self.leftOut = leftOut
        }

        mutating func add(
            _ name: String, as swiftName: String, at location: SourceLocation, report: inout CheckReport
        ) {
            guard let earlier = seen.insertIfAbsent(swiftName, (name, location)), earlier.name != name else { return }
            let message = "\(what) \"\(name)\" and \"\(earlier.name)\" both become \(swiftName) in Swift"
            let notes = [Diagnostic.Note("\"\(earlier.name)\" is here", at: earlier.location)]
            if let leftOut {
                report.emit(
                    .swiftNameCollision, "\(message), so \"\(name)\" \(leftOut); rename one", at: location,
                    notes: notes)
            } else {
                report.emit(.chosenNameCollision, "\(message); rename one", at: location, notes: notes)
            }
        }
    }
}
