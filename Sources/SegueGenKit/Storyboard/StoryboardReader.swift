import SegueGenSupport

/// Reads an Interface Builder storyboard into the same model as a manifest.
///
/// Only what matters for generated code is kept: each scene's controller
/// (kind, class, module, storyboard ID), every segue in the scene whatever
/// element triggers it (the controller itself, a cell, a bar button item, a
/// gesture recognizer…), unwind actions, segue classes and storyboard
/// references. Peek-and-pop `<segue key=…>` children and document-level
/// `<segue reference=…>` elements are not segues and are skipped.
public enum StoryboardReader {
    public static func read(
        _ bytes: [UInt8], file: String, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector
    ) -> InputDocument? {
        bytes.withUnsafeBufferPointer { buffer in
            read(buffer, release: { _ in }, file: file, limits: limits, diagnostics: &diagnostics)
        }
    }

    /// The `targetRuntime` of the document in `buffer` (`iOS.CocoaTouch`,
    /// `AppleTV`), read from its `<document>` tag near the start; nil when
    /// none is there.
    static func targetRuntime(in buffer: UnsafeBufferPointer<UInt8>) -> String? {
        let attribute = Array("targetRuntime=\"".utf8)
        let head = buffer.prefix(4096)
        guard let start = head.indices.first(where: { head[$0...].starts(with: attribute) }) else { return nil }
        let value = head[(start + attribute.count)...].prefix { $0 != UInt8(ascii: "\"") }
        return String(decoding: value, as: UTF8.self)
    }

    /// Reads the storyboard in `buffer`, calling `release` as it moves on so
    /// the caller can drop the bytes it has passed from memory.
    /// With `skipsOtherPlatforms`, an AppKit or WatchKit storyboard is left
    /// out with a note instead of an error: a folder holding one is a
    /// multi-platform app, which the run should not refuse.
    static func read(
        _ buffer: UnsafeBufferPointer<UInt8>, release: (Int) -> Void, file: String, limits: ReaderLimits,
        skipsOtherPlatforms: Bool = false, diagnostics: inout DiagnosticCollector
    ) -> InputDocument? {
        guard
            let start = InputText.contentStart(
                of: buffer, file: file, maximumSize: limits.maximumStoryboardSize,
                encodingAdvice: file.hasSuffix(".xib") ? "XIBs are UTF-8" : "storyboards are UTF-8", release: release,
                diagnostics: &diagnostics)
        else { return nil }
        let locator = LineLocator(buffer, file: file, start: start)
        var collector = StoryboardCollector(
            locator: locator, kind: InputFormat(path: file) == .xib ? .xib : .storyboard)
        let failure = withoutActuallyEscaping(release) { release -> XMLScanner.Failure? in
            var scanner = XMLScanner(buffer, from: start, maximumDepth: limits.maximumStoryboardDepth, release: release)
            do throws(XMLScanner.Failure) {
                try scanner.scan(&collector)
                return nil
            } catch {
                return error
            }
        }
        if let failure {
            let location = collector.locator.location(of: failure.offset)
            let notes = failure.note.map {
                [Diagnostic.Note($0.message, at: collector.locator.location(of: $0.offset))]
            }
            if failure.code == .unsupportedDocument && skipsOtherPlatforms {
                diagnostics.emit(
                    Diagnostic(
                        .otherPlatformSkipped,
                        "skipped: \(failure.message); it was found in a folder or a project, so the run goes on "
                            + "without it (named on its own, it is an error, SG011)", at: location))
            } else {
                diagnostics.emit(Diagnostic(failure.code, failure.message, at: location, notes: notes ?? []))
            }
            return nil
        }
        guard collector.sawDocument || collector.kind == .xib else {
            diagnostics.emit(
                Diagnostic(
                    .unsupportedDocument, "not an Interface Builder storyboard (the root element is not <document>)",
                    at: .start(of: file)))
            return nil
        }
        return collector.document(file: file, diagnostics: &diagnostics)
    }
}

