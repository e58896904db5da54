/// The Swift names of everything the default template declares, derived in
/// one place so that the validator's collision check and the template
/// context can never disagree.
public enum GeneratedNames {
    /// `Main` → `Main`, the storyboard's namespace in `StoryboardSegue`.
    public static func storyboardType(_ storyboard: String) -> String { SwiftNaming.typeName(storyboard) }

    /// The identifier enum of a scene.
    public static func sceneType(_ scene: String) -> String { SwiftNaming.typeName(scene) }

    /// `ProfileScene` → `profileScene`, a scene's member of
    /// `StoryboardScene.<Storyboard>`, named by the segue-case rules.
    public static func sceneMember(_ storyboardIdentifier: String) -> String {
        SwiftNaming.memberName(storyboardIdentifier)
    }

    /// Members `StoryboardScene.<Storyboard>` declares beside its scenes,
    /// which no storyboard ID may take.
    public static let reservedSceneMembers = ["storyboard", "initialScene"]

    /// The enum case of a segue identifier.
    public static func segueCase(_ identifier: String) -> String { SwiftNaming.memberName(identifier) }

    /// `unwindToRed:` → `UnwindToRedSource`, the enum of the scenes an unwind
    /// action can come from. Built from the whole selector piece so that two
    /// actions never share it.
    public static func unwindSourceType(_ selector: String) -> String {
        SwiftNaming.typeName(String(selector.dropLast())) + "Source"
    }

    /// The case of an unwind source enum: named after the scene, or after
    /// the class when several scenes of it unwind (`blue`, `detailViewController`).
    public static func unwindSourceCase(_ name: String) -> String { SwiftNaming.memberName(name) }

    /// `unwindToRed:` → `UnwindToRedAction`, the protocol requiring the
    /// action's `@IBAction` with its exact selector.
    public static func unwindActionProtocol(_ selector: String) -> String {
        SwiftNaming.typeName(String(selector.dropLast())) + "Action"
    }

    /// `RedViewController` → `RedViewControllerUnwindActions`.
    public static func unwindProtocol(_ className: String) -> String {
        SwiftNaming.typeName(className) + "UnwindActions"
    }

    /// The navigation controller class that asks a view controller with
    /// `confirmsLeaving: true` before a back, a swipe back or a sheet
    /// dismissal takes it away; the graph checks name it in their advice.
    public static let leaveConfirmingNavigationController = "LeaveConfirmingNavigationController"

    /// The namespace of the identifier enums: `StoryboardSegue.Main.Red`.
    public static let segueNamespace = "StoryboardSegue"

    /// The namespace of the typed scenes: `StoryboardScene.Main.profile`.
    public static let sceneNamespace = "StoryboardScene"

    /// The enum of a class's segues with their typed destinations, nested
    /// in the class, which no scene type may shadow.
    public static let preparedSegue = "PreparedSegue"

    /// The departures every class that confirms leaving has, whatever its
    /// segues: no segue case may take their names.
    public static let containerDepartures = ["back", "dismiss"]

    /// `showDetail` → `performShowDetail`, the typed-sender perform method.
    public static func typedPerformMethod(_ identifier: String) -> String {
        let member = SwiftNaming.memberName(identifier).trimmingBackticks()
        return "perform" + SwiftNaming.upperFirstLetter(member)
    }
}

extension String {
    func trimmingBackticks() -> String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
