/// Arithmetic on `/`-separated paths as the command line gives them, with
/// no file system involved, so every stage that names files (headers,
/// template includes, configuration entries) agrees on what a path means.
public enum FilePath {
    /// The last component: `Main.storyboard` for `App/Main.storyboard`.
    public static func fileName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The folder part with its trailing slash: `App/` for
    /// `App/Main.storyboard`, and "" for a bare file name.
    public static func folderPrefix(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `path` as written in `file`, which names it relative to its own
    /// folder; an absolute path stays as it is.
    public static func resolve(_ path: String, besideFile file: String) -> String {
        path.hasPrefix("/") ? path : folderPrefix(of: file) + path
    }

    /// `name` inside `folder`, whether or not the folder ends in a slash.
    public static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` with `.` components and empty ones dropped and each `..`
    /// taking away the component before it, as far as there is one:
    /// `App/./Views/../Main.storyboard` → `App/Main.storyboard`. A leading
    /// `/` stays; `..` that climbs above the start stays too.
    public static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else if component == ".." && isAbsolute {
                continue
            } else {
                components.append(component)
            }
        }
        return (isAbsolute ? "/" : "") + components.joined(separator: "/")
    }

    /// `folder` and `name` joined and normalized; `folder` may be "" or end
    /// in a slash, and an absolute `name` stays as it is.
    public static func joinNormalized(_ folder: String, _ name: String) -> String {
        if name.hasPrefix("/") || folder.isEmpty { return normalized(name) }
        return normalized(join(folder, name))
    }
}

extension FilePath {
    /// `path` as seen from `folder`, both absolute and normalized:
    /// `/p/App/Main.storyboard` from `/p` is `App/Main.storyboard`, and
    /// `/q/Shared.swift` from `/p/App` is `../../q/Shared.swift`.
    public static func relative(_ path: String, from folder: String) -> String {
        let target = normalized(path).split(separator: "/")
        let base = normalized(folder).split(separator: "/")
        var common = 0
        while common < min(target.count, base.count) && target[common] == base[common] { common += 1 }
        let climbs = Array(repeating: "..", count: base.count - common)
        let parts = climbs + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