/// The scanner handler that gathers scenes, controllers, exits,
/// placeholders and segues while the file streams past.
struct StoryboardCollector: XMLHandler {
    struct Controller {
        var elementID: String
        var kind: SceneKind
        var customClass: TypeReference?
        var storyboardIdentifier: String?
        var userLabel: String?
        /// The scene's title in Xcode's document outline, which Interface
        /// Builder writes as a comment before the scene.
        var outlineTitle: String?
        var location: SourceLocation
    }

    struct Placeholder {
        var storyboardName: String?
        var referencedIdentifier: String?
        var bundleIdentifier: String?
    }

    struct RawSegue {
        var destinationID: String?
        var kind: String?
        var identifier: String?
        var relationship: String?
        var unwindAction: String?
        var segueClass: TypeReference?
        /// Whether the segue hangs on the controller itself.
        var isManual: Bool
        var location: SourceLocation
    }

    struct RawScene {
        var controller: Controller?
        var segues: [RawSegue] = []
        var cellContainers: [CellContainer] = []
        var location: SourceLocation
    }

    var locator: LineLocator
    /// A XIB has no scenes; only its objects and connections are read.
    let kind: InterfaceFile.Kind
    var sawDocument = false
    private var connections = ConnectionCollector()
    private var initialControllerID: String?
    private var documentLocation: SourceLocation?
    private var scenes: [RawScene] = []
    private var currentScene: RawScene?
    private var sceneDepth = 0
    /// The depth of the scene's controller element, and whether the element
    /// of that depth being read is the controller (not a gesture recognizer
    /// or another object beside it).
    private var controllerDepth = 0
    private var isInsideController = false
    private var lastComment: String?
    private var currentSceneTitle: String?
    private var placeholders: [String: Placeholder] = [:]
    private var warnings: [Diagnostic] = []
    /// The modules `customModuleProvider="target"` classes name: Xcode
    /// writes the target's module there when the class was chosen.
    private var targetModules: Set<String> = []
    private var cells = CellPrototypeCollector()

    init(locator: LineLocator, kind: InterfaceFile.Kind) {
        self.locator = locator
        self.kind = kind
    }

    /// Controller elements by name; the element gives the kind, and the kind
    /// the default class.
    private static let controllerKinds = Dictionary(uniqueKeysWithValues: SceneKind.allCases.map { ($0.rawValue, $0) })

    mutating func startElement(_ tag: XMLTag) throws(XMLScanner.Failure) {
        connections.start(tag, locator: &locator)
        if tag.depth == 1 {
            try startDocument(tag)
            return
        }
        if tag.isNamed("scene") {
            currentScene = RawScene(location: locator.location(of: tag.offset))
            currentSceneTitle = lastComment
            sceneDepth = tag.depth
            return
        }
        lastComment = nil
        guard currentScene != nil else { return }
        cells.startElement(tag, locator: &locator)
        if controllerDepth > 0 && tag.depth == controllerDepth {
            isInsideController = tag.attribute("sceneMemberID", equals: "viewController")
        }
        if tag.isNamed("segue") {
            // Peek-and-pop children (`key`) and back-references (`reference`)
            // describe other segues; they are not segues themselves.
            guard !tag.has("key"), !tag.has("reference") else { return }
            let segueClass = typeReference(tag)
            currentScene!.segues.append(
                RawSegue(
                    destinationID: tag["destination"], kind: tag["kind"], identifier: tag["identifier"],
                    relationship: tag["relationship"], unwindAction: tag["unwindAction"],
                    segueClass: segueClass,
                    // `<controller><connections><segue>`: on the controller.
                    isManual: isInsideController && tag.depth == controllerDepth + 2,
                    location: locator.location(of: tag.offset)))
            return
        }
        guard tag.attribute("sceneMemberID", equals: "viewController"), let elementID = tag["id"] else { return }
        if tag.isNamed("viewControllerPlaceholder") {
            placeholders[elementID] = Placeholder(
                storyboardName: tag["storyboardName"], referencedIdentifier: tag["referencedIdentifier"],
                bundleIdentifier: tag["bundleIdentifier"])
            return
        }
        let location = locator.location(of: tag.offset)
        controllerDepth = tag.depth
        isInsideController = true
        let name = tag.name
        var kind = Self.controllerKinds[name]
        if kind == nil {
            warnings.append(
                Diagnostic(
                    .storyboardStructure,
                    "unknown controller element <\(name)>; it is read as a UIViewController", at: location))
            kind = .viewController
        }
        let customClass = typeReference(tag)
        currentScene!.controller = Controller(
            elementID: elementID, kind: kind!, customClass: customClass,
            storyboardIdentifier: tag["storyboardIdentifier"], userLabel: tag["userLabel"],
            outlineTitle: currentSceneTitle, location: location)
    }

