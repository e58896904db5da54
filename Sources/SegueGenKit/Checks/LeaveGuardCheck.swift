import SegueGenSupport

/// The checks behind `confirmsLeaving: true`. The generated guard can ask a
/// view controller only on the ways out it intercepts: its own identified
/// segues, and the back button, the swipe back and the sheet of a
/// `LeaveConfirmingNavigationController`. The graph knows which navigation
/// controllers can hold each guarded scene and how scenes are presented, so
/// it finds every other way out before a user loses their changes to it.
enum LeaveGuardCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [
        .unguardedDeparture: .warning, .nothingToConfirm: .warning,
    ]

    /// How the graph places one scene: the navigation controllers that hold
    /// it, whether one of them pushed it (so it has a back button), and the
    /// segues that present it directly.
    private struct Placement {
        var holders: Set<Int> = []
        var pushedBy: Set<Int> = []
        var directPresentations: [Segue] = []
        var arrivesUndetermined = false

        var isPresented: Bool { !directPresentations.isEmpty }
    }

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        let project = run.project
        let navigationController = run.names.name(.leaveConfirmingNavigationController)
        let guardedClasses = project.classes.filter { $0.confirmsLeaving != nil }
        guard !guardedClasses.isEmpty else { return }
        let scenes = project.storyboards.flatMap(\.scenes)
        let placements = place(scenes)
        let presentedNavigations = Set(
            placements.indices.filter { scenes[$0].kind == .navigationController && placements[$0].isPresented })
        let guardedNames = Set(guardedClasses.map(\.name))
        let guarding = { (navigation: Int) in
            project.classHierarchy.isKind(
                scenes[navigation].viewControllerClass.name, of: navigationController)
        }

        // Each unguarded navigation controller once, with what it lets through.
        var exposures: [Int: (classes: Set<String>, back: Bool, sheet: Bool)] = [:]
        for (index, scene) in scenes.enumerated() where guardedNames.contains(scene.viewControllerClass.name) {
            let placement = placements[index]
            for navigation in placement.holders where !guarding(navigation) {
                let back = placement.pushedBy.contains(navigation)
                let sheet = presentedNavigations.contains(navigation)
                guard back || sheet else { continue }
                var exposure = exposures[navigation] ?? ([], false, false)
                exposure.classes.insert(scene.viewControllerClass.name)
                exposure.back = exposure.back || back
                exposure.sheet = exposure.sheet || sheet
                exposures[navigation] = exposure
            }
            for segue in placement.directPresentations {
                report.emit(
                    .unguardedDeparture,
                    "\(segue.kind.phrase) presents \(scene.viewControllerClass.name) directly, so a swipe down on "
                        + "its sheet dismisses it without asking; embed \(scene.name) in a navigation controller "
                        + "of class \(navigationController)",
                    at: segue.location)
            }
            for segue in scene.segues where segue.identifier == nil && segue.kind.isPerformable {
                report.emit(
                    .unguardedDeparture,
                    "\(segue.kind.phrase) from \(scene.name) has no identifier, so it leaves "
                        + "\(scene.viewControllerClass.name) without asking; give it one",
                    at: segue.location)
            }
        }
        for (navigation, exposure) in exposures.sorted(by: { $0.key < $1.key }) {
            let ways =
                (exposure.back ? ["the back button", "the swipe back"] : [])
                + (exposure.sheet ? ["a swipe down on the sheet"] : [])
            let navigationScene = scenes[navigation]
            report.emit(
                .unguardedDeparture,
                "\(NavigationText.list(ways)) will leave \(NavigationText.list(exposure.classes.sorted())) "
                    + "without asking: set the class of the navigation controller \"\(navigationScene.name)\" "
                    + "to \(navigationController)",
                at: navigationScene.location)
        }

        for declaration in guardedClasses {
            let indices = (project.scenesByClass[declaration.name] ?? []).compactMap(project.index(of:))
            guard !indices.isEmpty, let location = declaration.confirmsLeaving else { continue }
            let hasWayOut = indices.contains { index in
                let placement = placements[index]
                return !placement.pushedBy.isEmpty || placement.isPresented || placement.arrivesUndetermined
                    || !placement.holders.isDisjoint(with: presentedNavigations)
                    || scenes[index].storyboardIdentifier != nil
                    || scenes[index].segues.contains { $0.kind.isPerformable }
            }
            if !hasWayOut {
                report.emit(
                    .nothingToConfirm,
                    "\(declaration.name) confirms leaving, but nothing leads out of "
                        + "\(indices.count == 1 ? "its scene" : "its scenes"): no segue, no push onto a "
                        + "navigation stack, no presentation, no storyboard ID",
                    at: location)
            }
        }
    }

    /// Places every scene: navigation controllers hold their roots and what
    /// a `show` from a held scene pushes; every other arrival is a
    /// presentation, or undetermined.
    private static func place(_ scenes: [Scene]) -> [Placement] {
        var placements = [Placement](repeating: Placement(), count: scenes.count)
        var queue: [(scene: Int, navigation: Int)] = []
        for (index, scene) in scenes.enumerated() where scene.kind == .navigationController {
            for segue in scene.segues where segue.relationship == Segue.rootViewControllerRelationship {
                if let root = segue.resolvedTarget { queue.append((root, index)) }
            }
        }
        while let (scene, navigation) = queue.popLast() {
            guard placements[scene].holders.insert(navigation).inserted else { continue }
            for segue in scenes[scene].segues where segue.kind.arrival == .pushedOrPresented {
                guard let target = segue.resolvedTarget, scenes[target].kind != .navigationController else { continue }
                placements[target].pushedBy.insert(navigation)
                queue.append((target, navigation))
            }
        }
        for (index, scene) in scenes.enumerated() {
            for segue in scene.segues {
                guard let target = segue.resolvedTarget else { continue }
                switch segue.kind.arrival {
                case .pushedOrPresented:
                    if placements[index].holders.isEmpty || scenes[target].kind == .navigationController {
                        placements[target].directPresentations.append(segue)
                    }
                case .presented: placements[target].directPresentations.append(segue)
                case .undetermined:
                    if segue.relationship != Segue.rootViewControllerRelationship {
                        placements[target].arrivesUndetermined = true
                    }
                case .none: break
                }
            }
        }
        return placements
    }
}

/// The codes `LeaveGuardCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var unguardedDeparture: Self {
        .init("SG305", "a view controller that confirms leaving can be left without being asked")
    }
    public static var nothingToConfirm: Self {
        .init("SG306", "a view controller that confirms leaving has no way out")
    }
}
