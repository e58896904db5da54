import SegueGenSupport

/// The Interface Builder contract: what a storyboard or XIB connects must
/// exist in the code the way the runtime looks for it, or loading the file
/// or sending the action crashes.
///
/// - An outlet or an outlet collection is set by Key-Value Coding on the
///   object holding it (SG240). So is a runtime attribute's key path, but
///   UIKit catches that failure, logs it and goes on without the value: a
///   warning (SG244).
/// - An action's selector is sent to its destination (SG241); one sent to
///   the First Responder goes up the responder chain, which is known only
///   at run time, and is not judged, nor is one of a gesture recognizer no
///   view holds, which never recognizes. A bar button item has one target
///   and one action, which a segue it triggers may take: what it sends is
///   a warning (SG249). So is one on an event its control never sends
///   (`valueChanged` of a text field, SG251).
/// - Each scene of a storyboard is a nib of its own: a connection to an
///   object of another scene is dropped when the storyboard is built, a
///   warning (SG248), and never judged.
/// - A custom class is looked up by the module and name the file gives; a
///   class without a module by its Objective-C runtime name, which a plain
///   Swift class does not have (SG242).
///
/// Each is an error only when proven: the class and every class above it
/// are in the run (its code, extensions and categories included) up to a
/// framework class of `FrameworkClass`. A File's Owner may be a subclass of
/// the class written (one XIB shared by subclasses), so a member a subclass
/// of the run has counts. What cannot be judged is counted, and one note a
/// run (SG243) says how many, why, and what the run needs to judge them.
/// A run without app code (a storyboard alone) has nothing to hold the
/// files to and is not checked; a class SegueGen generates
/// (`LeaveConfirmingNavigationController`) is not judged.
enum ConnectionCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [
        .unsettableConnectionKey: .error, .unimplementedConnectionAction: .error, .invisibleCustomClass: .error,
        .connectionsNotJudged: .note, .ignoredRuntimeAttribute: .warning, .actionMatchesOnlySwift2Selector: .warning,
        .unprovenFilesOwnerConnection: .warning, .connectionsOfUnloadedFile: .warning,
        .connectionToAnotherScene: .warning,
        .barButtonActionBesideSegue: .warning, .actionOnEventNeverSent: .warning,
        .actionOfControlMaybeInoperable: .warning, .invisibleClassOfBlockCreatedScene: .warning,
        .unprovenCustomClass: .warning,
    ]

    static func check(_ run: CheckContext, _ overall: inout CheckReport) {
        guard run.project.unwindImplementers.readsCode else { return }
        var unjudged = Unjudged()
        var frameworks = FrameworkClassLookup()
        let generated = NavigationFacts.generatedClasses(of: run.project, names: run.names)
        let scenes = SceneLookup(run)
        let toggled = toggledProperties(run.project)
        let dequeued = dequeuedPrototypeIdentifiers(run.project)
        for file in run.project.interfaceFiles where run.checks.connections.includes(file) {
            let ids = Dictionary(file.objects.indices.map { (file.objects[$0].id, $0) }) { first, _ in first }
            var invisible: Set<Int> = []
            // What a scene nothing can show holds is never loaded: it cannot
            // fail (SG304 reports the scene).
            let status = scenes.status(in: file)
            let isDead = { status($0)?.status == .dead }
            // What this file reports, kept apart until it is known whether
            // the run sees the file loaded.
            var report = CheckReport(for: self)
            for (index, object) in file.objects.enumerated() where object.placeholder == nil {
                guard let customClass = object.customClass, !generated.contains(customClass),
                    !isDead(object.location)
                else { continue }
                let resolution = run.project.runtimeClasses.resolution(
                    of: object, targetModule: run.project.targetModule, ownModule: run.project.ownModule)
                switch resolution {
                case .judged: break
                case .unknown(let why): unjudged.add(why, at: object.location)
                case .absent, .unproven:
                    // A block creates the object, so UIKit never looks the
                    // class up; a prototype cell no code dequeues, or an
                    // object that may be inside one, is never created.
                    if scenes.createdByBlocks[object.location] != nil { continue }
                    guard isCreated(index, of: file, dequeued: dequeued) else {
                        // Worded as the run's other undeclared classes, so
                        // the note reads the same in every target that
                        // shares the file.
                        if case .absent = resolution {
                            unjudged.add("no code of the run declares \(customClass)", at: object.location)
                        }
                        continue
                    }
                    invisible.insert(index)
                    if isOwnersContainer(index, of: file, ids) { continue }
                    reportAbsentClass(
                        resolution, of: index, in: file, ids, run.project, toggled, &frameworks, into: &report)
                case .invisible(let why) where scenes.createdByBlocks[object.location] != nil:
                    // The block creates the object: UIKit never looks the
                    // class up, unless an ID built at run time names it.
                    guard let call = run.navigation.runTimeIdentifierCallWithoutBlock,
                        let block = scenes.createdByBlocks[object.location]
                    else { continue }
                    report.emit(
                        .invisibleClassOfBlockCreatedScene,
                        "Unknown class \(customClass) in Interface Builder file: \(why); but code creates this scene "
                            + "with a creator block (instantiateViewController(identifier:creator:) at "
                            + "\(FilePath.fileName(block.file)):\(block.line)), which builds the object itself, so "
                            + "UIKit does not look the class up there; the storyboard ID built at run time at "
                            + "\(FilePath.fileName(call.file)):\(call.line) may instantiate the scene without a block, "
                            + "which the run cannot tell, and then UIKit creates the element's own class instead",
                        at: object.location)
                case .invisible(let why):
                    invisible.insert(index)
                    if isOwnersContainer(index, of: file, ids) { continue }
                    report.emit(
                        .invisibleCustomClass,
                        "Unknown class \(customClass) in Interface Builder file: \(why); UIKit creates the element's "
                            + "own class instead, so its outlets and actions fail too", at: object.location)
                }
            }
            let heldRecognizers = heldGestureRecognizers(file, ids)
            for connection in file.connections {
                let destination = connection.destination.flatMap { ids[$0] }
                if let destination, file.objects[destination].scene != file.objects[connection.holder].scene {
                    if !isDead(connection.location) {
                        report.emit(
                            .connectionToAnotherScene, droppedMessage(connection, to: file.objects[destination], file),
                            at: connection.location)
                    }
                    continue
                }
                let target: Int?
                switch connection.kind {
                case .outlet, .outletCollection, .runtimeAttribute, .runtimeAttributePathStart:
                    target = connection.holder
                case .action:
                    // A gesture recognizer no view holds never recognizes, so
                    // its actions are never sent (code that adds one through
                    // an outlet is not followed: no claim either way).
                    if InterfaceElementClass.isGestureRecognizer(file.objects[connection.holder].element),
                        !heldRecognizers.contains(connection.holder)
                    {
                        continue
                    }
                    target = destination
                }
                guard let target, !invisible.contains(target), !isDead(connection.location),
                    !generated.contains(file.objects[target].customClass ?? ""),
                    !generated.contains(file.objects[connection.holder].customClass ?? "")
                else { continue }
                judge(
                    connection, on: file.objects[target], in: file, run.project, toggled, &frameworks, &report,
                    &unjudged)
            }
            fileReport(
                report, of: file, run.project, scene: status,
                runTimeCalls: (run.navigation.runTimeIdentifierCall, run.navigation.runTimeNameCall),
                into: &overall)
        }
        guard let first = unjudged.first else { return }
        let reasons = unjudged.reasons.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(3)
            .map { "\($0.key) (\($0.value))" }.joined(separator: "; ")
        overall.emit(
            .connectionsNotJudged,
            "\(unjudged.count) Interface Builder connection\(unjudged.count == 1 ? " was" : "s were") not checked, "
                + "since a class they need is not all known up to UIKit: \(reasons); give the run the code of "
                + "those classes and of what they inherit from (the target's sources and headers, and the "
                + "frameworks' it uses; --project does) to check them", at: first)
    }

    /// Passes on what one file reports. What a file or a scene the run
    /// does not see loaded holds can fail nothing the run proves: its
    /// errors are one warning that it looks unused (SG250), which names the
    /// first of them. A XIB is seen loaded as `isSeenLoaded` says; a
    /// storyboard's scene as `NavigationFacts.unloadedScenes` does, and
    /// `scene` tells of the scene that holds a place.
    private static func fileReport(
        _ report: CheckReport, of file: InterfaceFile, _ project: Project,
        scene: @escaping (SourceLocation) -> SceneLookup.Place?,
        runTimeCalls: (identifier: SourceLocation?, name: SourceLocation?), into overall: inout CheckReport
    ) {
        let isFolded: (Diagnostic) -> Bool
        switch file.kind {
        case .xib:
            let isLoaded = !report.diagnostics.contains { $0.severity == .error } || isSeenLoaded(file, project)
            isFolded = { $0.severity == .error && !isLoaded }
        case .storyboard:
            isFolded = { $0.severity == .error && scene($0.location)?.status == .unloaded }
        }
        let errors = report.diagnostics.filter(isFolded)
        guard let first = errors.first else {
            overall.take(report)
            return
        }
        var kept = report
        kept.removeAll(where: isFolded)
        overall.take(kept)
        let checks = "\(errors.count) check\(errors.count == 1 ? "" : "s") of \(FilePath.fileName(file.file))"
        let unseen: String
        switch file.kind {
        case .xib:
            let name = StoryboardDefinition.defaultName(forFile: file.file)
            unseen =
                " would fail when it is loaded, such as this one: \(first.message); but no code of the run loads it: "
                + "not by its name \"\(name)\" (UINib(nibName:), loadNibNamed), nor a class it names, nor as the "
                + "default nib of a view controller that code creates"
        case .storyboard:
            // An ID built at run time may name a scene with a storyboard
            // ID, a name built at run time the storyboard of an initial
            // scene: the run cannot tell, so it says where.
            let places = errors.compactMap { scene($0.location) }
            func runTime(_ call: SourceLocation?, _ applies: Bool, _ what: String, _ named: String) -> String {
                guard let call, applies else { return "" }
                return " (the storyboard \(what) built at run time at \(FilePath.fileName(call.file)):\(call.line) may "
                    + "name \(named), but the run cannot tell which it names)"
            }
            let name = runTime(runTimeCalls.name, places.contains(where: \.isInitial), "name", "its storyboard")
            let identifier = runTime(runTimeCalls.identifier, places.contains(where: \.isIdentified), "ID", "it")
            unseen =
                " would fail when their scene is loaded, such as this one: \(first.message); but nothing the run sees "
                + "loads the scene: it is neither the initial scene the app starts from nor one code instantiates "
                + "(instantiateInitialViewController)\(name), no code instantiates its storyboard ID by name"
                + "\(identifier), and no segue of a loaded scene leads to it"
        }
        let remedy =
            "; it looks unused: delete it, or give the run the code that loads it (a linked module, --project), "
            + "which makes these errors"
        overall.emit(
            .connectionsOfUnloadedFile, checks + unseen + remedy, at: first.location,
            notes: errors.dropFirst().prefix(5).map { .init($0.message, at: $0.location) })
    }

    /// Whether the run sees code load the XIB: code that speaks of nibs
    /// names it, or a class it names (`String(describing: Cell.self)`), or
    /// its File's Owner is a view controller whose default nib it is and
    /// that code creates.
    private static func isSeenLoaded(_ file: InterfaceFile, _ project: Project) -> Bool {
        let names = project.nibLoadingNames
        let name = StoryboardDefinition.defaultName(forFile: file.file)
        // `Cell~ipad.xib` is the iPad variant of the nib named `Cell`.
        let base = name.split(separator: "~").first.map(String.init) ?? name
        if names.contains(base) || names.contains(name) { return true }
        for object in file.objects {
            guard let customClass = object.customClass else { continue }
            if names.contains(customClass) { return true }
            // A view controller loads its default nib when code creates it
            // without a nib name.
            if object.placeholder == .filesOwner, project.createdClassNames.contains(customClass),
                ownerIsProven(customClass, of: file, project)
            {
                return true
            }
        }
        return false
    }

    /// Reports the class of a file's object that the target's own module
    /// lacks (`RuntimeClasses.Resolution.absent` and `.unproven`). UIKit
    /// then creates the element's own class, and what the file connects to
    /// the object fails on it (`failure`): that is the proof of SG242.
    /// Where nothing fails, or the run lacks code of the module, the object
    /// loses only what its class would have done: a warning (SG254).
    private static func reportAbsentClass(
        _ resolution: RuntimeClasses.Resolution, of index: Int, in file: InterfaceFile, _ ids: [String: Int],
        _ project: Project, _ toggled: [String: [Toggle]], _ frameworks: inout FrameworkClassLookup,
        into report: inout CheckReport
    ) {
        let object = file.objects[index]
        guard let customClass = object.customClass else { return }
        let element = InterfaceElementClass.className(ofElement: object.element)
        let failing = element.flatMap {
            failure(of: index, asAn: $0, in: file, ids, project, toggled, &frameworks)
        }
        let created = element.map { "a \($0)" } ?? "the element's own class"
        switch resolution {
        case .absent(let why):
            guard let failing else {
                report.emit(
                    .unprovenCustomClass,
                    "Unknown class \(customClass) in Interface Builder file: \(why); UIKit creates \(created) "
                        + "instead, which loses whatever \(customClass) would do, though nothing the file connects "
                        + "to it fails; set the class the code declares, or clear the custom class",
                    at: object.location)
                return
            }
            report.emit(
                .invisibleCustomClass,
                "Unknown class \(customClass) in Interface Builder file: \(why); UIKit creates \(created) instead, "
                    + "\(failing); set the class the code declares, or restore \(customClass)", at: object.location)
        case .unproven(let why):
            report.emit(
                .unprovenCustomClass,
                "Unknown class \(customClass) in Interface Builder file: \(why); otherwise UIKit creates \(created) "
                    + "instead\(failing.map { ", \($0)" } ?? "")", at: object.location)
        default:
            return
        }
    }

    /// What fails when UIKit creates the object at `index` as `element`,
    /// its element's own class, as a message continues: an outlet it holds
    /// that the class has no key for throws on load; an action sent to it
    /// that the class does not implement crashes when a control that can
    /// send it does (shown in the file, not toggled by code, on an event it
    /// sends, and no bar button item that also triggers a segue). nil when
    /// nothing is known to fail.
    private static func failure(
        of index: Int, asAn element: String, in file: InterfaceFile, _ ids: [String: Int], _ project: Project,
        _ toggled: [String: [Toggle]], _ frameworks: inout FrameworkClassLookup
    ) -> String? {
        let classes = project.runtimeClasses
        let scene = file.objects[index].scene
        for connection in file.connections {
            guard let destination = connection.destination.flatMap({ ids[$0] }),
                file.objects[destination].scene == scene
            else { continue }
            switch connection.kind {
            case .outlet, .outletCollection:
                guard connection.holder == index,
                    case .missing = classes.canSet(
                        connection.name, on: element, module: nil, byKeyPath: false, &frameworks)
                else { continue }
                return "which has no key \"\(connection.name)\" for the outlet at line \(connection.location.line), so "
                    + "loading it throws NSUnknownKeyException"
            case .action:
                let sender = file.objects[connection.holder]
                guard destination == index, !InterfaceElementClass.isGestureRecognizer(sender.element),
                    sender.triggeredSegues.isEmpty,
                    !(connection.eventType.map { eventsNeverSent[sender.element]?.contains($0) ?? false } ?? false),
                    mayBeInoperable(sender, in: file, toggled, project.classHierarchy) == nil,
                    case .missing = classes.responds(to: connection.name, on: element, module: nil, &frameworks)
                else { continue }
                return "which does not implement the action \"\(connection.name)\" at line "
                    + "\(connection.location.line), so the event crashes (unrecognized selector sent to instance)"
            default:
                continue
            }
        }
        return nil
    }

    /// Whether UIKit creates the object whenever its file or scene loads:
    /// any object of a XIB; of a storyboard, an object at the top of a
    /// scene (its view controller, a gesture recognizer) and a prototype
    /// cell that code dequeues by its identifier. What a prototype cell
    /// holds is created only when the cell is, and the file does not say
    /// which objects a cell holds, so it is not judged.
    private static func isCreated(_ index: Int, of file: InterfaceFile, dequeued: Set<String>) -> Bool {
        let object = file.objects[index]
        guard file.kind == .storyboard else { return true }
        if InterfaceElementClass.cellElements.contains(object.element) {
            return object.reuseIdentifier.map(dequeued.contains) ?? false
        }
        return object.isTopLevel
    }

    /// The reuse identifiers code dequeues a cell by, as a literal or a
    /// constant, that no code registers a class or nib for: a storyboard's
    /// prototype cell of such an identifier is created when its table or
    /// collection view dequeues it.
    private static func dequeuedPrototypeIdentifiers(_ project: Project) -> Set<String> {
        var dequeued: Set<String> = []
        var registered: Set<String> = []
        for use in project.reuseIdentifierUses {
            guard let value = use.value else { continue }
            switch use.role {
            case .dequeuedCell: dequeued.insert(value)
            case .registered: registered.insert(value)
            case .dequeuedSupplementaryView: continue
            }
        }
        return dequeued.subtracting(registered)
    }

    /// Whether the object is the top-level container view of a XIB its own class
    /// loads as File's Owner (a view whose `init(coder:)` loads its nib and
    /// adds the nib's root view, as Reusable's `loadNibContent()` does):
    /// the root view names the owner's class but must not be one, or
    /// loading it would load the nib again, forever. UIKit's stand-in, a
    /// plain view, is what the code wants, as long as the file sets
    /// nothing on it (issue 42, cause 12: Element's TermsView.xib).
    private static func isOwnersContainer(_ index: Int, of file: InterfaceFile, _ ids: [String: Int]) -> Bool {
        let object = file.objects[index]
        guard file.kind == .xib, object.isTopLevel,
            file.objects.contains(where: { $0.placeholder == .filesOwner && $0.customClass == object.customClass })
        else { return false }
        return !file.connections.contains { connection in
            connection.holder == index || connection.destination.flatMap { ids[$0] } == index
        }
    }

    /// The gesture recognizers of a file that a view holds: the objects a
    /// `gestureRecognizers` outlet collection of their scene names, which
    /// is how Interface Builder attaches a recognizer to its view.
    private static func heldGestureRecognizers(_ file: InterfaceFile, _ ids: [String: Int]) -> Set<Int> {
        Set(
            file.connections.lazy.filter { $0.kind == .outletCollection && $0.name == "gestureRecognizers" }
                .compactMap { connection in
                    connection.destination.flatMap { ids[$0] }.flatMap {
                        file.objects[$0].scene == file.objects[connection.holder].scene ? $0 : nil
                    }
                })
    }

    /// SG248: Interface Builder compiles each scene of a storyboard into a
    /// nib of its own, so a connection from one scene to an object of
    /// another has nothing to point at, and the built storyboard drops it.
    private static func droppedMessage(
        _ connection: InterfaceFile.Connection, to destination: InterfaceFile.Object, _ file: InterfaceFile
    ) -> String {
        func describe(_ object: InterfaceFile.Object) -> String { object.className ?? "<\(object.element)>" }
        let what: String
        let effect: String
        switch connection.kind {
        case .action:
            what = "the action \"\(connection.name)\""
            effect = "it is never sent"
        case .outlet, .outletCollection, .runtimeAttribute, .runtimeAttributePathStart:
            let kind = connection.kind == .outletCollection ? "outlet collection" : "outlet"
            what = "the \(kind) \"\(connection.name)\" of \(describe(file.objects[connection.holder]))"
            effect = "it is never set"
        }
        return what + " is connected to \(describe(destination)) (\(destination.id)) in another scene; Interface "
            + "Builder compiles each scene into a nib of its own, and a connection between two of them is dropped "
            + "when the storyboard is built, so \(effect); connect it within its scene, or remove it"
    }

    /// Which places of a storyboard are in a scene nothing can show
    /// (`NavigationFacts.deadScenes`) or nothing the run sees loads
    /// (`NavigationFacts.unloadedScenes`): an object's scene is the one the
    /// reader recorded (`InterfaceFile.Object.scene`, mapped to the
    /// storyboard's scenes by `storyboardScenes`), and a connection is in
    /// its holder's. The check reports at objects and connections only.
    private struct SceneLookup {
        enum Status { case dead, unloaded }
        /// A scene that is not loaded: its status, whether it has a
        /// storyboard ID (which an ID built at run time may name), and
        /// whether it is its storyboard's initial scene (whose storyboard
        /// a name built at run time may name).
        struct Place {
            var status: Status
            var isIdentified: Bool
            var isInitial: Bool
        }
        /// Each storyboard file's scenes' statuses, in the order of its
        /// `StoryboardDefinition.scenes` (nil: loaded), for the files with
        /// a scene that is not loaded.
        var statusesByFile: [String: [Place?]] = [:]
        /// The scenes only creator blocks create
        /// (`NavigationFacts.createdByBlocksOnly`), by their view
        /// controller's place, with the first block's identifier.
        var createdByBlocks: [SourceLocation: SourceLocation] = [:]

        init(_ run: CheckContext) {
            var index = 0
            for storyboard in run.project.storyboards {
                var statuses: [Place?] = []
                let initial = run.project.initialScene(of: storyboard)
                for scene in storyboard.scenes {
                    let status: Status? =
                        run.navigation.deadScenes.contains(index)
                        ? .dead : run.navigation.unloadedScenes.contains(index) ? .unloaded : nil
                    statuses.append(
                        status.map {
                            Place(
                                status: $0, isIdentified: scene.storyboardIdentifier != nil,
                                isInitial: initial?.scene == scene.name)
                        })
                    if let block = run.navigation.createdByBlocksOnly[index] { createdByBlocks[scene.location] = block }
                    index += 1
                }
                if statuses.contains(where: { $0 != nil }) { statusesByFile[storyboard.file] = statuses }
            }
        }

        /// The status of the scene that holds a place of `file`.
        func status(in file: InterfaceFile) -> (SourceLocation) -> Place? {
            guard file.kind == .storyboard, let statuses = statusesByFile[file.file] else { return { _ in nil } }
            func status(_ scene: Int?) -> Place? {
                guard let scene, file.storyboardScenes.indices.contains(scene),
                    let position = file.storyboardScenes[scene], statuses.indices.contains(position)
                else { return nil }
                return statuses[position]
            }
            var byPlace: [SourceLocation: Place] = [:]
            for object in file.objects { byPlace[object.location] = status(object.scene) }
            for connection in file.connections {
                byPlace[connection.location] = status(file.objects[connection.holder].scene)
            }
            return { byPlace[$0] }
        }
    }

    /// The control events UIKit's controls never send, by element: a text
    /// field sends editing and touch events, never `valueChanged`. A
    /// subclass's code may still send one (`sendActions(for:)`), so an
    /// action on one is a warning (SG251), not a proof.
    private static let eventsNeverSent: [String: Set<String>] = ["textField": ["valueChanged"]]

    /// Code that enables, disables, shows or hides the object of a
    /// property (`NavigationCall.Action.setsControlState`): where, and the
    /// class that holds the control in a property it can set, an outlet's
    /// kind (nil when any object's control may be: another object's
    /// property, a protocol extension's, a computed one that forwards).
    private struct Toggle {
        var location: SourceLocation
        var ownClass: String?
        /// What it sets, and whether to a literal that keeps the control
        /// operable, not behind a condition
        /// (`NavigationCall.Action.setsControlState`).
        var state: NavigationCall.ControlState
        var makesOperable: Bool
    }

    /// The toggles of each property, by name: a control an outlet of that
    /// name holds may be kept from sending its actions, or allowed to, as
    /// the run cannot see.
    private static func toggledProperties(_ project: Project) -> [String: [Toggle]] {
        var toggled: [String: [Toggle]] = [:]
        for call in project.navigationCalls {
            guard case .setsControlState(let property, let onSelf, let state, let makesOperable) = call.action else {
                continue
            }
            let own = call.enclosingClass.flatMap { onSelf && keepsOwn(property, $0, project) ? $0 : nil }
            toggled[property, default: []].append(
                Toggle(location: call.location, ownClass: own, state: state, makesOperable: makesOperable))
        }
        return toggled
    }

    /// Whether `className` or a class above it keeps an object of its own
    /// in `property`: a settable property (stored, or with a setter) or an
    /// instance variable, seen by the runtime or not.
    private static func keepsOwn(_ property: String, _ className: String, _ project: Project) -> Bool {
        let classes = project.runtimeClasses
        return project.classHierarchy.chain(of: className).contains { name in
            classes.modules(declaring: name).contains { module in
                guard let entry = classes.entry(named: name, module: module) else { return false }
                return entry.properties.contains { $0.name == property && $0.isSettable }
                    || entry.instanceVariables.contains(property) || entry.instanceVariables.contains("_" + property)
            }
        }
    }

    /// Why the control `sender` may never send its actions, as a message
    /// continues, and where: it is hidden in the file, or an outlet holds it
    /// whose property code enables, disables, shows or hides: another
    /// object's (`cell.text1`), or the property of the outlet's own class,
    /// a class above it or one below it (`self.text1` in a subclass, which
    /// a File's Owner may be); nil when neither. Another class's property
    /// of the same name holds another control.
    private static func mayBeInoperable(
        _ sender: InterfaceFile.Object, in file: InterfaceFile, _ toggled: [String: [Toggle]],
        _ hierarchy: ClassHierarchy
    ) -> String? {
        if let hidden = sender.hiddenBy {
            let what = hidden == sender.location ? "it is" : "a view holding it is"
            return "\(what) hidden in \(FilePath.fileName(file.file)) (hidden=\"YES\" at line \(hidden.line)), and "
                + "a hidden view gets no touches, so it is sent only if code shows it"
        }
        let outlets = file.connections.lazy.filter {
            ($0.kind == .outlet || $0.kind == .outletCollection) && $0.destination == sender.id
        }
        func applies(_ toggle: Toggle, to outlet: InterfaceFile.Connection) -> Bool {
            guard let own = toggle.ownClass, let holder = file.objects[outlet.holder].className else { return true }
            return hierarchy.isKind(holder, of: own) || hierarchy.isKind(own, of: holder)
        }
        // Code of the outlet's holder's class or a class above it (code
        // that runs on this object) that enables or shows the control
        // outside any condition makes it operable on a path the run sees:
        // a button hidden in one state and shown in another crashes when
        // tapped. Each state that code sets against it must be so undone.
        let madeOperable = outlets.contains { outlet in
            let toggles = (toggled[outlet.name] ?? []).filter { applies($0, to: outlet) }
            let undone = Set(
                toggles.filter { toggle in
                    guard toggle.makesOperable, let own = toggle.ownClass,
                        let holder = file.objects[outlet.holder].className
                    else { return false }
                    return hierarchy.isKind(holder, of: own)
                }.map(\.state))
            let against = Set(toggles.filter { !$0.makesOperable }.map(\.state))
            return !undone.isEmpty && against.isSubset(of: undone)
        }
        guard !madeOperable else { return nil }
        let places = outlets.compactMap { outlet in
            (toggled[outlet.name] ?? []).filter { !$0.makesOperable && applies($0, to: outlet) }.map(\.location)
                .min().map {
                    (outlet.name, $0)
                }
        }
        guard let (name, place) = places.min(by: { $0.1 < $1.1 }) else { return nil }
        return "code enables, disables, shows or hides the control through the outlet \"\(name)\" "
            + "(\(FilePath.fileName(place.file)):\(place.line)), so whether it is ever sent depends on run time"
    }

    /// What is counted as not judged: how many, and why.
    private struct Unjudged {
        var count = 0
        var reasons: [String: Int] = [:]
        var first: SourceLocation?

        mutating func add(_ why: String, at location: SourceLocation) {
            count += 1
            reasons[why, default: 0] += 1
            first = min(first ?? location, location)
        }
    }

    /// Whether UIKit loads `file` with an instance of the class the file
    /// gives its File's Owner (`declared`, or a subclass): a XIB's File's
    /// Owner class is only what Interface Builder designs with; at run time
    /// the owner is what the loading code passes (`instantiate(withOwner:)`,
    /// `loadNibNamed(_:owner:)`), and nothing with none (review finding).
    /// What is known to pass one is a view controller created without a
    /// nib name, which loads the nib named after it: `MyViewController`
    /// loads `MyView`, or `MyViewController` when there is no `MyView`. A
    /// storyboard's scene owns its File's Owner.
    private static func ownerIsProven(_ declared: String, of file: InterfaceFile, _ project: Project) -> Bool {
        guard file.kind == .xib else { return true }
        guard project.classHierarchy.isKind(declared, of: TypeReference.viewController.name) else { return false }
        return StoryboardDefinition.defaultName(forFile: file.file) == defaultNibName(of: declared, in: project)
    }

    /// The nib a view controller of class `className` loads when created
    /// without a nib name (`UIViewController.nibName`): its name without the
    /// suffix "Controller" if the run has a XIB of that name, else its name.
    private static func defaultNibName(of className: String, in project: Project) -> String {
        let short = String(className.dropLast("Controller".count))
        guard className.hasSuffix("Controller"), !short.isEmpty,
            project.interfaceFiles.contains(where: {
                $0.kind == .xib && StoryboardDefinition.defaultName(forFile: $0.file) == short
            })
        else { return className }
        return short
    }

    /// SG247: what the File's Owner's class lacks, why that is no proof,
    /// and what would make it one.
    private static func unprovenOwnerMessage(
        _ connection: InterfaceFile.Connection, _ declared: String, _ details: String, _ file: InterfaceFile,
        _ project: Project
    ) -> String {
        let what: String
        let failure: String
        if connection.kind == .action {
            what =
                "the action \"\(connection.name)\" is sent to the File's Owner, which "
                + "\(FilePath.fileName(file.file)) declares a \(declared); \(declared) does not implement it, nor "
                + "does a class above it"
            failure = "the event crashes (unrecognized selector sent to instance)"
        } else {
            what =
                "the outlet \"\(connection.name)\" is set on the File's Owner, which "
                + "\(FilePath.fileName(file.file)) declares a \(declared); neither \(declared) nor a class above it "
                + "has a settable key \"\(connection.name)\""
            failure = "loading the file throws NSUnknownKeyException"
        }
        var remedy = "give the File's Owner the class the code passes"
        if project.classHierarchy.isKind(declared, of: TypeReference.viewController.name) {
            let short = declared.hasSuffix("Controller") ? "\(declared.dropLast("Controller".count)).xib or " : ""
            remedy +=
                ", or, if \(declared) loads this XIB as its view, name the XIB after it "
                + "(\(short)\(declared).xib) as UIKit's default nib lookup does, which makes this a proof"
        }
        return what + details + "; but at run time the File's Owner is whatever object the code loading the XIB "
            + "passes (instantiate(withOwner:), loadNibNamed(_:owner:)), and the run does not see that it is a "
            + "\(declared): with one, \(failure); \(remedy)"
    }

    private static func judge(
        _ connection: InterfaceFile.Connection, on object: InterfaceFile.Object, in file: InterfaceFile,
        _ project: Project, _ toggled: [String: [Toggle]], _ frameworks: inout FrameworkClassLookup,
        _ report: inout CheckReport, _ unjudged: inout Unjudged
    ) {
        switch object.placeholder {
        case .firstResponder, .other: return
        case .filesOwner where object.customClass == nil: return
        case .filesOwner where !file.topLevelCells.isEmpty:
            // A cell's XIB is most often registered for reuse, and UIKit
            // loads a registered nib with no owner: the owner's connections
            // then go to nil. Only the code that loads it says whether one
            // is set (review finding).
            unjudged.add(
                "the File's Owner of a cell's XIB is what loads it, often nothing (a registered nib)",
                at: connection.location)
            return
        case .filesOwner, nil: break
        }
        guard
            let (className, module) = project.runtimeClasses.runtimeClass(
                of: object, targetModule: project.targetModule)
        else {
            unjudged.add("the class of <\(object.element)> is not known", at: connection.location)
            return
        }
        let classes = project.runtimeClasses
        if connection.kind == .action, let sender = file.objects[connection.holder].customClass,
            let why = project.runtimeClasses.runtimeClass(
                of: file.objects[connection.holder], targetModule: project.targetModule
            ).flatMap({
                classes.unknownChain(of: $0.0, module: $0.1, &frameworks)
            })
        {
            // A control of a class not known may never send that event.
            unjudged.add("the sender's class \(sender) is not all known: \(why)", at: connection.location)
            return
        }
        func ask(_ name: String, _ module: String?) -> RuntimeClasses.Answer {
            switch connection.kind {
            case .action: classes.responds(to: connection.name, on: name, module: module, &frameworks)
            case .runtimeAttributePathStart: classes.canGet(connection.name, on: name, module: module, &frameworks)
            case .outlet, .outletCollection:
                classes.canSet(connection.name, on: name, module: module, byKeyPath: false, &frameworks)
            case .runtimeAttribute:
                classes.canSet(connection.name, on: name, module: module, byKeyPath: true, &frameworks)
            }
        }
        switch ask(className, module) {
        case .found: return
        case .unknown(let why): unjudged.add(why, at: connection.location)
        case .matchesSwift2(let method):
            report.emit(
                .actionMatchesOnlySwift2Selector,
                "the action \"\(connection.name)\" is sent to \(className), whose method in \(method) had that "
                    + "selector in Swift 2 only: Swift 3 and later put its first argument label in the selector, so "
                    + "the event crashes once the code is built with them; name the first argument _ or mark the "
                    + "method @objc(\(connection.name))", at: connection.location)
        case .missing(let existing, let why):
            if object.placeholder == .filesOwner {
                // The owner may be a subclass, which may have the member.
                let answers = classes.subclasses(of: className).map { ask($0.name, $0.module) }
                if answers.contains(.found) { return }
                // (A subclass's Swift 2 match is left unjudged, as below.)
                for answer in answers {
                    switch answer {
                    case .unknown(let why):
                        unjudged.add(why, at: connection.location)
                        return
                    case .matchesSwift2(let method):
                        unjudged.add(
                            "a subclass's method at \(method) matches in Swift 2 only", at: connection.location)
                        return
                    case .found, .missing: continue
                    }
                }
            }
            let because = why.map { ": \($0)" } ?? ""
            // What SG241, SG249, SG251 and SG252 say first.
            let missingAction =
                "the action \"\(connection.name)\" is sent to \(className), which does not implement it, nor does a "
                + "class above it\(because)"
            let suggestion = Suggestion.didYouMean(connection.name, in: existing)
            if object.placeholder == .filesOwner, connection.kind != .runtimeAttribute,
                connection.kind != .runtimeAttributePathStart, let declared = object.customClass,
                !ownerIsProven(declared, of: file, project)
            {
                report.emit(
                    .unprovenFilesOwnerConnection,
                    unprovenOwnerMessage(connection, declared, because + suggestion, file, project),
                    at: connection.location)
                return
            }
            let sender = file.objects[connection.holder]
            if connection.kind == .action, sender.element == "barButtonItem",
                let segue = sender.triggeredSegues.first
            {
                // A bar button item is no control: it has one target and
                // one action, which the segue it triggers may take.
                report.emit(
                    .barButtonActionBesideSegue,
                    missingAction + "; but this bar button item also triggers "
                        + (segue.map { "the segue \"\($0)\"" } ?? "a segue") + ", and a bar button item has one "
                        + "target and one action: the built storyboard keeps the action or the segue, which the "
                        + "storyboard does not say; if it keeps the action, the event crashes (unrecognized selector "
                        + "sent to instance); remove the action, or implement it\(suggestion)", at: connection.location)
                return
            }
            if connection.kind == .action, let event = connection.eventType,
                let control = sender.className, let never = eventsNeverSent[sender.element], never.contains(event)
            {
                report.emit(
                    .actionOnEventNeverSent,
                    missingAction + "; but it is sent on \(event), which a \(control) never sends "
                        + "unless code sends it (sendActions(for: .\(event))), so it may never be sent; connect it to "
                        + "an event the control sends, or remove it\(suggestion)", at: connection.location)
                return
            }
            if connection.kind == .action, let why = mayBeInoperable(sender, in: file, toggled, project.classHierarchy)
            {
                report.emit(
                    .actionOfControlMaybeInoperable,
                    missingAction + "; but \(why); if it is sent, the event crashes "
                        + "(unrecognized selector sent to instance)\(suggestion)", at: connection.location)
                return
            }
            switch connection.kind {
            case .action:
                report.emit(
                    .unimplementedConnectionAction,
                    missingAction + "; the event crashes (unrecognized selector sent to "
                        + "instance)\(suggestion)", at: connection.location)
            case .runtimeAttributePathStart:
                report.emit(
                    .ignoredRuntimeAttribute,
                    "the runtime attribute's key path starts with \"\(connection.name)\", which cannot be read on "
                        + "\(className): neither it nor a class above it has a readable key \"\(connection.name)\""
                        + "\(because); UIKit logs \"Failed to set (…) user defined inspected property\" and leaves "
                        + "it unset\(suggestion)", at: connection.location)
            case .runtimeAttribute:
                report.emit(
                    .ignoredRuntimeAttribute,
                    "the runtime attribute's key \"\(connection.name)\" cannot be set on \(className): neither it "
                        + "nor a class above it has a settable key \"\(connection.name)\"\(because); UIKit logs "
                        + "\"Failed to set (\(connection.name)) user defined inspected property\" and leaves it "
                        + "unset\(suggestion)", at: connection.location)
            case .outlet, .outletCollection:
                report.emit(
                    .unsettableConnectionKey,
                    "the outlet \"\(connection.name)\" cannot be set on \(className): neither it nor a class above "
                        + "it has a settable key \"\(connection.name)\"\(because); loading the file throws "
                        + "NSUnknownKeyException (setValue:forUndefinedKey:)\(suggestion)", at: connection.location)
            }
        }
    }
}

