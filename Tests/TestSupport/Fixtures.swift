import Foundation
import SegueGenKit
import XCTest

/// Paths into the repository for tests, found from this file's location so
/// tests run the same from `swift test`, Xcode or another folder.
public enum Fixtures {
    /// The repository root.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    public static let folder = root.appendingPathComponent("Tests/Fixtures")
    public static let examples = root.appendingPathComponent("Examples")
    public static let docs = root.appendingPathComponent("docs")

    /// The shared corpus of real apps and storyboards: `../shared` beside the
    /// checkout, or the folder `SEGUEGEN_SHARED` names. CI points the variable
    /// at an empty folder to prove that a clone without the corpus passes.
    public static let shared: URL = {
        if let path = requestedShared { return URL(fileURLWithPath: path) }
        return root.deletingLastPathComponent().appendingPathComponent("shared")
    }()

    /// The folder `SEGUEGEN_SHARED` names, if it names one.
    private static let requestedShared: String? = ProcessInfo.processInfo.environment["SEGUEGEN_SHARED"]
        .flatMap { $0.isEmpty ? nil : $0 }

    /// The files of one folder of the shared corpus (`storyboards`, say)
    /// whose names end in one of `suffixes`; skips the calling test when the
    /// folder is absent, so a fresh clone passes without the corpus.
    public static func sharedFiles(in folder: String, endingIn suffixes: [String]) throws -> [URL] {
        try files(in: try sharedFolder(folder), endingIn: suffixes)
    }

    /// A folder of the shared corpus (`apps`, say); skips the calling test
    /// when it is absent. A `SEGUEGEN_SHARED` that names no folder at all
    /// is a mistyped path, not a clone without the corpus: it fails the
    /// test instead, or every corpus test would pass by skipping.
    public static func sharedFolder(_ name: String) throws -> URL {
        if let requested = requestedShared, !isFolder(shared) {
            throw Missing(
                description: "SEGUEGEN_SHARED names \(requested), which is no folder; "
                    + "point it at the corpus, or at an empty folder to run without it")
        }
        let url = shared.appendingPathComponent(name)
        guard isFolder(url) else {
            throw XCTSkip("the shared corpus is not at \(url.path); skipping")
        }
        return url
    }

    /// A folder of the corpus that a test names and needs: the corpus's
    /// `folder` (skipping without it, as `sharedFolder`), then `path` in
    /// it, which must be there, since the corpus is.
    public static func sharedItem(_ path: String, in folder: String) throws -> URL {
        let url = try sharedFolder(folder).appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw Missing(description: "the shared corpus at \(shared.path) has no \(folder)/\(path)")
        }
        return url
    }

    /// A fixture or a part of the corpus that a test names and needs.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    public static func url(_ relativePath: String) -> URL { folder.appendingPathComponent(relativePath) }

    public static func bytes(of url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    public static func text(of url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

    /// Files in `folder` whose names end in one of `suffixes`, sorted.
    public static func files(in folder: URL, endingIn suffixes: [String]) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { url in suffixes.contains { url.lastPathComponent.hasSuffix($0) } }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Files below `folder`, at any depth, whose names end in `suffix`, sorted by path.
    public static func filesBelow(_ folder: URL, endingIn suffix: String) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }

    /// Every example manifest, as an input file with a repository-relative path.
    public static func exampleManifests() throws -> [InputFile] {
        var result: [InputFile] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted() {
            let url = examples.appendingPathComponent(folder)
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            for file in try files(in: url, endingIn: [".segues.yaml", ".segues.json"]) {
                result.append(
                    InputFile(path: "Examples/\(folder)/\(file.lastPathComponent)", bytes: try bytes(of: file)))
            }
        }
        return result
    }
}
