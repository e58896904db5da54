import Foundation

/// What every plugin needs to run `seguegen` on a target: which of its files
/// are inputs, the configuration file, every file a template can read, the
/// name of the generated file, and the command line. Everything else is the
/// command-line tool's job; this file is shared by the plugins through a
/// symbolic link, and so is `InputFormat`, the rule for which files are
/// inputs.
struct SegueGenInvocation {
    /// Manifests and storyboards, sorted by path.
    var inputs: [URL]
    /// Swift and Objective-C files, which say which classes implement which
    /// unwind actions; sorted by path.
    var sources: [URL]
    /// `seguegen.yaml` (or `.yml`, `.json`) nearest the top of the target,
    /// if any.
    var configuration: URL?
    /// Files a template can read: the target's `.stencil` files, and every
    /// file in the folder of the template the configuration names, since
    /// `{% include %}` resolves beside the including file. Declared as
    /// inputs so that editing any part of a custom template regenerates.
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
        if let template = configuration.flatMap(Self.configuredTemplate(in:)) {
            templates += Self.filesBeside(template)
        }
        self.inputs = inputs.sorted { $0.path < $1.path }
        self.sources = sources.sorted { $0.path < $1.path }
        self.templateFiles = Set(templates.map(\.standardizedFileURL)).sorted { $0.path < $1.path }
        self.configuration = configuration
    }

    /// The template file a configuration names, if it names a file rather
    /// than a built-in template. Only the top-level `template` key is read,
    /// line by line: the tool reads the file properly, and a template that
    /// this misses is still used, only not tracked.
    static func configuredTemplate(in configuration: URL) -> URL? {
        guard let text = try? String(contentsOf: configuration, encoding: .utf8),
            let value = templateValue(in: text), !value.isEmpty
        else { return nil }
        let url =
            value.hasPrefix("/")
            ? URL(fileURLWithPath: value) : configuration.deletingLastPathComponent().appendingPathComponent(value)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        return exists && !isFolder.boolValue ? url : nil
    }

    /// The value of the `template` key: a YAML key at the start of a line,
    /// or a JSON key anywhere.
    private static func templateValue(in text: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline) {
            var rest: Substring
            if let key = line.range(of: "\"template\"") {
                rest = line[key.upperBound...]
            } else if line.hasPrefix("template") {
                rest = line.dropFirst("template".count)
            } else {
                continue
            }
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard rest.first == ":" else { continue }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            if let quote = rest.first, quote == "\"" || quote == "'" {
                return String(rest.dropFirst().prefix { $0 != quote })
            }
            return String(rest.prefix { $0 != "#" && $0 != "," && $0 != "}" }).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// Every regular file in the template's folder and below it, the files
    /// its includes can name.
    private static func filesBeside(_ template: URL) -> [URL] {
        let folder = template.deletingLastPathComponent()
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [template] }
        return enumerator.compactMap { $0 as? URL }.filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }

    /// Whether the target gives the tool anything to do.
    var isEmpty: Bool { inputs.isEmpty }

    /// Every file whose change must regenerate the output.
    var dependencies: [URL] { inputs + sources + templateFiles + (configuration.map { [$0] } ?? []) }

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

    /// `seguegen generate …` for these inputs. `resourceBundle` says the
    /// target's storyboards are in SwiftPM's `Bundle.module`. A check names
    /// `regenerateCommand` in its stale-output message.
    func arguments(
        output: URL, moduleName: String, resourceBundle: Bool = false, check regenerateCommand: String? = nil
    ) -> [String] {
        var arguments = ["generate"] + (inputs + sources).map { $0.path }
        arguments += ["--output", output.path, "--module-name", moduleName]
        if resourceBundle { arguments += ["--bundle", "module"] }
        if let configuration { arguments += ["--config", configuration.path] }
        if let regenerateCommand { arguments += ["--check", "--regenerate-command", regenerateCommand] }
        return arguments
    }
}
