import SegueGenSupport

/// Makes an `XcodeProject` of an XcodeGen spec (`project.yml`,
/// `project.yaml`, `project.json`), the project `xcodegen generate` would
/// write, so that each target runs on its own as one of a `project.pbxproj`
/// does. A folder of a target's `sources` becomes a synchronized folder
/// (every file below it belongs to the target, as in XcodeGen's generated
/// groups), its `excludes` and `includes` written out as its exceptions
/// from the folder's listing; a file becomes a file of the phase its kind
/// gives. docs/Xcode.md lists the keys read and those not.
public enum XcodeGenProjectReader {
    /// The names `xcodegen` looks for a spec by, in its order.
    public static let specFileNames = ["project.yml", "project.yaml", "project.json"]

    /// Whether `path` names an XcodeGen spec rather than an `.xcodeproj`.
    public static func isSpec(_ path: String) -> Bool { specFileNames.contains(FilePath.fileName(path)) }

    /// Reads the spec at `path`. `readFile` gives a file's bytes (the spec,
    /// what it includes, a script it names); `listFolder` the files below a
    /// folder, relative to it, or nil when it is none.
    public static func read(
        _ path: String, readFile: @escaping (String) -> [UInt8]?, listFolder: @escaping (String) -> [String]?
    ) -> Result<XcodeProject, ProjectDescriptionFailure> {
        let spec: XcodeGenSpec
        switch XcodeGenSpec.load(path, readFile: readFile) {
        case .success(let loaded): spec = loaded
        case .failure(let failure):
            return .failure(
                ProjectDescriptionFailure(
                    reason: failure.reason, location: failure.location, isMergeConflict: failure.isMergeConflict))
        }
        if path.lowercased().hasSuffix(".json") && spec.root["targets"] == nil {
            return .failure(
                ProjectDescriptionFailure(reason: "no targets", location: spec.root.location, isOtherFormat: true))
        }
        do throws(XcodeGenSpec.Failure) {
            var builder = try Builder(spec: spec, path: path, readFile: readFile, listFolder: listFolder)
            return .success(try builder.project())
        } catch {
            return .failure(ProjectDescriptionFailure(reason: error.reason, location: error.location))
        }
    }

    /// The platforms XcodeGen names, in the order it gives a target of
    /// several its SDK, with the SDK of a device and of a simulator.
    static let platforms: [(name: String, sdk: String, simulator: String?)] = [
        ("iOS", "iphoneos", "iphonesimulator"), ("tvOS", "appletvos", "appletvsimulator"),
        ("visionOS", "xros", "xrsimulator"), ("macOS", "macosx", nil), ("watchOS", "watchos", "watchsimulator"),
    ]

    private struct Builder {
        let spec: XcodeGenSpec
        let path: String
        let readFile: (String) -> [UInt8]?
        let listFolder: (String) -> [String]?
        /// The spec's folder, as a prefix: `$(SRCROOT)`, where XcodeGen
        /// writes the project and what every path is relative to.
        let sourceRoot: String
        /// The configurations, with their types (`debug`, `release`).
        let configurations: [(name: String, type: String?)]
        var referencedFiles: Set<String> = []
        var referencedFolders: Set<String> = []

        init(
            spec: XcodeGenSpec, path: String, readFile: @escaping (String) -> [UInt8]?,
            listFolder: @escaping (String) -> [String]?
        ) throws(XcodeGenSpec.Failure) {
            self.spec = spec
            self.path = path
            self.readFile = readFile
            self.listFolder = listFolder
            sourceRoot = FilePath.folderPrefix(of: path)
            if let configs = spec.root["configs"] {
                guard let entries = configs.entries else {
                    throw XcodeGenSpec.Failure(
                        reason: "expected configs as a mapping, found \(configs.kindDescription)",
                        location: configs.location)
                }
                configurations = entries.map { ($0.key, $0.value.text?.lowercased()) }
            } else {
                configurations = [("Debug", "debug"), ("Release", "release")]
            }
        }

        func failure(_ reason: String, at node: Node) -> XcodeGenSpec.Failure {
            XcodeGenSpec.Failure(reason: reason, location: node.location)
        }

