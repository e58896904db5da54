import Foundation

/// What every plugin needs to run `seguegen` on a target: which of its files
/// to hand over, which files the build depends on, the names of the
/// generated files, and the command line. The plugin decides nothing else:
/// the tool reads the configuration (once, properly), picks among the
/// inputs by its `inputs`, and renders the template. This file is shared by
/// the plugins through a symbolic link, and so are `InputFormat`, the rule
/// for which files are inputs, and `OutputLayout`, the rule for the names of
/// the split output.
struct SegueGenInvocation {
    /// Manifests and storyboards, sorted by path.
    var inputs: [URL]
    /// Swift and Objective-C files, which say which classes implement which
    /// unwind actions; sorted by path.
    var sources: [URL]
    /// `seguegen.yaml` (or `.yml`, `.json`) nearest the top of the target,
    /// if any.
    var configuration: URL?
    /// The target's `.stencil` files, declared as inputs so that editing a
    /// template the configuration names, or a file it includes, regenerates.
    var templateFiles: [URL]

    /// Picks the inputs among a target's files.
    init(files: [URL]) {
        var inputs: [URL] = []
        var sources: [URL] = []
        var templates: [URL] = []
        var configuration: URL?
        for file in files {
            let name = file.lastPathComponent
            let folderName = file.deletingLastPathComponent().lastPathComponent
            if InputFormat.isInputFoundInFolder(fileName: name, folderName: folderName) {
                if InputFormat(path: name)?.describesScenes == true {
                    inputs.append(file)
                } else {
                    sources.append(file)
                }
            } else if name.lowercased().hasSuffix(InputFormat.templateEnding) {
                templates.append(file)
            } else if InputFormat.configurationFileNames.contains(name.lowercased())
                && configuration.map({ file.pathComponents.count < $0.pathComponents.count }) ?? true
            {
                configuration = file
            }
        }
        self.inputs = inputs.sorted { $0.path < $1.path }
        self.sources = sources.sorted { $0.path < $1.path }
        self.templateFiles = templates.sorted { $0.path < $1.path }
        self.configuration = configuration
    }

    /// Whether the target gives the tool anything to do.
    var isEmpty: Bool { inputs.isEmpty }

    /// Every file whose change must regenerate the output.
    var dependencies: [URL] { inputs + sources + templateFiles + (configuration.map { [$0] } ?? []) }

    /// The files of the split output the build plugin declares, in
    /// `folder`: one for each storyboard or manifest, and the shared one.
    func outputFiles(in folder: URL) -> [URL] {
        OutputLayout(inputs: inputs.map(\.path)).allFileNames.map { folder.appendingPathComponent($0) }
    }

    /// The name of the single file the command plugins commit into a
    /// target, from the target's name alone, so it is stable and unique
    /// among the package's targets.
    static func committedOutputName(forTarget target: String) -> String {
        target + OutputLayout.fileNameSuffix
    }

    /// Where a committed file goes in an Xcode target that does not have it
    /// yet (an Xcode target has no folder of its own): the deepest folder
    /// holding all the inputs, outside any `.lproj` folder; nil without
    /// inputs.
    var inputsFolder: URL? {
        let folders = inputs.map { input in
            let folder = input.deletingLastPathComponent()
            return folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder
        }
        guard var common = folders.first?.standardizedFileURL.pathComponents else { return nil }
        for folder in folders.dropFirst() {
            common = zip(common, folder.standardizedFileURL.pathComponents).prefix { $0 == $1 }.map(\.0)
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
    }

    /// What a plugin runs on, which decides how a message names the command
    /// that writes a target's committed file.
    enum Host {
        case package
        case xcodeProject
    }

    /// The command that writes a target's committed file, as messages name
    /// it: `swift package … generate-segues`, or, in Xcode, the same command
    /// plugin from the project's context menu (Xcode has no command line for
    /// command plugins).
    static func generateCommand(forTarget target: String, in host: Host) -> String {
        switch host {
        case .package: "swift package --allow-writing-to-package-directory generate-segues --target \(target)"
        case .xcodeProject: "generate-segues on the target \(target) from the project's context menu in Xcode"
        }
    }

    /// The module a target compiles into, as Xcode and SwiftPM derive it
    /// from a target's name: characters an identifier cannot hold become `_`.
    static func moduleName(forTarget target: String) -> String {
        let characters = target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
        let name = String(characters)
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// `--reporter NAME` and `--output-report PATH` of the command plugins,
    /// handed to the tool as given: the tool knows the reporters and
    /// refuses a wrong name, so the plugins keep no list of their own.
    struct Report: Equatable {
        var reporter: String?
        var outputReport: String?

        var arguments: [String] {
            (reporter.map { ["--reporter", $0] } ?? []) + (outputReport.map { ["--output-report", $0] } ?? [])
        }
    }

    /// `seguegen generate …` for these inputs: `output` is a file, or a
    /// folder (its path ends in `/`) for the split output. `resourceBundle`
    /// says the target's storyboards are in SwiftPM's `Bundle.module`. A
    /// check names `regenerateCommand` in its stale-output message.
    func arguments(
        output: String, moduleName: String, resourceBundle: Bool = false, check regenerateCommand: String? = nil,
        report: Report = Report()
    ) -> [String] {
        var arguments = ["generate"] + (inputs + sources).map { $0.path }
        arguments += ["--output", output, "--module-name", moduleName]
        if resourceBundle { arguments += ["--bundle", "module"] }
        if let configuration { arguments += ["--config", configuration.path] }
        if let regenerateCommand { arguments += ["--check", "--regenerate-command", regenerateCommand] }
        return arguments + report.arguments
    }
}
