import SegueGenSupport

/// Makes an `XcodeProject` of a Tuist `Project.swift` written in literals
/// (`TuistManifest`), the project `tuist generate` would write, so that
/// each target runs on its own as one of a `project.pbxproj` does. Each
/// glob of a target's `sources` and `resources` (`Sources/**`) becomes a
/// synchronized folder of the folder before its first wildcard, whose
/// exceptions are the files the glob does not match and, as Tuist sorts
/// them, the files of the other kind: a storyboard is no source, a Swift
/// file no resource. A manifest that computes its targets is not read:
/// the failure says what, where. docs/Xcode.md lists what is read.
public enum TuistProjectReader {
    /// The manifest's file name: one a folder, beside no `.xcodeproj`.
    public static let manifestFileName = "Project.swift"

    /// Whether `path` names a Tuist project manifest.
    public static func isManifest(_ path: String) -> Bool { FilePath.fileName(path) == manifestFileName }

    /// Reads the manifest at `path`. `readFile` gives its bytes;
    /// `listFolder` the files below a folder, relative to it, or nil when
    /// it is none.
    public static func read(
        _ path: String, readFile: (String) -> [UInt8]?, listFolder: (String) -> [String]?
    ) -> Result<XcodeProject, ProjectDescriptionFailure> {
        guard let bytes = readFile(path) else {
            return .failure(ProjectDescriptionFailure(reason: "the file cannot be read", location: .start(of: path)))
        }
        if let marker = MergeConflict.firstMarker(in: bytes, file: path) {
            return .failure(
                ProjectDescriptionFailure(reason: marker.text, location: marker.location, isMergeConflict: true))
        }
        let manifest: TuistManifest.Project
        switch TuistManifest.read(bytes, file: path) {
        case .project(let project): manifest = project
        case .computed(let reason, let location):
            return .failure(ProjectDescriptionFailure(reason: reason, location: location))
        }
        let sourceRoot = FilePath.folderPrefix(of: path)
        var referencedFiles: Set<String> = []
        var referencedFolders: Set<String> = []
        var targets: [XcodeTarget] = []
        for target in manifest.targets {
            var folders: [XcodeTarget.SynchronizedFolder] = []
            var files: [XcodeTarget.File] = []
            var missing: [String] = []
            for (globs, isSources) in [(target.sources, true), (target.resources, false)] {
                for glob in globs {
                    let (base, pattern) = split(glob)
                    let folder = FilePath.joinNormalized(sourceRoot, base)
                    guard let listing = listFolder(folder) else {
                        let file = FilePath.joinNormalized(sourceRoot, glob)
                        if pattern == nil, readFile(file) != nil {
                            referencedFiles.insert(file)
                            if let phase = phase(of: file, isSources: isSources) {
                                files.append(XcodeTarget.File(path: file, phase: phase))
                            }
                        } else if isSources {
                            missing.append("the sources \(glob) of \(manifestFileName), not on disk,")
                        }
                        continue
                    }
                    referencedFolders.insert(folder)
                    var exceptions: Set<String> = []
                    for file in listing {
                        referencedFiles.insert(FilePath.join(folder, file))
                        let matches = pattern.map { SourceGlob.matches($0, file) } ?? true
                        if !matches || phase(of: file, isSources: isSources) == nil { exceptions.insert(file) }
                    }
                    folders.append(
                        XcodeTarget.SynchronizedFolder(
                            path: folder, isMember: true, exceptions: exceptions, phaseExceptions: [:],
                            opaqueFolders: []))
                }
            }
            var settings = ProjectDescription.platformSettings(target.platforms)
            settings["PRODUCT_NAME"] = target.productName ?? target.name
            if let plist = target.infoPlist { settings["INFOPLIST_FILE"] = plist }
            var dependencies: [String] = []
            var remote: [XcodeTarget.RemoteTarget] = []
            var linked: [XcodeTarget.LinkedProduct] = []
            var packages: [XcodeTarget.PackageProduct] = []
            for dependency in target.dependencies {
                switch dependency {
                case .target(let name):
                    dependencies.append(name)
                case .project(let name, let folder):
                    remote.append(
                        .init(
                            project: FilePath.join(FilePath.joinNormalized(sourceRoot, folder), manifestFileName),
                            targetName: name))
                case .binary(let file):
                    linked.append(.init(fileName: FilePath.fileName(file), isBuilt: false))
                case .package(let product):
                    packages.append(.init(productName: product, source: .remote(product)))
                case .sdk:
                    break
                }
            }
            let productType = productTypes[target.product] ?? "com.apple.product-type." + target.product
            let name = target.productName ?? target.name
            targets.append(
                XcodeTarget(
                    name: target.name, productType: productType,
                    productFile: ProjectDescription.productFile(name, type: productType),
                    files: files, synchronizedFolders: folders,
                    configurations: ["Debug", "Release"].map {
                        BuildConfiguration(name: $0, settings: settings, baseConfigurationFile: nil)
                    }, defaultConfiguration: nil, dependencies: dependencies, remoteDependencies: remote,
                    linkedProducts: linked, packageProducts: packages,
                    codeGenerators: missing
                        + (target.hasScripts
                            ? [
                                "the scripts: of target \(target.name) in \(manifestFileName), which the run does not read,"
                            ]
                            : [])))
        }
        // Tuist's default configurations: Debug compiles with DEBUG.
        return .success(
            XcodeProject(
                path: path, name: manifest.name, descriptionFiles: [path], sourceRoot: sourceRoot,
                developmentRegion: "en",
                configurations: [
                    BuildConfiguration(
                        name: "Debug", settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG"],
                        baseConfigurationFile: nil),
                    BuildConfiguration(name: "Release", settings: [:], baseConfigurationFile: nil),
                ], defaultConfiguration: nil, targets: targets, referencedFiles: referencedFiles.sorted(),
                referencedProjects: [], referencedFolders: referencedFolders.sorted()))
    }

