import Foundation
import PackagePlugin

/// Generates the typed segue API while building a target that holds
/// manifests (`*.segues.yaml`, `*.segues.json`) or storyboards.
///
/// It declares one build command, never a prebuild command: the build
/// system runs it only when an input changed, and a no-op rebuild runs
/// nothing. The output is split, a file for each storyboard or manifest and
/// a shared one, so a change to one storyboard recompiles one small file;
/// it lives in the plugin's work directory, never in the package, so the
/// sandbox has nothing to object to. The plugin only hands the target's
/// files to the tool; the tool decides the rest.
@main
struct SegueGenPlugin: BuildToolPlugin {
    struct CommittedOutputError: Error, CustomStringConvertible {
        var description: String
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let invocation = SegueGenInvocation(files: module.sourceFiles.map(\.url))
        guard !invocation.isEmpty else { return [] }
        let generated = Set(
            invocation.outputFiles(in: context.pluginWorkDirectoryURL).map(\.lastPathComponent)
                + [SegueGenInvocation.committedOutputName(forTarget: target.name)])
        if let committed = module.sourceFiles(withSuffix: ".swift").first(where: {
            generated.contains($0.url.lastPathComponent)
        }) {
            // Left alone, SwiftPM would fail with "multiple producers", or
            // the compiler with a declaration for each copy, naming neither
            // the file nor the plugin.
            let message =
                "\(committed.url.path): a committed copy of the code SegueGenPlugin generates for \(target.name) "
                + "while building; delete the file, or remove the plugin from the target and keep the file up to "
                + "date with 'swift package --allow-writing-to-package-directory generate-segues --target "
                + "\(target.name)'"
            throw CommittedOutputError(description: message)
        }
        // A SwiftPM target with resources has a `Bundle.module`, where its
        // storyboards are.
        let hasResources = module.sourceFiles.contains { $0.type == .resource }
        return try Self.commands(
            for: invocation, targetName: target.name, moduleName: module.moduleName, resourceBundle: hasResources,
            workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "seguegen").url)
    }

    /// The build command for one target; shared with the Xcode entry point.
    static func commands(
        for invocation: SegueGenInvocation, targetName: String, moduleName: String, resourceBundle: Bool = false,
        workDirectory: URL, tool: URL
    ) throws -> [Command] {
        guard !invocation.isEmpty else { return [] }
        return [
            .buildCommand(
                displayName: "Generating typed segues for \(targetName)",
                executable: tool,
                arguments: invocation.arguments(
                    output: workDirectory.path + "/", moduleName: moduleName, resourceBundle: resourceBundle),
                inputFiles: invocation.dependencies,
                outputFiles: invocation.outputFiles(in: workDirectory))
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SegueGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let invocation = SegueGenInvocation(files: target.inputFiles.map(\.url))
            return try Self.commands(
                for: invocation, targetName: target.displayName,
                moduleName: SegueGenInvocation.moduleName(forTarget: target.displayName),
                workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "seguegen").url)
        }
    }
#endif
