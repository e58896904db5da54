import SegueGenSupport

/// The input and output file lists (`.xcfilelist`) of a Run Script phase
/// that runs seguegen for one target.
///
/// Xcode reads the lists when it plans the build, before any phase runs: a
/// list the phase itself wrote would always be one build late, and a
/// missing one fails the build. So `seguegen file-lists` writes them ahead,
/// the project's Run Script phase names them, and `seguegen run-script`
/// warns when the files it read are not all in them. With user script
/// sandboxing (`ENABLE_USER_SCRIPT_SANDBOXING`) a script may read only what
/// its phase declares, so the input list names every file the run reads:
/// `project.pbxproj`, `.xcconfig` files, `seguegen.yaml`, the Info.plist,
/// storyboards, manifests, sources and headers.
public struct XcodeFileLists: Sendable, Equatable {
    /// Each entry as the list holds it, `$(SRCROOT)/App/Main.storyboard`,
    /// sorted.
    public var inputs: [String]
    public var outputs: [String]

    /// The lists for a run that reads `readFiles` and writes `outputs`,
    /// absolute paths, written relative to `sourceRoot` (absolute too), so
    /// that the lists hold on every machine.
    public init(sourceRoot: String, readFiles: [String], outputs: [String]) {
        inputs = Set(readFiles.map { Self.entry($0, sourceRoot: sourceRoot) }).sorted()
        self.outputs = Set(outputs.map { Self.entry($0, sourceRoot: sourceRoot) }).sorted()
    }

    /// `$(SRCROOT)/` and the path from the source root.
    static func entry(_ path: String, sourceRoot: String) -> String {
        "$(SRCROOT)/" + FilePath.relative(path, from: sourceRoot)
    }

    /// A list's text: one entry a line.
    public static func text(_ entries: [String]) -> String {
        entries.map { $0 + "\n" }.joined()
    }

    /// The entries of a list as Xcode hands it to the phase
    /// (`SCRIPT_INPUT_FILE_LIST_0`): build settings expanded, one path a
    /// line; blank lines and `#` comments are no entries.
    public static func entries(ofResolvedList text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.filter {
            !$0.isEmpty && !$0.hasPrefix("#")
        }
    }
}
