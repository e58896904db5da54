import SegueGenSupport

/// Which storyboards' unwind segues the unwind checks judge (SG208, SG301,
/// SG302): every storyboard, or those a configuration names in
/// `checkUnwinds`, so that a large app can adopt the checks one flow at a
/// time instead of facing every unwind at once.
public struct UnwindCheckScope: Sendable, Equatable {
    public struct Storyboard: Sendable, Equatable {
        public var name: String
        public var location: SourceLocation

        public init(name: String, location: SourceLocation) {
            self.name = name
            self.location = location
        }
    }

    /// nil for every storyboard.
    public var storyboards: [Storyboard]?
    /// Scenes with a storyboard ID that code never presents on its own
    /// (`Main.List`): their ID does not make them a start of navigation, so
    /// SG302 judges only the paths the graph shows to them.
    public var presentedOnlyBySegues: [Storyboard]

    public init(storyboards: [Storyboard]?, presentedOnlyBySegues: [Storyboard] = []) {
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

    /// Reports names that are no storyboard of the run: a misspelt name
    /// would quietly check nothing.
    func checkNames(in project: Project, diagnostics: inout DiagnosticCollector) {
        let known = project.storyboards.map(\.name)
        for storyboard in storyboards ?? [] where !known.contains(storyboard.name) {
            diagnostics.emit(
                .error(
                    .invalidValue,
                    "checkUnwinds names \"\(storyboard.name)\", which is no storyboard of this run"
                        + Suggestion.didYouMean(storyboard.name, in: known),
                    at: storyboard.location))
        }
        let scenes = project.storyboards.flatMap { storyboard in
            storyboard.scenes.filter { $0.storyboardIdentifier != nil }.map {
                SceneID(storyboard: storyboard.name, scene: $0.name).description
            }
        }
        for scene in presentedOnlyBySegues where !scenes.contains(scene.name) {
            diagnostics.emit(
                .error(
                    .invalidValue,
                    "presentedOnlyBySegues names \"\(scene.name)\", which is no scene with a storyboard ID in this "
                        + "run (write Storyboard.Scene)" + Suggestion.didYouMean(scene.name, in: scenes),
                    at: scene.location))
        }
    }
}
