import SegueGenSupport

/// What one target of an Xcode project gives a run, as Xcode builds it: the
/// storyboards, manifests, sources and headers its build phases and
/// synchronized folders hold, the module it compiles into and its
/// Info.plist. Each target runs on its own, so two targets that each have a
/// `Main.storyboard` never clash.
public struct XcodeTargetInputs: Sendable, Equatable {
    public var target: String
    /// `PRODUCT_MODULE_NAME`, resolved: what the generated code compiles into.
    public var moduleName: String
    public var configuration: String
    /// The input files, sorted: storyboards, manifests, Swift and
    /// Objective-C sources of the target.
    public var inputs: [String]
    /// The code the target links, by module (`LinkedModules`): its classes
    /// count (a superclass, an unwind action's implementer), its literals
    /// are judged in their own target's run.
    public var linked: LinkedModules
    /// Header files of the target: its Headers phase, the headers its
    /// Objective-C sources import, and its bridging header, which no build
    /// phase lists.
    public var headers: [String]
    /// `SWIFT_OBJC_BRIDGING_HEADER`, resolved: what shows the target's
    /// Objective-C classes to its Swift code, and so to the generated code
    /// that extends them; nil when the target has none.
    public var bridgingHeader: String?
    /// The build steps that may write code into the target's module
    /// (`XcodeTarget.codeGenerators`).
    public var codeGenerators: [String]
    /// Whether the target is a test bundle (a unit or UI test target, or
    /// one with a `TEST_HOST`): its code runs in its host app and opens the
    /// host's storyboards, which its own run does not have.
    public var isTestBundle: Bool
    /// `INFOPLIST_FILE`, resolved; nil when the target has none.
    public var infoPlist: String?
    /// The `INFOPLIST_KEY_…` settings of a target that generates its
    /// Info.plist, by key without the prefix (`UIMainStoryboardFile`).
    public var infoPlistKeys: [String: String]
    /// Whether the target generates its Info.plist
    /// (`GENERATE_INFOPLIST_FILE`), from `infoPlistKeys` and `infoPlist`.
    public var generatesInfoPlist: Bool
    /// The `.xcconfig` files the settings come from, with what they
    /// include, but for optional includes, sorted, present or not
    /// (`XCConfig.requiredFiles`).
    public var configurationFiles: [String]

    /// Resolves `target` of `project` for `configuration` (the project's
    /// default, else Debug, else the first). `readFile` gives an
    /// `.xcconfig` or a source file's bytes; `listFolder` the files below a
    /// synchronized folder, as paths relative to it; `otherProject` another
    /// project the target links code of, `siblingProjects` the projects of
    /// its workspace and its run, and `workspacePackages` the local
    /// packages of its workspace (`LinkedCodeSource`).
    public static func resolve(
        _ target: XcodeTarget, of project: XcodeProject, configuration: String? = nil,
        readFile: @escaping (String) -> [UInt8]?, listFolder: @escaping (String) -> [String]?,
        otherProject: @escaping (String) -> XcodeProject? = { _ in nil }, siblingProjects: [String] = [],
        workspacePackages: [String] = [], diagnostics: inout DiagnosticCollector
    ) -> XcodeTargetInputs {
        let configurationName = configuration ?? project.chosenConfiguration
        var configurationFiles: [String: [String: String]] = [:]
        let settings = project.buildSettings(
            of: target, configuration: configurationName, readFile: readFile, configurationFiles: &configurationFiles,
            diagnostics: &diagnostics)
        var files = target.files
        for folder in target.synchronizedFolders {
            files += project.files(of: folder, listing: listFolder(folder.path) ?? [])
        }
        let linked = LinkedModules.resolve(
            target, of: project, configuration: configurationName,
            source: LinkedCodeSource(
                readFile: readFile, listFolder: listFolder, project: otherProject, siblingProjects: siblingProjects,
                workspacePackages: workspacePackages),
            configurationFiles: &configurationFiles, diagnostics: &diagnostics)
        var inputs: Set<String> = []
        var headers: Set<String> = []
        for file in files {
            if file.phase == .headers || file.path.lowercased().hasSuffix(".h") {
                headers.insert(file.path)
            } else if let format = InputFormat(path: file.path),
                (format != .storyboard && format != .xib) || file.phase == .resources
            {
                inputs.insert(file.path)
            }
        }
        let bridgingHeader = settings["SWIFT_OBJC_BRIDGING_HEADER"].flatMap {
            $0.isEmpty ? nil : project.resolveSettingPath($0)
        }
        headers.formUnion(bridgingHeader.map { [$0] } ?? [])
        headers.formUnion(
            HeaderSearch.importedHeaders(
                of: inputs.filter { InputFormat(path: $0) == .objectiveCSource }.sorted(),
                among: project.referencedFiles, readFile: readFile))
        var infoPlistKeys: [String: String] = [:]
        let prefix = "INFOPLIST_KEY_"
        for key in Set(settings.levels.flatMap(\.keys)) where key.hasPrefix(prefix) && !key.contains("[") {
            infoPlistKeys[String(key.dropFirst(prefix.count))] = settings[key]
        }
        let infoPlist = settings["INFOPLIST_FILE"].flatMap { $0.isEmpty ? nil : project.resolveSettingPath($0) }
        return XcodeTargetInputs(
            target: target.name, moduleName: settings["PRODUCT_MODULE_NAME"] ?? target.name,
            configuration: configurationName, inputs: inputs.sorted(),
            linked: linked, headers: headers.sorted(), bridgingHeader: bridgingHeader,
            codeGenerators: target.codeGenerators,
            isTestBundle: target.productType.contains(".bundle.unit-test")
                || target.productType.contains(".bundle.ui-testing") || !(settings["TEST_HOST"] ?? "").isEmpty,
            infoPlist: infoPlist, infoPlistKeys: infoPlistKeys,
            generatesInfoPlist: settings["GENERATE_INFOPLIST_FILE"] == "YES",
            configurationFiles: Set(
                configurationFiles.keys.flatMap { XCConfig.requiredFiles(at: $0, readFile: readFile) }
            ).sorted())
    }
}

