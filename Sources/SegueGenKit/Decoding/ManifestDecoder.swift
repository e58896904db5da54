import SegueGenSupport

/// Turns a manifest's located tree into the model (format version 1, see
/// `docs/Manifest.md`), reporting every wrong type, missing key and unknown
/// key at its node rather than stopping at the first.
public enum ManifestDecoder {
    public static let supportedVersion = 1

    static let topLevelKeys = ["version", "storyboard", "initialScene", "scenes", "classes"]
    static let sceneKeys = ["name", "kind", "class", "module", "storyboardID", "segues"]
    static let segueKeys = ["id", "kind", "destination", "relationship", "class", "module", "action", "manual"]
    static let destinationKeys = ["storyboard", "scene", "storyboardID", "bundle"]
    static let classKeys = ["unwindActions", "unwindActionsFromCode", "senders", "confirmsLeaving"]

    /// Every key the decoder reads, by the heading of docs/Manifest.md that
    /// documents it: the tables the decoder checks keys against, so a key
    /// added to one cannot go undocumented (a test holds the two together).
    public static let keysByObject: KeyValuePairs<String, [String]> = [
        "Top level": topLevelKeys, "Scenes": sceneKeys, "Segues": segueKeys, "Destinations": destinationKeys,
        "Class declarations": classKeys,
    ]

    /// Decodes one manifest. Returns nil when it is not a manifest at all
    /// (wrong top-level shape or version); otherwise returns what could be
    /// decoded, with the errors in `diagnostics`.
    public static func decode(_ root: Node, file: String, diagnostics: inout DiagnosticCollector) -> InputDocument? {
        if case .scalar(.null) = root.value {
            diagnostics.emit(
                Diagnostic(
                    .missingKey,
                    "the manifest is empty; a manifest starts with \"version: 1\", then its scenes or classes",
                    at: .start(of: file)))
            return nil
        }
        guard var top = MappingReader(root, subject: "the manifest", diagnostics: &diagnostics) else { return nil }
        guard decodeVersion(&top, diagnostics: &diagnostics) else { return nil }
        let nameNode = top.value("storyboard")
        let name = nameNode?.string("the storyboard name", diagnostics: &diagnostics)
        if let name, let nameNode, name.isEmpty {
            diagnostics.emit(Diagnostic(.invalidValue, "a storyboard name cannot be empty", at: nameNode.location))
        }
        let initialNode = top.value("initialScene")
        let initialScene = initialNode?.string("the initial scene", diagnostics: &diagnostics)
        var storyboard: StoryboardDefinition?
        if let scenesNode = top.value("scenes") {
            let scenes = (scenesNode.sequence("scenes", diagnostics: &diagnostics) ?? []).compactMap {
                decodeScene($0, diagnostics: &diagnostics)
            }
            storyboard = StoryboardDefinition(
                name: name ?? StoryboardDefinition.defaultName(forFile: file), origin: .manifest, file: file,
                initialScene: initialScene, initialSceneLocation: initialNode?.location, scenes: scenes,
                location: nameNode?.location ?? root.location)
        } else if let node = nameNode ?? initialNode {
            diagnostics.emit(
                Diagnostic(
                    .missingKey,
                    "a manifest that names a storyboard or its initial scene needs \"scenes\"; "
                        + "a manifest with only \"classes\" completes the storyboards of the same run",
                    at: node.location))
        }
        let classes = top.value("classes").map { decodeClasses($0, diagnostics: &diagnostics) } ?? []
        if storyboard == nil && classes.isEmpty && nameNode == nil && initialNode == nil {
            diagnostics.emit(
                Diagnostic(.missingKey, "the manifest declares neither \"scenes\" nor \"classes\"", at: root.location))
        }
        top.reportUnknownKeys(known: topLevelKeys, diagnostics: &diagnostics)
        return InputDocument(storyboard: storyboard, classes: classes)
    }

