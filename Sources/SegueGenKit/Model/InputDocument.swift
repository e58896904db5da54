/// Everything one input file contributes to a run.
public struct InputDocument: Sendable, Equatable {
    /// nil for a manifest that only declares classes, to complete
    /// storyboards given in the same run.
    public var storyboard: StoryboardDefinition?
    public var classes: [ClassDeclaration]
    /// The classes app code declares or extends, from a Swift or
    /// Objective-C file.
    public var sourceClasses: [SourceClass]

    public init(
        storyboard: StoryboardDefinition?, classes: [ClassDeclaration] = [], sourceClasses: [SourceClass] = []
    ) {
        self.storyboard = storyboard
        self.classes = classes
        self.sourceClasses = sourceClasses
    }
}