extension XcodeProject {
    /// The configuration a run uses when none is named: the project's
    /// default, else Debug, else the first.
    public var chosenConfiguration: String {
        if let defaultConfiguration, configurations.contains(where: { $0.name == defaultConfiguration }) {
            return defaultConfiguration
        }
        if configurations.contains(where: { $0.name == "Debug" }) { return "Debug" }
        return configurations.first?.name ?? "Debug"
    }

    /// The settings of `target` in `configuration`, every level in order.
    /// A level without that configuration (a hand-edited project) uses its
    /// default one. `configurationFiles` keeps each `.xcconfig` read once.
    public func buildSettings(
        of target: XcodeTarget, configuration: String, readFile: (String) -> [UInt8]?,
        configurationFiles: inout [String: [String: String]], diagnostics: inout DiagnosticCollector
    ) -> BuildSettings {
        var levels = [
            BuildSettings.defaults(target: target.name, project: name, configuration: configuration).merging(
                ["PROJECT_DIR": Self.sourceRootMarker]) { $1 }
        ]
        for (owner, fallback) in [
            (configurations, defaultConfiguration), (target.configurations, target.defaultConfiguration),
        ] {
            guard
                let chosen = owner.first(where: { $0.name == configuration })
                    ?? owner.first(where: { $0.name == fallback }) ?? owner.first
            else { continue }
            if let file = chosen.baseConfigurationFile {
                if configurationFiles[file] == nil {
                    configurationFiles[file] = XCConfig.settings(
                        at: file, readFile: readFile, diagnostics: &diagnostics)
                }
                levels.append(BuildSettings.level(configurationFiles[file] ?? [:], configuration: configuration))
            }
            levels.append(BuildSettings.level(chosen.settings, configuration: configuration))
        }
        return BuildSettings(levels: levels)
    }

    /// A path a build setting gives (`$(SRCROOT)/App/Info.plist`, or
    /// `App/Info.plist`, which is relative to SRCROOT), as a path from the
    /// working folder.
    func resolveSettingPath(_ value: String) -> String {
        var path =
            value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2
            ? String(value.dropFirst().dropLast()) : value
        if path.hasPrefix(Self.sourceRootMarker) { path = "./" + path.dropFirst(Self.sourceRootMarker.count) }
        return FilePath.joinNormalized(sourceRoot, path)
    }

    /// What `$(SRCROOT)` and `$(PROJECT_DIR)` expand to while settings
    /// resolve, so that a path built on them is told from one relative to
    /// SRCROOT, and both become paths from the working folder.
    static let sourceRootMarker = "\u{1}SRCROOT"

