import SegueGenSupport

/// What a run's code is compiled for: the platforms its target builds for
/// and the compilation conditions its configurations set. An app with an
/// iOS and a tvOS target shares code under `#if os(tvOS)` and
/// `if UIDevice.current.userInterfaceIdiom == .tv`; each target compiles or
/// runs only its own platform's part, so a run that judged both would
/// report the other platform's segues and storyboard IDs as missing
/// (issue 54). `InactiveCode` removes what the environment proves is never
/// compiled or run before the scanners read a file.
///
/// A condition the environment cannot decide (a simulator build, a
/// condition set in only some configurations, an unknown module) is left
/// as the scanners read it without an environment, so an unknown
/// environment changes nothing.
public struct CompilationEnvironment: Hashable, Sendable {
    /// A platform a target builds for. Mac Catalyst is iOS code built for
    /// the Mac: `os(iOS)` holds there, and so does
    /// `targetEnvironment(macCatalyst)`.
    public enum Platform: String, Hashable, Sendable, Comparable, CaseIterable {
        case iOS
        case macCatalyst
        case macOS
        case tvOS
        case visionOS
        case watchOS

        public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The platform of an SDK or platform name as build settings write
        /// it (`iphoneos`, `appletvsimulator`, `macosx14.0`, a path to
        /// `AppleTVOS.sdk`); nil for one SegueGen does not know.
        public init?(sdk: String) {
            let name = FilePath.fileName(sdk).lowercased()
            let prefixes: [(String, Platform)] = [
                ("iphone", .iOS), ("appletv", .tvOS), ("macosx", .macOS), ("watch", .watchOS), ("xr", .visionOS),
            ]
            guard let platform = prefixes.first(where: { name.hasPrefix($0.0) })?.1 else { return nil }
            self = platform
        }
    }

    /// The platforms the code is built for, sorted; empty when not known.
    /// A condition holds only where it holds on each of them.
    public var platforms: [Platform]
    /// Every compilation condition (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`,
    /// `-D` in `OTHER_SWIFT_FLAGS`) that some configuration sets; nil
    /// when the settings cannot tell all of them (a build configuration
    /// file not read, a reference to another setting). A condition not
    /// among them is false in every build.
    public var conditions: Set<String>?

    public init(platforms: [Platform], conditions: Set<String>?) {
        self.platforms = Array(Set(platforms)).sorted()
        self.conditions = conditions
    }

    /// Nothing known: the scanners read the code as they always have.
    public static let unknown = CompilationEnvironment(platforms: [], conditions: nil)

    public var isUnknown: Bool { platforms.isEmpty && conditions == nil }

    /// The platform the storyboards and XIBs among `inputs` are made for,
    /// when they all say the same (`targetRuntime`): what a run without a
    /// project knows of its code. An iOS document may be a Mac Catalyst
    /// app's too; the conditions are not known.
    public static func ofInterfaceFiles(_ inputs: [InputFile]) -> CompilationEnvironment {
        var runtimes: Set<String> = []
        for input in inputs {
            guard let format = input.format ?? InputFormat(path: input.path), format == .storyboard || format == .xib
            else { continue }
            let runtime = input.withContiguousBytes { buffer, _ in StoryboardReader.targetRuntime(in: buffer) }
            runtimes.insert(runtime ?? "")
        }
        guard runtimes.count == 1, let runtime = runtimes.first else { return .unknown }
        if runtime.hasPrefix("iOS.CocoaTouch") {
            return CompilationEnvironment(platforms: [.iOS, .macCatalyst], conditions: nil)
        }
        if runtime == "AppleTV" { return CompilationEnvironment(platforms: [.tvOS], conditions: nil) }
        return .unknown
    }

    /// The environment of the code of another module the run's target
    /// links: built for the same platforms, under that module's own
    /// conditions, which the run does not know.
    public var ofLinkedModule: CompilationEnvironment {
        CompilationEnvironment(platforms: platforms, conditions: nil)
    }

    /// The platforms to judge a condition on, one after another: nil
    /// stands for a platform not known, where no platform test is decided.
    var judgedPlatforms: [Platform?] { platforms.isEmpty ? [nil] : platforms }

    /// Whether the compilation condition `name` holds in a build: never,
    /// when no configuration sets it; else not known, since a branch that
    /// some configuration compiles counts.
    func condition(_ name: String) -> Truth {
        guard let conditions, !conditions.contains(name) else { return .unknown }
        return .no
    }
}

/// A truth with a third value: what depends on the configuration or on a
/// fact the run does not have is neither true nor false.
enum Truth: Equatable, Sendable {
    case yes
    case no
    case unknown

    init(_ value: Bool) { self = value ? .yes : .no }

    static prefix func ! (truth: Truth) -> Truth {
        switch truth {
        case .yes: .no
        case .no: .yes
        case .unknown: .unknown
        }
    }

    static func && (lhs: Truth, rhs: @autoclosure () -> Truth) -> Truth {
        if lhs == .no { return .no }
        let right = rhs()
        if right == .no { return .no }
        return lhs == .yes && right == .yes ? .yes : .unknown
    }

    static func || (lhs: Truth, rhs: @autoclosure () -> Truth) -> Truth {
        !(!lhs && !rhs())
    }

    /// The truth of one fact over several builds: known only where every
    /// build agrees.
    static func combined(_ truths: [Truth]) -> Truth {
        guard let first = truths.first, truths.allSatisfy({ $0 == first }) else { return .unknown }
        return first
    }
}
