import SegueGenSupport

/// Which string literals in code the literal checks judge (SG221 to SG225):
/// all, none (`checkLiterals: false`), or those in classes whose scenes are
/// in the storyboards `checkLiterals` names, so that an app can adopt the
/// checks one flow at a time.
public struct LiteralCheckScope: Sendable, Equatable {
    public var isEnabled: Bool
    /// nil for every storyboard.
    public var storyboards: [ConfiguredName]?
    /// The modules the target links whose files the run cannot read
    /// (SG020), which may bring a storyboard into the app's bundle (a pod's
    /// resources): a name no storyboard of the run has is no proof while
    /// there is one (SG235).
    public var unseenModules: [String] = []

    public init(isEnabled: Bool = true, storyboards: [ConfiguredName]? = nil) {
        self.isEnabled = isEnabled
        self.storyboards = storyboards
    }

    public static let everyStoryboard = LiteralCheckScope()

    /// Whether a use in `enclosingClass` is judged.
    func includes(_ enclosingClass: String?, in project: Project) -> Bool {
        guard isEnabled else { return false }
        guard let storyboards else { return true }
        let scenes = enclosingClass.flatMap { project.scenesByClass[$0] } ?? []
        return scenes.contains { scene in storyboards.contains { $0.name == scene.storyboard } }
    }
}
