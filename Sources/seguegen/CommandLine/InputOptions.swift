import SegueGenKit
import SegueGenSupport

/// The options every command that reads inputs shares, and the reading
/// they drive: configuration, Xcode projects, inputs. What the command line
/// names becomes one or more runs: one for plain files and folders, one for
/// each target of an Xcode project, as Xcode builds it.
enum InputOptions {
    static let config = Option.value(
        "config", placeholder: "PATH",
        help: "Read options from a seguegen.yaml file; options given here win. With a project, a seguegen.yaml "
            + "in its source root (the folder of the .xcodeproj, unless the project moves it) is read when this "
            + "is not given.")
    static let disableWarning = Option.diagnosticCodes(
        "disable-warning", help: "Do not report warnings with this code, such as SG304.")
    static let project = Option.value(
        "project", placeholder: "PATH",
        help: "An Xcode project (.xcodeproj): each of its targets runs on its own, with the storyboards, "
            + "manifests and sources of its build phases, compiled into its module. A folder among the FILEs "
            + "that holds a project is read the same way.")
    static let target = Option.repeatable(
        "target", placeholder: "NAME", help: "With a project: run only this target.")
    static let configuration = Option.value(
        "configuration", placeholder: "NAME",
        help: "With a project: the build configuration whose settings to read; default: the project's default, "
            + "else Debug.")
    static let infoPlist = Option.value(
        "info-plist", placeholder: "PATH",
        help: "With one target: its Info.plist, instead of the one its INFOPLIST_FILE setting names "
            + "('seguegen run-script' passes Xcode's).")
    static let specs = [
        config.spec, disableWarning.spec, project.spec, target.spec, configuration.spec, infoPlist.spec,
    ]
    /// What a FILE may be, and what each kind is read for, for the help of
    /// the commands that read inputs.
    static let filesHelp = """
        A FILE is a manifest (\(InputFormat.describeEndings(of: [.yamlManifest, .jsonManifest]))), a storyboard \
        (\(InputFormat.storyboard.fileEndings.joined(separator: ", "))) or XIB \
        (\(InputFormat.xib.fileEndings.joined(separator: ", "))), app code \
        (\(InputFormat.describeEndings(of: [.swiftSource, .objectiveCSource, .objectiveCHeader]))), an \
        Info.plist, or a folder holding them (localized .lproj copies other than Base.lproj are skipped). App \
        code is read, never written: the classes it declares, the unwind actions they implement and the calls \
        that navigate feed the unwind and graph checks, and the string literals it passes to UIKit as segue \
        identifiers, storyboard IDs and storyboard names are checked. An Info.plist names the storyboard the \
        app starts from.
        """

    /// One run of the pipeline: what it reads, and the options the
    /// command line and the configuration give it.
    struct Run {
        /// `target App of App.xcodeproj`, for a project's target; nil for a
        /// run of the files the command line names.
        var label: String?
        var configuration: Configuration
        var configurationFile: String?
        var inputs: [InputFile]
        /// Every input the command line names, folders expanded, before the
        /// configuration's `inputs` select among them: what the split
        /// output's file names come from, as the build plugin, which sees
        /// only the target's files, declares them.
        var candidates: [String]
        /// The module the project compiles the target into, or the Swift
        /// package target the files named are in.
        var projectModuleName: String?
        /// The Info.plist settings of a target that generates its Info.plist.
        var infoPlistSettings: [String: String]?
        /// The target's name, for a project's target.
        var targetName: String?
        /// The name of the target's project (`App` for `App.xcodeproj`).
        var projectName: String?
        /// The project's source root, `$(SRCROOT)`, for a project's target.
        var sourceRoot: String?
        /// The files read to find the target's inputs (`project.pbxproj`,
        /// `.xcconfig` files): with the inputs and the configuration file,
        /// all a run reads, which a Run Script phase declares.
        var projectFiles: [String] = []
        /// The source files read by the runs of one command, which every
        /// target of its projects shares: the modules they link are
        /// scanned once.
        var scans: SourceScanCache?

        /// Every file the run reads, as paths from the working folder.
        var readFiles: [String] {
            projectFiles + inputs.map(\.path) + (configurationFile.map { [$0] } ?? [])
        }

