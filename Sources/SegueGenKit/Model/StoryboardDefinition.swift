import SegueGenSupport

/// A storyboard as one input file defines it, before references to other
/// storyboards are resolved.
public struct StoryboardDefinition: Sendable, Equatable {
    public enum Origin: String, Sendable {
        case manifest
        case storyboard
    }

    /// The namespace name, `Main` for `Main.storyboard` or
    /// `Main.segues.yaml`.
    public var name: String
    public var origin: Origin
    /// The path of the input, as given.
    public var file: String
    public var initialScene: String?
    public var initialSceneLocation: SourceLocation
    public var scenes: [Scene]
    public var location: SourceLocation

    public init(
        name: String, origin: Origin, file: String, initialScene: String?,
        initialSceneLocation: SourceLocation? = nil, scenes: [Scene], location: SourceLocation
    ) {
        self.name = name
        self.origin = origin
        self.file = file
        self.initialScene = initialScene
        self.initialSceneLocation = initialSceneLocation ?? location
        self.scenes = scenes
        self.location = location
    }

    /// The storyboard name a file gives by default: its file name without
    /// directories and without its input ending (`.storyboard`,
    /// `.segues.yaml`, …).
    public static func defaultName(forFile path: String) -> String {
        InputFormat.strippingEnding(FilePath.fileName(path))
    }
}

extension StoryboardDefinition {
    /// Every fact a storyboard definition holds, as `Segue.Fact` lists a
    /// segue's.
    public enum Fact: String, CaseIterable, Sendable {
        case name, origin, file, initialScene, scenes
    }
}