    mutating func comment(_ text: String) {
        lastComment = text.trimmingWhitespace()
    }

    mutating func endElement(_ tag: XMLTag) throws(XMLScanner.Failure) {
        connections.end(tag)
        lastComment = nil
        guard currentScene != nil else { return }
        cells.endElement(tag)
        // The scene is copied only at its end, not at every end tag.
        if tag.depth == sceneDepth, tag.isNamed("scene"), var scene = currentScene {
            scene.cellContainers = cells.takeContainers()
            scenes.append(scene)
            currentScene = nil
            controllerDepth = 0
            isInsideController = false
        }
    }

    private mutating func startDocument(_ tag: XMLTag) throws(XMLScanner.Failure) {
        guard tag.isNamed("document") else { return }
        sawDocument = true
        let location = locator.location(of: tag.offset)
        documentLocation = location
        initialControllerID = tag["initialViewController"]
        let type = tag["type"] ?? ""
        let runtime = tag["targetRuntime"] ?? ""
        let platform: String?
        if type.contains(".Cocoa.") || runtime.hasPrefix("MacOSX") {
            platform = "an AppKit (macOS) \(kind == .xib ? "XIB" : "storyboard")"
        } else if type.contains("WatchKit") || runtime == "watchKit" {
            platform = "a WatchKit \(kind == .xib ? "XIB" : "storyboard")"
        } else if kind == .xib
            ? !type.hasSuffix(".XIB") || type.hasSuffix("Storyboard.XIB")
            : !type.hasSuffix("Storyboard.XIB") && !type.hasSuffix("Storyboard")
        {
            platform = type.isEmpty ? "a document of unknown type" : "a \"\(type)\" document"
        } else {
            platform = nil
        }
        if let platform {
            throw XMLScanner.Failure(
                code: .unsupportedDocument,
                message: "this is \(platform); SegueGen supports UIKit storyboards (iOS, tvOS, Mac Catalyst) only",
                offset: tag.offset)
        }
    }

    /// `customClass`, with `customModule` unless `customModuleProvider`
    /// says the class is in the target being built; that module is then
    /// the target's, noted in `targetModules`.
    private mutating func typeReference(_ tag: XMLTag) -> TypeReference? {
        guard let name = tag["customClass"] else { return nil }
        guard tag.attribute("customModuleProvider", equals: "target") else {
            return TypeReference(name: name, module: tag["customModule"])
        }
        if let module = tag["customModule"], !module.isEmpty { targetModules.insert(module) }
        return TypeReference(name: name)
    }

    // MARK: - Assembly

