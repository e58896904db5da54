import SegueGenSupport

/// Gathers a scene's table and collection views and their prototypes while
/// the storyboard streams past, for `StoryboardCollector`:
///
/// - `<tableView dataMode="prototypes">` holds
///   `<prototypes><tableViewCell reuseIdentifier=…>`; a static table
///   (`dataMode="static"`) holds cells no code dequeues, and is skipped;
/// - `<collectionView>` holds `<cells><collectionViewCell reuseIdentifier=…>`
///   and, as its own children, `<collectionReusableView
///   key="sectionHeaderView"|"sectionFooterView" reuseIdentifier=…>`.
///
/// A prototype belongs to the view whose element holds it at the depth the
/// format places it, so a table inside another table's cell keeps its own
/// prototypes. Most tags are neither, and their first byte says so.
struct CellPrototypeCollector {
    private struct Open {
        var depth: Int
        var order: Int
        var container: CellContainer
    }

    private var open: [Open] = []
    private var closed: [(order: Int, container: CellContainer)] = []
    private var opened = 0

    mutating func startElement(_ tag: XMLTag, locator: inout LineLocator) {
        let first = tag.text.bytes[tag.nameStart]
        guard first == UInt8(ascii: "t") || first == UInt8(ascii: "c") else { return }
        if tag.isNamed("tableView") {
            guard !tag.attribute("dataMode", equals: "static") else { return }
            openContainer(.tableView, tag, locator: &locator)
        } else if tag.isNamed("collectionView") {
            openContainer(.collectionView, tag, locator: &locator)
        } else if tag.isNamed("tableViewCell") {
            addPrototype(.cell, in: .tableView, tag, parentDepth: tag.depth - 2, locator: &locator)
        } else if tag.isNamed("collectionViewCell") {
            addPrototype(.cell, in: .collectionView, tag, parentDepth: tag.depth - 2, locator: &locator)
        } else if tag.isNamed("collectionReusableView") {
            if tag.attribute("key", equals: "sectionHeaderView") {
                addPrototype(.sectionHeader, in: .collectionView, tag, parentDepth: tag.depth - 1, locator: &locator)
            } else if tag.attribute("key", equals: "sectionFooterView") {
                addPrototype(.sectionFooter, in: .collectionView, tag, parentDepth: tag.depth - 1, locator: &locator)
            }
        }
    }

    mutating func endElement(_ tag: XMLTag) {
        guard let last = open.last, last.depth == tag.depth else { return }
        open.removeLast()
        // A view without prototypes gets its cells from code: no claim.
        if !last.container.prototypes.isEmpty { closed.append((last.order, last.container)) }
    }

    /// The containers of the scene just read, in document order; the
    /// collector starts again empty.
    mutating func takeContainers() -> [CellContainer] {
        defer {
            open = []
            closed = []
        }
        return closed.sorted { $0.order < $1.order }.map(\.container)
    }

    private mutating func openContainer(_ kind: CellContainer.Kind, _ tag: XMLTag, locator: inout LineLocator) {
        opened += 1
        open.append(
            Open(
                depth: tag.depth, order: opened,
                container: CellContainer(
                    kind: kind, elementID: tag["id"] ?? "", prototypes: [], location: locator.location(of: tag.offset))
            ))
    }

    private mutating func addPrototype(
        _ role: CellPrototype.Role, in kind: CellContainer.Kind, _ tag: XMLTag, parentDepth: Int,
        locator: inout LineLocator
    ) {
        guard let last = open.last, last.depth == parentDepth, last.container.kind == kind,
            let identifier = tag["reuseIdentifier"], !identifier.isEmpty
        else { return }
        let customClass = tag["customClass"].map { TypeReference(name: $0, module: moduleName(tag)) }
        open[open.count - 1].container.prototypes.append(
            CellPrototype(
                role: role, reuseIdentifier: identifier, customClass: customClass,
                location: locator.location(of: tag.offset)))
    }

    /// `customModule`, unless `customModuleProvider` says the class is the
    /// target's own, as for controllers.
    private func moduleName(_ tag: XMLTag) -> String? {
        tag.attribute("customModuleProvider", equals: "target") ? nil : tag["customModule"]
    }
}
