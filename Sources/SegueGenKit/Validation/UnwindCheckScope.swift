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

    public init(storyboards: [Storyboard]?) {
        self.storyboards = storyboards
    }

    public static let everyStoryboard = UnwindCheckScope(storyboards: nil)

    public func includes(_ storyboard: String) -> Bool {
        storyboards.map { $0.contains { $0.name == storyboard } } ?? true
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
    }
}