        mutating func project() throws(XcodeGenSpec.Failure) -> XcodeProject {
            let root = spec.root
            guard let name = root["name"]?.text else {
                throw failure("the spec has no name, which XcodeGen requires", at: root)
            }
            let options = root["options"]
            let presets = options?["settingPresets"]?.text ?? "all"
            var projectConfigurations: [BuildConfiguration] = []
            for configuration in configurations {
                var settings: [String: String] = [:]
                // XcodeGen's debug preset, which code branches on.
                if configuration.type == "debug" && (presets == "all" || presets == "project") {
                    settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = "DEBUG"
                }
                settings.merge(try self.settings(root["settings"], configuration: configuration.name)) { $1 }
                projectConfigurations.append(
                    BuildConfiguration(
                        name: configuration.name, settings: settings,
                        baseConfigurationFile: try configurationFile(root["configFiles"], configuration.name)))
            }
            var targets: [XcodeTarget] = []
            // XcodeGen orders the targets by name, as its project lists them.
            for entry in try spec.targetsWithTemplates().sorted(by: { $0.key < $1.key })
            where entry.value["legacy"] == nil {
                for (targetName, node, platform) in try platformTargets(entry) {
                    targets.append(try target(targetName, node, platform: platform))
                }
            }
            let defaultConfiguration =
                options?["defaultConfig"]?.text ?? configurations.first { $0.type == "release" }?.name
            return XcodeProject(
                path: path, name: name, descriptionFiles: spec.files, sourceRoot: sourceRoot,
                developmentRegion: options?["developmentLanguage"]?.text ?? "en",
                configurations: projectConfigurations, defaultConfiguration: defaultConfiguration, targets: targets,
                referencedFiles: referencedFiles.sorted(), referencedProjects: [],
                referencedFolders: referencedFolders.sorted())
        }

        /// A target whose `platform` lists several is one target a
        /// platform, named with `platformPrefix` and `platformSuffix`
        /// (`_$platform` unless set), `$platform` written out in its values.
        private func platformTargets(_ entry: Node.Entry) throws(XcodeGenSpec.Failure) -> [(String, Node, String?)] {
            guard let platform = entry.value["platform"] else { return [(entry.key, entry.value, nil)] }
            guard let list = platform.items else {
                let name = platform.text
                return [(entry.key, entry.value.replacingText([("$platform", name ?? "")]), name)]
            }
            var result: [(String, Node, String?)] = []
            for item in list {
                guard let name = item.text else {
                    throw failure("expected a platform's name, found \(item.kindDescription)", at: item)
                }
                let node = entry.value.replacingText([("$platform", name)])
                let prefix = node["platformPrefix"]?.text ?? ""
                let suffix = node["platformSuffix"]?.text ?? "_\(name)"
                result.append((prefix + entry.key + suffix, node, name))
            }
            return result
        }

        /// XcodeGen's settings: a flat mapping, or `groups` (of
        /// `settingGroups`), `base` and `configs`, whose keys match every
        /// configuration whose name holds them, case aside.
        private func settings(_ node: Node?, configuration: String, depth: Int = 0) throws(XcodeGenSpec.Failure)
            -> [String: String]
        {
            guard let node else { return [:] }
            guard let entries = node.entries, depth < 16 else {
                throw failure("expected settings as a mapping, found \(node.kindDescription)", at: node)
            }
            guard entries.contains(where: { ["base", "configs", "groups", "presets"].contains($0.key) }) else {
                return Self.flat(entries)
            }
            var result: [String: String] = [:]
            let groups = spec.root["settingGroups"] ?? spec.root["settingPresets"]
            for group in (node["groups"] ?? node["presets"])?.oneOrMany ?? [] {
                guard let name = group.text, let settings = groups?[name] else {
                    throw failure(
                        "no setting group \(group.text.map { "\"\($0)\"" } ?? "") in settingGroups", at: group)
                }
                result.merge(try self.settings(settings, configuration: configuration, depth: depth + 1)) { $1 }
            }
            result.merge(Self.flat(node["base"]?.entries ?? [])) { $1 }
            for variant in node["configs"]?.entries ?? []
            where configuration.lowercased().contains(variant.key.lowercased()) {
                result.merge(try settings(variant.value, configuration: configuration, depth: depth + 1)) { $1 }
            }
            return result
        }

        /// Settings as a pbxproj holds them: a list joined by spaces.
        private static func flat(_ entries: [Node.Entry]) -> [String: String] {
            var result: [String: String] = [:]
            for entry in entries {
                if let text = entry.value.text {
                    result[entry.key] = text
                } else if let items = entry.value.items {
                    result[entry.key] = items.compactMap(\.text).joined(separator: " ")
                }
            }
            return result
        }

        /// The `.xcconfig` `configFiles` names for a configuration, resolved.
        private func configurationFile(_ node: Node?, _ configuration: String) throws(XcodeGenSpec.Failure)
            -> String?
        {
            guard let node else { return nil }
            guard let entries = node.entries else {
                throw failure("expected configFiles as a mapping, found \(node.kindDescription)", at: node)
            }
            return entries.first { $0.key == configuration }?.value.text.map { FilePath.joinNormalized(sourceRoot, $0) }
        }

