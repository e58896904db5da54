import SegueGenSupport

/// The files, folders and projects a plan's targets are resolved from,
/// each read once for all of them: the targets of a project share their
/// `.xcconfig` files, the packages they link and the folders those are
/// looked for in (NetNewsWire's four targets listed its folders 624
/// times), and the projects whose targets they link
/// (`XcodeTargetInputs.resolve`'s `otherProject`: what a target links in
/// another project is read, not reported; the target's own run of that
/// project reports it).
public final class ProjectFileCache {
    private let readFile: (String) -> [UInt8]?
    private let listFolder: (String) -> [String]?
    private var read: [String: [UInt8]?] = [:]
    private var listed: [String: [String]?] = [:]
    private var projects: [String: XcodeProject?] = [:]
    private var descriptions: [String: Result<XcodeProject, ProjectDescriptionFailure>] = [:]

    /// `readFile` gives a file's bytes, `listFolder` the files below a
    /// folder, by the path a project names them by.
    public init(readFile: @escaping (String) -> [UInt8]?, listFolder: @escaping (String) -> [String]?) {
        self.readFile = readFile
        self.listFolder = listFolder
    }

    public func bytes(_ path: String) -> [UInt8]? {
        if let known = read[path] { return known }
        let bytes = readFile(path)
        read[path] = bytes
        return bytes
    }

    public func listing(_ folder: String) -> [String]? {
        if let known = listed[folder] { return known }
        let listing = listFolder(folder)
        listed[folder] = listing
        return listing
    }

    /// The project at `path` (an `.xcodeproj` folder or a project
    /// generator's description), or nil when it cannot be read.
    public func project(_ path: String) -> XcodeProject? {
        if ProjectDescription.isDescription(path) { return try? description(path).get() }
        if let known = projects[path] { return known }
        var ignored = DiagnosticCollector()
        let project = bytes(FilePath.join(path, "project.pbxproj")).flatMap {
            XcodeProjectReader.read($0, projectPath: path, diagnostics: &ignored)
        }
        projects[path] = project
        return project
    }

    /// The project the description at `path` (an XcodeGen spec, a Tuist
    /// manifest) describes, or why it cannot be read: read once, when the
    /// planner finds it and for each target that links one of its targets.
    public func description(_ path: String) -> Result<XcodeProject, ProjectDescriptionFailure> {
        if let known = descriptions[path] { return known }
        let result = ProjectDescription.read(path, readFile: { self.bytes($0) }, listFolder: { self.listing($0) })
        descriptions[path] = result
        return result
    }
}
