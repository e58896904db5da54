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
        var reading = DiagnosticCollector(
            errorLimit: diagnostics.errorLimit, suppressedWarnings: diagnostics.suppressedWarnings)
        let read = OpenStepPropertyListReader.read(bytes, file: file, limits: limits, diagnostics: &reading)
        // A conflict git could not merge is the commonest reason a project
        // stops parsing; the parser's message would hide it.
        if read == nil, let syntax = reading.diagnostics.first(where: { $0.severity == .error }),
            let marker = MergeConflict.firstMarker(in: bytes, file: file)
        {
            diagnostics.emit(MergeConflict.diagnostic(marker, code: syntax.code))
            return nil
        }
        diagnostics.emit(contentsOf: reading.diagnostics)
        guard let list = read else { return nil }
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
        var graph = ObjectGraph(objects: objects, rootID: rootID)
        let trimmed = projectPath.hasSuffix("/") ? String(projectPath.dropLast()) : projectPath
        let projectFolder = FilePath.folderPrefix(of: trimmed)
        graph.projectFolder = projectFolder
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
        let folderName = FilePath.fileName(trimmed)
        return XcodeProject(
            path: projectPath,
            name: folderName.hasSuffix(".xcodeproj") ? String(folderName.dropLast(".xcodeproj".count)) : folderName,
            descriptionFiles: [file], sourceRoot: sourceRoot, developmentRegion: developmentRegion,
            configurations: configurations, defaultConfiguration: defaultConfiguration, targets: targets,
            referencedFiles: graph.placedFiles.sorted(), referencedProjects: graph.placedProjects.sorted(),
            referencedFolders: graph.placedFolders.sorted())
    }

    /// The target a container item proxy names.
    private enum ProxiedTarget {
        /// One of the project being read, by name.
        case local(String)
        case remote(XcodeTarget.RemoteTarget)
    }

    /// The objects of a project, and the folder each file and group of the
    /// group tree stands in.
    private struct ObjectGraph {
        let objects: [String: PropertyList]
        /// The `PBXProject`'s ID: a container item proxy whose portal it is
        /// names a target of this project.
        let rootID: String
        /// The folder of the `.xcodeproj`, as a prefix: what a local
        /// package's `relativePath` is relative to.
        var projectFolder = ""
        var sourceRoot = ""
        var developmentRegion = "en"
        /// The folder each group-tree object's children resolve against.
        var folders: [String: String] = [:]
        /// Each file reference's resolved path.
        var paths: [String: String] = [:]
        var placedFiles: Set<String> = []
        var placedProjects: Set<String> = []
        var placedFolders: Set<String> = []

        init(objects: [String: PropertyList], rootID: String) {
            self.objects = objects
            self.rootID = rootID
        }

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
                if object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" { placedFolders.insert(folder) }
                // A variant group has no folder of its own in practice;
                // its localizations sit in `.lproj` folders beside it.
                for child in object["children"]?.array?.compactMap(\.string) ?? [] {
                    place(child, inFolder: folder, depth: depth + 1)
                }
            case "PBXFileReference":
                guard let path = resolve(object, parentFolder: parentFolder) else { return }
                paths[id] = path
                placedFiles.insert(path)
                let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string
                if type == "wrapper.pb-project" || path.hasSuffix(".xcodeproj") {
                    placedProjects.insert(path)
                } else if type == "folder" || type == "wrapper" {
                    placedFolders.insert(path)
                }
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
            var dependencies: [String] = []
            var remoteDependencies: [XcodeTarget.RemoteTarget] = []
            for dependency in (target["dependencies"]?.array?.compactMap(\.string) ?? []).compactMap(object) {
                if let name = object(dependency["target"]?.string)?["name"]?.string {
                    dependencies.append(name)
                } else if let proxy = object(dependency["targetProxy"]?.string) {
                    switch proxiedTarget(proxy) {
                    case .remote(let remote): remoteDependencies.append(remote)
                    case .local(let name): dependencies.append(name)
                    case nil: continue
                    }
                }
            }
            // A target that links the product names it by the reference's
            // path or its name, which CocoaPods may set apart
            // (`Pods_App.framework` at `Pods-App.framework`).
            var productFile: String?
            var productName: String?
            if let product = object(target["productReference"]?.string) {
                productFile = product["path"]?.string.map(FilePath.fileName)
                productName = product["name"]?.string.map(FilePath.fileName)
            }
            let packageDependencies = (target["packageProductDependencies"]?.array?.compactMap(\.string) ?? [])
                .compactMap(object)
            let packageProducts = packageDependencies.compactMap(packageProduct)
            return XcodeTarget(
                name: target["name"]?.string ?? target["productName"]?.string ?? id,
                productType: target["productType"]?.string ?? "", productFile: productFile,
                productName: productName == productFile ? nil : productName,
                files: files,
                synchronizedFolders: synchronizedFolders(of: id, target, phases: phaseOfID),
                configurations: configurations, defaultConfiguration: defaultConfiguration,
                dependencies: dependencies, remoteDependencies: remoteDependencies,
                linkedProducts: linkedProducts(of: target), packageProducts: packageProducts,
                codeGenerators: codeGenerators(
                    of: target, compiling: files.filter { $0.phase == .sources }.map(\.path),
                    packageDependencies: packageDependencies))
        }

        /// The build steps of `target` that may write Swift or Objective-C
        /// into its module: a Run Script phase whose declared outputs are
        /// such code or whose script runs a known code generator, a build
        /// rule whose outputs are and that a file of its Sources phase
        /// (`compiling`) matches, and a package's build tool plugin.
        private func codeGenerators(
            of target: [String: PropertyList], compiling: [String], packageDependencies: [[String: PropertyList]]
        ) -> [String] {
            var generators: [String] = []
            for phase in (target["buildPhases"]?.array?.compactMap(\.string) ?? []).compactMap(object)
            where phase["isa"]?.string == "PBXShellScriptBuildPhase" {
                let outputs = phase["outputPaths"]?.array?.compactMap(\.string) ?? []
                let script = phase["shellScript"]?.string ?? ""
                let name = phase["name"]?.string ?? "Run Script"
                if let output = outputs.first(where: XcodeTarget.isCompiledCode) {
                    generators.append("the Run Script phase \"\(name)\" (it writes \(FilePath.fileName(output)))")
                } else if let tool = XcodeTarget.codeGeneratorTools.first(where: { script.contains($0) }) {
                    generators.append("the Run Script phase \"\(name)\" (it runs \(tool))")
                }
            }
            for rule in (target["buildRules"]?.array?.compactMap(\.string) ?? []).compactMap(object) {
                let outputs = rule["outputFiles"]?.array?.compactMap(\.string) ?? []
                guard let output = outputs.first(where: XcodeTarget.isCompiledCode) else { continue }
                // A rule by file pattern (`*.secret`) runs only on the
                // sources that match it; one by file type may run on any.
                let patterns = (rule["filePatterns"]?.string ?? "").split(separator: " ").map(String.init)
                let matched = compiling.first { path in
                    patterns.contains { XcodeTarget.fileName(FilePath.fileName(path), matches: $0) }
                }
                guard patterns.isEmpty || matched != nil else { continue }
                let input = matched.map { " on \(FilePath.fileName($0))" } ?? ""
                let name = rule["name"]?.string.map { " \"\($0)\"" } ?? ""
                generators.append("the build rule\(name)\(input) (it writes \(FilePath.fileName(output)))")
            }
            let dependencies = (target["dependencies"]?.array?.compactMap(\.string) ?? []).compactMap(object)
            let products = packageDependencies + dependencies.compactMap { object($0["productRef"]?.string) }
            for product in products {
                guard let name = product["productName"]?.string, name.hasPrefix("plugin:") else { continue }
                generators.append("the package plugin \(name.dropFirst("plugin:".count))")
            }
            return generators
        }

        /// The target a container item proxy names; nil when it names none
        /// the run can find.
        private func proxiedTarget(_ proxy: [String: PropertyList]) -> ProxiedTarget? {
            guard let name = proxy["remoteInfo"]?.string, let portal = proxy["containerPortal"]?.string else {
                return nil
            }
            if portal == rootID { return .local(name) }
            guard let project = paths[portal] else { return nil }
            return .remote(XcodeTarget.RemoteTarget(project: project, targetName: name))
        }

        /// What the Frameworks phases of `target` link: products of targets
        /// and files on disk, but the SDK's.
        private func linkedProducts(of target: [String: PropertyList]) -> [XcodeTarget.LinkedProduct] {
            var linked: [XcodeTarget.LinkedProduct] = []
            for phase in (target["buildPhases"]?.array?.compactMap(\.string) ?? []).compactMap(object)
            where phase["isa"]?.string == "PBXFrameworksBuildPhase" {
                for buildFile in (phase["files"]?.array?.compactMap(\.string) ?? []).compactMap(object) {
                    guard let reference = object(buildFile["fileRef"]?.string), let path = reference["path"]?.string
                    else { continue }
                    let fileName = FilePath.fileName(path)
                    switch (reference["isa"]?.string, reference["sourceTree"]?.string ?? "<group>") {
                    case ("PBXReferenceProxy", _):
                        let proxied = object(reference["remoteRef"]?.string).flatMap(proxiedTarget)
                        if case .remote(let target) = proxied {
                            linked.append(XcodeTarget.LinkedProduct(fileName: fileName, isBuilt: true, remote: target))
                        } else {
                            linked.append(XcodeTarget.LinkedProduct(fileName: fileName, isBuilt: true))
                        }
                    case (_, "BUILT_PRODUCTS_DIR"):
                        linked.append(XcodeTarget.LinkedProduct(fileName: fileName, isBuilt: true))
                    case (_, "<group>"), (_, "SOURCE_ROOT"), (_, "<absolute>"):
                        linked.append(XcodeTarget.LinkedProduct(fileName: fileName, isBuilt: false))
                    default:
                        continue
                    }
                }
            }
            return linked
        }

        /// A Swift package product dependency, with where its package is.
        private func packageProduct(_ dependency: [String: PropertyList]) -> XcodeTarget.PackageProduct? {
            guard let name = dependency["productName"]?.string else { return nil }
            // A package plugin is no code the target runs.
            if name.hasPrefix("plugin:") { return nil }
            guard let package = object(dependency["package"]?.string) else {
                return XcodeTarget.PackageProduct(productName: name, source: .unnamed)
            }
            switch package["isa"]?.string {
            case "XCLocalSwiftPackageReference":
                let relative = package["relativePath"]?.string ?? package["path"]?.string ?? ""
                let folder =
                    relative.hasPrefix("/")
                    ? FilePath.normalized(relative)
                    : FilePath.joinNormalized(projectFolder, relative)
                return XcodeTarget.PackageProduct(productName: name, source: .local(folder))
            default:
                return XcodeTarget.PackageProduct(
                    productName: name, source: .remote(package["repositoryURL"]?.string ?? ""))
            }
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
