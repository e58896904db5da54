/// Identifies a scene across all storyboards of a run.
public struct SceneID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var storyboard: String
    public var scene: String

    public init(storyboard: String, scene: String) {
        self.storyboard = storyboard
        self.scene = scene
    }

    public var description: String { "\(storyboard).\(scene)" }

    public static func < (lhs: SceneID, rhs: SceneID) -> Bool {
        (lhs.storyboard, lhs.scene) < (rhs.storyboard, rhs.scene)
    }
}
