import Foundation
import SegueGenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The only place `seguegen` touches the disk. Reads turn failures into
/// located diagnostics; writes are atomic and skipped when the content is
/// unchanged, so build systems see no spurious change.
enum FileSystem {
    /// Reads the inputs named on the command line. A directory stands for
    /// the manifests and storyboards below it, in sorted order.
    static func readInputs(_ paths: [String], diagnostics: inout DiagnosticCollector) -> [InputFile] {
        var inputs: [InputFile] = []
        for path in expand(paths, diagnostics: &diagnostics) {
            if InputFile.Kind(path: path) == .storyboard, let mapped = MappedFile(path: path) {
                inputs.append(InputFile(path: path, buffer: mapped))
            } else if let bytes = read(path, diagnostics: &diagnostics) {
                inputs.append(InputFile(path: path, bytes: bytes))
            }
        }
        return inputs
    }

    static func read(_ path: String, diagnostics: inout DiagnosticCollector) -> [UInt8]? {
        guard let bytes = readBytes(path) else {
            diagnostics.emit(
                .error(.unreadableFile, "cannot read the file: \(reason(forReading: path))", at: .start(of: path)))
            return nil
        }
        return bytes
    }

    /// The file's bytes, read straight into one array, so a large storyboard
    /// is not also copied through `Data` on the way.
    private static func readBytes(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(status.st_size)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let result = Glibc.read(descriptor, buffer.baseAddress! + count, size - count)
                if result < 0 && errno == EINTR { continue }
                if result <= 0 {
                    failed = result < 0
                    break
                }
                count += result
            }
        }
        return failed ? nil : bytes
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

    /// Writes a small file (an imported manifest) through the same atomic,
    /// skip-if-unchanged path as generated code, printing a located error
    /// on failure.
    static func write(_ content: String, to path: String) -> Bool {
        do {
            let writer = try GeneratedFileWriter(destination: path)
            writer.write(content)
            _ = try writer.commit()
            return true
        } catch {
            Console.error(
                Diagnostic.error(.outputWriteFailed, "cannot write the file: \(error.reason)", at: .start(of: path))
                    .description)
            return false
        }
    }

    /// An absolute path without `.`, `..` or symbolic links, for comparing
    /// paths written differently.
    static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    static func isRegularFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    static func existingContent(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Why `path` cannot be read, such as "no such file or directory".
    static func reason(forReading path: String) -> String {
        if !FileManager.default.fileExists(atPath: path) { return "no such file or directory" }
        if isDirectory(path) { return "it is a directory" }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        return "it is not a regular file"
    }

}
