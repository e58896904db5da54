/// The template context, version 1: a documented contract
/// (`docs/TemplateContext.md`) between SegueGen and templates. Every name a
/// template needs is computed here, so templates stay simple and
/// SwiftGen-style templates port easily. Everything is sorted, so output
/// never depends on input order.
public struct RootContext: TemplateObject {
    public static let version = 1

    var inputs: [String]
    var accessLevel: AccessLevel
    var moduleName: String?
    var imports: [String]
    var storyboards: [StoryboardContext]
    var classes: [ClassContext]
    var unwindActions: [UnwindActionContext]
    var customSegueClasses: [String]

    public var templateKeys: [String] {
        [
            "contextVersion", "tool", "inputs", "accessLevel", "accessModifier", "moduleName", "imports",
            "storyboards", "classes", "unwindActions", "customSegueClasses", "hasUIKitContent",
        ]
    }

    public func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "contextVersion": .int(Self.version)
        case "tool": .object(ToolContext())
        case "inputs": .array(inputs.map { .string($0) })
        case "accessLevel": .string(accessLevel.rawValue)
        case "accessModifier": .string(accessLevel.modifier)
        case "moduleName": TemplateValue(moduleName)
        case "imports": .array(imports.map { .string($0) })
        case "storyboards": .array(storyboards.map { .object($0) })
        case "classes": .array(classes.map { .object($0) })
        case "unwindActions": .array(unwindActions.map { .object($0) })
        case "customSegueClasses": .array(customSegueClasses.map { .string($0) })
        case "hasUIKitContent": .bool(!classes.isEmpty || !unwindActions.isEmpty || !customSegueClasses.isEmpty)
        default: nil
        }
    }
}

struct ToolContext: TemplateObject {
    var templateKeys: [String] { ["name", "version"] }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .string("seguegen")
        case "version": .string(SegueGenVersion.current)
        default: nil
        }
    }
}

struct StoryboardContext: TemplateObject {
    var name: String
    var scenes: [SceneContext]

    var templateKeys: [String] { ["name", "typeName", "scenes", "scenesWithSegues", "hasSegues"] }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .string(name)
        case "typeName": .string(GeneratedNames.storyboardType(name))
        case "scenes": .array(scenes.map { .object($0) })
        case "scenesWithSegues": .array(scenes.filter { !$0.segues.isEmpty }.map { .object($0) })
        case "hasSegues": .bool(scenes.contains { !$0.segues.isEmpty })
        default: nil
        }
    }
}

struct SceneContext: TemplateObject {
    var name: String
    var storyboard: String
    var className: String
    var isCustomClass: Bool
    var storyboardIdentifier: String?
    var segues: [SegueContext]

    var typeName: String { GeneratedNames.sceneType(name) }
    var enumPath: String { "StoryboardSegue.\(GeneratedNames.storyboardType(storyboard)).\(typeName)" }

    var templateKeys: [String] {
        ["name", "storyboard", "typeName", "enumPath", "className", "isCustomClass", "storyboardIdentifier", "segues"]
    }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .string(name)
        case "storyboard": .string(storyboard)
        case "typeName": .string(typeName)
        case "enumPath": .string(enumPath)
        case "className": .string(className)
        case "isCustomClass": .bool(isCustomClass)
        case "storyboardIdentifier": TemplateValue(storyboardIdentifier)
        case "segues": .array(segues.map { .object($0) })
        default: nil
        }
    }
}

struct SegueContext: TemplateObject {
    var identifier: String
    var kind: SegueKind
    var destinationType: String
    var destinationIsViewController: Bool
    var viaNavigationController: Bool
    var destinationScene: SceneID?
    var segueClass: String?
    var action: String?
    var senderType: String?

    var caseName: String { GeneratedNames.segueCase(identifier) }

    /// Cases are listed by name, the order a reader of the enum expects.
    static func caseOrder(_ lhs: SegueContext, _ rhs: SegueContext) -> Bool {
        (lhs.caseName.trimmingBackticks(), lhs.identifier) < (rhs.caseName.trimmingBackticks(), rhs.identifier)
    }