        /// The request `Pipeline` takes: the options of the command line
        /// over the configuration over the project.
        func request(_ arguments: ParsedArguments, overrides: GenerationOverrides = GenerationOverrides())
            -> GenerationRequest
        {
            var overrides = overrides
            overrides.disabledWarnings += arguments[InputOptions.disableWarning]
            var request = GenerationRequest.resolve(
                inputs: inputs, configuration: configuration, configurationFile: configurationFile,
                overrides: overrides, projectModuleName: projectModuleName, infoPlistSettings: infoPlistSettings,
                loader: TemplateCatalog.loader(readFile: { FileSystem.text($0) }))
            request.scans = scans
            return request
        }
    }

    /// What the command line names, read from disk but not yet judged: the
    /// runs, with the diagnostics of reading them.
    struct Read {
        var runs: [Run]
        var diagnostics: DiagnosticCollector
        /// The build configurations of the projects read, sorted.
        var configurationNames: [String] = []
    }

    /// Reads the configuration, the projects and the input files. Fails,
    /// after printing why, when the command line is wrong (exit 2) or a
    /// configuration or project is unusable (exit 1).
    static func read(_ arguments: ParsedArguments, command: String) -> Result<Read, ExitStatus> {
        var diagnostics = DiagnosticCollector()
        let explicitConfiguration: Configuration?
        if let path = arguments[config] {
            guard let bytes = FileSystem.read(path, diagnostics: &diagnostics),
                let read = Configuration.read(bytes, file: path, diagnostics: &diagnostics), !diagnostics.hasErrors
            else {
                Console.report(diagnostics)
                return .failure(.failure)
            }
            explicitConfiguration = read
        } else {
            explicitConfiguration = nil
        }
        var projects = arguments[project].map { [$0] } ?? []
        var plainPaths: [String] = []
        var projectFolders: [String] = []
        for path in arguments.positionals {
            let found = FileSystem.isDirectory(path) ? FileSystem.xcodeProjects(below: path) : []
            if path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcodeproj/") {
                projects.append(path)
            } else if found.isEmpty {
                plainPaths.append(path)
                if FileSystem.isDirectory(path), let description = FileSystem.projectDescription(in: path) {
                    diagnostics.emit(
                        Diagnostic(
                            .projectDescriptionNotRead,
                            "\(FilePath.fileName(description)) describes this folder's targets for a project "
                                + "generator (XcodeGen, Tuist), which SegueGen does not read, so the folder runs as "
                                + "one target: generate the project (xcodegen generate, tuist generate) and run on "
                                + "it to check each target as Xcode builds it", at: .start(of: description)))
                }
            } else {
                projects += found
                projectFolders.append(path)
            }
        }
        // `--project App.xcodeproj .` names one project twice.
        var seenProjects: Set<String> = []
        projects = projects.sorted().filter {
            seenProjects.insert(FileSystem.canonicalPath($0)).inserted
        }
        if projects.isEmpty {
            if !arguments[target].isEmpty || arguments[configuration] != nil || arguments[infoPlist] != nil {
                return .failure(
                    Console.usageError(
                        "--target, --configuration and --info-plist need an Xcode project: --project App.xcodeproj, "
                            + "or a folder that holds one", command: command))
            }
            return plainRun(arguments, command: command, configuration: explicitConfiguration, paths: plainPaths)
                .map { run, reading in
                    var all = diagnostics
                    all.emit(contentsOf: reading.diagnostics)
                    return Read(runs: [run], diagnostics: all)
                }
        }
        var runs: [Run] = []
        var claimed: Set<String> = []
        let namedTargets = Set(arguments[target])
        var foundTargets: Set<String> = []
        var configurationNames: Set<String> = []
        let extraInputs = FileSystem.readInputs(plainPaths, diagnostics: &diagnostics)
        let linkedProjects = LinkedProjects()
        let linkedFiles = LinkedFiles()
        let projectFiles = ProjectFiles()
        let scans = SourceScanCache()
        // A product linked by file name may be built by another project of
        // the run, or of a workspace beside a project.
        let siblingProjects = Set(projects + projects.flatMap(FileSystem.workspaceProjects(besides:))).sorted()
        for projectPath in projects {
            guard let bytes = FileSystem.read(FilePath.join(projectPath, "project.pbxproj"), diagnostics: &diagnostics),
                let project = XcodeProjectReader.read(bytes, projectPath: projectPath, diagnostics: &diagnostics)
            else { continue }
            configurationNames.formUnion(project.configurations.map(\.name))
            configurationNames.formUnion(project.targets.flatMap(\.configurations).map(\.name))
            var configuration = explicitConfiguration
            var configurationFile = arguments[config]
            if configuration == nil, let beside = FileSystem.configurationFile(in: project.sourceRoot) {
                guard let bytes = FileSystem.read(beside, diagnostics: &diagnostics),
                    let read = Configuration.read(bytes, file: beside, diagnostics: &diagnostics)
                else { continue }
                configuration = read
                configurationFile = beside
            }
            for target in project.targets {
                let isChosen = namedTargets.isEmpty || namedTargets.contains(target.name)
                // A target left out still claims its files, so that they
                // are not reported as in no target (SG015); what reading it
                // would say is not reported.
                var targetDiagnostics = DiagnosticCollector()
                var resolved = XcodeTargetInputs.resolve(
                    target, of: project, configuration: arguments[Self.configuration], readFile: projectFiles.bytes,
                    listFolder: projectFiles.listing, otherProject: linkedProjects.project,
                    siblingProjects: siblingProjects, diagnostics: &targetDiagnostics)
                let projectFiles = [FilePath.join(projectPath, "project.pbxproj")] + resolved.configurationFiles
                if let named = arguments[infoPlist] { resolved.infoPlist = named }
                let targetFiles = resolved.inputs + resolved.headers + (resolved.infoPlist.map { [$0] } ?? [])
                claimed.formUnion(targetFiles.compactMap(FileSystem.existingPath).map(FileSystem.canonicalPath))
                claimed.formUnion(
                    resolved.linked.sources.values.joined().compactMap(FileSystem.existingPath).map(
                        FileSystem.canonicalPath))
                guard isChosen else { continue }
                foundTargets.insert(target.name)
                diagnostics.emit(contentsOf: targetDiagnostics.diagnostics)
                var paths = resolved.inputs + resolved.headers
                if let selected = configuration?.inputs {
                    let listed = Set(
                        selected.map {
                            FileSystem.canonicalPath(FilePath.resolve($0, besideFile: configurationFile ?? ""))
                        })
                    paths = paths.filter { listed.contains(FileSystem.canonicalPath($0)) }
                }
                // A target with XIBs and no storyboard (a share extension, a
                // tvOS app) has connections and nib cells to check too.
                guard
                    paths.contains(where: {
                        InputFormat(path: $0)?.describesScenes == true || InputFormat(path: $0) == .xib
                    }) || !extraInputs.isEmpty
                else { continue }
                // The target's Info.plist says which storyboard the app
                // starts from.
                if let plist = resolved.infoPlist, FileSystem.existingPath(plist) != nil { paths.append(plist) }
                let missing = paths.filter { FileSystem.existingPath($0) == nil }
                paths = paths.compactMap(FileSystem.existingPath)
                let infoPlistPath = resolved.infoPlist.flatMap(FileSystem.existingPath)
                var inputs = FileSystem.readInputs(paths, diagnostics: &diagnostics).map { input in
                    // A project names its storyboards one by one; one for
                    // another platform is skipped with a note, as in a folder.
                    var found = input
                    found.isFoundInFolder = true
                    if input.path == infoPlistPath { found.format = .infoPlist }
                    return found
                }
                if let first = missing.first {
                    diagnostics.emit(
                        Diagnostic(
                            .missingProjectFile,
                            "\(missing.count) file\(missing.count == 1 ? "" : "s") the build phases of target "
                                + "\(target.name) name \(missing.count == 1 ? "is" : "are") not on disk, such as "
                                + "this one (a build phase may make \(missing.count == 1 ? "it" : "them")); the run "
                                + "goes on without \(missing.count == 1 ? "it" : "them")",
                            at: .start(of: first)))
                }
                if !resolved.linked.unseen.isEmpty {
                    diagnostics.emit(
                        Diagnostic(
                            .linkedCodeNotRead,
                            "target \(target.name) links code the run cannot read: "
                                + resolved.linked.unseen.map { "\($0.name) (\($0.reason))" }.joined(separator: "; ")
                                + "; their classes are unknown to the run, so a check that needs one makes no claim on it",
                            at: .start(of: FilePath.join(projectPath, "project.pbxproj"))))
                }
                for (module, sources) in resolved.linked.sources.sorted(by: { $0.key < $1.key }) {
                    inputs += linkedFiles.inputs(
                        sources.compactMap(FileSystem.existingPath), module: module, diagnostics: &diagnostics)
                }
                var runConfiguration = configuration ?? Configuration()
                if resolved.isTestBundle && runConfiguration.literalChecks.isEnabled {
                    runConfiguration.literalChecks.isEnabled = false
                    diagnostics.emit(
                        Diagnostic(
                            .literalsNotChecked,
                            "string literals of target \(target.name) were not checked: a test bundle runs in its "
                                + "host app, whose storyboards (UIStoryboard(name:bundle: nil) opens the host's) "
                                + "its own run does not have",
                            at: .start(of: FilePath.join(projectPath, "project.pbxproj"))))
                }
                runs.append(
                    Run(
                        label: "target \(target.name) of \(project.name).xcodeproj",
                        configuration: runConfiguration, configurationFile: configurationFile,
                        inputs: inputs + extraInputs, candidates: paths + extraInputs.map(\.path),
                        projectModuleName: resolved.moduleName,
                        infoPlistSettings: resolved.generatesInfoPlist ? resolved.infoPlistKeys : nil,
                        targetName: target.name, projectName: project.name, sourceRoot: project.sourceRoot,
                        projectFiles: projectFiles, scans: scans))
            }
        }
        if let unknown = namedTargets.subtracting(foundTargets).sorted().first {
            return .failure(
                Console.usageError(
                    "no target \"\(unknown)\" in \(projects.joined(separator: ", "))", command: command))
        }
        if let named = arguments[configuration], !configurationNames.isEmpty, !configurationNames.contains(named) {
            return .failure(
                Console.usageError(
                    "no build configuration \"\(named)\" in \(projects.joined(separator: ", ")); it has "
                        + configurationNames.sorted().joined(separator: ", ")
                        + Suggestion.didYouMean(named, in: configurationNames.sorted()), command: command))
        }
        if arguments[infoPlist] != nil && runs.count > 1 {
            return .failure(
                Console.usageError(
                    "--info-plist names the Info.plist of one target, and \(runs.count) targets run; name one with "
                        + "--target", command: command))
        }
        for folder in projectFolders {
            let unclaimed = FileSystem.inputsBelow(folder).filter { !claimed.contains(FileSystem.canonicalPath($0)) }
            guard let first = unclaimed.first else { continue }
            diagnostics.emit(
                Diagnostic(
                    .fileInNoTarget,
                    "\(unclaimed.count) input file\(unclaimed.count == 1 ? "" : "s") below \(folder) belong\(unclaimed.count == 1 ? "s" : "") "
                        + "to no target of its Xcode projects and \(unclaimed.count == 1 ? "was" : "were") not read, "
                        + "such as this one; add \(unclaimed.count == 1 ? "it" : "them") to a target, or name "
                        + "\(unclaimed.count == 1 ? "it" : "them") on the command line",
                    at: .start(of: first)))
        }
        if runs.isEmpty && !diagnostics.hasErrors {
            return .failure(
                Console.usageError(
                    "no target of \(projects.joined(separator: ", ")) has a storyboard, XIB or manifest",
                    command: command))
        }
        return .success(Read(runs: runs, diagnostics: diagnostics, configurationNames: configurationNames.sorted()))
    }

    /// The projects whose targets a run's targets link, each read once:
    /// what a target links in another project is read, not reported (the
    /// target's own run of that project reports it).
    private final class LinkedProjects {
        private var read: [String: XcodeProject?] = [:]

        func project(_ path: String) -> XcodeProject? {
            if let known = read[path] { return known }
            var ignored = DiagnosticCollector()
            let project = FileSystem.bytes(FilePath.join(path, "project.pbxproj")).flatMap {
                XcodeProjectReader.read($0, projectPath: path, diagnostics: &ignored)
            }
            read[path] = project
            return project
        }
    }

    /// The files and folders the targets are resolved from, each read once
    /// for all of them: the targets of a project share their `.xcconfig`
    /// files, the packages they link and the folders those are looked for
    /// in (NetNewsWire's four targets listed its folders 624 times).
    private final class ProjectFiles {
        private var read: [String: [UInt8]?] = [:]
        private var listed: [String: [String]?] = [:]

        func bytes(_ path: String) -> [UInt8]? {
            if let known = read[path] { return known }
            let bytes = FileSystem.bytes(path)
            read[path] = bytes
            return bytes
        }

        func listing(_ folder: String) -> [String]? {
            if let known = listed[folder] { return known }
            let listing = FileSystem.filesBelow(folder)
            listed[folder] = listing
            return listing
        }
    }

    /// The files of the modules the targets link, each read once for every
    /// target that links it: the runs then share one array of its bytes,
    /// which the scans they share (`SourceScanCache`) compare at no cost.
    private final class LinkedFiles {
        private var read: [String: (input: InputFile?, diagnostics: [Diagnostic])] = [:]

        /// The files at `paths`, as `module`'s code, with what reading them
        /// reported, once for each target that asks.
        func inputs(_ paths: [String], module: String, diagnostics: inout DiagnosticCollector) -> [InputFile] {
            paths.compactMap { path in
                let found =
                    read[path]
                    ?? {
                        var reading = DiagnosticCollector()
                        let input = FileSystem.readInputs([path], diagnostics: &reading).first
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

    /// The run of the files and folders the command line names, with the
    /// configuration's `inputs` selecting among them, or standing for them
    /// when none are named; that is how a build plugin, which hands over
    /// every candidate of a target, honours them.
    private static func plainRun(
        _ arguments: ParsedArguments, command: String, configuration: Configuration?, paths named: [String]
    ) -> Result<(Run, DiagnosticCollector), ExitStatus> {
        var diagnostics = DiagnosticCollector()
        let configuration = configuration ?? Configuration()
        let configurationFile = arguments[config]
        var paths = named
        if let inputs = configuration.inputs {
            let listed = inputs.map { FilePath.resolve($0, besideFile: configurationFile ?? "") }
            if named.isEmpty {
                paths = listed
            } else {
                let selected = Set(listed.map(FileSystem.canonicalPath))
                paths = named.filter { selected.contains(FileSystem.canonicalPath($0)) }
            }
        }
        guard !paths.isEmpty else {
            return .failure(
                Console.usageError(
                    "no input files; name manifests, storyboards, an Xcode project or folders holding them",
                    command: command))
        }
        let inputs = FileSystem.readInputs(paths, diagnostics: &diagnostics)
        let shown = named.isEmpty ? paths : named
        let candidates = shown.flatMap { FileSystem.isDirectory($0) ? FileSystem.inputsBelow($0) : [$0] }
        return .success(
            (
                Run(
                    label: nil, configuration: configuration, configurationFile: configurationFile, inputs: inputs,
                    candidates: candidates, projectModuleName: PackageTarget.moduleName(of: paths)),
                diagnostics
            ))
    }

    /// `read`, then one run, for the commands that make one thing (a
    /// file, a diff, a drawing): a project with several targets needs
    /// `--target`.
    static func readOne(_ arguments: ParsedArguments, command: String) -> Result<(Run, DiagnosticCollector), ExitStatus>
    {
        switch read(arguments, command: command) {
        case .failure(let status): return .failure(status)
        case .success(let read):
            guard read.runs.count == 1, let run = read.runs.first else {
                guard !read.runs.isEmpty else {
                    Console.report(read.diagnostics)
                    return .failure(.failure)
                }
                let names = read.runs.compactMap(\.targetName)
                return .failure(
                    Console.usageError(
                        "\(names.count) targets have storyboards, XIBs or manifests (\(names.joined(separator: ", "))); "
                            + "name one with --target", command: command))
            }
            return .success((run, read.diagnostics))
        }
    }

    /// `readOne`, then the pipeline's front end (assembly, validation, graph
    /// checks) over the run: the project when there is no error; prints
    /// the diagnostics and fails when there is one.
    static func readValidProject(_ arguments: ParsedArguments, command: String)
        -> Result<(run: Run, diagnostics: DiagnosticCollector, project: Project), ExitStatus>
    {
        switch readOne(arguments, command: command) {
        case .failure(let status): return .failure(status)
        case .success(let (run, initial)):
            var diagnostics = initial
            let project = Pipeline.load(run.request(arguments), diagnostics: &diagnostics)
            guard let project, !diagnostics.hasErrors else {
                Console.report(diagnostics)
                return .failure(.failure)
            }
            return .success((run, diagnostics, project))
        }
    }
}
