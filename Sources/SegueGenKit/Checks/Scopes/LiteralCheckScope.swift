import SegueGenSupport

/// Which string literals in code the literal checks judge (SG221 to SG225):
/// all, none (`checkLiterals: false`), or those in classes whose scenes are
/// in the storyboards `checkLiterals` names, so that an app can adopt the
/// checks one flow at a time.
public struct LiteralCheckScope: Sendable, Equatable {
    public var isEnabled: Bool
    /// nil for every storyboard.
    public var storyboards: [ConfiguredName]?

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
