/// One input as the command line or a plugin hands it over: its path as
/// given (for messages and names) and its bytes. Reading the disk is the
/// caller's business, which keeps every stage pure and testable.
public struct InputFile: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case jsonManifest
        case yamlManifest
        case storyboard

        /// The kind a path's extension names, or nil.
        public init?(path: String) {
            let lowered = path.lowercased()
            if lowered.hasSuffix(".json") {
                self = .jsonManifest
            } else if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") {
                self = .yamlManifest
            } else if lowered.hasSuffix(".storyboard") {
                self = .storyboard
            } else {
                return nil
            }
        }
    }

    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The file name without directories, as generated headers cite it.
    public var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }
}
