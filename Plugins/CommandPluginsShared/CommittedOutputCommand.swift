import Foundation
import PackagePlugin

/// What `generate-segues` and `check-segues` share: choosing the targets,
/// refusing those the build plugin already serves, running `seguegen` on
/// each, and saying what happened to every file.
struct CommittedOutputCommand {
    /// Writes the committed files, or only compares them.
    enum Mode {
        case generate
        case check
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let verb: String
    let context: PluginContext

    /// Parses `[--target NAME]...` (and `--check` where `acceptsCheckFlag`)
    /// and runs.
    static func perform(
        context: PluginContext, arguments: [String], verb: String, acceptsCheckFlag: Bool
    ) throws {
        let usage = "usage: swift package \(verb) [--target NAME]..." + (acceptsCheckFlag ? " [--check]" : "")
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = acceptsCheckFlag ? extractor.extractFlag(named: "check") > 0 : true
        if !extractor.remainingArguments.isEmpty {
            throw Failure(
                description: "unknown arguments \(extractor.remainingArguments.joined(separator: " ")); \(usage)")
        }
        try CommittedOutputCommand(verb: verb, context: context)
            .run(targetNames: names, mode: check ? .check : .generate)
    }

    func run(targetNames names: [String], mode: Mode) throws {
        let package = context.package
        let usage = BuildPluginUsage(manifest: manifestText())
        if names.isEmpty && usage.hasUnattributedMention {
            throw Failure(
                description: "Package.swift names \(BuildPluginUsage.pluginName) in a way \(verb) cannot tie to "
                    + "a target, so it cannot tell which targets generate their code while building; "
                    + "name the targets whose output is committed with --target")
        }
        let targets = names.isEmpty ? package.targets : try package.targets(named: names)
        let tool = try context.tool(named: "seguegen").url
        let named = !names.isEmpty
        var handled = 0
        var failures: [String] = []
        for case let module as SourceModuleTarget in targets {
            let invocation = SegueGenInvocation(files: Self.files(of: module))
            guard !invocation.isEmpty else {
                if named {
                    failures.append(
                        "\(module.name) has no manifest or storyboard (inputs end in \(InputFormat.endingsDescription))"
                    )
                }
                continue
            }
            if usage.targets.contains(module.name) {
                let reason =
                    "applies \(BuildPluginUsage.pluginName), which generates its code while building (a committed "
                    + "\(SegueGenInvocation.committedOutputName(forTarget: module.name)) would declare everything "
                    + "twice, and the plugin refuses it)"
                if named {
                    failures.append(
                        "\(module.name) \(reason); remove the plugin from the target to commit its output instead")
                } else {
                    print("Skipping \(module.name): it \(reason).")
                }
                continue
            }
            handled += 1
            if let failure = try run(tool, invocation, for: module, mode: mode) {
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
        _ tool: URL, _ invocation: SegueGenInvocation, for module: SourceModuleTarget, mode: Mode
    ) throws -> String? {
        let output = Self.folder(of: module).appendingPathComponent(
            SegueGenInvocation.committedOutputName(forTarget: module.name))
        let before = try? Data(contentsOf: output)
        let process = Process()
        process.executableURL = tool
        process.arguments = invocation.arguments(
            output: output.path, moduleName: module.moduleName,
            resourceBundle: module.sourceFiles.contains { $0.type == .resource },
            check: mode == .check
                ? "swift package --allow-writing-to-package-directory generate-segues --target \(module.name)"
                : nil)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = context.pluginWorkDirectoryURL.path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        let path = relativePath(output)
        guard process.terminationStatus == 0 else {
            return mode == .check ? "\(path) is out of date" : "seguegen failed for \(module.name)"
        }
        switch mode {
        case .check: print("\(path) is up to date")
        case .generate: print(before == (try? Data(contentsOf: output)) ? "\(path) is up to date" : "Wrote \(path)")
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

    private func manifestText() -> String {
        let manifest = context.package.directoryURL.appendingPathComponent("Package.swift")
        return (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
    }

    private func relativePath(_ url: URL) -> String {
        let root = context.package.directoryURL.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
