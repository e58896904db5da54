import SegueGenKit
import SegueGenSupport

/// The Swift package target that files on disk belong to, for a run
/// without a project or a module name: by SwiftPM's layout, a file below
/// `Sources/<Target>/` of a folder with a `Package.swift` that names the
/// target is compiled into that target's module. A target whose
/// `Package.swift` gives it another `path:` is not found this way.
enum PackageTarget {
    /// The module every path in `paths` (files or folders) compiles into,
    /// or nil when one of them is in no package target or they are in
    /// different ones.
    static func moduleName(of paths: [String]) -> String? {
        let targets = Set(paths.map(target(of:)))
        guard targets.count == 1, let target = targets.first, let target else { return nil }
        return BuildSettings.moduleName(ofTarget: target)
    }

    /// The target of the nearest package above `path` whose `Sources/<T>/`
    /// holds it, when that package's manifest names `T`.
    private static func target(of path: String) -> String? {
        var components = FileSystem.canonicalPath(path).split(separator: "/").map(String.init)
        while components.count >= 2 {
            let name = components.removeLast()
            guard components.last == "Sources" else { continue }
            let package = "/" + components.dropLast().joined(separator: "/")
            guard let manifest = FileSystem.text(FilePath.join(package, "Package.swift")) else { continue }
            return manifest.contains("\"\(name)\"") ? name : nil
        }
        return nil
    }
}
