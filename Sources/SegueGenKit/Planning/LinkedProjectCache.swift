import SegueGenSupport

/// The projects whose targets a run's targets link, each read once, for
/// `XcodeTargetInputs.resolve`'s `otherProject`: what a target links in
/// another project is read, not reported (the target's own run of that
/// project reports it).
public final class LinkedProjectCache {
    private let readFile: (String) -> [UInt8]?
    private var read: [String: XcodeProject?] = [:]

    /// `readFile` gives a file's bytes by the path a project names it by.
    public init(readFile: @escaping (String) -> [UInt8]?) {
        self.readFile = readFile
    }

    /// The project at `path` (an `.xcodeproj` folder), or nil when it
    /// cannot be read.
    public func project(_ path: String) -> XcodeProject? {
        if let known = read[path] { return known }
        var ignored = DiagnosticCollector()
        let project = readFile(FilePath.join(path, "project.pbxproj")).flatMap {
            XcodeProjectReader.read($0, projectPath: path, diagnostics: &ignored)
        }
        read[path] = project
        return project
    }
}
