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
/// Failures become located diagnostics.
enum FileSystem {
    /// Reads the inputs named on the command line. A directory stands for
    /// the manifests and storyboards below it, in sorted order. Storyboards
    /// are mapped rather than read, so the reader can stream through them.
    static func readInputs(_ paths: [String], diagnostics: inout DiagnosticCollector) -> [InputFile] {
        var inputs: [InputFile] = []
        for (path, isFoundInFolder) in expand(paths, diagnostics: &diagnostics) {
            var input: InputFile
            if InputFormat(path: path) == .storyboard, let mapped = MappedFile(path: path) {
                input = InputFile(path: path, buffer: mapped)
            } else if let bytes = read(path, diagnostics: &diagnostics) {
                input = InputFile(path: path, bytes: bytes)
            } else {
                continue
            }
            input.isFoundInFolder = isFoundInFolder
            inputs.append(input)
        }
        return inputs
    }

    static func read(_ path: String, diagnostics: inout DiagnosticCollector) -> [UInt8]? {
        guard let bytes = readBytes(path) else {
            diagnostics.emit(
                Diagnostic(.unreadableFile, "cannot read the file: \(reason(forReading: path))", at: .start(of: path)))
            return nil
        }
        return bytes
    }

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

    /// The paths, each folder replaced by the inputs below it; with whether
    /// each was found in a folder.
    private static func expand(_ paths: [String], diagnostics: inout DiagnosticCollector) -> [(String, Bool)] {
        var result: [(String, Bool)] = []
        for path in paths {
            guard isDirectory(path) else {
                result.append((path, false))
                continue
            }
            let found = inputsBelow(path)
            if found.isEmpty {
                diagnostics.emit(
                    Diagnostic(
                        .unreadableFile, "the folder has no file ending in \(InputFormat.endingsDescription)",
                        at: .start(of: path)))
            }
            result.append(contentsOf: found.map { ($0, true) })
        }
        return result
    }

