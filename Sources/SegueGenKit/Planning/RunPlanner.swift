import SegueGenSupport

/// What a command line asks of a run, before anything is read: the files,
/// folders and project it names, the targets it picks, the configuration
/// file, and what it says over the configuration.
public struct RunSelection: Sendable {
    /// The files and folders named; a folder that holds Xcode projects
    /// stands for their targets.
    public var paths: [String]
    /// An Xcode project (an `.xcodeproj`, or an XcodeGen spec) named on
    /// its own (`--project`).
    public var project: String?
    /// The targets to run (`--target`); every target with inputs when none
    /// are named.
    public var targets: [String]
    /// The build configuration whose settings to read; the project's
    /// default when nil.
    public var buildConfiguration: String?
    /// The Info.plist of the one target that runs, instead of its own.
    public var infoPlist: String?
    /// The `seguegen.yaml` to read; when nil, a project's own, beside it.
    public var configurationFile: String?
    /// What the command line says over the configuration.
    public var overrides: GenerationOverrides

    public init(
        paths: [String] = [], project: String? = nil, targets: [String] = [], buildConfiguration: String? = nil,
        infoPlist: String? = nil, configurationFile: String? = nil,
        overrides: GenerationOverrides = GenerationOverrides()
    ) {
        self.paths = paths
        self.project = project
        self.targets = targets
        self.buildConfiguration = buildConfiguration
        self.infoPlist = infoPlist
        self.configurationFile = configurationFile
        self.overrides = overrides
    }
}

/// One run of the pipeline a selection asks for: its request, resolved once
/// (`GenerationRequest.resolve`), and what the commands say about it.
public struct PlannedRun: Sendable {
    /// `target App of App.xcodeproj` (`of Apps/App/project.yml` for an
    /// XcodeGen spec's), for a project's target; nil for a run of the
    /// files the command line names.
    public var label: String?
    public var configuration: Configuration
    public var configurationFile: String?
    public var request: GenerationRequest
    /// Every input the command line names, folders expanded, before the
    /// configuration's `inputs` select among them: what the split
    /// output's file names come from, as the build plugin, which sees
    /// only the target's files, declares them.
    public var candidates: [String]
    /// The target's name, for a project's target.
    public var targetName: String?
    /// The name of the target's project (`App` for `App.xcodeproj`).
    public var projectName: String?
    /// The project's source root, `$(SRCROOT)`, for a project's target.
    public var sourceRoot: String?
    /// The files read to find the target's inputs (`project.pbxproj`, or
    /// an XcodeGen spec and what it includes, `.xcconfig` files): with the inputs and the configuration file,
    /// all a run reads, which a Run Script phase declares.
    public var projectFiles: [String] = []

    public var inputs: [InputFile] { request.inputs }

    /// Every file the run reads, as paths from the working folder.
    public var readFiles: [String] {
        projectFiles + inputs.map(\.path) + (configurationFile.map { [$0] } ?? [])
    }
}

/// The runs a selection asks for, with the diagnostics of reading them.
public struct RunPlan: Sendable {
    public var runs: [PlannedRun]
    public var diagnostics: DiagnosticCollector
    /// The build configurations of the projects read, sorted.
    public var configurationNames: [String] = []

    /// The one run of a command that makes one thing (a file, a context, a
    /// drawing): a project with several targets needs `--target`.
    public func single() -> Result<PlannedRun, RunPlanner.Failure> {
        guard runs.count == 1, let run = runs.first else {
            guard !runs.isEmpty else { return .failure(.unusable(diagnostics)) }
            return .failure(.usage(RunPlanner.severalTargets(runs.compactMap(\.targetName))))
        }
        return .success(run)
    }
}

/// Turns what a command line asks into the runs its command makes, reading
/// through a `RunFileSystem`: one run for plain files and folders, one for
/// each target of an Xcode project, as Xcode builds it. The policy of
/// which files, which targets and which configuration is here, once, for
/// every command.
public struct RunPlanner: Sendable {
    /// Why a selection makes no run.
    public enum Failure: Error {
        /// The command line asks for what cannot be (exit status 2).
        case usage(String)
        /// A configuration or project cannot be used; the diagnostics say
        /// why (exit status 1).
        case unusable(DiagnosticCollector)
    }

    public let fileSystem: any RunFileSystem

    public init(fileSystem: any RunFileSystem) {
        self.fileSystem = fileSystem
    }

    /// The usage error of a command that makes one thing when several
    /// targets run, naming them; `alternative` another way out.
    public static func severalTargets(_ names: [String], or alternative: String? = nil) -> String {
        "\(names.count) targets have storyboards, XIBs or manifests (\(names.joined(separator: ", "))); name one "
            + "with --target" + (alternative.map { ", or \($0)" } ?? "")
    }