    func document(file: String, diagnostics: inout DiagnosticCollector) -> InputDocument {
        guard sawDocument else {
            // Xcode still builds a XIB of the `<archive>` format older
            // Xcodes wrote, which IB upgrades when it is opened.
            diagnostics.emit(
                Diagnostic(
                    .legacyXIBNotRead,
                    "this XIB is in the archive format of Xcode 4 and older, which SegueGen does not read, so its "
                        + "connections are not checked; open it in Interface Builder and save it to upgrade it",
                    at: .start(of: file)))
            return InputDocument(storyboard: nil)
        }
        diagnostics.emit(contentsOf: warnings)
        var interface = connections.interfaceFile(file: file, kind: kind)
        guard kind == .storyboard else { return InputDocument(storyboard: nil, interfaceFile: interface) }
        let storyboardName = StoryboardDefinition.defaultName(forFile: file)
        let controllers = scenes.compactMap(\.controller)
        let names = SceneNaming.names(for: controllers)
        var nameByElement: [String: String] = [:]
        for (controller, name) in zip(controllers, names) { nameByElement[controller.elementID] = name }
        var result: [Scene] = []
        for scene in scenes {
            guard let controller = scene.controller, let name = nameByElement[controller.elementID] else {
                interface.storyboardScenes.append(nil)
                continue
            }
            interface.storyboardScenes.append(result.count)
            // Sized for the scene's segues before they are made: grown one
            // by one, each scene's array held room for up to twice its
            // segues, a fifth of generate's peak memory at 10,000 scenes.
            var segues: [Segue] = []
            segues.reserveCapacity(scene.segues.count)
            for raw in scene.segues {
                if let segue = segue(raw, in: storyboardName, nameByElement: nameByElement, diagnostics: &diagnostics) {
                    segues.append(segue)
                }
            }
            result.append(
                Scene(
                    name: name, kind: controller.kind, customClass: controller.customClass,
                    storyboardIdentifier: controller.storyboardIdentifier, segues: segues,
                    cellContainers: scene.cellContainers, location: controller.location))
        }
        let initialScene = initialControllerID.flatMap { nameByElement[$0] }
        let location = documentLocation ?? .start(of: file)
        if result.isEmpty {
            // Xcode builds it, so it is no error; but a run that passes in
            // silence would hide a storyboard emptied by mistake.
            diagnostics.emit(
                Diagnostic(
                    .storyboardWithoutScenes,
                    "this storyboard has no scenes, so it adds nothing to check and nothing to the generated code",
                    at: location))
        }
        return InputDocument(
            storyboard: StoryboardDefinition(
                name: storyboardName, origin: .storyboard, file: file, initialScene: initialScene,
                initialSceneLocation: location, scenes: result, location: location),
            targetModules: targetModules.sorted(), interfaceFile: interface)
    }

    private func segue(
        _ raw: RawSegue, in storyboardName: String, nameByElement: [String: String],
        diagnostics: inout DiagnosticCollector
    ) -> Segue? {
        guard let kindText = raw.kind else {
            diagnostics.emit(Diagnostic(.storyboardStructure, "segue without a kind; skipped", at: raw.location))
            return nil
        }
        guard let kind = SegueKind(rawValue: kindText) else {
            diagnostics.emit(
                Diagnostic(.storyboardStructure, "unknown segue kind \"\(kindText)\"; skipped", at: raw.location))
            return nil
        }
        var destination: SceneReference?
        if !kind.isUnwind {
            guard let destinationID = raw.destinationID else {
                diagnostics.emit(
                    Diagnostic(.storyboardStructure, "segue without a destination; skipped", at: raw.location))
                return nil
            }
            if let name = nameByElement[destinationID] {
                destination = SceneReference(target: .scene(name))
            } else if let placeholder = placeholders[destinationID] {
                // A reference naming neither storyboard nor scene is the
                // initial scene of its own storyboard.
                let ownStoryboard = placeholder.referencedIdentifier == nil ? storyboardName : nil
                destination = SceneReference(
                    storyboard: placeholder.storyboardName ?? ownStoryboard,
                    target: placeholder.referencedIdentifier.map { .storyboardIdentifier($0) } ?? .initialScene,
                    bundle: placeholder.bundleIdentifier)
            } else {
                diagnostics.emit(
                    Diagnostic(
                        .storyboardStructure, "segue leads to \"\(destinationID)\", which is no scene; skipped",
                        at: raw.location))
                return nil
            }
        }
        return Segue(
            identifier: raw.identifier, kind: kind, relationship: raw.relationship, destination: destination,
            segueClass: raw.segueClass, action: kind.isUnwind ? raw.unwindAction : nil,
            isManual: kind.isPerformable ? raw.isManual : nil,
            location: raw.location)
    }
}
