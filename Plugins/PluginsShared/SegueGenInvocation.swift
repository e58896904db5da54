import Foundation

/// What both plugins need to run `seguegen` on a target: which of its files
/// are inputs, the configuration file, the name of the generated file, and
/// the command line. Everything else is the command-line tool's job; this
/// file is shared by the plugins through a symbolic link.
struct SegueGenInvocation {
    /// Manifests and storyboards, sorted by path.
    var inputs: [URL]
    /// `seguegen.yaml` (or `.yml`, `.json`) nearest the top of the target,
    /// if any.
    var configuration: URL?
    /// Template files in the target, declared as inputs so that editing a
    /// custom template regenerates.
    var templates: [URL]

    static let configurationNames: Set<String> = ["seguegen.yaml", "seguegen.yml", "seguegen.json"]

    /// Picks the inputs among a target's files. Storyboards in a language
    /// folder other than `Base.lproj` are localized copies of the base
    /// storyboard and are left out.
    init(files: [URL]) {
        var inputs: [URL] = []
        var templates: [URL] = []
        var configuration: URL?
        for file in files {
            let name = file.lastPathComponent.lowercased()
            let parent = file.deletingLastPathComponent().lastPathComponent
            if [".segues.yaml", ".segues.yml", ".segues.json"].contains(where: { name.hasSuffix($0) }) {
                inputs.append(file)
            } else if name.hasSuffix(".storyboard") && (!parent.hasSuffix(".lproj") || parent == "Base.lproj") {
                inputs.append(file)
            } else if name.hasSuffix(".stencil") {
                templates.append(file)
            } else if Self.configurationNames.contains(name)
                && configuration.map({ file.pathComponents.count < $0.pathComponents.count }) ?? true
            {
                configuration = file
            }
        }
        self.inputs = inputs.sorted { $0.path < $1.path }
        self.templates = templates.sorted { $0.path < $1.path }
        self.configuration = configuration
    }

    /// The deepest folder holding all of a target's files: the target's own
    /// folder whenever a file sits at its top.
    static func commonFolder(of files: [URL]) -> URL? {
        guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else {
            return nil
        }
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/"))
    }

    /// Whether the target gives the tool anything to do.
    var isEmpty: Bool { inputs.isEmpty }

    /// Every file whose change must regenerate the output.
    var dependencies: [URL] { inputs + templates + (configuration.map { [$0] } ?? []) }

    /// The generated file's name, from the target's name alone, so it is
    /// stable and unique among the package's targets.
    static func outputName(forTarget target: String) -> String {
        "\(target)Segues.swift"
    }

    /// The module a target compiles into, as Xcode and SwiftPM derive it
    /// from a target's name: characters an identifier cannot hold become `_`.
    static func moduleName(forTarget target: String) -> String {
        let characters = target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
        let name = String(characters)
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// `seguegen generate …` for these inputs.
    func arguments(output: URL, moduleName: String, check: Bool = false) -> [String] {
        var arguments = ["generate"] + inputs.map { $0.path }
        arguments += ["--output", output.path, "--module-name", moduleName]
        if let configuration { arguments += ["--config", configuration.path] }
        if check { arguments.append("--check") }
        return arguments
    }
}
