import Foundation
import PackagePlugin

/// Generates the typed segue API while building a target that holds
/// manifests (`*.segues.yaml`, `*.segues.json`) or storyboards, of a package
/// or, through `XcodeBuildToolPlugin`, of an Xcode project.
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

    /// What the build command needs of a target, from a package or an Xcode
    /// project.
    struct BuildTarget {
        var name: String
        var moduleName: String
        var files: [URL]
        /// Whether its storyboards are in SwiftPM's `Bundle.module`.
        var resourceBundle: Bool
        /// Where the target is, for the error that refuses a committed copy.
        var host: SegueGenInvocation.Host
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        // A SwiftPM target with resources has a `Bundle.module`, where its
        // storyboards are.
        let buildTarget = BuildTarget(
            name: target.name, moduleName: module.moduleName, files: module.sourceFiles.map(\.url),
            resourceBundle: module.sourceFiles.contains { $0.type == .resource }, host: .package)
        return try Self.commands(
            for: buildTarget, workDirectory: context.pluginWorkDirectoryURL,
            tool: { try context.tool(named: "seguegen").url })
    }

    /// The build command for one target; shared with the Xcode entry point.
    static func commands(
        for target: BuildTarget, workDirectory: URL, tool: () throws -> URL
    ) throws -> [Command] {
        let invocation = SegueGenInvocation(files: target.files)
        guard !invocation.isEmpty else { return [] }
        let generated = Set(
            invocation.outputFiles(in: workDirectory).map(\.lastPathComponent)
                + [SegueGenInvocation.committedOutputName(forTarget: target.name)])
        if let committed = target.files.first(where: {
            $0.pathExtension == "swift" && generated.contains($0.lastPathComponent)
        }) {
            // Left alone, the build would fail with "multiple producers", or
            // the compiler with a declaration for each copy, naming neither
            // the file nor the plugin.
            let message =
                "\(committed.path): a committed copy of the code SegueGenPlugin generates for \(target.name) "
                + "while building; delete the file, or remove the plugin from the target and keep the file up to "
                + "date with \(SegueGenInvocation.generateCommand(forTarget: target.name, in: target.host))"
            throw CommittedOutputError(description: message)
        }
        return [
            .buildCommand(
                displayName: "Generating typed segues for \(target.name)",
                executable: try tool(),
                arguments: invocation.arguments(
                    output: workDirectory.path + "/", moduleName: target.moduleName,
                    resourceBundle: target.resourceBundle),
                inputFiles: invocation.dependencies,
                outputFiles: invocation.outputFiles(in: workDirectory))
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SegueGenPlugin: XcodeBuildToolPlugin {
        /// An Xcode target's build phases' files; the module is derived from
        /// the target's name as Xcode's build settings derive it by default,
        /// and storyboards are found through the token class (an Xcode target
        /// has no `Bundle.module`).
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let buildTarget = BuildTarget(
                name: target.displayName, moduleName: SegueGenInvocation.moduleName(forTarget: target.displayName),
                files: target.inputFiles.map(\.url), resourceBundle: false, host: .xcodeProject)
            return try Self.commands(
                for: buildTarget, workDirectory: context.pluginWorkDirectoryURL,
                tool: { try context.tool(named: "seguegen").url })
        }
    }
#endif
