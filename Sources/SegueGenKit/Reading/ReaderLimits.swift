/// Bounds that keep a hostile or broken input from exhausting memory or the
/// stack; each is reported as a located error rather than a crash.
public struct ReaderLimits: Sendable, Equatable {
    /// The largest manifest accepted, in bytes.
    public var maximumManifestSize: Int
    /// The largest storyboard accepted, in bytes. Large apps have storyboards
    /// of a few megabytes; the limit sits far above that.
    public var maximumStoryboardSize: Int
    /// How deeply manifest collections may nest. The format needs six levels.
    public var maximumManifestDepth: Int
    /// How deeply storyboard elements may nest. Interface Builder nests views
    /// a few dozen levels deep at most.
    public var maximumStoryboardDepth: Int

    public init(
        maximumManifestSize: Int = 16 << 20,
        maximumStoryboardSize: Int = 512 << 20,
        maximumManifestDepth: Int = 64,
        maximumStoryboardDepth: Int = 1024
    ) {
        self.maximumManifestSize = maximumManifestSize
        self.maximumStoryboardSize = maximumStoryboardSize
        self.maximumManifestDepth = maximumManifestDepth
        self.maximumStoryboardDepth = maximumStoryboardDepth
    }

    public static let `default` = ReaderLimits()
}