    private static func decodeVersion(_ top: inout MappingReader, diagnostics: inout DiagnosticCollector) -> Bool {
        guard let node = top.required("version", diagnostics: &diagnostics) else { return false }
        guard case .scalar(.number(let text)) = node.value, let version = Int(text) else {
            diagnostics.emit(
                Diagnostic(
                    .typeMismatch, "expected the format version as a whole number, found \(node.kindDescription)",
                    at: node.location))
            return false
        }
        guard version == supportedVersion else {
            diagnostics.emit(
                Diagnostic(
                    .unsupportedVersion,
                    "manifest format version \(version) is not supported; this seguegen reads version "
                        + "\(supportedVersion)\(version > supportedVersion ? " (a newer seguegen may read it)" : "")",
                    at: node.location))
            return false
        }
        return true
    }

    private static func decodeScene(_ node: Node, diagnostics: inout DiagnosticCollector) -> Scene? {
        guard var scene = MappingReader(node, subject: "a scene", diagnostics: &diagnostics) else { return nil }
        defer { scene.reportUnknownKeys(known: sceneKeys, diagnostics: &diagnostics) }
        let nameNode = scene.required("name", diagnostics: &diagnostics)
        let name = nameNode?.string("the scene name", diagnostics: &diagnostics)
        if let name, let nameNode, name.isEmpty || name.contains(".") {
            diagnostics.emit(
                Diagnostic(
                    .invalidValue, "a scene name must be non-empty and cannot contain '.'", at: nameNode.location))
        }
        var kind = SceneKind.viewController
        if let kindNode = scene.value("kind"), let text = kindNode.string("the scene kind", diagnostics: &diagnostics) {
            if let parsed = SceneKind(rawValue: text) {
                kind = parsed
            } else {
                diagnostics.emit(
                    Diagnostic(
                        .invalidValue,
                        "unknown scene kind \"\(text)\"\(Suggestion.didYouMean(text, in: SceneKind.allCases.map(\.rawValue)))",
                        at: kindNode.location))
            }
        }
        let classNode = scene.value("class")
        let customClass = decodeType(
            classNode: classNode, moduleNode: scene.value("module"), owner: "scene", diagnostics: &diagnostics)
        let storyboardIdentifier = scene.value("storyboardID")?.string("the storyboard ID", diagnostics: &diagnostics)
        let segues = (scene.value("segues")?.sequence("segues", diagnostics: &diagnostics) ?? []).compactMap {
            decodeSegue($0, diagnostics: &diagnostics)
        }
        guard let name else { return nil }
        return Scene(
            name: name, kind: kind, customClass: customClass, storyboardIdentifier: storyboardIdentifier,
            // A manifest declares no cells: their identifiers are the code's
            // business, read from the storyboards (docs/Manifest.md).
            segues: segues, cellContainers: [], location: node.location, customClassLocation: classNode?.location)
    }

    private static func decodeType(
        classNode: Node?, moduleNode: Node?, owner: String, diagnostics: inout DiagnosticCollector
    ) -> TypeReference? {
        let module = moduleNode?.string("the module", diagnostics: &diagnostics)
        guard let classNode else {
            if let moduleNode {
                diagnostics.emit(
                    Diagnostic(
                        .conflictingKeys, "\"module\" needs \"class\" in the same \(owner)", at: moduleNode.location))
            }
            return nil
        }
        guard let name = classNode.string("the class name", diagnostics: &diagnostics) else { return nil }
        return TypeReference(name: name, module: module)
    }

