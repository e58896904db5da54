import SegueGenSupport

/// The runs of Xcode projects' targets: each target runs on its own, with
/// the files of its build phases, as Xcode builds it.
extension RunPlanner {
    /// One project read, with the configuration its targets run with.
    private struct ReadProject {
        var path: String
        var project: XcodeProject
        var configuration: Configuration?
        var configurationFile: String?
    }

    /// The runs of the targets of `named`'s projects that the selection
    /// picks and that have inputs, with the plain files named added to
    /// each.
    func projectRuns(
        _ selection: RunSelection, configuration explicit: Configuration?, named: Named,
        diagnostics initial: DiagnosticCollector
    ) -> Result<RunPlan, Failure> {
        var diagnostics = initial
        var runs: [PlannedRun] = []
        var claimed: Set<String> = []
        let namedTargets = Set(selection.targets)
        var foundTargets: Set<String> = []
        var configurationNames: Set<String> = []
        let extraInputs = fileSystem.readInputs(named.plainPaths, diagnostics: &diagnostics)
        let projectFiles = named.files
        let shared = SharedReadings(fileSystem)
        // A product linked by file name may be built by another project of
        // the run, or of a workspace named, found or beside a project; a
        // product linked by name, by a local package of such a workspace.
        var workspaces = named.workspaceReferences
        for workspace in fileSystem.workspaces(besides: named.projects) { workspaces.add(workspace, in: fileSystem) }
        let siblingProjects = Set(named.projects + workspaces.projects).sorted()
        // What several targets report alike (a configuration file they
        // share) is said once.
        var reported = Set(diagnostics.diagnostics.map(\.description))
        // A project that cannot be read claims files no one can tell.
        var allProjectsRead = true
        // The build configuration files the targets' environments read,
        // each once.
        var configurationFileSettings: [String: [String: String]] = [:]
        for path in named.projects {
            guard let read = readProject(path, selection, explicit, files: projectFiles, diagnostics: &diagnostics)
            else {
                allProjectsRead = false
                continue
            }
            // A manifest written in Swift is the project's, no target's.
            claimed.formUnion(
                read.project.descriptionFiles.compactMap(fileSystem.existingPath).map(fileSystem.canonicalPath))
            configurationNames.formUnion(read.project.configurations.map(\.name))
            configurationNames.formUnion(read.project.targets.flatMap(\.configurations).map(\.name))
            for target in read.project.targets {
                // A target left out still claims its files, so that they
                // are not reported as in no target (SG015); what reading it
                // would say is not reported.
                var targetDiagnostics = DiagnosticCollector()
                var resolved = XcodeTargetInputs.resolve(
                    target, of: read.project, configuration: selection.buildConfiguration,
                    readFile: projectFiles.bytes, listFolder: projectFiles.listing,
                    otherProject: projectFiles.project, siblingProjects: siblingProjects,
                    workspacePackages: workspaces.packages, diagnostics: &targetDiagnostics)
                if let named = selection.infoPlist { resolved.infoPlist = named }
                let targetFiles =
                    resolved.inputs + resolved.headers + (resolved.infoPlist.map { [$0] } ?? [])
                    + resolved.linked.sources.values.joined()
                claimed.formUnion(targetFiles.compactMap(fileSystem.existingPath).map(fileSystem.canonicalPath))
                guard namedTargets.isEmpty || namedTargets.contains(target.name) else { continue }
                foundTargets.insert(target.name)
                // What reading a target that does not run would say
                // concerns no check of the run.
                guard
                    var run = targetRun(
                        resolved, of: read, selection, extraInputs: extraInputs, shared: shared,
                        diagnostics: &targetDiagnostics)
                else { continue }
                // Judged for the targets that run only: it reads the
                // settings of every configuration.
                run.request.environment = .of(
                    target, in: read.project, readFile: projectFiles.bytes,
                    configurationFiles: &configurationFileSettings)
                for diagnostic in targetDiagnostics.diagnostics where reported.insert(diagnostic.description).inserted {
                    diagnostics.emit(diagnostic)
                }
                runs.append(run)
            }
        }
        let projects = named.projects.joined(separator: ", ")
        if let unknown = namedTargets.subtracting(foundTargets).sorted().first {
            return .failure(.usage("no target \"\(unknown)\" in \(projects)"))
        }
        if let named = selection.buildConfiguration, !configurationNames.isEmpty, !configurationNames.contains(named) {
            return .failure(
                .usage(
                    "no build configuration \"\(named)\" in \(projects); it has "
                        + configurationNames.sorted().joined(separator: ", ")
                        + Suggestion.didYouMean(named, in: configurationNames.sorted())))
        }
        if selection.infoPlist != nil && runs.count > 1 {
            return .failure(
                .usage(
                    "--info-plist names the Info.plist of one target, and \(runs.count) targets run; name one with "
                        + "--target"))
        }
        for folder in named.projectFolders where allProjectsRead {
            let unclaimed = fileSystem.inputsBelow(folder).filter { !claimed.contains(fileSystem.canonicalPath($0)) }
            guard let first = unclaimed.first else { continue }
            let one = unclaimed.count == 1
            diagnostics.emit(
                Diagnostic(
                    .fileInNoTarget,
                    "\(unclaimed.count) input file\(one ? "" : "s") below \(folder) belong\(one ? "s" : "") "
                        + "to no target of its Xcode projects and \(one ? "was" : "were") not read, "
                        + "such as this one; add \(one ? "it" : "them") to a target, or name "
                        + "\(one ? "it" : "them") on the command line",
                    at: .start(of: first)))
        }
        if runs.isEmpty && !diagnostics.hasErrors {
            return .failure(.usage("no target of \(projects) has a storyboard, XIB or manifest"))
        }
        return .success(RunPlan(runs: runs, diagnostics: diagnostics, configurationNames: configurationNames.sorted()))
    }

