import SegueGenKit
import SegueGenSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `seguegen run-script`: `generate` for a target of an Xcode project, run
/// by the target's Run Script phase, which takes the project, the target,
/// the configuration, the module and the Info.plist from the environment
/// Xcode exports, and the output from the phase's output file list. It
/// warns (SG604) when a file it read is not in the phase's input lists:
/// Xcode would not rerun it when that file changes.
enum RunScriptCommand: Command {
    static let name = "run-script"
    static let abstract = "Generate for the target an Xcode Run Script phase builds."
    static let usage =
        "run-script [--output PATH] [--check] [--regenerate-command TEXT] [--project PATH] [--target NAME] "
        + "[--configuration NAME] [--info-plist PATH] [--config PATH] [--template NAME|PATH] [--access-level LEVEL] "
        + "[--module-name NAME] [--bundle token|module] [--disable-warning CODE]... [--reporter NAME] "
        + "[--output-report PATH]"
    static let discussion = """
        The script of a target's Run Script phase, placed before Compile Sources: 'seguegen file-lists' writes \
        the phase's input and output file lists and prints its settings. Reads from Xcode's environment \
        PROJECT_FILE_PATH, TARGET_NAME, CONFIGURATION, PRODUCT_MODULE_NAME and INFOPLIST_FILE (SRCROOT \
        resolves it), and writes the one .swift file the phase's output lists name, unless --output names it. \
        Options given here win over the environment; every option of 'seguegen generate' is taken.
        Xcode reruns the phase only when a file of its input lists changes, and with user script sandboxing \
        (ENABLE_USER_SCRIPT_SANDBOXING) the script may read nothing else: a file the run reads that the lists \
        do not name is a warning (SG604) that names the command to rewrite them.
        """
    static var options: [OptionSpec] { GenerateCommand.options }

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        run(arguments, environment: Self.processEnvironment())
    }

    static func run(_ arguments: ParsedArguments, environment: [String: String]) -> ExitStatus {
        let variable = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        guard let projectFile = arguments[InputOptions.project] ?? variable("PROJECT_FILE_PATH"),
            let target = arguments[InputOptions.target].first ?? variable("TARGET_NAME")
        else {
            return Console.usageError(
                "run-script runs in an Xcode Run Script phase, and reads the project and the target from "
                    + "PROJECT_FILE_PATH and TARGET_NAME, which Xcode sets; outside Xcode, run 'seguegen generate "
                    + "--project App.xcodeproj --target App --output FILE'", command: name)
        }
        let sourceRoot = variable("SRCROOT") ?? FilePath.folderPrefix(of: projectFile)
        let declaredOutputs = fileListEntries("SCRIPT_OUTPUT_FILE", environment)
        guard
            let output = arguments[GenerateCommand.output]
                ?? onlySwiftFile(declaredOutputs)
        else {
            return Console.usageError(
                "the Run Script phase's output file lists name \(declaredOutputs.isEmpty ? "no" : "more than one") "
                    + ".swift file; list the one to generate (seguegen file-lists writes the list), or name it "
                    + "with --output", command: name)
        }
        // What the command line gives wins over what the environment says.
        var selection = InputOptions.selection(arguments)
        selection.project = projectFile
        if selection.targets.isEmpty { selection.targets = [target] }
        selection.buildConfiguration = selection.buildConfiguration ?? variable("CONFIGURATION")
        selection.overrides.moduleName = selection.overrides.moduleName ?? variable("PRODUCT_MODULE_NAME")
        selection.infoPlist =
            selection.infoPlist ?? variable("INFOPLIST_FILE").map { FilePath.joinNormalized(sourceRoot, $0) }
        var plan: RunPlan
        switch InputOptions.plan(selection, command: name) {
        case .success(let value): plan = value
        case .failure(let status): return status
        }
        if let run = plan.runs.first, !run.request.suppressedWarnings.contains(.undeclaredScriptInput),
            // The output is in Compile Sources, so the run reads it; the
            // phase declares it as its output, never as an input.
            let undeclared = undeclared(
                run.readFiles, declared: fileListEntries("SCRIPT_INPUT_FILE", environment) + [output],
                command: "seguegen file-lists --project \(Shell.quoted(projectFile)) --target \(Shell.quoted(target)) "
                    + "--output \(Shell.quoted(output))")
        {
            plan.diagnostics.emit(undeclared)
        }
        return GenerateCommand.generate(
            plan, into: GenerateCommand.Destination(arguments, output: output, temporaryBeside: false))
    }

    /// The files a phase declares, as Xcode hands them over: the entries of
    /// `<prefix>_LIST_0…` (resolved lists), and `<prefix>_0…` (the files
    /// named one by one).
    private static func fileListEntries(_ prefix: String, _ environment: [String: String]) -> [String] {
        var entries: [String] = []
        for index in 0..<(Int(environment[prefix + "_LIST_COUNT"] ?? "") ?? 0) {
            if let list = environment["\(prefix)_LIST_\(index)"], let text = FileSystem.text(list) {
                entries += XcodeFileLists.entries(ofResolvedList: text)
            }
        }
        for index in 0..<(Int(environment[prefix + "_COUNT"] ?? "") ?? 0) {
            if let file = environment["\(prefix)_\(index)"], !file.isEmpty { entries.append(file) }
        }
        return entries
    }

    private static func onlySwiftFile(_ entries: [String]) -> String? {
        let swift = entries.filter { $0.hasSuffix(".swift") }
        return swift.count == 1 ? swift[0] : nil
    }

    /// SG604, once, at the first file the run reads that the phase does
    /// not declare.
    private static func undeclared(_ read: [String], declared: [String], command: String) -> Diagnostic? {
        let known = Set(declared.map(FileSystem.canonicalPath))
        let undeclared = read.filter { !known.contains(FileSystem.canonicalPath($0)) }
        guard let first = undeclared.first else { return nil }
        let count = undeclared.count
        return Diagnostic(
            .undeclaredScriptInput,
            "\(count) file\(count == 1 ? "" : "s") this run reads \(count == 1 ? "is" : "are") not in the Run "
                + "Script phase's input file lists, such as this one: Xcode will not rerun the phase when "
                + "\(count == 1 ? "it changes" : "they change"), and a sandboxed script cannot read "
                + "\(count == 1 ? "it" : "them"); run \(command) (with the --lists-folder you gave it, if any), "
                + "then build again",
            at: .start(of: first))
    }

    /// The process's environment, `NAME=value` by `NAME`.
    private static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }
}
