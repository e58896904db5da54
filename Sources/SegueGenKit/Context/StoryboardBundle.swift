/// Where generated code looks for the storyboards at run time.
///
/// `UIStoryboard(name:bundle:)` needs the bundle the build put the
/// storyboard in, and that depends on the kind of target, which the
/// storyboards themselves do not say; the plugin knows, and passes it on.
public enum StoryboardBundle: String, NamedChoice {
    /// The bundle that holds the generated code, found through a class
    /// declared beside it: right in an app target and in a framework.
    case token
    /// `Bundle.module`, the resource bundle SwiftPM builds for a target
    /// whose storyboards are resources.
    case module
}
