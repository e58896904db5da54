import SegueGenSupport

/// Judges the string literals app code passes to UIKit (`StringLiteralUse`)
/// against the storyboards and manifests of the run: a segue identifier,
/// storyboard ID or storyboard name that none defines crashes, or never
/// matches, at run time. A use through a constant (`K.unwindId`,
/// `Segue.show.rawValue`, `kShowDetail`) is judged by the constant's value,
/// at the use, with a note at the constant.
enum LiteralCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [
        .unknownSegueIdentifierLiteral: .error, .deadSegueComparison: .warning,
        .unknownStoryboardIdentifierLiteral: .error, .unknownStoryboardNameLiteral: .error,
        .literalsNotChecked: .note, .caughtUnknownNameLiteral: .warning, .unknownNameLiteralUnproven: .warning,
        .unknownNameLiteralInUncreatedClass: .warning,
    ]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        let project = run.project
        let scope = run.checks.literals
        let judged = project.literalUses.filter { scope.includes($0.enclosingClass, in: project) }
        guard let first = judged.min(by: { $0.location < $1.location }) else { return }
        // Judged against storyboards the run lacks, or of which it kept only
        // one of two (SG213), a literal could be wrongly refused.
        let reason =
            project.storyboards.isEmpty
            ? "the run has no storyboard or manifest to check them against; give SegueGen the app's storyboards too"
            : project.conflicts.contains(where: \.isStoryboard)
                ? "two inputs define one storyboard (SG213), so what the run defines is not known" : nil
        if let reason {
            report.emit(
                .literalsNotChecked,
                "string literals naming segues, storyboard IDs and storyboards were not checked: \(reason)",
                at: first.location)
            return
        }
        let known = Names(project, deadScenes: run.navigation.deadScenes)
        for use in judged.sorted(by: { $0.location < $1.location }) {
            switch use.role {
            case .performedSegue(let onSelf):
                checkPerformedSegue(use, onSelf: onSelf, known: known, project: project, report: &report)
            case .comparedSegue where !known.segueIdentifiers.contains(use.value):
                report.emit(
                    .deadSegueComparison,
                    "no segue has the identifier \(quoted(use)), so this comparison never holds"
                        + Suggestion.didYouMean(use.value, in: known.segueIdentifiers), at: use.location,
                    notes: notes(use))
            case .storyboardIdentifier where !known.storyboardIdentifiers.contains(use.value):
                // No module can add a scene to a storyboard of the target.
                let unseen = isTargetsStoryboard(use.storyboard, known) ? [] : scope.unseenModules
                let (code, outcome) = consequence(
                    use, .unknownStoryboardIdentifierLiteral, "instantiateViewController(withIdentifier:)",
                    "would throw", without: "the scene", unseen: unseen, known: known)
                report.emit(
                    code,
                    "no scene has the storyboard ID \(quoted(use)); \(outcome)"
                        + Suggestion.didYouMean(use.value, in: known.storyboardIdentifiers),
                    at: use.location, notes: notes(use))
            case .storyboardName where !known.storyboardNames.contains(use.value):
                let (code, outcome) = consequence(
                    use, .unknownStoryboardNameLiteral, "UIStoryboard(name:bundle:)", "would throw",
                    without: "the storyboard", unseen: scope.unseenModules, known: known)
                report.emit(
                    code,
                    "no storyboard of this run is named \(quoted(use)); \(outcome)"
                        + Suggestion.didYouMean(use.value, in: known.storyboardNames), at: use.location,
                    notes: notes(use))
            case .comparedSegue, .storyboardIdentifier, .storyboardName, .reuseIdentifier:
                break
            }
        }
    }

    /// `performSegue(withIdentifier:)` finds only the receiver's own
    /// segues: one that no scene has crashes, and so does one that only
    /// another class's scenes have, when the receiver is the enclosing class
    /// (whose subclasses' scenes count as its own) and every scene's class
    /// chain is known.
    private static func checkPerformedSegue(
        _ use: StringLiteralUse, onSelf: Bool, known: Names, project: Project, report: inout CheckReport
    ) {
        // A class that overrides performSegue(withIdentifier:sender:) may
        // handle an identifier itself, without a segue: no claim on a
        // call it, or a subclass, may receive.
        if !known.performSegueOverriders.isEmpty {
            guard onSelf, let className = use.enclosingClass else { return }
            let chain = project.classHierarchy.chain(of: className)
            if known.classesAboveOverriders.contains(className)
                || chain.contains(where: known.performSegueOverriders.contains)
            {
                return
            }
        }
        guard known.segueIdentifiers.contains(use.value) else {
            let (code, outcome) = consequence(
                use, .unknownSegueIdentifierLiteral, "performSegue(withIdentifier:)", "would crash",
                without: "the segue", known: known)
            report.emit(
                code,
                "no segue has the identifier \(quoted(use)); \(outcome)"
                    + Suggestion.didYouMean(use.value, in: known.segueIdentifiers), at: use.location, notes: notes(use))
            return
        }
        guard onSelf, let className = use.enclosingClass, project.scenesByClass[className] != nil else { return }
        // The scenes of its subclasses are the receiver's too.
        let own = known.receivedSegues[className] ?? []
        guard !own.contains(use.value) else { return }
        // A scene of a class whose chain the run does not know may be a
        // subclass's that has the segue: no claim.
        guard !known.hasSceneOfUnknownChain else { return }
        let owner = known.segueOwners[use.value]?.description ?? "another scene"
        let (code, outcome) = consequence(
            use, .unknownSegueIdentifierLiteral,
            "performSegue(withIdentifier:) looks only at the receiver's segues, so this", "would crash",
            without: "the segue", known: known)
        report.emit(
            code,
            "\(className)'s scenes have no segue \(quoted(use)), which is a segue of \(owner); \(outcome)"
                + Suggestion.didYouMean(use.value, in: own), at: use.location, notes: notes(use))
    }

    /// What UIKit's exception for a name it lacks does: `call` then
    /// crashes the app (`code`, an error), unless the call is inside an
    /// Objective-C `@try` that catches the exception, where the app goes on
    /// `without` what it asked for (SG234, a warning). A call in a view
    /// controller nothing the run sees creates may never run (SG236), and
    /// a storyboard a module in `unseen` may bring makes it a warning too
    /// (SG235).
    private static func consequence(
        _ use: StringLiteralUse, _ code: DiagnosticCode, _ call: String, _ crash: String, without: String,
        unseen: [String] = [], known: Names
    ) -> (DiagnosticCode, String) {
        if !use.isCaught, let className = use.enclosingClass, known.creation.isUncreatedViewController(className) {
            return (
                .unknownNameLiteralInUncreatedClass,
                "\(call) \(crash), but nothing the run sees creates \(className) or a class below it (no scene "
                    + "something can show, no XIB and no code names it), so this code may never run; give the run the "
                    + "code or file that creates it to make this an error"
            )
        }
        if !use.isCaught, !unseen.isEmpty {
            return (
                .unknownNameLiteralUnproven,
                "\(call) \(crash) unless a module the target links brings it: the run cannot read the files of "
                    + "\(NavigationText.list(unseen)) (SG020), whose resources may hold it; give the run their "
                    + "files, or list them as seen enough in seguegen.yaml (seenEnough), to make this an error"
            )
        }
        guard use.isCaught else { return (code, "\(call) \(crash)") }
        return (
            .caughtUnknownNameLiteral,
            "\(call) throws, but inside an @try whose @catch catches the exception, so the app goes on without "
                + without
        )
    }

    /// Whether a storyboard ID is instantiated from a storyboard of the
    /// target: the one that loaded an app's view controller, or one the
    /// run has, opened from the app's bundle by name. A module the target
    /// links cannot add a scene to it; a pod's resource of the same name
    /// would clash with it when the app is built.
    private static func isTargetsStoryboard(_ storyboard: StringLiteralUse.Storyboard?, _ known: Names) -> Bool {
        switch storyboard {
        case .loadingStoryboard: true
        case .named(let names): names.allSatisfy(known.storyboardNames.contains)
        case nil: false
        }
    }

    /// The value, and the constant that holds it.
    private static func quoted(_ use: StringLiteralUse) -> String {
        StringLiteralUse.Constant.quoted(use.value, through: use.constant)
    }

    private static func notes(_ use: StringLiteralUse) -> [Diagnostic.Note] {
        use.constant.map { [$0.note(holding: use.value)] } ?? []
    }

    /// What the run defines, each set gathered once.
    private struct Names {
        var segueIdentifiers: Set<String> = []
        var segueOwners: [String: SceneID] = [:]
        var storyboardIdentifiers: Set<String> = []
        var storyboardNames: Set<String> = []
        /// For each class with scenes and each class above one, the segue
        /// identifiers of its scenes and its subclasses' scenes: gathered
        /// once a run by walking each scene class's chain up, where asking
        /// of every use which classes are its subclasses took half of
        /// validate's time on an app of a thousand classes.
        var receivedSegues: [String: Set<String>] = [:]
        /// Whether a scene's class has a chain the run does not know.
        var hasSceneOfUnknownChain = false
        /// Which view controllers nothing the run sees creates.
        let creation: ClassCreation
        /// The classes that override performSegue(withIdentifier:sender:),
        /// and every class above one: an instance of such a class may be
        /// one of an overriding subclass.
        var performSegueOverriders: Set<String> = []
        var classesAboveOverriders: Set<String> = []

        init(_ project: Project, deadScenes: Set<Int>) {
            creation = ClassCreation(project, deadScenes: deadScenes)
            performSegueOverriders = project.runtimeClasses.classNames(declaring: "performSegueWithIdentifier:sender:")
            for overrider in performSegueOverriders {
                classesAboveOverriders.formUnion(project.classHierarchy.chain(of: overrider))
            }
            for (className, scenes) in project.scenesByClass {
                let identifiers = scenes.compactMap(project.scene).flatMap(\.segues).compactMap(\.identifier)
                for ancestor in project.classHierarchy.chain(of: className) {
                    receivedSegues[ancestor, default: []].formUnion(identifiers)
                }
            }
            hasSceneOfUnknownChain = project.storyboards.lazy.flatMap(\.scenes).contains {
                NavigationFacts.unknownChain(of: $0.viewControllerClass, in: project, generated: []) != nil
            }
            for storyboard in project.storyboards {
                storyboardNames.insert(storyboard.name)
                for scene in storyboard.scenes {
                    if let identifier = scene.storyboardIdentifier { storyboardIdentifiers.insert(identifier) }
                    for identifier in scene.segues.compactMap(\.identifier) where !identifier.isEmpty {
                        segueIdentifiers.insert(identifier)
                        if segueOwners[identifier] == nil {
                            segueOwners[identifier] = SceneID(storyboard: storyboard.name, scene: scene.name)
                        }
                    }
                }
            }
        }
    }
}