    /// Tuist's products, as Xcode's product types.
    private static let productTypes: [String: String] = [
        "app": "com.apple.product-type.application", "framework": "com.apple.product-type.framework",
        "staticFramework": "com.apple.product-type.framework.static",
        "staticLibrary": "com.apple.product-type.library.static",
        "dynamicLibrary": "com.apple.product-type.library.dynamic",
        "unitTests": "com.apple.product-type.bundle.unit-test",
        "uiTests": "com.apple.product-type.bundle.ui-testing", "appExtension": "com.apple.product-type.app-extension",
        "bundle": "com.apple.product-type.bundle",
        "appClip": "com.apple.product-type.application.on-demand-install-capable",
    ]

    /// A glob as the folder before its first wildcard and the pattern of
    /// the rest (nil when it has no wildcard): `App/Sources/**/*.swift` is
    /// `App/Sources` and `**/*.swift`.
    private static func split(_ glob: String) -> (base: String, pattern: String?) {
        let components = glob.split(separator: "/", omittingEmptySubsequences: true)
        guard let wild = components.firstIndex(where: { $0.contains { "*?[{".contains($0) } }) else {
            return (glob, nil)
        }
        return (components[..<wild].joined(separator: "/"), components[wild...].joined(separator: "/"))
    }

    /// The phase a file of a `sources` (or `resources`) glob takes, as
    /// Tuist sorts them; nil for one the glob's kind leaves out.
    private static func phase(of path: String, isSources: Bool) -> XcodeTarget.Phase? {
        if path.lowercased().hasSuffix(".h") { return isSources ? .headers : nil }
        guard let format = InputFormat(path: path) else { return nil }
        let isCode = format == .swiftSource || format == .objectiveCSource
        return isCode == isSources ? (isCode ? .sources : .resources) : nil
    }
}
