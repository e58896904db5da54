import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-segues
/// [--target NAME]... [--check]`: writes the generated file into each
/// target's source folder, for teams that commit generated code. With
/// `--check`, writes nothing and fails when a committed file is stale.
@main
struct SegueGenCommand: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        if !extractor.remainingArguments.isEmpty {
            throw Failure(
                description: "unknown arguments \(extractor.remainingArguments.joined(separator: " ")); "
                    + "usage: generate-segues [--target NAME]... [--check]")
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let tool = try context.tool(named: "seguegen").url
        var generated = 0
        var failures: [String] = []
        for case let module as SourceModuleTarget in targets {
            let files = module.sourceFiles.map(\.url)
            let invocation = SegueGenInvocation(files: files)
            guard !invocation.isEmpty else {
                if !names.isEmpty { Diagnostics.warning("\(module.name) has no manifest or storyboard") }
                continue
            }
            guard let folder = SegueGenInvocation.commonFolder(of: files) else { continue }
            let output = folder.appendingPathComponent(SegueGenInvocation.outputName(forTarget: module.name))
            let process = Process()
            process.executableURL = tool
            process.arguments = invocation.arguments(output: output, moduleName: module.moduleName, check: check)
            try process.run()
            process.waitUntilExit()
            generated += 1
            if process.terminationStatus != 0 { failures.append(module.name) }
        }
        if !failures.isEmpty {
            throw Failure(
                description: check
                    ? "stale generated segues in \(failures.joined(separator: ", ")); run generate-segues without --check"
                    : "seguegen failed for \(failures.joined(separator: ", "))")
        }
        if generated == 0 { Diagnostics.warning("no target has a manifest or storyboard") }
    }
}