/// The codes `LiteralCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var unknownSegueIdentifierLiteral: Self {
        .init("SG221", "code performs a segue by an identifier its receiver does not have")
    }
    public static var deadSegueComparison: Self {
        .init("SG222", "code compares a segue's identifier with one no segue has")
    }
    public static var unknownStoryboardIdentifierLiteral: Self {
        .init("SG223", "code instantiates a scene by a storyboard ID no scene has")
    }
    public static var unknownStoryboardNameLiteral: Self {
        .init("SG224", "code names a storyboard the run does not have")
    }
    public static var literalsNotChecked: Self {
        .init("SG225", "string literals in code were not checked: the run has no storyboard or manifest")
    }
    public static var caughtUnknownNameLiteral: Self {
        .init(
            "SG234", "code names a segue, scene or storyboard the run lacks, inside an @try that catches the exception")
    }
    public static var unknownNameLiteralUnproven: Self {
        .init(
            "SG235",
            "code names a storyboard or storyboard ID the run does not have, but the target links modules whose files the run cannot read"
        )
    }
    public static var unknownNameLiteralInUncreatedClass: Self {
        .init(
            "SG236",
            "code names a segue, storyboard or storyboard ID the run lacks, in a view controller nothing the run sees creates"
        )
    }
}

/// Which of the app's view controllers nothing the run sees creates: no
/// scene something can show (one no segue leads to, with no storyboard ID,
/// that is no initial scene, is never loaded: `NavigationFacts.deadScenes`),
/// no object of a storyboard or XIB, no code that mentions it
/// outside its declaration (`ClassCreationScanner`), nor any of these for
/// a class below it, by its Swift or its Objective-C name. Code in such a
/// class never runs unless something the run does not see creates it
/// (issue 42: Element's class that only a design tool's file declared,
/// asking for a storyboard ID no storyboard had). Asked only of a
/// finding's class, so the names, most of the run's words, are gathered at
/// the first question.
final class ClassCreation {
    private let project: Project
    private let deadScenes: Set<Int>
    private lazy var named: Set<String> = {
        var named = project.createdClassNames
        // The places of each storyboard's dead scenes, in the order of its
        // scenes, which is the navigation's order of the run's scenes.
        var deadByFile: [String: Set<Int>] = [:]
        var index = 0
        for storyboard in project.storyboards {
            for (position, scene) in storyboard.scenes.enumerated() {
                if deadScenes.contains(index) {
                    deadByFile[storyboard.file, default: []].insert(position)
                } else if let customClass = scene.customClass {
                    named.insert(customClass.name)
                }
                index += 1
            }
        }
        for file in project.interfaceFiles {
            let dead = deadByFile[file.file] ?? []
            for object in file.objects {
                if let scene = object.scene, file.storyboardScenes.indices.contains(scene),
                    let position = file.storyboardScenes[scene], dead.contains(position)
                {
                    continue
                }
                if let name = object.className { named.insert(name) }
            }
        }
        for mentions in project.classMentionsByFile { named.formUnion(mentions) }
        return named
    }()
    private var answers: [String: Bool] = [:]

    init(_ project: Project, deadScenes: Set<Int>) {
        self.project = project
        self.deadScenes = deadScenes
    }

    /// Whether `className` is an app's view controller that nothing the
    /// run sees creates, nor any class below it. A framework's class
    /// (`extension UINavigationController`) is created by the framework.
    func isUncreatedViewController(_ className: String) -> Bool {
        if let answer = answers[className] { return answer }
        let hierarchy = project.classHierarchy
        let answer =
            !ClassHierarchy.isFrameworkClass(className) && hierarchy.isKind(className, of: "UIViewController")
            && hierarchy.descendants(of: [className]).allSatisfy { member in
                !named.contains(member) && !otherNames(of: member).contains(where: named.contains)
            }
        answers[className] = answer
        return answer
    }

    /// The class's other names, in every module that declares it: the
    /// Objective-C runtime's of a Swift class `@objc(Name)` renames, and
    /// the Swift name `NS_SWIFT_NAME(Name)` gives an Objective-C class.
    private func otherNames(of className: String) -> [String] {
        let classes = project.runtimeClasses
        return classes.modules(declaring: className).compactMap { classes.entry(named: className, module: $0) }
            .flatMap { [$0.runtimeName, $0.renamedForSwift].compactMap { $0 } }
    }
}