        private mutating func target(_ name: String, _ node: Node, platform: String?) throws(XcodeGenSpec.Failure)
            -> XcodeTarget
        {
            guard let type = node["type"]?.text else {
                throw failure("target \(name) has no type, which XcodeGen requires", at: node)
            }
            let productType = type.hasPrefix("com.apple.") ? type : "com.apple.product-type." + type
            let productName = node["productName"]?.text ?? name
            var presets: [String: String] = ["PRODUCT_NAME": productName]
            if let sdk = XcodeGenProjectReader.platforms.first(where: { $0.name == platform })?.sdk {
                presets["SDKROOT"] = sdk
            }
            if let destinations = node["supportedDestinations"]?.oneOrMany.compactMap(\.text), !destinations.isEmpty {
                // One target for several platforms, as XcodeGen makes it.
                presets.merge(ProjectDescription.platformSettings(destinations)) { $1 }
            }
            var sources = TargetSources()
            for source in node["sources"]?.oneOrMany ?? [] { try add(source, to: &sources) }
            // XcodeGen names the Info.plist `info` writes, else the first
            // its sources hold, unless a setting names one.
            if let plist = node["info"]?["path"]?.text ?? sources.infoPlist { presets["INFOPLIST_FILE"] = plist }
            var targetConfigurations: [BuildConfiguration] = []
            for configuration in configurations.map(\.name) {
                var settings = presets
                settings.merge(try self.settings(node["settings"], configuration: configuration)) { $1 }
                targetConfigurations.append(
                    BuildConfiguration(
                        name: configuration, settings: settings,
                        baseConfigurationFile: try configurationFile(node["configFiles"], configuration)))
            }
            var dependencies: [String] = []
            var remote: [XcodeTarget.RemoteTarget] = []
            var linked: [XcodeTarget.LinkedProduct] = []
            var packages: [XcodeTarget.PackageProduct] = []
            for dependency in node["dependencies"]?.oneOrMany ?? [] where dependency.entries != nil {
                if let target = dependency["target"]?.text {
                    let parts = target.split(separator: "/", maxSplits: 1).map(String.init)
                    if parts.count == 2, let project = spec.root["projectReferences"]?[parts[0]]?["path"]?.text {
                        remote.append(
                            .init(project: FilePath.joinNormalized(sourceRoot, project), targetName: parts[1]))
                    } else {
                        dependencies.append(target)
                    }
                } else if let framework = dependency["framework"]?.text {
                    linked.append(
                        .init(
                            fileName: FilePath.fileName(framework), isBuilt: dependency["implicit"]?.flag ?? false))
                } else if let carthage = dependency["carthage"]?.text {
                    linked.append(.init(fileName: carthage + ".framework", isBuilt: false))
                } else if let package = dependency["package"]?.text {
                    let products = (dependency["products"]?.oneOrMany ?? dependency["product"].map { [$0] } ?? [])
                        .compactMap(\.text)
                    for product in products.isEmpty ? [package] : products {
                        packages.append(.init(productName: product, source: packageSource(package)))
                    }
                }
            }
            return XcodeTarget(
                name: name, productType: productType,
                productFile: ProjectDescription.productFile(productName, type: productType),
                files: sources.files, synchronizedFolders: sources.folders, configurations: targetConfigurations,
                defaultConfiguration: nil, dependencies: dependencies, remoteDependencies: remote,
                linkedProducts: linked, packageProducts: packages,
                codeGenerators: sources.missing + codeGenerators(of: node))
        }

        /// Where a package of `packages:` (or of the older `localPackages:`)
        /// is: a local folder, else its repository.
        private func packageSource(_ name: String) -> XcodeTarget.PackageProduct.Source {
            if let package = spec.root["packages"]?[name] {
                if let path = package["path"]?.text { return .local(FilePath.joinNormalized(sourceRoot, path)) }
                if let url = package["url"]?.text { return .remote(url) }
                if let github = package["github"]?.text { return .remote("https://github.com/" + github) }
            }
            for local in spec.root["localPackages"]?.oneOrMany.compactMap(\.text) ?? []
            where FilePath.fileName(local) == name {
                return .local(FilePath.joinNormalized(sourceRoot, local))
            }
            return .remote(name)
        }

        /// The files and folders of a target's `sources`, and the paths it
        /// names that are not on disk.
        private struct TargetSources {
            var files: [XcodeTarget.File] = []
            var folders: [XcodeTarget.SynchronizedFolder] = []
            /// A generator's description of each missing path that may be
            /// code a build step writes (`ownModule` reads it as one).
            var missing: [String] = []
            /// The first Info.plist of the sources, from the spec's folder.
            var infoPlist: String?
        }

