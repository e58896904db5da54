import TemplateEngine

/// A storyboard as the typed scene API sees it: the scenes code can
/// instantiate from it (those with a storyboard ID) and its initial scene.
/// Storyboards outside the run that a storyboard reference names are here
/// too, with the scenes the references name, typed `UIViewController`.
final class InstantiableStoryboardContext: KeyedTemplateObject {
    let name: String
    let typeName: String
    let bundleIdentifier: String?
    let isExternal: Bool
    let initialSceneClass: String?
    let scenes: TemplateValue
    let hasScenes: Bool

    init(
        name: String, typeName: String, bundleIdentifier: String?, isExternal: Bool, initialSceneClass: String?,
        scenes: [InstantiableSceneContext]
    ) {
        self.name = name
        self.typeName = typeName
        self.bundleIdentifier = bundleIdentifier
        self.isExternal = isExternal
        self.initialSceneClass = initialSceneClass
        self.scenes = .array(scenes.map { .object($0) })
        hasScenes = !scenes.isEmpty
    }

    static let keyTable = TemplateKeyTable<InstantiableStoryboardContext>([
        "name": { .string($0.name) },
        "nameLiteral": { .string(SwiftNaming.stringLiteral($0.name)) },
        "typeName": { .string($0.typeName) },
        "bundleIdentifier": { TemplateValue($0.bundleIdentifier) },
        "bundleIdentifierLiteral": { TemplateValue($0.bundleIdentifier.map(SwiftNaming.stringLiteral)) },
        "isExternal": { .bool($0.isExternal) },
        "initialSceneClass": { TemplateValue($0.initialSceneClass) },
        "scenes": { $0.scenes },
    ])
}

/// One scene code can instantiate by its storyboard ID.
final class InstantiableSceneContext: KeyedTemplateObject {
    let storyboardIdentifier: String
    let memberName: String
    let className: String
    /// The scene's name, nil for a scene known only from a reference.
    let scene: String?

    init(storyboardIdentifier: String, memberName: String, className: String, scene: String?) {
        self.storyboardIdentifier = storyboardIdentifier
        self.memberName = memberName
        self.className = className
        self.scene = scene
    }

    /// Members are listed by name, the order a reader looks them up in.
    static func memberOrder(_ lhs: InstantiableSceneContext, _ rhs: InstantiableSceneContext) -> Bool {
        (lhs.memberName.trimmingBackticks(), lhs.storyboardIdentifier)
            < (rhs.memberName.trimmingBackticks(), rhs.storyboardIdentifier)
    }

    static let keyTable = TemplateKeyTable<InstantiableSceneContext>([
        "storyboardIdentifier": { .string($0.storyboardIdentifier) },
        "storyboardIdentifierLiteral": { .string(SwiftNaming.stringLiteral($0.storyboardIdentifier)) },
        "memberName": { .string($0.memberName) },
        "className": { .string($0.className) },
        "scene": { TemplateValue($0.scene) },
    ])
}
