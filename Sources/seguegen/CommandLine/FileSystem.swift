import Foundation
import SegueGenKit

/// The only place `seguegen` touches the disk. Reads turn failures into
/// located diagnostics; writes are atomic and skipped when the content is
/// unchanged, so build systems see no spurious change.
enum FileSystem {
    /// Reads the inputs named on the command line. A directory stands for
    /// the manifests and storyboards below it, in sorted order.
    static func readInputs(_ paths: [String], diagnostics: inout DiagnosticCollector) -> [InputFile] {
        var inputs: [InputFile] = []
        for path in expand(paths, diagnostics: &diagnostics) {
            if let bytes = read(path, diagnostics: &diagnostics) {
                inputs.append(InputFile(path: path, bytes: bytes))
            }
        }
        return inputs
    }

    static func read(_ path: String, diagnostics: inout DiagnosticCollector) -> [UInt8]? {
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            diagnostics.emit(
                .error(.unreadableFile, "cannot read the file: \(reason(for: error, path: path))", at: .start(of: path))
            )
            return nil
        }
    }

    private static func expand(_ paths: [String], diagnostics: inout DiagnosticCollector) -> [String] {
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                result.append(path)
                continue
            }
            let found = inputsBelow(path)
            if found.isEmpty {
                diagnostics.emit(
                    .error(
                        .unreadableFile, "the folder has no *.segues.yaml, *.segues.json or *.storyboard file",
                        at: .start(of: path)))
            }
            result.append(contentsOf: found)
        }
        return result
    }

    /// Manifests and storyboards below a folder, sorted by path.
    static func inputsBelow(_ directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let lowered = relative.lowercased()
            let isManifest = [".segues.yaml", ".segues.yml", ".segues.json"].contains { lowered.hasSuffix($0) }
            if isManifest || lowered.hasSuffix(".storyboard") {
                found.append(directory.hasSuffix("/") ? directory + relative : directory + "/" + relative)
            }
        }
        return found.sorted()
    }

    enum WriteOutcome {
        case written
        case unchanged
    }

    /// Writes `content` to `path` through a temporary file and a rename, so
    /// readers never see half a file and a failed run leaves the old one.
    static func writeIfChanged(_ content: String, to path: String) throws -> WriteOutcome {
        let data = Data(content.utf8)
        let url = URL(fileURLWithPath: path)
        if let existing = try? Data(contentsOf: url), existing == data {
            return .unchanged
        }
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        return .written
    }

    /// Writes through `writeIfChanged`, printing a located error on failure.
    static func write(_ content: String, to path: String) -> Bool {
        do {
            _ = try writeIfChanged(content, to: path)
            return true
        } catch {
            Console.error(
                Diagnostic.error(
                    .outputWriteFailed, "cannot write the file: \(reason(for: error, path: path))", at: .start(of: path)
                ).description)
            return false
        }
    }

    static func existingContent(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A short reason such as "no such file or directory".
    static func reason(for error: Error, path: String) -> String {
        if !FileManager.default.fileExists(atPath: path) { return "no such file or directory" }
        if isDirectory(path) { return "it is a directory" }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        return (error as NSError).localizedDescription
    }
}
