import SegueGenSupport

/// The tree of an XcodeGen project spec as XcodeGen resolves it before it
/// builds anything: the files it includes merged under it, paths of an
/// included file made relative to the root spec's folder, and each
/// target's templates merged under it. The values keep the lines and
/// columns of the file they were written in.
struct XcodeGenSpec {
    /// Why a spec cannot be read, where.
    struct Failure: Error {
        var reason: String
        var location: SourceLocation
        /// Whether git's conflict markers are what stopped the reading.
        var isMergeConflict = false
    }

    /// The merged tree: a mapping.
    var root: Node
    /// The spec files read, the root first.
    var files: [String]

    /// Reads the spec at `path` and the files it includes; `readFile`
    /// gives a file's bytes.
    static func load(_ path: String, readFile: @escaping (String) -> [UInt8]?) -> Result<XcodeGenSpec, Failure> {
        var loader = Loader(readFile: readFile)
        do throws(Failure) {
            let tree = try loader.load(path, base: "", at: .start(of: path), depth: 0)
            return .success(XcodeGenSpec(root: tree, files: loader.files))
        } catch {
            return .failure(error)
        }
    }

    /// Reads spec files and what they include, each once.
    private struct Loader {
        let readFile: (String) -> [UInt8]?
        var files: [String] = []

        /// The tree of the file at `path`, with its includes merged under
        /// it; `base` is its folder from the root spec's, which its paths
        /// are rebased onto.
        mutating func load(_ path: String, base: String, at location: SourceLocation, depth: Int) throws(Failure)
            -> Node
        {
            guard depth < 16 else { throw Failure(reason: "includes nest deeper than 16 files", location: location) }
            // XcodeGen merges a file included twice once.
            guard !files.contains(path) else { return Node(.mapping([]), at: location) }
            files.append(path)
            guard let bytes = readFile(path) else {
                throw Failure(reason: "cannot read the included file \(path)", location: location)
            }
            if let marker = MergeConflict.firstMarker(in: bytes, file: path) {
                throw Failure(reason: marker.text, location: marker.location, isMergeConflict: true)
            }
            var diagnostics = DiagnosticCollector()
            let syntax: ManifestSyntax = path.lowercased().hasSuffix(".json") ? .json : .yaml
            guard let tree = syntax.readProjectDescription(bytes, file: path, diagnostics: &diagnostics) else {
                let first = diagnostics.sorted.first
                throw Failure(
                    reason: first?.message ?? "cannot read the file", location: first?.location ?? .start(of: path))
            }
            guard case .mapping = tree.value else {
                throw Failure(
                    reason: "expected a mapping at the top, found \(tree.kindDescription)", location: tree.location)
            }
            var merged = Node(.mapping([]), at: tree.location)
            for include in try includes(of: tree) where include.isEnabled {
                let folder = FilePath.folderPrefix(of: include.path)
                let included = try load(
                    FilePath.joinNormalized(FilePath.folderPrefix(of: path), include.path),
                    base: include.relativePaths ? FilePath.joinNormalized(base, folder) : base,
                    at: include.location, depth: depth + 1)
                merged = Self.merged(included, onto: merged)
            }
            return Self.merged(Self.rebased(tree, onto: base), onto: merged)
        }

        private struct Include {
            var path: String
            var relativePaths = true
            var isEnabled = true
            var location: SourceLocation
        }

        /// `include:` as a path, or a list of paths and `{path:}` entries.
        private func includes(of tree: Node) throws(Failure) -> [Include] {
            guard let value = tree["include"] else { return [] }
            let items: [Node]
            if case .sequence(let list) = value.value { items = list } else { items = [value] }
            var result: [Include] = []
            for item in items {
                if let path = item.text {
                    result.append(Include(path: path, location: item.location))
                } else if let path = item["path"]?.text {
                    result.append(
                        Include(
                            path: path, relativePaths: item["relativePaths"]?.flag ?? true,
                            isEnabled: item["enable"]?.flag ?? true, location: item.location))
                } else {
                    throw Failure(
                        reason:
                            "expected an include as a path or a mapping with \"path\", found \(item.kindDescription)",
                        location: item.location)
                }
            }
            return result
        }