/// The codes `ConnectionCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var unsettableConnectionKey: Self {
        .init("SG240", "an outlet, outlet collection or runtime attribute sets a key its object's class does not have")
    }
    public static var unimplementedConnectionAction: Self {
        .init("SG241", "an action sends a selector its target's class does not implement")
    }
    public static var invisibleCustomClass: Self {
        .init("SG242", "the runtime cannot find a custom class by the module and name the file gives")
    }
    public static var unprovenCustomClass: Self {
        .init(
            "SG254",
            "the target's module lacks a custom class, but the run lacks code of the module or nothing fails on the "
                + "element's own class")
    }
    public static var connectionsNotJudged: Self {
        .init("SG243", "Interface Builder connections were not checked: a class they need is not all known")
    }
    public static var ignoredRuntimeAttribute: Self {
        .init("SG244", "a runtime attribute's key path sets a key its object's class does not have")
    }
    public static var actionMatchesOnlySwift2Selector: Self {
        .init(
            "SG246", "an action matches a method only by the selector Swift 2 gave it, which Swift 3 and later do not")
    }
    public static var unprovenFilesOwnerConnection: Self {
        .init(
            "SG247",
            "a XIB's File's Owner class lacks an outlet or action, but the owner is what the loading code passes")
    }
    public static var connectionsOfUnloadedFile: Self {
        .init("SG250", "a XIB's or a scene's connections would fail, but nothing the run sees loads it")
    }
    public static var connectionToAnotherScene: Self {
        .init("SG248", "a connection leads to an object of another scene, so the built storyboard drops it")
    }
    public static var barButtonActionBesideSegue: Self {
        .init(
            "SG249",
            "a bar button item that also triggers a segue sends an action its target's class does not implement")
    }
    public static var actionOnEventNeverSent: Self {
        .init("SG251", "an action its target's class does not implement is sent on an event the control never sends")
    }
    public static var actionOfControlMaybeInoperable: Self {
        .init(
            "SG252",
            "an action its target's class does not implement is sent by a control hidden in the file or that code disables or hides"
        )
    }
    public static var invisibleClassOfBlockCreatedScene: Self {
        .init(
            "SG253",
            "a scene's class is not found by the name the file gives, but code creates the scene with a creator block")
    }
}
