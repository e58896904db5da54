import SegueGenSupport

/// What a run knows of CocoaPods' part of a project when `pod install` has
/// not run: the app's project links an aggregate product (`Pods_App.framework`,
/// `libPods-App.a`) that `Pods/Pods.xcodeproj` would build, and bases its
/// configurations on `.xcconfig` files that `pod install` writes. Neither is
/// on disk, so the pods' classes are unknown; the user is told once per
/// target which pods those are and how to give them to the run.
enum CocoaPods {
    /// Whether `path` is a build configuration file `pod install` writes
    /// (`Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig`). It
    /// sets search paths and linker flags, never what a run reads (the
    /// module name, the Info.plist, the compilation conditions), so a
    /// missing one changes no setting the run needs: the pods it would
    /// link are what is missing, and the target's SG020 line names them.
    static func isSupportFile(_ path: String) -> Bool {
        path.hasPrefix("Pods/Target Support Files/") || path.contains("/Pods/Target Support Files/")
    }

    /// Whether a product a target links is CocoaPods' aggregate of the
    /// target's pods: `Pods_App.framework`, `Pods-App.framework`,
    /// `libPods-App.a`.
    static func isAggregateProduct(_ fileName: String) -> Bool {
        let name = fileName.hasPrefix("lib") ? String(fileName.dropFirst(3)) : fileName
        return name.hasPrefix("Pods_") || name.hasPrefix("Pods-")
    }

    /// Why the aggregate `product` of a project whose source root is
    /// `sourceRoot` is not read, when no project of the run builds it:
    /// the pods are not installed, and the `Podfile.lock` (else the
    /// `Podfile`) beside the project or one folder up names them.
    static func notInstalledReason(
        of product: String, sourceRoot: String, readFile: (String) -> [UInt8]?
    ) -> String {
        let lead =
            "\(product), CocoaPods' product of the target's pods, which are not installed (no Pods/Pods.xcodeproj)"
        let folders = [sourceRoot, sourceRoot.isEmpty ? "../" : sourceRoot + "../"]
        for folder in folders {
            for (file, reader) in [("Podfile.lock", lockedPods), ("Podfile", podfilePods)] {
                guard let bytes = readFile(folder + file) else { continue }
                let pods = reader(String(decoding: bytes, as: UTF8.self))
                guard !pods.isEmpty else { continue }
                let shown =
                    pods.count > 8
                    ? pods.prefix(8).joined(separator: ", ") + " and \(pods.count - 8) more"
                    : pods.joined(separator: ", ")
                return lead + ": \(folder + file) names \(shown); run 'pod install' to read them"
            }
        }
        return lead + ": run 'pod install' to read them"
    }

    /// The pods a `Podfile.lock`'s `DEPENDENCIES` names, sorted, without
    /// subspecs or versions: `- "Firebase/Core (~> 8)"` is `Firebase`.
    static func lockedPods(_ text: String) -> [String] {
        var pods: Set<String> = []
        var inDependencies = false
        for line in text.split(whereSeparator: \.isNewline) {
            if !line.hasPrefix(" ") {
                inDependencies = line.trimmingWhitespace() == "DEPENDENCIES:"
                continue
            }
            guard inDependencies, let dash = line.firstIndex(of: "-") else { continue }
            let entry = line[line.index(after: dash)...].trimmingWhitespace().filter { $0 != "\"" && $0 != "'" }
            if let name = podName(entry) { pods.insert(name) }
        }
        return pods.sorted()
    }

    /// The pods a `Podfile`'s `pod 'Name'` lines name, sorted, without
    /// subspecs.
    static func podfilePods(_ text: String) -> [String] {
        var pods: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingWhitespace()
            guard trimmed.hasPrefix("pod ") || trimmed.hasPrefix("pod(") else { continue }
            let rest = trimmed.dropFirst(4).drop { $0 == " " || $0 == "(" }
            guard let quote = rest.first, quote == "'" || quote == "\"" else { continue }
            let name = rest.dropFirst().prefix { $0 != quote }
            if let pod = podName(String(name)) { pods.insert(pod) }
        }
        return pods.sorted()
    }

    /// A pod's name in an entry (`Firebase/Core (~> 8)`): before a slash,
    /// a space or a parenthesis.
    private static func podName(_ entry: String) -> String? {
        let name = entry.prefix { $0 != "/" && $0 != " " && $0 != "(" }
        return name.isEmpty ? nil : String(name)
    }
}
