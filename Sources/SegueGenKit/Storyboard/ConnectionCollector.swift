import SegueGenSupport

/// Gathers, as a storyboard or XIB streams past, every object with its
/// class and the connections it holds (`InterfaceFile`). The storyboard
/// collector hands it every tag; it keeps a stack of the objects open
/// around the tag, so a connection is given to the object two levels up
/// (`<button><connections><action/>`) and an object inherits the hiding of
/// the view holding it, and resolves nothing until the end,
/// since a destination may come later in the file.
struct ConnectionCollector {
    private var objects: [InterfaceFile.Object] = []
    private var connections: [InterfaceFile.Connection] = []
    /// The objects open around the current tag: depth and index.
    private var open: [(depth: Int, index: Int)] = []
    /// The depth of the `<objects>` element open, whose children are the
    /// top-level objects.
    private var objectsDepth = -1
    /// The storyboard scene open, by its place in the file, and its
    /// element's depth.
    private var scene: (index: Int, depth: Int)?
    private var scenesSeen = 0

    mutating func start(_ tag: XMLTag, locator: inout LineLocator) {
        if tag.isNamed("outlet") {
            connect(.outlet, name: tag["property"], destination: tag["destination"], tag, locator: &locator)
        } else if tag.isNamed("action") {
            connect(.action, name: tag["selector"], destination: tag["destination"], tag, locator: &locator)
        } else if tag.isNamed("outletCollection") {
            connect(.outletCollection, name: tag["property"], destination: tag["destination"], tag, locator: &locator)
        } else if tag.isNamed("userDefinedRuntimeAttribute") {
            let path = tag["keyPath"]
            let key = path.map { String($0.prefix { $0 != "." }) }
            let isPath = path.map { $0.contains(".") } ?? false
            connect(
                isPath ? .runtimeAttributePathStart : .runtimeAttribute, name: key, destination: nil, tag,
                locator: &locator)
        } else if tag.isNamed("objects") {
            objectsDepth = tag.depth
        } else if tag.isNamed("scene") {
            scene = (scenesSeen, tag.depth)
            scenesSeen += 1
        } else if tag.isNamed("segue") {
            if let holder = open.last, holder.depth == tag.depth - 2 {
                objects[holder.index].triggeredSegues.append(tag["identifier"])
            }
        } else if let id = tag["id"] {
            startObject(tag, id: id, locator: &locator)
        }
    }

    mutating func end(_ tag: XMLTag) {
        if let last = open.last, last.depth == tag.depth { open.removeLast() }
        if tag.depth == objectsDepth { objectsDepth = -1 }
        if tag.depth == scene?.depth { scene = nil }
    }

    private mutating func startObject(_ tag: XMLTag, id: String, locator: inout LineLocator) {
        var placeholder: InterfaceFile.Object.Placeholder?
        if tag.isNamed("placeholder") {
            if tag.attribute("placeholderIdentifier", equals: "IBFilesOwner") {
                placeholder = .filesOwner
            } else if tag.attribute("placeholderIdentifier", equals: "IBFirstResponder") {
                placeholder = .firstResponder
            } else {
                placeholder = .other
            }
        } else if tag.isNamed("exit") || tag.isNamed("viewControllerPlaceholder") {
            placeholder = .other
        }
        let moduleIsTarget = tag.attribute("customModuleProvider", equals: "target")
        let location = locator.location(of: tag.offset)
        let hiddenBy =
            tag.attribute("hidden", equals: "YES") ? location : open.last.flatMap { objects[$0.index].hiddenBy }
        open.append((tag.depth, objects.count))
        objects.append(
            InterfaceFile.Object(
                id: id, element: tag.name, customClass: tag["customClass"],
                customModule: moduleIsTarget ? nil : tag["customModule"], moduleIsTarget: moduleIsTarget,
                placeholder: placeholder, isTopLevel: tag.depth == objectsDepth + 1,
                reuseIdentifier: tag["reuseIdentifier"], scene: scene?.index, hiddenBy: hiddenBy, location: location))
    }

    /// A connection inside `<connections>` (or a runtime attribute inside
    /// `<userDefinedRuntimeAttributes>`) of the object two levels up.
    private mutating func connect(
        _ kind: InterfaceFile.Connection.Kind, name: String?, destination: String?, _ tag: XMLTag,
        locator: inout LineLocator
    ) {
        guard let name, !name.isEmpty, let holder = open.last, holder.depth == tag.depth - 2 else { return }
        connections.append(
            InterfaceFile.Connection(
                kind: kind, name: name, holder: holder.index, destination: destination,
                eventType: kind == .action ? tag["eventType"] : nil, location: locator.location(of: tag.offset)))
    }

    func interfaceFile(file: String, kind: InterfaceFile.Kind) -> InterfaceFile {
        InterfaceFile(file: file, kind: kind, objects: objects, connections: connections)
    }
}
