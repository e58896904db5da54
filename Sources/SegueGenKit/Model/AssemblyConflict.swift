import SegueGenSupport

/// Something two inputs define twice, which assembling the project keeps
/// once (the first, in sorted order) and leaves for the validator to report:
/// the model only records what it had to leave out.
public enum AssemblyConflict: Sendable, Equatable {
    /// Where a storyboard was defined, and by what.
    public struct StoryboardSite: Sendable, Equatable {
        public var name: String
        public var file: String
        public var origin: StoryboardDefinition.Origin
        public var location: SourceLocation
    }

    /// Two inputs define one storyboard (SG213).
    case storyboard(dropped: StoryboardSite, kept: StoryboardSite)
    /// Two scenes of a storyboard have one name (SG201).
    case scene(storyboard: String, name: String, dropped: SourceLocation, kept: SourceLocation)
    /// Two manifests declare one class (SG008).
    case classDeclaration(name: String, dropped: SourceLocation, kept: SourceLocation)

    /// Whether a storyboard was left out: what the run defines is then not
    /// all the inputs say.
    var isStoryboard: Bool {
        if case .storyboard = self { return true }
        return false
    }
}
