import SegueGenSupport

/// Makes an `XcodeProject` of the bytes of a `project.pbxproj`: the object
/// graph the property list holds, walked from the root object to each
/// native target, its build phases and the files they name, whose paths
/// are resolved through the group tree (`<group>`, `SOURCE_ROOT`,
/// `<absolute>`; files of the SDK or of the build products are no inputs).
/// A variant group stands for its `Base` file, else its development
/// region's.
public enum XcodeProjectReader {
    /// Reads the project at `projectPath` (the `.xcodeproj` folder) from the
    /// bytes of its `project.pbxproj`; nil after located errors (SG013).
    public static func read(
        _ bytes: [UInt8], projectPath: String, limits: ReaderLimits = .default,
        diagnostics: inout DiagnosticCollector
    ) -> XcodeProject? {
        let file = FilePath.join(projectPath, "project.pbxproj")
        guard let list = OpenStepPropertyListReader.read(bytes, file: file, limits: limits, diagnostics: &diagnostics)
        else { return nil }
        guard let objects = list["objects"]?.dictionary, let rootID = list["rootObject"]?.string,
            let root = objects[rootID]?.dictionary, root["isa"]?.string == "PBXProject"
        else {
            diagnostics.emit(
                Diagnostic(
                    .propertyListSyntax,
                    "not an Xcode project: the property list has no \"objects\" with a PBXProject \"rootObject\"",
                    at: .start(of: file)))
            return nil
        }
        var graph = ObjectGraph(objects: objects)
        let trimmed = projectPath.hasSuffix("/") ? String(projectPath.dropLast()) : projectPath
        let projectFolder = FilePath.folderPrefix(of: trimmed)
        var sourceRoot = projectFolder
        if let directory = root["projectDirPath"]?.string, !directory.isEmpty {
            sourceRoot = FilePath.joinNormalized(projectFolder, directory)
            if !sourceRoot.isEmpty { sourceRoot += "/" }
        }
        graph.sourceRoot = sourceRoot
        if let mainGroup = root["mainGroup"]?.string { graph.place(mainGroup, inFolder: sourceRoot) }
        let developmentRegion = root["developmentRegion"]?.string ?? "en"
        graph.developmentRegion = developmentRegion
        let (configurations, defaultConfiguration) = graph.configurations(of: root)
        var targets: [XcodeTarget] = []
        let targetIDs = root["targets"]?.array?.compactMap(\.string) ?? []
        for id in targetIDs {
            guard let target = objects[id]?.dictionary, target["isa"]?.string == "PBXNativeTarget" else { continue }
            targets.append(graph.target(id: id, target, allTargets: targetIDs))
        }
        return XcodeProject(
            path: projectPath, sourceRoot: sourceRoot, developmentRegion: developmentRegion,
            configurations: configurations, defaultConfiguration: defaultConfiguration, targets: targets,
            referencedFiles: graph.placedFiles.sorted())
    }

    /// The objects of a project, and the folder each file and group of the
    /// group tree stands in.
    private struct ObjectGraph {
        let objects: [String: PropertyList]
        var sourceRoot = ""
        var developmentRegion = "en"
        /// The folder each group-tree object's children resolve against.
        var folders: [String: String] = [:]
        /// Each file reference's resolved path.
        var paths: [String: String] = [:]
        var placedFiles: Set<String> = []

        init(objects: [String: PropertyList]) { self.objects = objects }

        func object(_ id: String?) -> [String: PropertyList]? { id.flatMap { objects[$0]?.dictionary } }

        /// The folder or file `object` stands for, given its parent's
        /// folder; nil for one outside the sources (the SDK, the products).
        private func resolve(_ object: [String: PropertyList], parentFolder: String) -> String? {
            let path = object["path"]?.string ?? ""
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": return FilePath.joinNormalized(parentFolder, path)
            case "SOURCE_ROOT": return FilePath.joinNormalized(sourceRoot, path)
            case "<absolute>": return FilePath.normalized(path)
            default: return nil
            }
        }

        /// Places `id` and everything below it in the group tree.
        mutating func place(_ id: String, inFolder parentFolder: String, depth: Int = 0) {
            guard depth < 256, folders[id] == nil, paths[id] == nil, let object = object(id) else { return }
            switch object["isa"]?.string {
            case "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup":
                guard let folder = resolve(object, parentFolder: parentFolder) else { return }
                folders[id] = folder
                // A variant group has no folder of its own in practice;
                // its localizations sit in `.lproj` folders beside it.
                for child in object["children"]?.array?.compactMap(\.string) ?? [] {
                    place(child, inFolder: folder, depth: depth + 1)
                }
            case "PBXFileReference":
                guard let path = resolve(object, parentFolder: parentFolder) else { return }
                paths[id] = path
                placedFiles.insert(path)
            default:
                return
            }
        }