    /// Reads the configuration, the projects and the input files the
    /// selection names.
    public func plan(_ selection: RunSelection) -> Result<RunPlan, Failure> {
        var diagnostics = DiagnosticCollector()
        var configuration: Configuration?
        if let path = selection.configurationFile {
            guard let bytes = fileSystem.read(path, diagnostics: &diagnostics),
                let read = Configuration.read(bytes, file: path, diagnostics: &diagnostics), !diagnostics.hasErrors
            else { return .failure(.unusable(diagnostics)) }
            configuration = read
        }
        let named = discover(selection, diagnostics: &diagnostics)
        if named.projects.isEmpty,
            let workspace = ([selection.project] + selection.paths).compactMap({ $0 }).first(
                where: Self.isWorkspace)
        {
            guard !diagnostics.hasErrors else { return .failure(.unusable(diagnostics)) }
            return .failure(
                .usage(
                    "the workspace \(workspace) references no Xcode project with targets to run (CocoaPods' "
                        + "Pods.xcodeproj builds the pods, which the app's targets read as linked code)"))
        }
        guard !named.projects.isEmpty else {
            if !selection.targets.isEmpty || selection.buildConfiguration != nil || selection.infoPlist != nil {
                return .failure(
                    .usage(
                        "--target, --configuration and --info-plist need an Xcode project: --project App.xcodeproj, "
                            + "or a folder that holds one"))
            }
            let run = plainRun(
                selection, configuration: configuration, paths: named.plainPaths,
                unreadTargetDescription: named.unreadTargetDescription, diagnostics: &diagnostics)
            return run.map { RunPlan(runs: [$0], diagnostics: diagnostics) }
        }
        return projectRuns(selection, configuration: configuration, named: named, diagnostics: diagnostics)
    }

    /// The paths a selection names, sorted into projects and plain files
    /// and folders.
    struct Named {
        var projects: [String] = []
        var plainPaths: [String] = []
        /// The folders named that hold projects: an input below one that no
        /// target claims is reported (SG015).
        var projectFolders: [String] = []
        /// What the workspaces named or found reference beyond the projects
        /// that run.
        var workspaceReferences = WorkspaceReferences()
        /// What the projects are read from, each file once: the specs read
        /// to find the projects are not read again.
        var files: ProjectFileCache
        /// A project generator's description (or a Bazel BUILD file) of a
        /// folder that runs as one, which the run could not read: its
        /// files may be several targets'.
        var unreadTargetDescription: String?
    }

    /// Whether `path` names an Xcode workspace.
    static func isWorkspace(_ path: String) -> Bool {
        path.hasSuffix(".xcworkspace") || path.hasSuffix(".xcworkspace/")
    }

    private func discover(_ selection: RunSelection, diagnostics: inout DiagnosticCollector) -> Named {
        let fileSystem = fileSystem
        var named = Named(
            files: ProjectFileCache(readFile: { fileSystem.bytes(of: $0) }, listFolder: { fileSystem.filesBelow($0) }))
        // Workspaces named, which must be read, and found in folders.
        var workspaces: [(path: String, isNamed: Bool)] = []
        for path in (selection.project.map { [$0] } ?? []) + selection.paths {
            if Self.isWorkspace(path) {
                workspaces.append((path, true))
                continue
            }
            if path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcodeproj/")
                || (ProjectDescription.isDescription(path) && fileSystem.isRegularFile(path))
            {
                named.projects.append(path)
                continue
            }
            var found =
                fileSystem.isDirectory(path)
                ? fileSystem.xcodeContainers(below: path) : (projects: [], workspaces: [], bazelBuildFiles: [])
            // A description that cannot be read is no project; when the
            // folder has no other, it runs as a folder, as before the
            // description was read.
            var unread: [ProjectDescriptionFailure] = []
            found.projects = found.projects.filter { project in
                guard ProjectDescription.isDescription(project),
                    case .failure(let failure) = named.files.description(project)
                else { return true }
                if !failure.isOtherFormat { unread.append(failure) }
                return false
            }
            let runsAsFolder = found.projects.isEmpty && found.workspaces.isEmpty
            let consequence =
                runsAsFolder
                ? "so the folder runs as one target, which may mix targets that Xcode keeps apart"
                : "so its targets do not run, and their files are in no target"
            // Each spec XcodeGen would read is its own mistake; a monorepo's
            // dozens of computed Tuist manifests are one fact.
            let isComputedManifest = { (failure: ProjectDescriptionFailure) in
                TuistProjectReader.isManifest(failure.location.file) && !failure.isMergeConflict
            }
            let (manifests, specs) = (unread.filter(isComputedManifest), unread.filter { !isComputedManifest($0) })
            for failure in specs { diagnostics.emit(ProjectDescription.notRead(failure, consequence)) }
            if let first = manifests.first {
                diagnostics.emit(ProjectDescription.notRead(first, consequence, count: manifests.count))
            }
            if runsAsFolder {
                named.plainPaths.append(path)
                if let first = found.bazelBuildFiles.first {
                    let count = found.bazelBuildFiles.count
                    diagnostics.emit(
                        Diagnostic(
                            .bazelBuildNotRead,
                            "\(count) Bazel BUILD file\(count == 1 ? "" : "s") below \(path) declare\(count == 1 ? "s" : "") "
                                + "Apple targets (ios_application, swift_library, objc_library), such as this one, "
                                + "which SegueGen does not read, \(consequence); docs/Bazel.md shows how a Bazel rule "
                                + "runs SegueGen over each target's srcs and data", at: .start(of: first)))
                }
                // The run of a folder whose targets a description it did
                // not read names: what holds for one target may not.
                if let description = unread.first?.location.file ?? found.bazelBuildFiles.first {
                    named.unreadTargetDescription = description
                }
            } else {
                named.projects += found.projects
                workspaces += found.workspaces.map { ($0, false) }
                named.projectFolders.append(path)
            }
        }
        for (path, isNamed) in workspaces {
            let contents = FilePath.join(path, XcodeWorkspace.contentsFileName)
            let workspace: XcodeWorkspace
            if isNamed {
                guard let bytes = fileSystem.read(contents, diagnostics: &diagnostics) else { continue }
                workspace = XcodeWorkspace.read(bytes, workspacePath: path)
            } else {
                guard let found = fileSystem.workspace(at: path) else { continue }
                workspace = found
            }
            named.workspaceReferences.add(workspace, in: fileSystem)
            // CocoaPods' project builds the pods, which the app targets
            // link and read as their modules, never run as an app's.
            named.projects += workspace.projects.filter {
                FilePath.fileName($0) != "Pods.xcodeproj"
                    && fileSystem.isRegularFile(FilePath.join($0, "project.pbxproj"))
            }
            if isNamed, let missing = workspace.projects.first(where: { !fileSystem.isDirectory($0) }),
                FilePath.fileName(missing) != "Pods.xcodeproj"
            {
                diagnostics.emit(
                    Diagnostic(
                        .missingProjectFile,
                        "the workspace \(path) references the project \(missing), which is not on disk; "
                            + "the run goes on without its targets", at: .start(of: contents)))
            }
        }
        // `--project App.xcodeproj .` names one project twice, and a
        // workspace names a project its folder holds.
        var seen: Set<String> = []
        named.projects = named.projects.sorted().filter { seen.insert(fileSystem.canonicalPath($0)).inserted }
        return named
    }

