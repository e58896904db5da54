import SegueGenSupport

/// What the run planner reads the disk through: the command-line tool's
/// implementation is the disk (file I/O happens only there and in the
/// plugins), a test's is a dictionary. The requirements are the primitives;
/// every rule about which files are inputs, projects or configurations is
/// written once, over them, in this folder.
public protocol RunFileSystem: Sendable {
    /// The names in `folder`, without `.` and `..`, in no order; none when
    /// it cannot be read.
    func entries(of folder: String) -> [String]
    /// What is at `path`, through symbolic links; nil when nothing is.
    func kind(of path: String) -> FileKind?
    /// The bytes of the regular file at `path`, or nil when it cannot be
    /// read.
    func bytes(of path: String) -> [UInt8]?
    /// `path` absolute, without `.`, `..` or symbolic links, for comparing
    /// paths written differently; lexical when nothing is there.
    func canonicalPath(_ path: String) -> String
    /// The input at `path`, or nil when it cannot be read: the disk maps a
    /// storyboard rather than reading it, so the reader can stream through
    /// it.
    func input(at path: String) -> InputFile?
}

/// What a path names, for `RunFileSystem.kind(of:)`.
public enum FileKind: Sendable {
    case file
    case folder
    /// A device, a socket or a pipe: there, but not readable as a file.
    case other
}

extension RunFileSystem {
    public func input(at path: String) -> InputFile? {
        bytes(of: path).map { InputFile(path: path, bytes: $0) }
    }

    public func isDirectory(_ path: String) -> Bool { kind(of: path) == .folder }

    public func isRegularFile(_ path: String) -> Bool { kind(of: path) == .file }

    /// A small text file (a template, a package manifest), or nil.
    public func text(_ path: String) -> String? {
        bytes(of: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The file's bytes; when it cannot be read, nil and a located error
    /// that says why.
    public func read(_ path: String, diagnostics: inout DiagnosticCollector) -> [UInt8]? {
        guard let bytes = bytes(of: path) else {
            diagnostics.emit(
                Diagnostic(.unreadableFile, "cannot read the file: \(reason(forReading: path))", at: .start(of: path)))
            return nil
        }
        return bytes
    }

    /// Why `path` cannot be read, such as "no such file or directory".
    private func reason(forReading path: String) -> String {
        switch kind(of: path) {
        case nil: "no such file or directory"
        case .folder: "it is a directory"
        case .file: "permission denied"
        case .other: "it is not a regular file"
        }
    }

    /// Reads the inputs named on the command line. A folder stands for the
    /// inputs below it (`inputsBelow`), in sorted order, each marked as
    /// found in a folder.
    public func readInputs(_ paths: [String], diagnostics: inout DiagnosticCollector) -> [InputFile] {
        var inputs: [InputFile] = []
        for path in paths {
            guard isDirectory(path) else {
                if let input = readInput(path, diagnostics: &diagnostics) { inputs.append(input) }
                continue
            }
            let found = inputsBelow(path)
            if found.isEmpty {
                diagnostics.emit(
                    Diagnostic(
                        .unreadableFile, "the folder has no file ending in \(InputFormat.endingsDescription)",
                        at: .start(of: path)))
            }
            for file in found {
                guard var input = readInput(file, diagnostics: &diagnostics) else { continue }
                input.isFoundInFolder = true
                inputs.append(input)
            }
        }
        return inputs
    }

    private func readInput(_ path: String, diagnostics: inout DiagnosticCollector) -> InputFile? {
        if let input = input(at: path) { return input }
        _ = read(path, diagnostics: &diagnostics)
        return nil
    }

    /// `path` as it is on disk: itself when it exists, else the path whose
    /// components match it regardless of case, which is how the
    /// case-insensitive file system of a Mac, where the project was made,
    /// finds it; nil when there is none.
    public func existingPath(_ path: String) -> String? {
        if kind(of: path) != nil { return path }
        var resolved = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            let candidate = resolved + component
            if kind(of: candidate) != nil {
                resolved = candidate + "/"
                continue
            }
            let folder = resolved.isEmpty ? "." : resolved
            let lowered = component.lowercased()
            guard let match = entries(of: folder).sorted().first(where: { $0.lowercased() == lowered }) else {
                return nil
            }
            resolved += match + "/"
        }
        return String(resolved.dropLast())
    }
}
