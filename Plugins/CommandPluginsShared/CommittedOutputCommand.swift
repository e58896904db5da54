import Foundation
import PackagePlugin

/// What `generate-segues` and `check-segues` share, for a package and for an
/// Xcode project alike: the arguments, refusing targets the build plugin
/// already serves, running `seguegen` on each target, and saying what
/// happened to every file. Where the targets come from is the caller's:
/// `perform(context:…)` for a package, and its `XcodePluginContext` overload
/// (XcodeCommittedOutput.swift) for an Xcode project.
struct CommittedOutputCommand {
    /// Writes the committed files, or only compares them.
    enum Mode {
        case generate
        case check
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A target as the command sees it, from a package or an Xcode project.
    struct Target {
        var name: String
        var moduleName: String
        /// The files to pick the inputs from.
        var files: [URL]
        /// The committed file.
        var output: URL
        /// Whether its storyboards are in SwiftPM's `Bundle.module`.
        var resourceBundle: Bool
        /// Whether the target applies the build plugin, as far as the
        /// caller can tell.
        var appliesBuildPlugin: Bool
        /// Whether `output` is compiled into the target once written (a
        /// package target compiles every file of its folder; an Xcode
        /// target only the files added to it).
        var compilesOutput: Bool
    }

    /// The targets the arguments name, the mode, and the report asked for.
    struct Request {
        var targetNames: [String]
        var mode: Mode
        var report = SegueGenInvocation.Report()
    }

    let verb: String
    let tool: URL
    /// The plugin's work directory, the only place the tool may write a
    /// temporary file.
    let workDirectory: URL
    /// The folder printed paths are relative to.
    let root: URL
    /// What the command runs on, for the command a check's message names.
    let host: SegueGenInvocation.Host

    /// Parses `[--target NAME]...`, `--check` where `acceptsCheckFlag`, and
    /// `--reporter NAME` and `--output-report PATH`, which the tool takes
    /// (docs/Reporters.md); `command` is how the usage line spells the
    /// command.
    static func request(arguments: [String], command: String, acceptsCheckFlag: Bool) throws -> Request {
        let usage =
            "usage: \(command) [--target NAME]..." + (acceptsCheckFlag ? " [--check]" : "")
            + " [--reporter NAME] [--output-report PATH]"
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = acceptsCheckFlag ? extractor.extractFlag(named: "check") > 0 : true
        let reporters = extractor.extractOption(named: "reporter")
        let reports = extractor.extractOption(named: "output-report")
        if !extractor.remainingArguments.isEmpty {
            throw Failure(
                description: "unknown arguments \(extractor.remainingArguments.joined(separator: " ")); \(usage)")
        }
        if reporters.count > 1 || reports.count > 1 {
            throw Failure(description: "--reporter and --output-report are given at most once; \(usage)")
        }
        return Request(
            targetNames: names, mode: check ? .check : .generate,
            report: SegueGenInvocation.Report(reporter: reporters.first, outputReport: reports.first))
    }

    /// The package's command: its targets, or those named.
    static func perform(
        context: PluginContext, arguments: [String], verb: String, acceptsCheckFlag: Bool
    ) throws {
        let request = try request(
            arguments: arguments, command: "swift package \(verb)", acceptsCheckFlag: acceptsCheckFlag)
        let package = context.package
        let manifest = package.directoryURL.appendingPathComponent("Package.swift")
        let usage = BuildPluginUsage(manifest: (try? String(contentsOf: manifest, encoding: .utf8)) ?? "")
        let named = !request.targetNames.isEmpty
        if !named && usage.hasUnattributedMention {
            throw Failure(
                description: "Package.swift names \(BuildPluginUsage.pluginName) in a way \(verb) cannot tie to "
                    + "a target, so it cannot tell which targets generate their code while building; "
                    + "name the targets whose output is committed with --target")
        }
        let targets = named ? try package.targets(named: request.targetNames) : package.targets
        let command = CommittedOutputCommand(
            verb: verb, tool: try context.tool(named: "seguegen").url, workDirectory: context.pluginWorkDirectoryURL,
            root: package.directoryURL,
            host: .package)
        let modules = targets.compactMap { $0 as? SourceModuleTarget }.map { module in
            Target(
                name: module.name, moduleName: module.moduleName, files: files(of: module),
                output: folder(of: module).appendingPathComponent(
                    SegueGenInvocation.committedOutputName(forTarget: module.name)),
                resourceBundle: module.sourceFiles.contains { $0.type == .resource },
                appliesBuildPlugin: usage.targets.contains(module.name), compilesOutput: true)
        }
        try command.run(modules, named: named, mode: request.mode, report: request.report)
    }

