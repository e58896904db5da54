import SegueGenSupport

/// What a folder holds for a run: its inputs, its Xcode projects and
/// workspaces, its configuration, the Swift package target it belongs to.
extension RunFileSystem {
    /// The inputs below a folder, sorted by path, chosen by the rule the
    /// plugins share (`InputFormat`). Other people's code and build
    /// products (`skippedFolders`) and hidden folders are left out: a pod's
    /// literals name its own storyboards. A folder reached twice through a
    /// symbolic link is read once.
    public func inputsBelow(_ directory: String) -> [String] {
        var found: [String] = []
        var folders = [directory]
        var visited: Set<String> = [canonicalPath(directory)]
        while let folder = folders.popLast() {
            for name in entries(of: folder) {
                let path = FilePath.join(folder, name)
                if isDirectory(path) {
                    if !skippedFolders.contains(name) && !name.hasPrefix(".")
                        && visited.insert(canonicalPath(path)).inserted
                    {
                        folders.append(path)
                    }
                    continue
                }
                if InputFormat.isInputFoundInFolder(fileName: name, folderName: FilePath.fileName(folder)) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// The projects and `.xcworkspace` folders at or below `directory`,
    /// each sorted: the projects are `.xcodeproj` folders, and project
    /// generators' descriptions (`ProjectDescription.fileNames`, one a
    /// folder) in folders with no `.xcodeproj` beside them, since a real
    /// project is what Xcode builds.
    /// CocoaPods' project and what lies inside a project, a workspace or a
    /// build folder are left out.
    /// `bazelBuildFiles` are the `BUILD` and `BUILD.bazel` files that
    /// declare Apple targets (`BazelBuildFile.declaresAppleTargets`).
    func xcodeContainers(below directory: String) -> (
        projects: [String], workspaces: [String], bazelBuildFiles: [String]
    ) {
        var projects: [String] = []
        var workspaces: [String] = []
        var bazelBuildFiles: [String] = []
        var folders = [directory]
        var visited: Set<String> = [canonicalPath(directory)]
        while let folder = folders.popLast() {
            var hasProject = false
            var specs: [String] = []
            for name in entries(of: folder) {
                let path = FilePath.join(folder, name)
                guard isDirectory(path) else {
                    if ProjectDescription.fileNames.contains(name) { specs.append(path) }
                    if name == "BUILD" || name == "BUILD.bazel", let bytes = bytes(of: path),
                        BazelBuildFile.declaresAppleTargets(bytes)
                    {
                        bazelBuildFiles.append(path)
                    }
                    continue
                }
                if name.hasSuffix(".xcodeproj") {
                    // A generated project's folder that holds only its
                    // schemes (XcodeGen's, checked in without the project)
                    // is no project.
                    if name != "Pods.xcodeproj" && isRegularFile(FilePath.join(path, "project.pbxproj")) {
                        projects.append(path)
                        hasProject = true
                    }
                } else if name.hasSuffix(".xcworkspace") {
                    if isRegularFile(FilePath.join(path, XcodeWorkspace.contentsFileName)) { workspaces.append(path) }
                } else if !skippedFolders.contains(name) && !name.hasPrefix(".")
                    && visited.insert(canonicalPath(path)).inserted
                {
                    folders.append(path)
                }
            }
            // One description a folder, as `xcodegen` finds its spec:
            // `project.yml` first.
            let order = ProjectDescription.fileNames
            if !hasProject, let spec = order.map({ FilePath.join(folder, $0) }).first(where: specs.contains) {
                projects.append(spec)
            }
        }
        return (projects.sorted(), workspaces.sorted(), bazelBuildFiles.sorted())
    }

    /// The workspaces in the folder of each of `projects` and in the
    /// folder above it, each read once however many projects share it:
    /// what they reference, a project's target may link. A workspace
    /// inside a project is its own and adds none.
    func workspaces(besides projects: [String]) -> [XcodeWorkspace] {
        var folders: Set<String> = []
        for project in projects {
            let trimmed = project.hasSuffix("/") ? String(project.dropLast()) : project
            let folder = FilePath.folderPrefix(of: trimmed)
            let parent = folder.isEmpty ? "../" : FilePath.folderPrefix(of: String(folder.dropLast()))
            folders.formUnion([folder, parent.isEmpty && !folder.isEmpty ? "" : parent])
        }
        return folders.sorted().flatMap { candidate in
            entries(of: candidate.isEmpty ? "." : candidate).filter { $0.hasSuffix(".xcworkspace") }.sorted()
                .compactMap { workspace(at: candidate + $0) }
        }
    }

    /// The workspace at `path`, read; nil when it has no contents file.
    func workspace(at path: String) -> XcodeWorkspace? {
        bytes(of: FilePath.join(path, XcodeWorkspace.contentsFileName)).map {
            XcodeWorkspace.read($0, workspacePath: path)
        }
    }

    /// The `seguegen.yaml` (or `.yml`, `.json`) in a folder given as a
    /// prefix (`App/`, or "" for the working folder), if there is one.
    func configurationFile(in folderPrefix: String) -> String? {
        InputFormat.configurationFileNames.sorted().map { folderPrefix + $0 }.first(where: isRegularFile)
    }

    /// Every file below `folder`, as paths relative to it, for a folder
    /// Xcode keeps in step with the disk; nil when it cannot be read.
    func filesBelow(_ folder: String) -> [String]? {
        guard isDirectory(folder) else { return nil }
        var found: [String] = []
        var pending = [""]
        var visited: Set<String> = [canonicalPath(folder)]
        while let relative = pending.popLast() {
            for name in entries(of: relative.isEmpty ? folder : FilePath.join(folder, relative)) {
                let child = relative.isEmpty ? name : relative + "/" + name
                let path = FilePath.join(folder, child)
                if isDirectory(path) {
                    if !name.hasPrefix(".") && visited.insert(canonicalPath(path)).inserted { pending.append(child) }
                } else {
                    found.append(child)
                }
            }
        }
        return found.sorted()
    }

    /// The module every path in `paths` (files or folders) compiles into
    /// by SwiftPM's layout, for a run without a project: a file below
    /// `Sources/<Target>/` of a folder with a `Package.swift` that names the
    /// target is compiled into that target's module. Nil when one of them
    /// is in no package target or they are in different ones; a target
    /// whose `Package.swift` gives it another `path:` is not found this way.
    func packageModuleName(of paths: [String]) -> String? {
        let targets = Set(paths.map(packageTarget(of:)))
        guard targets.count == 1, let target = targets.first, let target else { return nil }
        return BuildSettings.moduleName(ofTarget: target)
    }

    /// The target of the nearest package above `path` whose `Sources/<T>/`
    /// holds it, when that package's manifest (`SwiftPackageManifest`, the
    /// one reader of `Package.swift`) declares `T` there.
    private func packageTarget(of path: String) -> String? {
        var components = canonicalPath(path).split(separator: "/").map(String.init)
        while components.count >= 2 {
            let name = components.removeLast()
            guard components.last == "Sources" else { continue }
            let package = "/" + components.dropLast().joined(separator: "/")
            guard let bytes = bytes(of: FilePath.join(package, "Package.swift")) else { continue }
            let declared = SwiftPackageManifest.read(bytes).targets.contains {
                $0.name == name && ($0.path == nil || $0.path == "Sources/" + name)
            }
            return declared ? name : nil
        }
        return nil
    }
}

/// What workspaces reference beyond the projects a run runs: the projects
/// whose products a target may link by file name (CocoaPods' among them),
/// and the local Swift packages whose products it may link by name.
struct WorkspaceReferences: Sendable {
    /// Every project on disk the workspaces reference, sorted.
    var projects: [String] = []
    /// The referenced folders that hold a `Package.swift`, sorted.
    var packages: [String] = []

    mutating func add(_ workspace: XcodeWorkspace, in fileSystem: some RunFileSystem) {
        projects = Set(projects + workspace.projects.filter(fileSystem.isDirectory)).sorted()
        packages = Set(
            packages
                + workspace.otherReferences.filter {
                    fileSystem.isRegularFile(FilePath.join($0, "Package.swift"))
                }
        ).sorted()
    }
}

/// Folders that hold other people's code or build products.
private let skippedFolders: Set<String> = [
    "Pods", "Carthage", "DerivedData", "build", ".build", "node_modules", "SourcePackages",
]