    /// The project at `path` (an `.xcodeproj`, or an XcodeGen spec), with
    /// the selection's configuration, else the one in its source root; nil
    /// when either cannot be read.
    private func readProject(
        _ path: String, _ selection: RunSelection, _ explicit: Configuration?, files: ProjectFileCache,
        diagnostics: inout DiagnosticCollector
    ) -> ReadProject? {
        let read: XcodeProject?
        if ProjectDescription.isDescription(path) {
            switch files.description(path) {
            case .success(let project):
                read = project
            case .failure(let failure):
                diagnostics.emit(ProjectDescription.notRead(failure, "so its targets do not run"))
                read = nil
            }
        } else {
            read = fileSystem.read(FilePath.join(path, "project.pbxproj"), diagnostics: &diagnostics).flatMap {
                XcodeProjectReader.read($0, projectPath: path, diagnostics: &diagnostics)
            }
        }
        guard let project = read else { return nil }
        guard explicit == nil, let beside = fileSystem.configurationFile(in: project.sourceRoot) else {
            return ReadProject(
                path: path, project: project, configuration: explicit, configurationFile: selection.configurationFile)
        }
        guard let bytes = fileSystem.read(beside, diagnostics: &diagnostics),
            let configuration = Configuration.read(bytes, file: beside, diagnostics: &diagnostics)
        else { return nil }
        return ReadProject(path: path, project: project, configuration: configuration, configurationFile: beside)
    }

    /// The run of one target the selection picks, or nil when the
    /// configuration's `inputs` leave it nothing to check.
    private func targetRun(
        _ resolved: XcodeTargetInputs, of read: ReadProject, _ selection: RunSelection, extraInputs: [InputFile],
        shared: SharedReadings, diagnostics: inout DiagnosticCollector
    ) -> PlannedRun? {
        let target = resolved.target
        let projectFile = read.project.descriptionFile
        let compiled = resolved.inputs + resolved.headers
        let chosen = selected(compiled, listed: listedInputs(read.configuration, file: read.configurationFile))
        var paths = chosen
        // A target with XIBs and no storyboard (a share extension, a
        // tvOS app) has connections and nib cells to check too.
        guard
            paths.contains(where: {
                InputFormat(path: $0)?.describesScenes == true || InputFormat(path: $0) == .xib
            }) || !extraInputs.isEmpty
        else { return nil }
        // The target's Info.plist says which storyboard the app starts
        // from.
        if let plist = resolved.infoPlist, fileSystem.existingPath(plist) != nil { paths.append(plist) }
        let missing = paths.filter { fileSystem.existingPath($0) == nil }
        paths = paths.compactMap(fileSystem.existingPath)
        let infoPlistPath = resolved.infoPlist.flatMap(fileSystem.existingPath)
        var inputs = fileSystem.readInputs(paths, diagnostics: &diagnostics).map { input in
            // A project names its storyboards one by one; one for
            // another platform is skipped with a note, as in a folder.
            var found = input
            found.isFoundInFolder = true
            if input.path == infoPlistPath { found.format = .infoPlist }
            return found
        }
        if let first = missing.first {
            let one = missing.count == 1
            diagnostics.emit(
                Diagnostic(
                    .missingProjectFile,
                    "\(missing.count) file\(one ? "" : "s") the build phases of target "
                        + "\(target) name \(one ? "is" : "are") not on disk, such as "
                        + "this one (a build phase may make \(one ? "it" : "them")); the run "
                        + "goes on without \(one ? "it" : "them")",
                    at: .start(of: first)))
        }
        var configuration = read.configuration ?? Configuration()
        // What seguegen.yaml lists as seen enough, the run does not wait for.
        let unseen = resolved.linked.unseen.filter { configuration.seenEnoughModules[$0.name] == nil }
        if !unseen.isEmpty {
            diagnostics.emit(
                Diagnostic(
                    .linkedCodeNotRead,
                    "target \(target) links code the run cannot read: "
                        + unseen.map { "\($0.name) (\($0.reason))" }.joined(separator: "; ")
                        + "; their classes are unknown to the run, so a check that needs one makes no claim on it; "
                        + "list one under seenEnough in seguegen.yaml, with the reason, if what the run lacks of it "
                        + "cannot change a finding",
                    at: .start(of: projectFile)))
        }
        configuration.literalChecks.unseenModules = unseen.map(\.name)
        for (module, sources) in resolved.linked.sources.sorted(by: { $0.key < $1.key }) {
            inputs += shared.inputs(
                sources.compactMap(fileSystem.existingPath), module: module, diagnostics: &diagnostics)
        }
        if resolved.isTestBundle && configuration.literalChecks.isEnabled {
            configuration.literalChecks.isEnabled = false
            diagnostics.emit(
                Diagnostic(
                    .literalsNotChecked,
                    "string literals of target \(target) were not checked: a test bundle runs in its "
                        + "host app, whose storyboards (UIStoryboard(name:bundle: nil) opens the host's) "
                        + "its own run does not have",
                    at: .start(of: projectFile)))
        }
        var request = request(
            selection, inputs: inputs + extraInputs, configuration: configuration,
            configurationFile: read.configurationFile, projectModuleName: resolved.moduleName,
            infoPlistSettings: resolved.generatesInfoPlist ? resolved.infoPlistKeys : nil)
        request.scans = shared.scans
        request.ownModule = ownModule(
            of: resolved, compiled: compiled, selected: chosen, missing: missing, existing: paths,
            read: inputs.map(\.path))
        return PlannedRun(
            label: "target \(target) of \(read.project.label)", configuration: configuration,
            configurationFile: read.configurationFile, request: request,
            candidates: paths + extraInputs.map(\.path), targetName: target, projectName: read.project.name,
            sourceRoot: read.project.sourceRoot,
            projectFiles: read.project.descriptionFiles + resolved.configurationFiles)
    }
}