        /// `over` merged onto `base` as XcodeGen merges specs and templates:
        /// mappings key by key, lists one after the other, any other value
        /// replaced; a key ending in `:REPLACE` replaces whatever it names.
        static func merged(_ over: Node, onto base: Node) -> Node {
            guard case .mapping(let overEntries) = over.value, case .mapping(var entries) = base.value else {
                return over
            }
            for var entry in overEntries {
                let replaces = entry.key.hasSuffix(":REPLACE")
                if replaces { entry.key = String(entry.key.dropLast(":REPLACE".count)) }
                guard let index = entries.firstIndex(where: { $0.key == entry.key }) else {
                    entries.append(entry)
                    continue
                }
                switch (entries[index].value.value, entry.value.value) {
                case (.mapping, .mapping) where !replaces:
                    entries[index].value = merged(entry.value, onto: entries[index].value)
                case (.sequence(let first), .sequence(let second)) where !replaces:
                    entries[index].value = Node(.sequence(first + second), at: entry.value.location)
                default:
                    entries[index] = entry
                }
            }
            return Node(.mapping(entries), at: over.location)
        }

        /// The paths of a spec file's targets, templates, config files and
        /// packages, written relative to its folder, made relative to the
        /// root spec's folder by prefixing `base`.
        static func rebased(_ tree: Node, onto base: String) -> Node {
            guard !base.isEmpty else { return tree }
            let path = { (node: Node) in node.replacingString { FilePath.joinNormalized(base, $0) } }
            let pathInMapping = { (node: Node) in node.mappingValues { $0.mappingEntry("path", path) } }
            let target = { (node: Node) in
                node.mappingEntry("sources") { sources in
                    sources.mappingItems { $0.text != nil ? path($0) : $0.mappingEntry("path", path) }
                }
                .mappingEntry("configFiles") { $0.mappingValues(path) }
                .mappingEntry("info") { $0.mappingEntry("path", path) }
                .mappingEntry("dependencies") { $0.mappingItems { $0.mappingEntry("framework", path) } }
                .mappingEntry("preBuildScripts") { $0.mappingItems { $0.mappingEntry("path", path) } }
                .mappingEntry("postCompileScripts") { $0.mappingItems { $0.mappingEntry("path", path) } }
            }
            return tree.mappingEntry("targets") { $0.mappingValues(target) }
                .mappingEntry("targetTemplates") { $0.mappingValues(target) }
                .mappingEntry("configFiles") { $0.mappingValues(path) }
                .mappingEntry("packages", pathInMapping)
                .mappingEntry("projectReferences", pathInMapping)
                .mappingEntry("localPackages") { $0.mappingItems(path) }
        }
    }
}

extension XcodeGenSpec {
    /// Each target's templates (`targetTemplates`, named by `templates:`,
    /// theirs before them) merged under it, and `${target_name}` and its
    /// `templateAttributes` written out in its strings, as XcodeGen does.
    func targetsWithTemplates() throws(Failure) -> [Node.Entry] {
        guard let targets = root["targets"] else { return [] }
        guard case .mapping(let entries) = targets.value else {
            throw Failure(
                reason: "expected targets as a mapping, found \(targets.kindDescription)", location: targets.location)
        }
        let templates = root["targetTemplates"]
        var result: [Node.Entry] = []
        for var entry in entries {
            guard case .mapping = entry.value.value else {
                throw Failure(
                    reason: "expected target \(entry.key) as a mapping, found \(entry.value.kindDescription)",
                    location: entry.value.location)
            }
            var names: [String] = []
            try collectTemplates(of: entry.value, from: templates, into: &names, depth: 0)
            guard !names.isEmpty else {
                result.append(entry)
                continue
            }
            var merged = Node(.mapping([]), at: entry.value.location)
            for name in names {
                if let template = templates?[name] { merged = Loader.merged(template, onto: merged) }
            }
            var target = Loader.merged(entry.value, onto: merged)
            var replacements = [("$target_name", entry.key), ("${target_name}", entry.key)]
            for attribute in target["templateAttributes"]?.entries ?? [] {
                if let value = attribute.value.text { replacements.append(("${\(attribute.key)}", value)) }
            }
            target = target.replacingText(replacements)
            entry.value = target
            result.append(entry)
        }
        return result
    }

