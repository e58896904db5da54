/// A storyboard as the typed scene API sees it: the scenes code can
/// instantiate from it (those with a storyboard ID) and its initial scene.
/// Storyboards outside the run that a storyboard reference names are here
/// too, with the scenes the references name, typed `UIViewController`.
final class InstantiableStoryboardContext: TemplateObject {
    let name: String
    let typeName: String
    let bundleIdentifier: String?
    let isExternal: Bool
    let initialSceneClass: String?
    let scenes: TemplateValue
    let hasScenes: Bool

    init(
        name: String, bundleIdentifier: String?, isExternal: Bool, initialSceneClass: String?,
        scenes: [InstantiableSceneContext]
    ) {
        self.name = name
        typeName = GeneratedNames.storyboardType(name)
        self.bundleIdentifier = bundleIdentifier
        self.isExternal = isExternal
        self.initialSceneClass = initialSceneClass
        self.scenes = .array(scenes.map { .object($0) })
        hasScenes = !scenes.isEmpty
    }

    var templateKeys: [String] {
        [
            "name", "nameLiteral", "typeName", "bundleIdentifier", "bundleIdentifierLiteral", "isExternal",
            "initialSceneClass", "scenes",
        ]
    }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .string(name)
        case "nameLiteral": .string(SwiftNaming.stringLiteral(name))
        case "typeName": .string(typeName)
        case "bundleIdentifier": TemplateValue(bundleIdentifier)
        case "bundleIdentifierLiteral": TemplateValue(bundleIdentifier.map(SwiftNaming.stringLiteral))
        case "isExternal": .bool(isExternal)
        case "initialSceneClass": TemplateValue(initialSceneClass)
        case "scenes": scenes
        default: nil
        }
    }
}

/// One scene code can instantiate by its storyboard ID.
final class InstantiableSceneContext: TemplateObject {
    let storyboardIdentifier: String
    let memberName: String
    let className: String
    /// The scene's name, nil for a scene known only from a reference.
    let scene: String?

    init(storyboardIdentifier: String, className: String, scene: String?) {
        self.storyboardIdentifier = storyboardIdentifier
        memberName = GeneratedNames.sceneMember(storyboardIdentifier)
        self.className = className
        self.scene = scene
    }

    /// Members are listed by name, the order a reader looks them up in.
    static func memberOrder(_ lhs: InstantiableSceneContext, _ rhs: InstantiableSceneContext) -> Bool {
        (lhs.memberName.trimmingBackticks(), lhs.storyboardIdentifier)
            < (rhs.memberName.trimmingBackticks(), rhs.storyboardIdentifier)
    }

    var templateKeys: [String] {
        ["storyboardIdentifier", "storyboardIdentifierLiteral", "memberName", "className", "scene"]
    }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "storyboardIdentifier": .string(storyboardIdentifier)
        case "storyboardIdentifierLiteral": .string(SwiftNaming.stringLiteral(storyboardIdentifier))
        case "memberName": .string(memberName)
        case "className": .string(className)
        case "scene": TemplateValue(scene)
        default: nil
        }
    }
}