extension RunPlanner {
    /// Whether the run of `resolved` has all the code of the target's own
    /// module: every Swift and Objective-C file of its Compile Sources
    /// (`compiled`) was selected by the configuration, is on disk (not
    /// `missing`) and was read (each `existing` path is among the `read`
    /// ones), and no build step writes more. A test bundle runs inside its
    /// host app, whose module the storyboards it copies may mean. Paths
    /// are compared as the planning wrote them: one `selected` keeps, the
    /// existing path of one on disk, which is what is read.
    fileprivate func ownModule(
        of resolved: XcodeTargetInputs, compiled: [String], selected: [String], missing: [String],
        existing: [String], read: [String]
    ) -> ModuleCoverage {
        if resolved.isTestBundle {
            return .partial("target \(resolved.target) is a test bundle, which runs inside its host app's module")
        }
        if let generator = resolved.codeGenerators.first {
            return .partial(
                "\(generator) of target \(resolved.target) writes code into its module \(resolved.moduleName), "
                    + "which the run does not have")
        }
        let isCode = { (path: String) in
            let format = InputFormat(path: path)
            return format == .swiftSource || format == .objectiveCSource
        }
        if selected.count != compiled.count {
            let kept = Set(selected)
            if let left = compiled.first(where: { isCode($0) && !kept.contains($0) }) {
                return .partial(
                    "the configuration's inputs leave out \(left), a source file of target \(resolved.target)")
            }
        }
        let found = Set(read)
        if let unread = missing.first(where: isCode) ?? existing.first(where: { isCode($0) && !found.contains($0) }) {
            return .partial(
                "the run could not read \(unread), a source file of target \(resolved.target) (a build phase may make it)"
            )
        }
        return .complete
    }
}

/// What the targets of one plan share of the code they link: each linked
/// file read (mapped) once for every target that links it, so the runs
/// share one input, and the scans of those files (`SourceScanCache`), which
/// know that input again without a look at its bytes.
final class SharedReadings {
    private let fileSystem: any RunFileSystem
    private var read: [String: (input: InputFile?, diagnostics: [Diagnostic])] = [:]
    let scans = SourceScanCache()

    init(_ fileSystem: any RunFileSystem) { self.fileSystem = fileSystem }

    /// The files at `paths`, as `module`'s code, with what reading them
    /// reported, once for each target that asks.
    func inputs(_ paths: [String], module: String, diagnostics: inout DiagnosticCollector) -> [InputFile] {
        paths.compactMap { path in
            let found =
                read[path]
                ?? {
                    var reading = DiagnosticCollector()
                    let input = fileSystem.readInputs([path], diagnostics: &reading).first
                    read[path] = (input, reading.diagnostics)
                    return (input, reading.diagnostics)
                }()
            diagnostics.emit(contentsOf: found.diagnostics)
            var input = found.input
            input?.module = module
            return input
        }
    }
}