    private static func decodeSegue(_ node: Node, diagnostics: inout DiagnosticCollector) -> Segue? {
        guard var segue = MappingReader(node, subject: "a segue", diagnostics: &diagnostics) else { return nil }
        defer { segue.reportUnknownKeys(known: segueKeys, diagnostics: &diagnostics) }
        let identifierNode = segue.value("id")
        let identifier = identifierNode?.string("the segue identifier", diagnostics: &diagnostics)
        var kind: SegueKind?
        if let kindNode = segue.required("kind", diagnostics: &diagnostics),
            let text = kindNode.string("the segue kind", diagnostics: &diagnostics)
        {
            kind = SegueKind(rawValue: text)
            if kind == nil {
                diagnostics.emit(
                    Diagnostic(
                        .invalidValue,
                        "unknown segue kind \"\(text)\"\(Suggestion.didYouMean(text, in: SegueKind.allCases.map(\.rawValue)))",
                        at: kindNode.location))
                // Read as the kind suggested, so that the checks still see
                // the segue, and its other mistakes (its destination) are
                // reported with this one.
                kind = Suggestion.closest(to: text, in: SegueKind.allCases.map(\.rawValue)).flatMap(SegueKind.init)
            }
        }
        let relationship = segue.value("relationship")?.string("the relationship", diagnostics: &diagnostics)
        let destinationNode = segue.value("destination")
        let destination = destinationNode.flatMap { decodeDestination($0, diagnostics: &diagnostics) }
        let classNode = segue.value("class")
        let segueClass = decodeType(
            classNode: classNode, moduleNode: segue.value("module"), owner: "segue", diagnostics: &diagnostics)
        let actionNode = segue.value("action")
        let action = actionNode.flatMap { decodeSelector($0, diagnostics: &diagnostics) }
        let manualNode = segue.value("manual")
        var isManual = manualNode?.bool("manual", diagnostics: &diagnostics)
        guard let kind else { return nil }
        if let manualNode, isManual != nil, !kind.isPerformable {
            // Relationships and embeds hang on their container and run when
            // it loads; no code performs them.
            diagnostics.emit(
                Diagnostic(
                    .conflictingKeys,
                    "\"manual\" is only for segues code can perform; a \(kind.rawValue) segue "
                        + "runs when its container loads", at: manualNode.location))
            isManual = nil
        }
        return Segue(
            identifier: identifier, kind: kind, relationship: relationship, destination: destination,
            segueClass: segueClass, action: action, isManual: isManual, location: node.location,
            identifierLocation: identifierNode?.location, destinationLocation: destinationNode?.location,
            actionLocation: actionNode?.location, segueClassLocation: classNode?.location)
    }

    /// A selector in YAML is easy to write unquoted (`- unwindToRed:`), which
    /// YAML reads as a one-key mapping; say so instead of "expected a string".
    static func decodeSelector(_ node: Node, diagnostics: inout DiagnosticCollector) -> String? {
        if case .mapping(let entries) = node.value, entries.count == 1, case .scalar(.null) = entries[0].value.value {
            diagnostics.emit(
                Diagnostic(
                    .typeMismatch,
                    "a selector ending in ':' must be quoted in YAML; write \"\(entries[0].key):\"",
                    at: node.location))
            return nil
        }
        return node.string("the unwind action selector", diagnostics: &diagnostics)
    }

