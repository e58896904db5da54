import SegueGenSupport

/// A name `seguegen.yaml` gives to scope a check (a storyboard in
/// `checkUnwinds` or `checkLiterals`, a scene in `presentedOnlyBySegues`),
/// with where it gives it, so that a name the run does not have is a
/// located error instead of a check that quietly checks nothing.
public struct ConfiguredName: Sendable, Equatable {
    public var name: String
    public var location: SourceLocation

    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