        /// The path a build file's reference stands for: a file, or the
        /// localization of a variant group that Xcode compiles from.
        func path(ofReference id: String) -> String? {
            if let path = paths[id] { return path }
            guard let object = object(id) else { return nil }
            switch object["isa"]?.string {
            case "PBXVariantGroup":
                let children = object["children"]?.array?.compactMap(\.string) ?? []
                let named = children.map { (id: $0, name: self.object($0)?["name"]?.string ?? "") }
                let chosen =
                    named.first { $0.name == "Base" } ?? named.first { $0.name == developmentRegion }
                    ?? named.first { paths[$0.id].map { InputFormat(path: $0) != nil } ?? false }
                return chosen.flatMap { paths[$0.id] }
            case "PBXFileReference":
                // A reference outside the group tree resolves from SRCROOT.
                return resolve(object, parentFolder: sourceRoot)
            default:
                return nil
            }
        }

        func configurations(of owner: [String: PropertyList]) -> ([BuildConfiguration], String?) {
            guard let list = object(owner["buildConfigurationList"]?.string) else { return ([], nil) }
            let configurations = (list["buildConfigurations"]?.array?.compactMap(\.string) ?? []).compactMap {
                id -> BuildConfiguration? in
                guard let configuration = object(id), let name = configuration["name"]?.string else { return nil }
                var settings: [String: String] = [:]
                for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
                    if let text = value.settingText { settings[key] = text }
                }
                return BuildConfiguration(
                    name: name, settings: settings, baseConfigurationFile: baseConfigurationFile(of: configuration))
            }
            return (configurations, list["defaultConfigurationName"]?.string)
        }

        /// The `.xcconfig` of a configuration: a file reference, or (Xcode
        /// 16) a path inside a synchronized folder.
        private func baseConfigurationFile(of configuration: [String: PropertyList]) -> String? {
            if let reference = configuration["baseConfigurationReference"]?.string {
                return path(ofReference: reference)
            }
            if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
                let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
                let folder = folders[anchor]
            {
                return FilePath.joinNormalized(folder, relative)
            }
            return nil
        }

        func target(id: String, _ target: [String: PropertyList], allTargets: [String]) -> XcodeTarget {
            var files: [XcodeTarget.File] = []
            var phaseOfID: [String: XcodeTarget.Phase?] = [:]
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = object(phaseID) else { continue }
                let role: XcodeTarget.Phase? =
                    switch phase["isa"]?.string {
                    case "PBXSourcesBuildPhase": .sources
                    case "PBXResourcesBuildPhase": .resources
                    case "PBXHeadersBuildPhase": .headers
                    default: nil
                    }
                phaseOfID[phaseID] = role
                guard let role else { continue }
                for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let reference = object(buildFileID)?["fileRef"]?.string,
                        let path = path(ofReference: reference)
                    else { continue }
                    files.append(XcodeTarget.File(path: path, phase: role))
                }
            }
            let (configurations, defaultConfiguration) = configurations(of: target)
            let dependencies = (target["dependencies"]?.array?.compactMap(\.string) ?? []).compactMap {
                object($0)?["target"]?.string
            }.compactMap { object($0)?["name"]?.string }
            return XcodeTarget(
                name: target["name"]?.string ?? target["productName"]?.string ?? id,
                productType: target["productType"]?.string ?? "",
                files: files,
                synchronizedFolders: synchronizedFolders(of: id, target, phases: phaseOfID),
                configurations: configurations, defaultConfiguration: defaultConfiguration,
                dependencies: dependencies)
        }

        /// The synchronized folders a target lists, and those of other
        /// targets with an exception set that adds files to it.
        private func synchronizedFolders(
            of targetID: String, _ target: [String: PropertyList], phases: [String: XcodeTarget.Phase?]
        ) -> [XcodeTarget.SynchronizedFolder] {
            let listed = Set(target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [])
            var result: [XcodeTarget.SynchronizedFolder] = []
            for (id, folder) in folders.sorted(by: { $0.key < $1.key }) {
                guard let group = object(id), group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" else {
                    continue
                }
                var exceptions: Set<String> = []
                var phaseExceptions: [String: XcodeTarget.Phase?] = [:]
                for exceptionID in group["exceptions"]?.array?.compactMap(\.string) ?? [] {
                    guard let exception = object(exceptionID) else { continue }
                    let members = exception["membershipExceptions"]?.array?.compactMap(\.string) ?? []
                    switch exception["isa"]?.string {
                    case "PBXFileSystemSynchronizedBuildFileExceptionSet" where exception["target"]?.string == targetID:
                        exceptions.formUnion(members)
                    case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                        guard let phase = exception["buildPhase"]?.string, let role = phases[phase] else { continue }
                        for member in members { phaseExceptions[member] = role }
                    default:
                        continue
                    }
                }
                let isMember = listed.contains(id)
                guard isMember || !exceptions.isEmpty || !phaseExceptions.isEmpty else { continue }
                let opaque = Set(group["explicitFolders"]?.array?.compactMap(\.string) ?? [])
                result.append(
                    XcodeTarget.SynchronizedFolder(
                        path: folder, isMember: isMember, exceptions: exceptions, phaseExceptions: phaseExceptions,
                        opaqueFolders: opaque))
            }
            return result
        }
    }
}