    /// The inputs below a folder, sorted by path, chosen by the rule the
    /// plugins share (`InputFormat`). Other people's code and build
    /// products (`skippedFolders`) and hidden folders are left out: a pod's
    /// literals name its own storyboards. A folder reached twice through a
    /// symbolic link is read once.
    static func inputsBelow(_ directory: String) -> [String] {
        var found: [String] = []
        var folders = [directory]
        var visited: Set<String> = [canonicalPath(directory)]
        while let folder = folders.popLast() {
            for name in entries(of: folder) {
                let path = FilePath.join(folder, name)
                if isDirectory(path) {
                    if !skippedFolders.contains(name) && !name.hasPrefix(".")
                        && visited.insert(canonicalPath(path)).inserted
                    {
                        folders.append(path)
                    }
                    continue
                }
                if InputFormat.isInputFoundInFolder(fileName: name, folderName: FilePath.fileName(folder)) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// The `.xcodeproj` folders at or below `directory`, sorted; CocoaPods'
    /// projects and what lies inside a project, a workspace or a build
    /// folder are left out.
    static func xcodeProjects(below directory: String) -> [String] {
        var found: [String] = []
        var folders = [directory]
        var visited: Set<String> = [canonicalPath(directory)]
        while let folder = folders.popLast() {
            for name in entries(of: folder) where isDirectory(FilePath.join(folder, name)) {
                let path = FilePath.join(folder, name)
                if name.hasSuffix(".xcodeproj") {
                    // A generated project's folder that holds only its
                    // schemes (XcodeGen's, checked in without the project)
                    // is no project.
                    if name != "Pods.xcodeproj" && isRegularFile(FilePath.join(path, "project.pbxproj")) {
                        found.append(path)
                    }
                } else if !skippedFolders.contains(name) && !name.hasPrefix(".") && !name.hasSuffix(".xcworkspace")
                    && visited.insert(canonicalPath(path)).inserted
                {
                    folders.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// The projects of the workspaces in the folder of `project` and in the
    /// folder above it, sorted: projects whose products it may link by
    /// name. A workspace inside a project is its own and adds none.
    static func workspaceProjects(besides project: String) -> [String] {
        let trimmed = project.hasSuffix("/") ? String(project.dropLast()) : project
        let folder = FilePath.folderPrefix(of: trimmed)
        let parent = folder.isEmpty ? "../" : FilePath.folderPrefix(of: String(folder.dropLast()))
        var found: Set<String> = []
        for candidate in Set([folder, parent.isEmpty && !folder.isEmpty ? "" : parent]) {
            for name in entries(of: candidate.isEmpty ? "." : candidate) where name.hasSuffix(".xcworkspace") {
                let workspace = candidate + name
                guard let bytes = readBytes(FilePath.join(workspace, "contents.xcworkspacedata")) else { continue }
                found.formUnion(
                    XcodeWorkspace.projects(in: bytes, workspacePath: workspace).filter { isDirectory($0) })
            }
        }
        return found.sorted()
    }

    /// The file at the top of `folder` that describes an Xcode project
    /// for a generator (XcodeGen's `project.yml`, Tuist's `Project.swift`),
    /// if there is one.
    static func projectDescription(in folder: String) -> String? {
        ["project.yml", "project.yaml", "Project.swift"].map { FilePath.join(folder, $0) }.first(where: isRegularFile)
    }

    /// `path` as it is on disk: itself when it exists, else the path whose
    /// components match it regardless of case, which is how the
    /// case-insensitive file system of a Mac, where the project was made,
    /// finds it; nil when there is none.
    static func existingPath(_ path: String) -> String? {
        if status(path) != nil { return path }
        var resolved = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            let candidate = resolved + component
            if status(candidate) != nil {
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

    /// Folders that hold other people's code or build products.
    private static let skippedFolders: Set<String> = [
        "Pods", "Carthage", "DerivedData", "build", ".build", "node_modules", "SourcePackages",
    ]

    /// The `seguegen.yaml` (or `.yml`, `.json`) in a folder given as a
    /// prefix (`App/`, or "" for the working folder), if there is one.
    static func configurationFile(in folderPrefix: String) -> String? {
        InputFormat.configurationFileNames.sorted().map { folderPrefix + $0 }.first(where: isRegularFile)
    }

    /// Every file below `folder`, as paths relative to it, for a folder
    /// Xcode keeps in step with the disk; nil when it cannot be read.
    static func filesBelow(_ folder: String) -> [String]? {
        guard isDirectory(folder) else { return nil }
        var found: [String] = []
        var pending = [""]
        var visited: Set<String> = [canonicalPath(folder)]
        while let relative = pending.popLast() {
            for name in entries(of: relative.isEmpty ? folder : FilePath.join(folder, relative)) {
                let child = relative.isEmpty ? name : relative + "/" + name
                let path = FilePath.join(folder, child)
                if isDirectory(path) {
                    if !name.hasPrefix(".") && visited.insert(canonicalPath(path)).inserted { pending.append(child) }
                } else {
                    found.append(child)
                }
            }
        }
        return found.sorted()
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
        var components: [Substring] = []
        let absolute = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
        for component in absolute.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    private static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    private static func status(_ path: String) -> stat? {
        var result = stat()
        return stat(path, &result) == 0 ? result : nil
    }

    static func isDirectory(_ path: String) -> Bool {
        status(path).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
    }

    static func isRegularFile(_ path: String) -> Bool {
        status(path).map { $0.st_mode & S_IFMT == S_IFREG } ?? false
    }

    /// Why `path` cannot be read, such as "no such file or directory".
    static func reason(forReading path: String) -> String {
        guard status(path) != nil else { return "no such file or directory" }
        if isDirectory(path) { return "it is a directory" }
        if access(path, R_OK) != 0 { return "permission denied" }
        return "it is not a regular file"
    }
}
