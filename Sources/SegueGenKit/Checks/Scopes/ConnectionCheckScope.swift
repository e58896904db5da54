import SegueGenSupport

/// Which storyboards and XIBs the connection checks judge (SG240 to
/// SG246): all, none (`checkConnections: false`), or those
/// `checkConnections` names (a storyboard's or XIB's name, without its
/// ending), so that an app can adopt the checks one file at a time.
public struct ConnectionCheckScope: Sendable, Equatable {
    public var isEnabled: Bool
    /// nil for every file.
    public var files: [ConfiguredName]?

    public init(isEnabled: Bool = true, files: [ConfiguredName]? = nil) {
        self.isEnabled = isEnabled
        self.files = files
    }

    public static let everyFile = ConnectionCheckScope()

    /// The name `checkConnections` gives a storyboard or XIB.
    static func name(of file: InterfaceFile) -> String {
        StoryboardDefinition.defaultName(forFile: file.file)
    }

    /// Whether the connections of `file` are judged.
    func includes(_ file: InterfaceFile) -> Bool {
        guard isEnabled else { return false }
        guard let files else { return true }
        let name = Self.name(of: file)
        return files.contains { $0.name == name }
    }
}