        private mutating func add(_ source: Node, to sources: inout TargetSources) throws(XcodeGenSpec.Failure) {
            guard let relative = source.text ?? source["path"]?.text else {
                throw failure(
                    "expected a source as a path or a mapping with \"path\", found \(source.kindDescription)",
                    at: source)
            }
            // A folder reference is copied whole, its storyboards uncompiled.
            if source["type"]?.text == "folder" { return }
            let path = FilePath.joinNormalized(sourceRoot, relative)
            let phase = try buildPhase(source["buildPhase"])
            guard let listing = listFolder(path) else {
                guard readFile(path) != nil || InputFormat(path: path) != nil else {
                    sources.missing.append("the source path \(relative), not on disk (a build step may write it),")
                    return
                }
                referencedFiles.insert(path)
                if InputFormat(path: path) == .infoPlist {
                    sources.infoPlist = sources.infoPlist ?? relative
                } else if let role = phase ?? Self.phase(of: path) {
                    sources.files.append(XcodeTarget.File(path: path, phase: role))
                }
                return
            }
            referencedFolders.insert(path)
            let excludes = try patterns(source["excludes"])
            let includes = try patterns(source["includes"])
            var exceptions: Set<String> = []
            var phaseExceptions: [String: XcodeTarget.Phase?] = [:]
            for file in listing.sorted() {
                referencedFiles.insert(FilePath.join(path, file))
                let excluded =
                    excludes.contains { SourceGlob.matches($0, file) }
                    || (!includes.isEmpty && !includes.contains { SourceGlob.matches($0, file) })
                if excluded {
                    exceptions.insert(file)
                } else if InputFormat(path: file) == .infoPlist {
                    // XcodeGen copies no Info.plist: a setting names it.
                    phaseExceptions.updateValue(nil, forKey: file)
                    if sources.infoPlist == nil { sources.infoPlist = FilePath.joinNormalized(relative, file) }
                } else if let phase {
                    phaseExceptions.updateValue(phase, forKey: file)
                }
            }
            sources.folders.append(
                XcodeTarget.SynchronizedFolder(
                    path: path, isMember: true, exceptions: exceptions, phaseExceptions: phaseExceptions,
                    opaqueFolders: []))
        }

        private func patterns(_ node: Node?) throws(XcodeGenSpec.Failure) -> [String] {
            guard let node else { return [] }
            return try node.oneOrMany.map { item throws(XcodeGenSpec.Failure) in
                guard let text = item.text else {
                    throw failure("expected a path pattern, found \(item.kindDescription)", at: item)
                }
                return text
            }
        }

        /// A source's `buildPhase`: nil when it names none, `.some(nil)`
        /// for a phase that neither compiles nor copies resources (`none`,
        /// `copyFiles`).
        private func buildPhase(_ node: Node?) throws(XcodeGenSpec.Failure) -> XcodeTarget.Phase?? {
            guard let node else { return nil }
            switch node.text {
            case "sources": return .sources
            case "resources": return .resources
            case "headers": return .headers
            default: return .some(nil)
            }
        }

        /// The phase XcodeGen gives a file by its kind.
        private static func phase(of path: String) -> XcodeTarget.Phase? {
            if path.lowercased().hasSuffix(".h") { return .headers }
            guard let format = InputFormat(path: path) else { return nil }
            return format == .swiftSource || format == .objectiveCSource ? .sources : .resources
        }

        /// The build steps that may write code into the target's module,
        /// as `XcodeTarget.codeGenerators` describes them: a script before
        /// or after compiling whose outputs are code or that runs a known
        /// generator (a script file that cannot be read is taken to), a
        /// build rule that writes code, and a package's build tool plugin.
        private func codeGenerators(of node: Node) -> [String] {
            var generators: [String] = []
            for key in ["preBuildScripts", "postCompileScripts"] {
                for script in node[key]?.oneOrMany ?? [] {
                    let name = script["name"]?.text ?? "Run Script"
                    let outputs = script["outputFiles"]?.oneOrMany.compactMap(\.text) ?? []
                    var text = script["script"]?.text
                    if text == nil, let file = script["path"]?.text {
                        text = readFile(FilePath.joinNormalized(sourceRoot, file)).map {
                            String(decoding: $0, as: UTF8.self)
                        }
                        if text == nil {
                            generators.append("the script \"\(name)\" (\(file), which the run cannot read)")
                            continue
                        }
                    }
                    if let output = outputs.first(where: XcodeTarget.isCompiledCode) {
                        generators.append("the script \"\(name)\" (it writes \(FilePath.fileName(output)))")
                    } else if let tool = XcodeTarget.codeGeneratorTools.first(where: { (text ?? "").contains($0) }) {
                        generators.append("the script \"\(name)\" (it runs \(tool))")
                    }
                }
            }
            for rule in node["buildRules"]?.oneOrMany ?? [] {
                let outputs = rule["outputFiles"]?.oneOrMany.compactMap(\.text) ?? []
                guard let output = outputs.first(where: XcodeTarget.isCompiledCode) else { continue }
                let name = rule["name"]?.text.map { " \"\($0)\"" } ?? ""
                generators.append("the build rule\(name) (it writes \(FilePath.fileName(output)))")
            }
            for plugin in node["buildToolPlugins"]?.oneOrMany ?? [] {
                if let name = plugin["plugin"]?.text { generators.append("the package plugin \(name)") }
            }
            return generators
        }
    }
}

