/// The Swift names derived from the inputs, in one place so that the
/// validator's collision check and the template context can never disagree:
/// their defaults, which `NamePlan` escapes or renames where the app's names
/// call for it. The fixed names are `GeneratedName`'s.
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

    /// The departures every class that confirms leaving has, whatever its
    /// segues: no segue case may take their names.
    public static let containerDepartures = ["back", "dismiss"]

    /// `showDetail` → `performShowDetail`, the typed-sender perform method.
    public static func typedPerformMethod(_ identifier: String) -> String {
        let member = SwiftNaming.memberName(identifier).trimmingBackticks()
        return "perform" + SwiftNaming.upperFirstLetter(member)
    }
}

extension GeneratedNames {
    /// `Name` → `name`, the member of a class's `ReuseIdentifier`: the
    /// member-name rules, then, when another identifier of the class took
    /// it (the same identifier in another kind of view or role, or one
    /// spelled alike), the view's kind (`nameCollectionViewCell`,
    /// `nameHeader`), then a number.
    public static func reuseIdentifierMember(
        _ identifier: String, kind: CellContainer.Kind, role: CellPrototype.Role, avoiding taken: Set<String>
    ) -> String {
        let base = SwiftNaming.memberName(identifier).trimmingBackticks()
        let suffix: String
        switch (kind, role) {
        case (.tableView, _): suffix = "TableViewCell"
        case (.collectionView, .cell): suffix = "CollectionViewCell"
        case (.collectionView, .sectionHeader): suffix = "Header"
        case (.collectionView, .sectionFooter): suffix = "Footer"
        }
        // `_` names no member: a reuse identifier of no letter takes the suffix.
        var candidates = base == "_" ? [base + suffix] : [base, base + suffix]
        var number = 2
        while let last = candidates.last, taken.contains(SwiftNaming.escapedMember(last)) {
            candidates.append(base + suffix + String(number))
            number += 1
        }
        let free = candidates.first { !taken.contains(SwiftNaming.escapedMember($0)) } ?? base
        return SwiftNaming.escapedMember(free)
    }
}

extension GeneratedNames {
    /// `PhotoCell` → `photoCell`, the member of `ReusableNib` of the nib
    /// of that name: the member-name rules, then a number when a nib before
    /// it in name order took it (`Photo Cell` and `PhotoCell`).
    public static func reusableNibMember(_ nibName: String, avoiding taken: Set<String>) -> String {
        let base = SwiftNaming.memberName(nibName)
        guard taken.contains(base) else { return base }
        let bare = base.trimmingBackticks()
        var number = 2
        while taken.contains(bare + String(number)) { number += 1 }
        return bare + String(number)
    }
}

extension String {
    func trimmingBackticks() -> String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
