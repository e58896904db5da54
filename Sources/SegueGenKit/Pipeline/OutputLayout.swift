/// The files of the split output, from the names of the inputs alone: one
/// file for each storyboard or manifest (`Main.storyboard` gives
/// `MainSegues.swift`) and one shared file.
///
/// SwiftPM asks a build plugin for its output files before anything runs,
/// so the names cannot depend on what the inputs say. This is the one rule
/// for them: the command-line tool and the build plugin (which compiles this
/// file through a symbolic link in `Plugins/PluginsShared`, as it does
/// `InputFormat`) both take it from here. It depends on nothing, not even
/// Foundation, so that it can be shared that way.
public struct OutputLayout: Sendable, Equatable {
    /// The shared file: the runtime helpers, the namespaces, the unwind
    /// protocols, and the classes whose scenes span storyboards. No input
    /// can take its name, since every other file ends in `Segues.swift`.
    public static let sharedFileName = "SegueGenShared.swift"

    /// How every other generated file's name ends: `MainSegues.swift`, and
    /// the command plugins' committed `AppSegues.swift`.
    public static let fileNameSuffix = "Segues.swift"

    /// The generated file of each storyboard or manifest, by input path.
    public let fileNames: [String: String]

    /// Every file of the split output, sorted, the shared one included.
    public var allFileNames: [String] { (Set(fileNames.values).sorted()) + [Self.sharedFileName] }

    /// The layout of `paths`, the candidate inputs as named; app code and
    /// other files get no file of their own. Two inputs whose names differ
    /// only in case or in characters a file name drops share a file (the
    /// input first in sorted order of paths names it), since a file system that
    /// ignores case could not hold both.
    public init(inputs paths: [String]) {
        var spellings: [String: String] = [:]
        var stems: [String: String] = [:]
        for path in paths.sorted() {
            guard InputFormat(path: path)?.describesScenes == true else { continue }
            let stem = Self.fileStem(path)
            let key = stem.lowercased()
            if spellings[key] == nil { spellings[key] = stem }
            stems[path] = key
        }
        fileNames = stems.mapValues { spellings[$0]! + Self.fileNameSuffix }
    }

    /// `Flows` for `Sources/Flows.segues.yaml`: the file name without its
    /// folders and input ending, with every character other than an ASCII
    /// letter, digit or `_` written `_`, so the name is safe everywhere.
    private static func fileStem(_ path: String) -> String {
        let name = InputFormat.strippingEnding(String(path.split(separator: "/").last ?? ""))
        let safe = name.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "_": Character(scalar)
            default: "_"
            }
        }
        return String(safe)
    }
}