    private func collectTemplates(of node: Node, from templates: Node?, into names: inout [String], depth: Int)
        throws(Failure)
    {
        guard let list = node["templates"] else { return }
        guard depth < 16 else {
            throw Failure(reason: "templates name each other, or nest deeper than 16", location: list.location)
        }
        guard case .sequence(let items) = list.value else {
            throw Failure(reason: "expected templates as a list of names", location: list.location)
        }
        for item in items {
            guard let name = item.text else {
                throw Failure(
                    reason: "expected a template's name, found \(item.kindDescription)", location: item.location)
            }
            guard !names.contains(name) else { continue }
            guard let template = templates?[name] else {
                throw Failure(reason: "no target template \"\(name)\" in targetTemplates", location: item.location)
            }
            try collectTemplates(of: template, from: templates, into: &names, depth: depth + 1)
            names.append(name)
        }
    }
}

/// The shapes an XcodeGen spec's values take, read leniently where
/// XcodeGen is (a number or a boolean where text is meant).
extension Node {
    subscript(key: String) -> Node? {
        guard case .mapping(let entries) = value else { return nil }
        return entries.first { $0.key == key }?.value
    }

    var entries: [Entry]? {
        guard case .mapping(let entries) = value else { return nil }
        return entries
    }

    var items: [Node]? {
        guard case .sequence(let items) = value else { return nil }
        return items
    }

    /// A scalar as text: a string, a number as written, a boolean as
    /// XcodeGen writes it into a setting (`YES`, `NO`).
    var text: String? {
        switch value {
        case .scalar(.string(let text)): text
        case .scalar(.number(let text)): text
        case .scalar(.bool(let flag)): flag ? "YES" : "NO"
        default: nil
        }
    }

    /// A boolean, written as YAML's or as text (`"true"`, `YES`).
    var flag: Bool? {
        switch value {
        case .scalar(.bool(let flag)): flag
        case .scalar(.string(let text)): ["true", "yes", "1"].contains(text.lowercased())
        default: nil
        }
    }

    /// One value or a list of them, as a list: XcodeGen takes either for
    /// sources, platforms and the like.
    var oneOrMany: [Node] { items ?? [self] }

    func mappingEntry(_ key: String, _ transform: (Node) -> Node) -> Node {
        guard case .mapping(var entries) = value, let index = entries.firstIndex(where: { $0.key == key }) else {
            return self
        }
        entries[index].value = transform(entries[index].value)
        return Node(.mapping(entries), at: location, plainText: plainText)
    }

    func mappingValues(_ transform: (Node) -> Node) -> Node {
        guard case .mapping(var entries) = value else { return self }
        for index in entries.indices { entries[index].value = transform(entries[index].value) }
        return Node(.mapping(entries), at: location, plainText: plainText)
    }

    /// Each item of a list, or the value itself when it is one.
    func mappingItems(_ transform: (Node) -> Node) -> Node {
        guard case .sequence(let items) = value else { return transform(self) }
        return Node(.sequence(items.map(transform)), at: location)
    }

    func replacingString(_ transform: (String) -> String) -> Node {
        guard case .scalar(.string(let text)) = value else { return self }
        return Node(.scalar(.string(transform(text))), at: location)
    }

    /// Every string below, keys aside, with each pair's first text
    /// replaced by its second.
    func replacingText(_ replacements: [(String, String)]) -> Node {
        switch value {
        case .scalar(.string(let text)):
            var replaced = text
            for (old, new) in replacements where replaced.contains(old) {
                replaced = replaced.replacing(old, with: new)
            }
            return replaced == text ? self : Node(.scalar(.string(replaced)), at: location)
        case .scalar: return self
        case .sequence(let items): return Node(.sequence(items.map { $0.replacingText(replacements) }), at: location)
        case .mapping: return mappingValues { $0.replacingText(replacements) }
        }
    }
}
