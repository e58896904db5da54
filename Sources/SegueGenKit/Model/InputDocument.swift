/// Everything one input file contributes to a run.
public struct InputDocument: Sendable, Equatable {
    /// nil for a manifest that only declares classes, to complete
    /// storyboards given in the same run.
    public var storyboard: StoryboardDefinition?
    public var classes: [ClassDeclaration]

    public init(storyboard: StoryboardDefinition?, classes: [ClassDeclaration] = []) {
        self.storyboard = storyboard
        self.classes = classes
    }
}