    var templateKeys: [String] {
        [
            "identifier", "identifierLiteral", "caseName", "needsRawValue", "kind", "isUnwind", "isPerformable",
            "destinationType",
            "destinationNeedsCast", "viaNavigationController", "destinationScene", "destinationStoryboard",
            "segueClass", "action", "actionSwiftName", "senderType", "typedPerformMethod",
        ]
    }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "identifier": .string(identifier)
        case "identifierLiteral": .string(SwiftNaming.stringLiteral(identifier))
        case "caseName": .string(caseName)
        case "needsRawValue": .bool(caseName.trimmingBackticks() != identifier)
        case "kind": .string(kind.rawValue)
        case "isUnwind": .bool(kind == .unwind)
        case "isPerformable": .bool(kind != .embed)
        case "destinationType": .string(destinationType)
        case "destinationNeedsCast": .bool(!destinationIsViewController)
        case "viaNavigationController": .bool(viaNavigationController)
        case "destinationScene": TemplateValue(destinationScene?.scene)
        case "destinationStoryboard": TemplateValue(destinationScene?.storyboard)
        case "segueClass": TemplateValue(segueClass)
        case "action": TemplateValue(action)
        case "actionSwiftName": TemplateValue(action.flatMap { UnwindActionName(selector: $0)?.swiftName })
        case "senderType": TemplateValue(senderType)
        case "typedPerformMethod": TemplateValue(senderType.map { _ in GeneratedNames.typedPerformMethod(identifier) })
        default: nil
        }
    }
}

struct ClassContext: TemplateObject {
    var name: String
    var typeName: String
    var scenes: [SceneID]
    /// The scene enum the class's `Segue` aliases, when one scene has segues.
    var segueEnum: String?
    var segues: [SegueContext]
    var unwindActions: [UnwindActionContext]

    var templateKeys: [String] {
        [
            "name", "typeName", "scenes", "segueEnum", "declaresSegueEnum", "segues", "hasSegues",
            "performableSegues", "hasPerformableSegues", "typedSenderSegues", "unwindActions", "hasUnwindActions",
            "unwindProtocol", "unwindActionProtocols",
        ]
    }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .string(name)
        case "typeName": .string(typeName)
        case "scenes": .array(scenes.map { .string($0.description) })
        case "segueEnum": TemplateValue(segueEnum)
        case "declaresSegueEnum": .bool(segueEnum == nil && !segues.isEmpty)
        case "segues": .array(segues.map { .object($0) })
        case "hasSegues": .bool(!segues.isEmpty)
        case "performableSegues": .array(segues.filter { $0.kind != .embed }.map { .object($0) })
        case "hasPerformableSegues": .bool(segues.contains { $0.kind != .embed })
        case "typedSenderSegues": .array(segues.filter { $0.senderType != nil }.map { .object($0) })
        case "unwindActions": .array(unwindActions.map { .object($0) })
        case "hasUnwindActions": .bool(!unwindActions.isEmpty)
        case "unwindProtocol": .string(GeneratedNames.unwindProtocol(name))
        case "unwindActionProtocols":
            .string(unwindActions.map { GeneratedNames.unwindActionProtocol($0.name.selector) }.joined(separator: ", "))
        default: nil
        }
    }
}

struct UnwindActionContext: TemplateObject {
    var name: UnwindActionName
    var sources: [UnwindSourceContext]
    var implementers: [String]

    var templateKeys: [String] {
        [
            "selector", "baseName", "argumentLabel", "swiftName", "methodSignature", "protocolName", "sourceTypeName",
            "sources",
            "hasSources", "hasCatchAllSource", "implementers",
        ]
    }

    /// `unwindToGreen(segue: UIStoryboardSegue)`, ready for a protocol
    /// requirement.
    var methodSignature: String {
        let base = SwiftNaming.keywords.contains(name.baseName) ? "`\(name.baseName)`" : name.baseName
        switch name.argumentLabel {
        case nil: return "\(base)(_ segue: UIStoryboardSegue)"
        case "segue": return "\(base)(segue: UIStoryboardSegue)"
        case let label?: return "\(base)(\(label) segue: UIStoryboardSegue)"
        }
    }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "selector": .string(name.selector)
        case "baseName": .string(name.baseName)
        case "argumentLabel": .string(name.argumentLabel ?? "_")
        case "swiftName": .string(name.swiftName)
        case "methodSignature": .string(methodSignature)
        case "protocolName": .string(GeneratedNames.unwindActionProtocol(name.selector))
        case "sourceTypeName": .string(GeneratedNames.unwindSourceType(name.selector))
        case "sources": .array(sources.map { .object($0) })
        case "hasSources": .bool(!sources.isEmpty)
        case "hasCatchAllSource": .bool(sources.contains { $0.isCatchAll })
        case "implementers": .array(implementers.map { .string($0) })
        default: nil
        }
    }
}

struct UnwindSourceContext: TemplateObject {
    var caseName: String
    var typeName: String
    var scenes: [SceneID]
    /// A plain `UIViewController` source matches every controller, so it is
    /// tested last, as the `default` of the generated switch.
    var isCatchAll: Bool

    var templateKeys: [String] { ["caseName", "typeName", "scenes", "isCatchAll"] }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "caseName": .string(caseName)
        case "typeName": .string(typeName)
        case "scenes": .array(scenes.map { .string($0.description) })
        case "isCatchAll": .bool(isCatchAll)
        default: nil
        }
    }
}
