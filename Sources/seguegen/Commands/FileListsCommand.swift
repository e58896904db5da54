import SegueGenKit
import SegueGenSupport

/// `seguegen file-lists`: writes the input and output file lists of the Run
/// Script phase that runs `seguegen run-script` for one target. Xcode reads
/// them when it plans the build, before the phase runs, so they are written
/// ahead and committed, and `--check` tells CI when they went stale.
enum FileListsCommand: Command {
    static let name = "file-lists"
    static let abstract = "Write the .xcfilelist files of a target's Run Script phase."
    static let usage =
        "file-lists [FOLDER] [--project PATH] [--target NAME] [--configuration NAME] [--info-plist PATH] "
        + "--output FILE [--lists-folder FOLDER] [--check] [--config PATH] [--disable-warning CODE]..."
    static let discussion = """
        For an Xcode project that runs seguegen in a Run Script phase. Writes seguegen-<target>-inputs.xcfilelist, \
        every file the target's run reads (project.pbxproj, .xcconfig files, seguegen.yaml, the Info.plist, \
        storyboards, manifests, sources and headers), and seguegen-<target>-outputs.xcfilelist, the generated file, \
        as $(SRCROOT)-relative paths, then prints the phase's settings. Xcode reads these lists before any phase \
        runs, so a list written during the build would always be one build late: run this once, commit the lists, \
        and again when the target gains or loses a file ('seguegen run-script' warns when it did, SG604).
        The output is one file: Xcode compiles a file a Run Script phase writes only when it is in the target's \
        Compile Sources, so add it there once.
        With --check, nothing is written: the command fails when a list on disk is missing or differs (SG603), \
        for CI.
        """
    static let output = Option.value(
        "output", placeholder: "FILE", help: "The Swift file the phase generates, which the output list names.")
    static let listsFolder = Option.value(
        "lists-folder", placeholder: "FOLDER",
        help: "Where the lists go; default: the project's source root, the folder of the .xcodeproj.")
    static let check = Option.flag("check", help: "Write nothing; exit 1 when a list is missing or out of date.")
    static var options: [OptionSpec] {
        [output.spec, listsFolder.spec, check.spec] + InputOptions.specs
    }

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        guard let output = arguments[Self.output] else {
            return Console.usageError("--output names the Swift file the phase generates", command: name)
        }
        if output.hasSuffix("/") || FileSystem.isDirectory(output) {
            return Console.usageError(
                "--output must name one file: Xcode compiles what a Run Script phase writes only when it is in "
                    + "Compile Sources, so a folder whose files come and go with storyboards cannot be listed there",
                command: name)
        }
        let selection = InputOptions.selection(arguments)
        let plan: RunPlan
        switch InputOptions.plan(selection, command: name) {
        case .success(let value): plan = value
        case .failure(let status): return status
        }
        guard let run = plan.runs.first, plan.runs.count == 1, let sourceRoot = run.sourceRoot,
            let target = run.targetName
        else {
            let names = plan.runs.compactMap(\.targetName)
            return Console.usageError(
                names.isEmpty
                    ? "file-lists needs an Xcode project: --project App.xcodeproj, or a folder that holds one"
                    : RunPlanner.severalTargets(names), command: name)
        }
        Console.report(plan.diagnostics)
        let rootFolder = sourceRoot.isEmpty ? "." : sourceRoot
        let root = FileSystem.canonicalPath(rootFolder)
        let lists = XcodeFileLists(
            sourceRoot: root, readFiles: readFiles(of: run, selection, plan.configurationNames, output: output),
            outputs: [FileSystem.canonicalPath(output)])
        let folder = arguments[listsFolder] ?? rootFolder
        let files = [
            (FilePath.join(folder, "seguegen-\(target)-inputs.xcfilelist"), lists.inputs, "reads"),
            (FilePath.join(folder, "seguegen-\(target)-outputs.xcfilelist"), lists.outputs, "writes"),
        ]
        if arguments[check] {
            let current = files.map { isCurrent($0.0, $0.1, verb: $0.2) }
            return current.allSatisfy { $0 } ? .success : .failure
        }
        for (path, entries, _) in files where !FileSystem.write(XcodeFileLists.text(entries), to: path) {
            return .failure
        }
        let entry = { (path: String) in
            "$(SRCROOT)/" + FilePath.relative(FileSystem.canonicalPath(path), from: root)
        }
        Console.out(
            """
            wrote \(files[0].0) (\(lists.inputs.count) files) and \(files[1].0)
            In target \(target), a Run Script phase before Compile Sources:
              Script:             seguegen run-script
              Input File Lists:   \(entry(files[0].0))
              Output File Lists:  \(entry(files[1].0))
            and \(output) in the target's Compile Sources (once).
            """)
        return .success
    }

    /// What the run reads in any build configuration, unless one is
    /// named: the lists serve every build of the target, and a Debug build
    /// reads the Debug `.xcconfig` files where a Release build reads
    /// others.
    private static func readFiles(
        of run: PlannedRun, _ selection: RunSelection, _ configurations: [String], output: String
    ) -> [String] {
        var files = Set(run.readFiles.map(FileSystem.canonicalPath))
        for configuration in selection.buildConfiguration == nil ? configurations : [] {
            var other = selection
            other.buildConfiguration = configuration
            // What reading says was said for the first configuration, and
            // what fails it failed it then.
            guard case .success(let plan) = InputOptions.plan(other, command: name),
                let same = plan.runs.first(where: { $0.targetName == run.targetName })
            else { continue }
            files.formUnion(same.readFiles.map(FileSystem.canonicalPath))
        }
        // The output is in Compile Sources, so the run reads it too; a
        // phase whose inputs name its own output is a cycle.
        files.remove(FileSystem.canonicalPath(output))
        return files.sorted()
    }

    /// Whether the list at `path` holds `entries`; says why not when it
    /// does not (SG603).
    private static func isCurrent(_ path: String, _ entries: [String], verb: String) -> Bool {
        let rerun = "run seguegen file-lists without --check"
        guard let text = FileSystem.text(path) else {
            Console.report(
                Diagnostic(.staleFileList, "the file list does not exist; \(rerun)", at: .start(of: path)))
            return false
        }
        let written = XcodeFileLists.entries(ofResolvedList: text)
        guard written != entries else { return true }
        let missing = entries.filter { !written.contains($0) }
        let extra = written.filter { !entries.contains($0) }
        var parts: [String] = []
        if let first = missing.first {
            parts.append("it lacks \(first)" + (missing.count > 1 ? " and \(missing.count - 1) more" : ""))
        }
        if let first = extra.first {
            parts.append(
                "it names \(first)" + (extra.count > 1 ? " and \(extra.count - 1) more" : "")
                    + ", which the run no longer \(verb)")
        }
        if parts.isEmpty { parts.append("its order differs") }
        Console.report(
            Diagnostic(
                .staleFileList, "the file list is out of date: \(parts.joined(separator: "; ")); \(rerun)",
                at: .start(of: path)
            ))
        return false
    }
}