/// The glob patterns of a source's `excludes` and `includes`, matched
/// against a path relative to the source as XcodeGen's matcher does: `*`
/// and `?` within a component, `**` across any number of them, `[…]` a
/// class of characters, `{a,b}` alternatives. A pattern that names a folder
/// matches every file below it. Matching is a table over the pattern and
/// the path, so its time is their lengths' product, whatever the stars.
enum SourceGlob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let components = path.split(separator: "/").map { Array($0) }
        return expanded(pattern).contains { alternative in
            let parts = alternative.split(separator: "/").map { ($0 == "**", tokens(of: Array($0))) }
            // The path, or a folder above it: any prefix of one or more
            // components.
            let reached = table(parts, components, isStar: \.0) { part, component in
                table(part.1, component, isStar: { $0 == .star }, matches: { $0.matches($1) }).last == true
            }
            return reached.dropFirst().contains(true)
        }
    }

    /// `{a,b}` written out as one pattern each, the first group first.
    private static func expanded(_ pattern: String) -> [String] {
        guard let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") else {
            return [pattern]
        }
        let head = pattern[..<open]
        let tail = String(pattern[pattern.index(after: close)...])
        return pattern[pattern.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
            .flatMap { choice in expanded(head + choice + tail) }
    }

    /// One element of a component's pattern.
    private enum Token: Equatable {
        case star
        case one
        case character(Character)
        case set([Character], negated: Bool)

        func matches(_ character: Character) -> Bool {
            switch self {
            case .star, .one: true
            case .character(let own): own == character
            case .set(let members, let negated):
                negated
                    != stride(from: 0, to: members.count, by: 3).contains { index in
                        members[index] <= character && character <= members[index + 2]
                    }
            }
        }
    }

    /// A component's pattern as tokens, a run of stars one star; a
    /// class's members are ranges, three characters each (`a-a` for `a`).
    private static func tokens(of pattern: [Character]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < pattern.count {
            let character = pattern[index]
            index += 1
            switch character {
            case "*":
                if tokens.last != .star { tokens.append(.star) }
            case "?":
                tokens.append(.one)
            case "[":
                guard let close = pattern[index...].firstIndex(of: "]") else {
                    tokens.append(.character("["))
                    continue
                }
                var members = Array(pattern[index..<close])
                let negated = members.first == "!" || members.first == "^"
                if negated { members.removeFirst() }
                var ranges: [Character] = []
                var member = 0
                while member < members.count {
                    if member + 2 < members.count && members[member + 1] == "-" {
                        ranges += [members[member], "-", members[member + 2]]
                        member += 3
                    } else {
                        ranges += [members[member], "-", members[member]]
                        member += 1
                    }
                }
                tokens.append(.set(ranges, negated: negated))
                index = close + 1
            default:
                tokens.append(.character(character))
            }
        }
        return tokens
    }

    /// Which prefixes of `text` the whole `pattern` matches, by length: a
    /// star matches any run of elements, another element one element it
    /// `matches`.
    private static func table<P, T>(
        _ pattern: [P], _ text: [T], isStar: (P) -> Bool, matches: (P, T) -> Bool
    ) -> [Bool] {
        var row = [true] + Array(repeating: false, count: text.count)
        for element in pattern {
            var next = Array(repeating: false, count: text.count + 1)
            if isStar(element) {
                var reached = false
                for index in 0...text.count {
                    reached = reached || row[index]
                    next[index] = reached
                }
            } else {
                for index in 0..<text.count where row[index] && matches(element, text[index]) {
                    next[index + 1] = true
                }
            }
            row = next
        }
        return row
    }
}