    /// Folders Xcode copies whole, as one file: a bundle, an asset
    /// catalog, a framework. What they hold is not compiled on its own.
    private static func isWrapper(_ component: Substring) -> Bool {
        let lowered = component.lowercased()
        return [".bundle", ".xcassets", ".framework", ".xcframework", ".appex", ".app"].contains {
            lowered.hasSuffix($0)
        }
    }

    /// The files of a synchronized folder that belong to the target, each
    /// with the phase Xcode gives it by its kind. `listing` holds the paths
    /// below the folder. A storyboard stands in `Base.lproj`, else in the
    /// development region's `.lproj`; other localizations are left out.
    func files(of folder: XcodeTarget.SynchronizedFolder, listing: [String]) -> [XcodeTarget.File] {
        var result: [XcodeTarget.File] = []
        var localized: [String: [(region: String, path: String)]] = [:]
        let phaseEntries = folder.phaseExceptions.keys.sorted()
        for relative in listing.sorted() {
            let isException = folder.exceptions.contains {
                XcodeTarget.SynchronizedFolder.exception($0, covers: relative)
            }
            if let entry = phaseEntries.first(where: {
                XcodeTarget.SynchronizedFolder.exception($0, covers: relative)
            }), let taken = folder.phaseExceptions[entry] {
                if let taken {
                    result.append(XcodeTarget.File(path: FilePath.join(folder.path, relative), phase: taken))
                }
                continue
            }
            guard folder.isMember != isException else { continue }
            guard !folder.opaqueFolders.contains(where: { relative.hasPrefix($0 + "/") }),
                !relative.split(separator: "/").dropLast().contains(where: Self.isWrapper)
            else { continue }
            let path = FilePath.joinNormalized(folder.path, relative)
            let lowered = relative.lowercased()
            let phase: XcodeTarget.Phase
            if lowered.hasSuffix(".h") {
                phase = .headers
            } else if let format = InputFormat(path: lowered) {
                phase = format == .swiftSource || format == .objectiveCSource ? .sources : .resources
            } else {
                continue
            }
            let parent = FilePath.fileName(String(FilePath.folderPrefix(of: relative).dropLast()))
            if parent.hasSuffix(".lproj") {
                let key =
                    FilePath.folderPrefix(of: String(FilePath.folderPrefix(of: relative).dropLast()))
                    + FilePath.fileName(relative)
                localized[key, default: []].append((String(parent.dropLast(".lproj".count)), path))
                continue
            }
            result.append(XcodeTarget.File(path: path, phase: phase))
        }
        for (_, copies) in localized.sorted(by: { $0.key < $1.key }) {
            guard
                let chosen = copies.first(where: { $0.region == "Base" })
                    ?? copies.first(where: { $0.region == developmentRegion })
            else { continue }
            result.append(XcodeTarget.File(path: chosen.path, phase: .resources))
        }
        return result
    }
}

extension BuildSettings {
    /// One level's settings, its conditional ones (`NAME[sdk=iphoneos*]`)
    /// chosen for an iOS device build of `configuration`: a condition that
    /// holds wins over the plain setting, one that does not is dropped, and
    /// of two that hold the one with more conditions wins (then the one
    /// whose conditions sort last, so that the choice never depends on the
    /// order the project lists them in).
    public static func level(_ settings: [String: String], configuration: String) -> [String: String] {
        var result: [String: String] = [:]
        var conditional: [(key: String, conditions: Int, written: String, value: String)] = []
        for (key, value) in settings {
            guard let bracket = key.firstIndex(of: "[") else {
                result[key] = value
                continue
            }
            let conditions = key[bracket...].split(separator: "]").map { $0.drop { $0 == "[" } }
            let holds = conditions.allSatisfy { condition in
                let parts = condition.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { return false }
                switch parts[0] {
                case "sdk": return parts[1] == "*" || parts[1].hasPrefix("iphoneos")
                case "config": return parts[1] == configuration || parts[1] == "*"
                case "arch": return parts[1] == "*" || parts[1] == "arm64"
                default: return false
                }
            }
            if holds { conditional.append((String(key[..<bracket]), conditions.count, key, value)) }
        }
        let ordered = conditional.sorted { ($0.key, $0.conditions, $0.written) < ($1.key, $1.conditions, $1.written) }
        for setting in ordered { result[setting.key] = setting.value }
        return result
    }
}
