/// Which keys of the template context carry each fact of the model: a new
/// fact is a new case, and these switches ask where templates see it (none,
/// for a fact they do not see). `ModelFactsTests` holds each key to its
/// object's key table.
extension Segue.Fact {
    var contextKeys: [String] {
        switch self {
        case .identifier: ["identifier", "identifierLiteral", "caseName", "needsRawValue"]
        case .kind: ["kind", "isUnwind", "isPerformable"]
        // Relationship segues reach no code.
        case .relationship: []
        case .destination:
            [
                "destinationType", "destinationNeedsCast", "viaNavigationController", "destinationScene",
                "destinationStoryboard",
            ]
        case .segueClass: ["segueClass"]
        case .action: ["action", "actionSwiftName"]
        // Who triggers a segue is the navigation checks' business.
        case .isManual: []
        }
    }
}

extension Scene.Fact {
    var contextKeys: [String] {
        switch self {
        case .name: ["name", "typeName", "enumPath"]
        case .kind: ["className", "isCustomClass"]
        case .customClass: ["className", "isCustomClass"]
        case .storyboardIdentifier: ["storyboardIdentifier"]
        case .segues: ["segues"]
        // The typed cells come from the class, not the scene.
        case .cellContainers: []
        }
    }
}

extension StoryboardDefinition.Fact {
    var contextKeys: [String] {
        switch self {
        case .name: ["name", "typeName"]
        // Where a storyboard comes from shapes no code; its file names only
        // the header (`inputs`, at the root).
        case .origin, .file: []
        // The initial scene is a typed scene (`Instantiable storyboard`).
        case .initialScene: []
        case .scenes: ["scenes", "scenesWithSegues", "hasSegues"]
        }
    }
}

extension ClassDeclaration.Fact {
    var contextKeys: [String] {
        switch self {
        case .name: ["name", "typeName"]
        case .unwindActions: ["unwindActions", "hasUnwindActions", "unwindProtocol", "unwindActionProtocols"]
        // Which implementations count is the unwind checks' business.
        case .unwindActionsFromCode: []
        case .senders: ["typedSenderSegues"]
        case .confirmsLeaving: ["confirmsLeaving", "departure"]
        }
    }
}

/// The facts and the key tables they are held to, for `ModelFactsTests`.
public enum ModelFactKeys {
    public static let byObject: [(object: String, factKeys: [String], tableKeys: [String])] = [
        ("Segue", Segue.Fact.allCases.flatMap(\.contextKeys), SegueContext.keyTable.names),
        ("Scene", Scene.Fact.allCases.flatMap(\.contextKeys), SceneContext.keyTable.names),
        ("Storyboard", StoryboardDefinition.Fact.allCases.flatMap(\.contextKeys), StoryboardContext.keyTable.names),
        ("Class", ClassDeclaration.Fact.allCases.flatMap(\.contextKeys), ClassContext.keyTable.names),
    ]
}
