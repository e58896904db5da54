import SegueGenSupport

/// What an Xcode workspace (`contents.xcworkspacedata`) lists: the projects
/// whose products the apps of the workspace link by name, as CocoaPods'
/// `Pods.xcodeproj` or a framework's own project, and the other files and
/// folders it references, among them the local Swift packages whose
/// products its apps link.
public struct XcodeWorkspace: Sendable, Equatable {
    /// The `.xcodeproj` paths, resolved, in the file's order.
    public var projects: [String]
    /// Every other location, resolved, in the file's order: a local
    /// package's folder is one.
    public var otherReferences: [String]

    /// The file inside an `.xcworkspace` folder that lists its references.
    public static let contentsFileName = "contents.xcworkspacedata"

    /// What `bytes` names, resolved from the workspace at `workspacePath`
    /// (the `.xcworkspace` folder): `group:` locations against the
    /// enclosing groups, `container:` against the workspace's folder,
    /// `absolute:` as they are. The storyboard reader's XML scanner reads
    /// the file, its references decoded. Never fails: what is no location
    /// is left out, and a file that is no XML names what comes before the
    /// fault.
    public static func read(_ bytes: [UInt8], workspacePath: String) -> XcodeWorkspace {
        let trimmed = workspacePath.hasSuffix("/") ? String(workspacePath.dropLast()) : workspacePath
        var ignored = DiagnosticCollector()
        let limits = ReaderLimits.default
        guard
            let text = InputText(
                bytes: bytes, file: trimmed, maximumSize: limits.maximumManifestSize, diagnostics: &ignored)
        else { return XcodeWorkspace(projects: [], otherReferences: []) }
        var collector = Collector(container: FilePath.folderPrefix(of: trimmed))
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = XMLScanner(buffer, from: text.contentStart, maximumDepth: limits.maximumManifestDepth)
            try? scanner.scan(&collector)
        }
        return XcodeWorkspace(projects: collector.projects, otherReferences: collector.others)
    }

    /// Gathers the projects while the file streams past: a `<Group>` holds
    /// the locations inside it, a `<FileRef>` names a file.
    private struct Collector: XMLHandler {
        let container: String
        /// The folder of each open `<Group>`, the workspace's own first.
        var groups: [String]
        var projects: [String] = []
        var others: [String] = []

        init(container: String) {
            self.container = container
            groups = [container]
        }

        mutating func startElement(_ tag: XMLTag) {
            let folder = groups.last ?? container
            let path = tag["location"].flatMap { XcodeWorkspace.resolve($0, in: folder, container: container) }
            if tag.isNamed("Group") {
                groups.append(path.map { $0.isEmpty ? "" : $0 + "/" } ?? folder)
            } else if tag.isNamed("FileRef"), let path {
                if path.hasSuffix(".xcodeproj") { projects.append(path) } else { others.append(path) }
            }
        }

        mutating func endElement(_ tag: XMLTag) {
            if tag.isNamed("Group") && groups.count > 1 { groups.removeLast() }
        }

        mutating func comment(_ text: String) {}
    }

    private static func resolve(_ location: String, in group: String, container: String) -> String? {
        let parts = location.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "group": return FilePath.joinNormalized(group, parts[1])
        case "container": return FilePath.joinNormalized(container, parts[1])
        case "absolute": return FilePath.normalized(parts[1])
        default: return nil
        }
    }
}