    /// Runs the tool on each target; `named` says the caller chose them.
    /// A report file is one target's: each run of the tool would replace
    /// the last one's, so more than one target with `--output-report` is
    /// refused before any runs.
    func run(_ targets: [Target], named: Bool, mode: Mode, report: SegueGenInvocation.Report) throws {
        let runnable = targets.filter { !SegueGenInvocation(files: $0.files).isEmpty && !$0.appliesBuildPlugin }
        if report.outputReport != nil && runnable.count > 1 {
            throw Failure(
                description: "--output-report writes the report of one target, and \(runnable.count) would run ("
                    + runnable.map(\.name).joined(separator: ", ") + "); name one with --target")
        }
        var report = report
        // The tool runs in the plugin's folder: a relative report path is
        // the package's or project's, as the user wrote it there.
        report.outputReport = report.outputReport.map {
            $0.hasPrefix("/") ? $0 : root.appendingPathComponent($0).path
        }
        var handled = 0
        var failures: [String] = []
        for target in targets {
            let invocation = SegueGenInvocation(files: target.files)
            guard !invocation.isEmpty else {
                if named {
                    failures.append(
                        "\(target.name) has no manifest or storyboard (inputs end in \(InputFormat.endingsDescription))"
                    )
                }
                continue
            }
            if target.appliesBuildPlugin {
                let reason =
                    "applies \(BuildPluginUsage.pluginName), which generates its code while building (a committed "
                    + "\(target.output.lastPathComponent) would declare everything twice, and the plugin refuses it)"
                if named {
                    failures.append(
                        "\(target.name) \(reason); remove the plugin from the target to commit its output instead")
                } else {
                    print("Skipping \(target.name): it \(reason).")
                }
                continue
            }
            handled += 1
            if let failure = try run(invocation, for: target, mode: mode, report: report) {
                failures.append(failure)
            }
        }
        if !failures.isEmpty {
            throw Failure(description: failures.joined(separator: "\n"))
        }
        if handled == 0 {
            let message = "no target has a manifest or storyboard whose output is committed"
            guard mode == .generate else { throw Failure(description: "nothing to check: " + message) }
            Diagnostics.warning(message)
        }
    }

    /// Runs the tool on one target; a failure's description, or nil.
    private func run(
        _ invocation: SegueGenInvocation, for target: Target, mode: Mode, report: SegueGenInvocation.Report
    ) throws -> String? {
        let before = try? Data(contentsOf: target.output)
        let process = Process()
        process.executableURL = tool
        process.arguments = invocation.arguments(
            output: target.output.path, moduleName: target.moduleName, resourceBundle: target.resourceBundle,
            check: mode == .check ? SegueGenInvocation.generateCommand(forTarget: target.name, in: host) : nil,
            report: report)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = workDirectory.path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        let path = relativePath(target.output)
        guard process.terminationStatus == 0 else {
            return mode == .check ? "\(path) is out of date" : "seguegen failed for \(target.name)"
        }
        switch mode {
        case .check:
            print("\(path) is up to date")
        case .generate where before == (try? Data(contentsOf: target.output)):
            print("\(path) is up to date")
        case .generate:
            print("Wrote \(path)" + (target.compilesOutput ? "" : "; add it to the target \(target.name)"))
        }
        return nil
    }

    /// A target's files: the ones SwiftPM lists, and every file in its
    /// folder, so that a manifest excluded from the target (the way to keep
    /// SwiftPM from calling it unhandled) is still found.
    static func files(of module: SourceModuleTarget) -> [URL] {
        var files = Set(module.sourceFiles.map { $0.url.standardizedFileURL })
        if let enumerator = FileManager.default.enumerator(
            at: folder(of: module), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        {
            for case let url as URL in enumerator { files.insert(url.standardizedFileURL) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The target's folder. (The protocol's `directoryURL` is not available
    /// to plugins of tools version 6.0; the concrete types' is.)
    static func folder(of module: SourceModuleTarget) -> URL {
        switch module {
        case let swift as SwiftSourceModuleTarget: swift.directoryURL
        case let clang as ClangSourceModuleTarget: clang.directoryURL
        default: module.sourceFiles.first?.url.deletingLastPathComponent() ?? URL(fileURLWithPath: ".")
        }
    }

    private func relativePath(_ url: URL) -> String {
        let root = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
