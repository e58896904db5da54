import SegueGenSupport

/// Which storyboards' unwind segues the unwind checks judge (SG208, SG301,
/// SG302): every storyboard, or those a configuration names in
/// `checkUnwinds`, so that a large app can adopt the checks one flow at a
/// time instead of facing every unwind at once.
public struct UnwindCheckScope: Sendable, Equatable {
    /// nil for every storyboard.
    public var storyboards: [ConfiguredName]?
    /// Scenes with a storyboard ID that code never presents on its own
    /// (`Main.List`): their ID does not make them a start of navigation, so
    /// SG302 judges only the paths the graph shows to them.
    public var presentedOnlyBySegues: [ConfiguredName]

    public init(storyboards: [ConfiguredName]?, presentedOnlyBySegues: [ConfiguredName] = []) {
        self.storyboards = storyboards
        self.presentedOnlyBySegues = presentedOnlyBySegues
    }

    public static let everyStoryboard = UnwindCheckScope(storyboards: nil)

    public func includes(_ storyboard: String) -> Bool {
        storyboards.map { $0.contains { $0.name == storyboard } } ?? true
    }

    /// Whether code may present `scene` on its own, as its storyboard ID allows.
    public func isPresentedByCode(_ scene: SceneID) -> Bool {
        !presentedOnlyBySegues.contains { $0.name == scene.description }
    }

}
