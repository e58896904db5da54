/// The committed output of `generate-segues` sits beside this file.
public enum Onboarding {
    public static var firstSegue: String { StoryboardSegue.Onboarding.Welcome.start.rawValue }
}
