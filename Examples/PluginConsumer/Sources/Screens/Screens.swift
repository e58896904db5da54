/// Uses the identifier enums the build plugin generates; they compile on
/// every platform, UIKit or not.
public enum Screens {
    public static var greenSegues: [String] { StoryboardSegue.Flows.Green.allCases.map(\.rawValue) }
}
