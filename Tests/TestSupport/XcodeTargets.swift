import Foundation
import SegueGenKit
import SegueGenSupport

/// The targets of the Xcode projects below a folder, each as a run of its
/// own, the way `seguegen validate FOLDER` reads them: the files of each
/// target's build phases that exist on disk (the shared corpus keeps only
/// some files of each app), with paths relative to the folder.
public struct XcodeTargetRun: Sendable {
    public var project: XcodeProject
    public var target: XcodeTargetInputs
    /// `<app>/<project>/<target>`, for messages.
    public var name: String
    public var inputs: [InputFile]
    /// The headers of the target, read.
    public var headers: [InputFile]
}

public enum XcodeTargets {
    /// The `.xcodeproj` folders below `folder` (relative paths, sorted),
    /// leaving out CocoaPods' projects.
    public static func projects(below folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".xcodeproj") else { continue }
            enumerator.skipDescendants()
            if FilePath.fileName(relative) == "Pods.xcodeproj" || relative.split(separator: "/").contains("Pods") {
                continue
            }
            result.append(relative)
        }
        return result.sorted()
    }

    /// Every target with a storyboard, a manifest or a XIB, of every project below
    /// `folder`, with its inputs read.
    public static func runs(below folder: URL, label: String) throws -> [XcodeTargetRun] {
        var result: [XcodeTargetRun] = []
        let projectPaths = projects(below: folder)
        let read = { (path: String) -> [UInt8]? in
            try? Fixtures.bytes(of: folder.appendingPathComponent(path))
        }
        let list = { (path: String) -> [String]? in
            FileManager.default.subpaths(atPath: folder.appendingPathComponent(path).path)
        }
        // The projects other targets link; each target's own files are
        // read as it asks, not kept.
        let otherProjects = ProjectFileCache(readFile: read, listFolder: list)
        for projectPath in projectPaths {
            let file = folder.appendingPathComponent(projectPath).appendingPathComponent("project.pbxproj")
            guard let bytes = try? Fixtures.bytes(of: file) else { continue }
            var diagnostics = DiagnosticCollector()
            guard let project = XcodeProjectReader.read(bytes, projectPath: projectPath, diagnostics: &diagnostics)
            else {
                throw ReadError(message: "\(label)/\(projectPath): \(diagnostics.sorted.map(\.description))")
            }
            for target in project.targets {
                let inputs = XcodeTargetInputs.resolve(
                    target, of: project, readFile: read, listFolder: list, otherProject: otherProjects.project,
                    siblingProjects: projectPaths, diagnostics: &diagnostics)
                let paths = inputs.inputs + inputs.headers + (inputs.infoPlist.map { [$0] } ?? [])
                var files = paths.compactMap { path -> InputFile? in
                    guard var input = read(path).map({ InputFile(path: path, bytes: $0) }) else { return nil }
                    // A project names its storyboards one by one; one for
                    // another platform is skipped, as in a folder.
                    input.isFoundInFolder = true
                    return input
                }
                // A target with XIBs and no storyboard has connections and
                // nib cells to check too.
                guard
                    files.contains(where: {
                        InputFormat(path: $0.path)?.describesScenes == true || InputFormat(path: $0.path) == .xib
                    })
                else { continue }
                for (module, paths) in inputs.linked.sources.sorted(by: { $0.key < $1.key }) {
                    for path in paths {
                        guard var input = read(path).map({ InputFile(path: path, bytes: $0) }) else { continue }
                        input.module = module
                        files.append(input)
                    }
                }
                let headers = inputs.headers.compactMap { path in read(path).map { InputFile(path: path, bytes: $0) } }
                result.append(
                    XcodeTargetRun(
                        project: project, target: inputs, name: "\(label)/\(projectPath)/\(target.name)",
                        inputs: files, headers: headers))
            }
        }
        return result
    }

    public struct ReadError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
}

/// The targets of the corpus's real apps (the folders of `../shared/apps`
/// named `owner__repository`), read once a test process and shared by every
/// corpus test: reading them is seconds of the suite, and the same each
/// time. Skips the calling test without the corpus.
public enum SharedApps {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var read: [XcodeTargetRun]?

    /// The folder of each app, `owner__repository`, sorted by name; the
    /// one list every corpus test walks. Skips the calling test without
    /// the corpus.
    public static func folders() throws -> [URL] {
        let root = try Fixtures.sharedFolder("apps")
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
            .filter { $0.contains("__") }.map { root.appendingPathComponent($0) }
        // The corpus holds thirteen apps; an empty list is a broken corpus,
        // not a pass.
        guard folders.count >= 10 else {
            throw Fixtures.Missing(description: "\(root.path) holds \(folders.count) apps; the corpus has 13")
        }
        return folders
    }

    /// Every target, app by app in the order of their folders' names.
    public static func runs() throws -> [XcodeTargetRun] {
        let folders = try folders()
        lock.lock()
        defer { lock.unlock() }
        if let read { return read }
        var result: [XcodeTargetRun] = []
        for folder in folders {
            result += try XcodeTargets.runs(below: folder, label: folder.lastPathComponent)
        }
        read = result
        return result
    }

    /// The source readings every corpus test shares: the targets of an
    /// app link the same modules, and a test that renames a declaration
    /// reads again only the files the renaming changed.
    public static let scans = SourceScanCache()

    nonisolated(unsafe) private static var readings: [String: [Pipeline.Reading]] = [:]

    /// Each of `run`'s inputs read as `Pipeline.load` reads it, in order,
    /// once a test process: every corpus test starts from them. Read
    /// outside the lock, so that tests may read targets side by side.
    public static func readings(of run: XcodeTargetRun) -> [Pipeline.Reading] {
        if let known = lock.withLock({ readings[run.name] }) { return known }
        let read = run.inputs.parallelMap { scans.reading($0, like: DiagnosticCollector()) }
        lock.withLock { readings[run.name] = read }
        return read
    }

    nonisolated(unsafe) private static var loads: [String: (project: Project?, diagnostics: [Diagnostic])] = [:]

    /// What `Pipeline.load` makes of the target `run`'s inputs as they
    /// are, its project and its diagnostics (sorted), once a test process:
    /// several corpus tests start from the unchanged target, and loading
    /// every target takes seconds.
    public static func unchanged(_ run: XcodeTargetRun) -> (project: Project?, diagnostics: [Diagnostic]) {
        if let loaded = lock.withLock({ loads[run.name] }) { return loaded }
        let loaded = CorpusInputs(run).load()
        lock.withLock { loads[run.name] = loaded }
        return loaded
    }
}