    /// The paths of the configuration's `inputs`, resolved beside its
    /// file; nil when it has no `inputs`.
    func listedInputs(_ configuration: Configuration?, file: String?) -> [String]? {
        configuration?.inputs.map { $0.map { FilePath.resolve($0, besideFile: file ?? "") } }
    }

    /// Those of `paths` that `listed` names, compared as files; all of them
    /// when `listed` is nil.
    func selected(_ paths: [String], listed: [String]?) -> [String] {
        guard let listed else { return paths }
        let kept = Set(listed.map(fileSystem.canonicalPath))
        return paths.filter { kept.contains(fileSystem.canonicalPath($0)) }
    }

    /// The run of the files and folders the command line names, with the
    /// configuration's `inputs` selecting among them, or standing for them
    /// when none are named; that is how a build plugin, which hands over
    /// every candidate of a target, honours them. `unreadTargetDescription`
    /// describes the folder's targets, and was not read.
    private func plainRun(
        _ selection: RunSelection, configuration: Configuration?, paths named: [String],
        unreadTargetDescription: String?, diagnostics: inout DiagnosticCollector
    ) -> Result<PlannedRun, Failure> {
        let configuration = configuration ?? Configuration()
        let listed = listedInputs(configuration, file: selection.configurationFile)
        let paths = named.isEmpty ? listed ?? [] : selected(named, listed: listed)
        guard !paths.isEmpty else {
            return .failure(
                .usage("no input files; name manifests, storyboards, an Xcode project or folders holding them"))
        }
        let inputs = fileSystem.readInputs(paths, diagnostics: &diagnostics)
        let shown = named.isEmpty ? paths : named
        var request = request(
            selection, inputs: inputs, configuration: configuration, configurationFile: selection.configurationFile,
            projectModuleName: fileSystem.packageModuleName(of: paths))
        if let unreadTargetDescription { request.ownModule = .severalTargets(describedBy: unreadTargetDescription) }
        request.environment = .ofInterfaceFiles(inputs)
        let run = PlannedRun(
            label: nil, configuration: configuration, configurationFile: selection.configurationFile,
            request: request,
            candidates: shown.flatMap { fileSystem.isDirectory($0) ? fileSystem.inputsBelow($0) : [$0] })
        return .success(run)
    }

    /// The request of one run, the selection's overrides over its
    /// configuration; templates are read through the file system.
    func request(
        _ selection: RunSelection, inputs: [InputFile], configuration: Configuration, configurationFile: String?,
        projectModuleName: String?, infoPlistSettings: [String: String]? = nil
    ) -> GenerationRequest {
        GenerationRequest.resolve(
            inputs: inputs, configuration: configuration, configurationFile: configurationFile,
            overrides: selection.overrides, projectModuleName: projectModuleName, infoPlistSettings: infoPlistSettings,
            loader: TemplateCatalog.loader(readFile: { [fileSystem] in fileSystem.text($0) }))
    }
}