    private static func decodeDestination(_ node: Node, diagnostics: inout DiagnosticCollector) -> SceneReference? {
        if case .mapping = node.value {
            guard var mapping = MappingReader(node, subject: "a destination", diagnostics: &diagnostics) else {
                return nil
            }
            defer { mapping.reportUnknownKeys(known: destinationKeys, diagnostics: &diagnostics) }
            let storyboard = mapping.value("storyboard")?.string("the storyboard name", diagnostics: &diagnostics)
            let scene = mapping.value("scene")?.string("the scene name", diagnostics: &diagnostics)
            let identifier = mapping.value("storyboardID")?.string("the storyboard ID", diagnostics: &diagnostics)
            let bundle = mapping.value("bundle")?.string("the bundle identifier", diagnostics: &diagnostics)
            switch (scene, identifier) {
            case (let scene?, nil):
                return SceneReference(storyboard: storyboard, target: .scene(scene), bundle: bundle)
            case (nil, let identifier?):
                return SceneReference(storyboard: storyboard, target: .storyboardIdentifier(identifier), bundle: bundle)
            case (nil, nil):
                guard let storyboard else {
                    diagnostics.emit(
                        Diagnostic(
                            .missingKey, "a destination needs \"scene\", \"storyboardID\" or \"storyboard\"",
                            at: node.location))
                    return nil
                }
                return SceneReference(storyboard: storyboard, target: .initialScene, bundle: bundle)
            case (.some, .some):
                diagnostics.emit(
                    Diagnostic(
                        .conflictingKeys, "a destination names a scene either by \"scene\" or by \"storyboardID\"",
                        at: node.location))
                return nil
            }
        }
        guard let text = node.string("the destination", diagnostics: &diagnostics) else { return nil }
        // Scene names cannot contain '.', storyboard names can: the last dot
        // separates them.
        guard let dot = text.lastIndex(of: ".") else { return SceneReference(target: .scene(text)) }
        let storyboard = String(text[..<dot])
        let scene = String(text[text.index(after: dot)...])
        guard !storyboard.isEmpty, !scene.isEmpty else {
            diagnostics.emit(
                Diagnostic(.invalidValue, "write a destination as \"Scene\" or \"Storyboard.Scene\"", at: node.location)
            )
            return nil
        }
        return SceneReference(storyboard: storyboard, target: .scene(scene))
    }

    private static func decodeClasses(_ node: Node, diagnostics: inout DiagnosticCollector) -> [ClassDeclaration] {
        guard case .mapping(let entries) = node.value else {
            diagnostics.emit(
                Diagnostic(
                    .typeMismatch, "expected \"classes\" as a mapping from class names, found \(node.kindDescription)",
                    at: node.location))
            return []
        }
        return entries.compactMap { entry in
            decodeClass(name: entry.key, node: entry.value, location: entry.keyLocation, diagnostics: &diagnostics)
        }
    }

    private static func decodeClass(
        name: String, node: Node, location: SourceLocation, diagnostics: inout DiagnosticCollector
    ) -> ClassDeclaration? {
        guard var mapping = MappingReader(node, subject: "the class \(name)", diagnostics: &diagnostics) else {
            return nil
        }
        defer { mapping.reportUnknownKeys(known: classKeys, diagnostics: &diagnostics) }
        let actions = (mapping.value("unwindActions")?.sequence("unwind actions", diagnostics: &diagnostics) ?? [])
            .compactMap { item in
                decodeSelector(item, diagnostics: &diagnostics).map {
                    ClassDeclaration.UnwindAction(selector: $0, location: item.location)
                }
            }
        var senders: [ClassDeclaration.Sender] = []
        if let sendersNode = mapping.value("senders") {
            if case .mapping(let entries) = sendersNode.value {
                for entry in entries {
                    if let type = entry.value.string("the sender type", diagnostics: &diagnostics) {
                        senders.append(.init(identifier: entry.key, type: type, location: entry.keyLocation))
                    }
                }
            } else {
                diagnostics.emit(
                    Diagnostic(
                        .typeMismatch,
                        "expected \"senders\" as a mapping from segue identifiers to types, found "
                            + sendersNode.kindDescription, at: sendersNode.location))
            }
        }
        let confirmsLeaving = mapping.value("confirmsLeaving").flatMap { node in
            node.bool("\"confirmsLeaving\"", diagnostics: &diagnostics) == true ? node.location : nil
        }
        let fromCode = mapping.value("unwindActionsFromCode").flatMap {
            $0.bool("\"unwindActionsFromCode\"", diagnostics: &diagnostics)
        }
        return ClassDeclaration(
            name: name, unwindActions: actions, unwindActionsFromCode: fromCode ?? true, senders: senders,
            confirmsLeaving: confirmsLeaving, location: location)
    }
}
