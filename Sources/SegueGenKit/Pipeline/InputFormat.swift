/// The files SegueGen reads, told apart by how their names end.
///
/// This is the one rule for which files are inputs: the command-line tool,
/// both plugins (which compile this file through a symbolic link in
/// `Plugins/PluginsShared`, since a plugin cannot import a library), the
/// messages and the documentation all take it from here. It depends on
/// nothing, not even Foundation, so that it can be shared that way.
public enum InputFormat: String, CaseIterable, Sendable {
    case yamlManifest
    case jsonManifest
    case storyboard
    /// An Interface Builder XIB: no scenes, but objects and connections
    /// the connection checks hold to the code.
    case xib
    /// App code, read for the classes it declares and what they implement,
    /// and the calls that navigate.
    case swiftSource
    case objectiveCSource
    /// An Objective-C header: the superclass of each class it declares.
    case objectiveCHeader
    /// An app's `Info.plist`: which storyboard the window starts from.
    case infoPlist

    /// The endings that name this format, lowercase; names compare without
    /// regard to case.
    public var fileEndings: [String] {
        switch self {
        case .yamlManifest: [".segues.yaml", ".segues.yml"]
        case .jsonManifest: [".segues.json"]
        case .storyboard: [".storyboard"]
        case .xib: [".xib"]
        case .swiftSource: [".swift"]
        case .objectiveCSource: [".m", ".mm"]
        case .objectiveCHeader: [".h"]
        // `Info.plist`, and `App-Info.plist` as older projects name it.
        case .infoPlist: ["info.plist"]
        }
    }

    /// Whether the format is a manifest, YAML or JSON, rather than a
    /// storyboard.
    public var isManifest: Bool {
        switch self {
        case .yamlManifest, .jsonManifest: true
        case .storyboard, .xib, .swiftSource, .objectiveCSource, .objectiveCHeader, .infoPlist: false
        }
    }

    /// Whether the format describes scenes and segues (a manifest or a
    /// storyboard), which is what gives a run something to generate; app
    /// code only tells which classes implement which unwind actions.
    public var describesScenes: Bool {
        switch self {
        case .yamlManifest, .jsonManifest, .storyboard: true
        case .xib, .swiftSource, .objectiveCSource, .objectiveCHeader, .infoPlist: false
        }
    }

    /// Whether the format is app code (Swift, Objective-C, a header),
    /// which is scanned for classes and calls, never for scenes.
    public var isSourceCode: Bool {
        switch self {
        case .swiftSource, .objectiveCSource, .objectiveCHeader: true
        case .yamlManifest, .jsonManifest, .storyboard, .xib, .infoPlist: false
        }
    }

    /// The format a file name or path ends in, or nil for a file that is not
    /// an input.
    public init?(path: String) {
        let lowered = path.lowercased()
        guard let format = Self.allCases.first(where: { $0.fileEndings.contains(where: lowered.hasSuffix) }) else {
            return nil
        }
        self = format
    }

    /// `path` without the ending of its format, for the storyboard name a
    /// file gives by default.
    public static func strippingEnding(_ path: String) -> String {
        let lowered = path.lowercased()
        for format in allCases {
            for ending in format.fileEndings where lowered.hasSuffix(ending) {
                return String(path.dropLast(ending.count))
            }
        }
        return path
    }

    /// Every input ending, for messages and help: ".segues.yaml,
    /// .segues.yml, .segues.json or .storyboard".
    public static var endingsDescription: String { describeEndings(of: allCases) }

    /// The endings of `formats` as a list that ends in "or".
    public static func describeEndings(of formats: [InputFormat]) -> String {
        let endings = formats.flatMap(\.fileEndings)
        return endings.dropLast().joined(separator: ", ") + " or " + endings[endings.count - 1]
    }

    /// The input name a near miss was probably meant to have: `Main.yaml`
    /// for a manifest is `Main.segues.yaml`. Nil when the name is no near
    /// miss.
    public static func intendedName(for fileName: String) -> String? {
        let lowered = fileName.lowercased()
        for format in allCases where format.isManifest {
            for ending in format.fileEndings where lowered.hasSuffix(plainEnding(of: ending)) {
                let plain = plainEnding(of: ending)
                return String(fileName.dropLast(plain.count)) + manifestMarker + String(fileName.suffix(plain.count))
            }
        }
        return nil
    }

    /// What sets a manifest's name apart from other files of its syntax.
    static let manifestMarker = ".segues"

    /// `.segues.yaml` → `.yaml`: the ending of the syntax alone.
    public static func plainEnding(of ending: String) -> String {
        ending.hasPrefix(manifestMarker) ? String(ending.dropFirst(manifestMarker.count)) : ending
    }

    /// Whether a storyboard or XIB in the folder named `folderName` is a
    /// localized copy of the base one (`fr.lproj/Main.storyboard`), which would
    /// only repeat the base one's scenes.
    public static func isLocalizedCopy(inFolderNamed folderName: String) -> Bool {
        folderName.hasSuffix(".lproj") && folderName != "Base.lproj"
    }

    /// Whether a file is an input when it is found in a folder (a target's
    /// files, or a folder given to the command line): an input format, and
    /// not a localized copy of a storyboard.
    public static func isInputFoundInFolder(fileName: String, folderName: String) -> Bool {
        guard let format = InputFormat(path: fileName) else { return false }
        return (format != .storyboard && format != .xib) || !isLocalizedCopy(inFolderNamed: folderName)
    }

    /// The names of the configuration file the plugins look for in a target.
    public static let configurationFileNames = Set(
        allCases.filter(\.isManifest).flatMap(\.fileEndings).map { "seguegen" + plainEnding(of: $0) })

    /// The ending of template files, which the plugins declare as inputs.
    public static let templateEnding = ".stencil"
}
