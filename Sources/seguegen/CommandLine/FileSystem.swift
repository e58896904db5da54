import SegueGenKit
import SegueGenSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The only place `seguegen` reads the disk, through POSIX calls: the tool
/// links no Foundation, which keeps it quick to start and small in memory.
/// Which files a run reads is the Kit's `RunPlanner`, through `disk`.
enum FileSystem {
    /// The disk, as the run planner reads it.
    static let disk = DiskFileSystem()

    /// A small text file (a template), or nil.
    static func text(_ path: String) -> String? {
        readBytes(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A file's bytes, or nil when it cannot be read: for a file a project
    /// names, whose absence the reader reports itself.
    static func bytes(_ path: String) -> [UInt8]? { readBytes(path) }

    /// The file's bytes, read straight into one array.
    private static func readBytes(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(status.st_size)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            let read = POSIXIO.readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer))
            failed = read == nil
            count = read ?? 0
        }
        return failed ? nil : bytes
    }

    /// The names in a folder, without `.` and `..`, in no order; none when
    /// it cannot be read.
    static func entries(of folder: String) -> [String] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Writes a small file (an imported manifest, a graph) through the same
    /// atomic, skip-if-unchanged path as generated code, printing a located
    /// error on failure.
    static func write(_ content: String, to path: String) -> Bool {
        do {
            try writeAtomically(content, to: path)
            return true
        } catch {
            Console.report(
                Diagnostic(.outputWriteFailed, "cannot write the file: \(error.reason)", at: .start(of: path)))
            return false
        }
    }

    /// Writes a small file atomically, skipping an unchanged one; the
    /// caller says what failed (a report written after every diagnostic
    /// was reported prints its own).
    static func writeAtomically(_ content: String, to path: String) throws(Failure) {
        let writer = try GeneratedFileWriter(destination: path)
        writer.write(content)
        _ = try writer.commit()
    }

    /// Why a file could not be created, written or moved into place.
    struct Failure: Error {
        var reason: String
    }

    /// The last system call's error, as a message continues it.
    static func errorDescription() -> String {
        String(cString: strerror(errno)).lowercased()
    }

    /// Creates `folder` and any missing folders above it, as `mkdir -p`.
    static func createFolders(_ folder: String) throws(Failure) {
        var path = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            path += component
            if !isDirectory(path) && mkdir(path, 0o755) != 0 && errno != EEXIST {
                throw Failure(reason: "cannot create the folder \(path): " + errorDescription())
            }
            path += "/"
        }
    }

    /// An absolute path without `.`, `..` or symbolic links, for comparing
    /// paths written differently; lexical when the file does not exist.
    static func canonicalPath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return FilePath.normalized(path.hasPrefix("/") ? path : currentDirectory() + "/" + path)
    }

    private static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    fileprivate static func status(_ path: String) -> stat? {
        var result = stat()
        return stat(path, &result) == 0 ? result : nil
    }

    static func isDirectory(_ path: String) -> Bool {
        status(path).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
    }

    static func isRegularFile(_ path: String) -> Bool {
        status(path).map { $0.st_mode & S_IFMT == S_IFREG } ?? false
    }
}

/// The disk, for the run planner and the commands that read inputs: which
/// files are inputs, projects and configurations is the Kit's policy
/// (`RunPlanner`), over these calls.
struct DiskFileSystem: RunFileSystem {
    func entries(of folder: String) -> [String] { FileSystem.entries(of: folder) }

    func kind(of path: String) -> FileKind? {
        guard let status = FileSystem.status(path) else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    func bytes(of path: String) -> [UInt8]? { FileSystem.bytes(path) }

    func canonicalPath(_ path: String) -> String { FileSystem.canonicalPath(path) }

    /// A storyboard is mapped rather than read, so the reader can stream
    /// through it; a source file, so that its pages are handed back once
    /// it is scanned, rather than an app's whole code held to the end.
    func input(at path: String) -> InputFile? {
        let format = InputFormat(path: path)
        if format == .storyboard || format?.isSourceCode == true, let mapped = MappedFile(path: path) {
            return InputFile(path: path, buffer: mapped)
        }
        return bytes(of: path).map { InputFile(path: path, bytes: $0) }
    }
}
