#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    extension CommittedOutputPlugin {
        /// The Xcode entry point, for a plugin that declares
        /// `XcodeCommandPlugin`.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try CommittedOutputCommand.perform(
                context: context, arguments: arguments, verb: Self.verb, acceptsCheckFlag: Self.acceptsCheckFlag)
        }
    }

    /// `generate-segues` and `check-segues` on an Xcode project: the targets
    /// come from the project Xcode hands over, and the rest is the package
    /// command's.
    extension CommittedOutputCommand {
        /// Runs on the targets Xcode passes (`--target NAME` for each target
        /// the user chose). It needs them named: unlike `Package.swift`, the
        /// project file is not handed to the plugin, so it cannot tell which
        /// targets apply the build plugin. A target that does is refused by
        /// the build plugin at its next build, which names the file.
        static func perform(
            context: XcodePluginContext, arguments: [String], verb: String, acceptsCheckFlag: Bool
        ) throws {
            let request = try request(arguments: arguments, command: verb, acceptsCheckFlag: acceptsCheckFlag)
            let project = context.xcodeProject
            guard !request.targetNames.isEmpty else {
                throw Failure(
                    description: "\(verb) needs the targets whose output is committed: choose them when Xcode "
                        + "asks, or pass --target NAME (an Xcode project does not tell a plugin which targets apply "
                        + "\(BuildPluginUsage.pluginName))")
            }
            let targets = try request.targetNames.map { name in
                guard let target = project.targets.first(where: { $0.displayName == name }) else {
                    let names = project.targets.map(\.displayName).sorted().joined(separator: ", ")
                    throw Failure(description: "\(project.displayName) has no target \(name); its targets: \(names)")
                }
                return committedTarget(target, of: project)
            }
            let command = CommittedOutputCommand(
                verb: verb, tool: try context.tool(named: "seguegen").url,
                workDirectory: context.pluginWorkDirectoryURL, root: project.directoryURL, host: .xcodeProject)
            try command.run(targets, named: true, mode: request.mode, report: request.report)
        }

        /// An Xcode target's committed file is where the target has it
        /// already; before it is added, in the folder holding the target's
        /// manifests and storyboards.
        private static func committedTarget(_ target: XcodeTarget, of project: XcodeProject) -> Target {
            let files = target.inputFiles.map(\.url)
            let name = SegueGenInvocation.committedOutputName(forTarget: target.displayName)
            let existing = files.first { $0.lastPathComponent == name }
            let folder = SegueGenInvocation(files: files).inputsFolder ?? project.directoryURL
            return Target(
                name: target.displayName,
                moduleName: SegueGenInvocation.moduleName(forTarget: target.displayName), files: files,
                output: existing ?? folder.appendingPathComponent(name), resourceBundle: false,
                appliesBuildPlugin: false, compilesOutput: existing != nil)
        }
    }
#endif
