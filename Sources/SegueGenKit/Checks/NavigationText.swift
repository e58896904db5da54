/// How the checks' messages write lists and scenes.
enum NavigationText {
    /// "A", "A and B", "A, B and C".
    static func list(_ names: [String]) -> String {
        switch names.count {
        case 0: ""
        case 1: names[0]
        case 2: "\(names[0]) and \(names[1])"
        default: names.dropLast().joined(separator: ", ") + " and " + names.last!
        }
    }

    /// A scene as a message about `source` names it: by its name within
    /// the same storyboard, else as `Storyboard.Scene`.
    static func describe(_ scene: SceneID, relativeTo source: SceneID) -> String {
        scene.storyboard == source.storyboard ? scene.scene : scene.description
    }
}
