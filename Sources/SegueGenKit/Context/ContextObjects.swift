/// The template context, version 1: a documented contract
/// (`docs/TemplateContext.md`) between SegueGen and templates. Every name a
/// template needs is computed here, once, so templates stay simple and
/// SwiftGen-style templates port easily. Everything is sorted, so output
/// never depends on input order.
///
/// The objects are classes holding their values ready-made: a template
/// reads the same keys thousands of times in a large storyboard, and a
/// class reference in a `TemplateValue` costs no copy.
public final class RootContext: TemplateObject {
    public static let version = 1

    let inputs: TemplateValue
    let accessLevel: AccessLevel
    let moduleName: String?
    let imports: TemplateValue
    let storyboards: TemplateValue
    let classes: TemplateValue
    let unwindActions: TemplateValue
    let customSegueClasses: TemplateValue
    let instantiableStoryboards: TemplateValue
    let hasClassSegues: Bool
    let hasIdentifiedScenes: Bool
    let hasInitialScenes: Bool
    let bundle: StoryboardBundle
    let hasUIKitContent: Bool
    private let tool = ToolContext()

    init(
        inputs: [String], accessLevel: AccessLevel, moduleName: String?, imports: [String],
        storyboards: [StoryboardContext], classes: [ClassContext], unwindActions: [UnwindActionContext],
        customSegueClasses: [String], instantiableStoryboards: [InstantiableStoryboardContext],
        bundle: StoryboardBundle
    ) {
        self.inputs = .array(inputs.map { .string($0) })
        self.accessLevel = accessLevel
        self.moduleName = moduleName
        self.imports = .array(imports.map { .string($0) })
        self.storyboards = .array(storyboards.map { .object($0) })
        self.classes = .array(classes.map { .object($0) })
        self.unwindActions = .array(unwindActions.map { .object($0) })
        self.customSegueClasses = .array(customSegueClasses.map { .string($0) })
        self.instantiableStoryboards = .array(instantiableStoryboards.map { .object($0) })
        hasClassSegues = classes.contains { !$0.segueList.isEmpty }
        hasIdentifiedScenes = instantiableStoryboards.contains { $0.hasScenes }
        hasInitialScenes = instantiableStoryboards.contains { $0.initialSceneClass != nil }
        self.bundle = bundle
        hasUIKitContent =
            !classes.isEmpty || !unwindActions.isEmpty || !customSegueClasses.isEmpty
            || !instantiableStoryboards.isEmpty
    }

    public var templateKeys: [String] {
        [
            "contextVersion", "tool", "inputs", "accessLevel", "accessModifier", "moduleName", "imports",
            "storyboards", "classes", "hasClassSegues", "unwindActions", "customSegueClasses",
            "instantiableStoryboards",
            "hasIdentifiedScenes", "hasInitialScenes", "bundle",
            "hasUIKitContent",
        ]
    }

    public func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "contextVersion": .int(Self.version)
        case "tool": .object(tool)
        case "inputs": inputs
        case "accessLevel": .string(accessLevel.rawValue)
        case "accessModifier": .string(accessLevel.modifier)
        case "moduleName": TemplateValue(moduleName)
        case "imports": imports
        case "storyboards": storyboards
        case "classes": classes
        case "unwindActions": unwindActions
        case "customSegueClasses": customSegueClasses
        case "hasClassSegues": .bool(hasClassSegues)
        case "instantiableStoryboards": instantiableStoryboards
        case "hasIdentifiedScenes": .bool(hasIdentifiedScenes)
        case "hasInitialScenes": .bool(hasInitialScenes)
        case "bundle": .string(bundle.rawValue)
        case "hasUIKitContent": .bool(hasUIKitContent)
        default: nil
        }
    }
}

final class ToolContext: TemplateObject {
    var templateKeys: [String] { ["name", "version"] }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .string("seguegen")
        case "version": .string(SegueGenVersion.current)
        default: nil
        }
    }
}

final class StoryboardContext: TemplateObject {
    let name: String
    let typeName: String
    let scenes: TemplateValue
    let scenesWithSegues: TemplateValue
    let hasSegues: Bool

    init(name: String, scenes: [SceneContext]) {
        self.name = name
        typeName = GeneratedNames.storyboardType(name)
        self.scenes = .array(scenes.map { .object($0) })
        let withSegues = scenes.filter(\.hasSegues)
        scenesWithSegues = .array(withSegues.map { .object($0) })
        hasSegues = !withSegues.isEmpty
    }

    var templateKeys: [String] { ["name", "typeName", "scenes", "scenesWithSegues", "hasSegues"] }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .string(name)
        case "typeName": .string(typeName)
        case "scenes": scenes
        case "scenesWithSegues": scenesWithSegues
        case "hasSegues": .bool(hasSegues)
        default: nil
        }
    }
}

final class SceneContext: TemplateObject {
    let name: String
    let storyboard: String
    let typeName: String
    let className: String
    let isCustomClass: Bool
    let storyboardIdentifier: String?
    let segueList: [SegueContext]
    let segues: TemplateValue

    init(
        name: String, storyboard: String, className: String, isCustomClass: Bool, storyboardIdentifier: String?,
        segues: [SegueContext]
    ) {
        self.name = name
        self.storyboard = storyboard
        typeName = GeneratedNames.sceneType(name)
        self.className = className
        self.isCustomClass = isCustomClass
        self.storyboardIdentifier = storyboardIdentifier
        segueList = segues
        self.segues = .array(segues.map { .object($0) })
    }

    var hasSegues: Bool { !segueList.isEmpty }
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
        case "segues": segues
        default: nil
        }
    }
}

final class SegueContext: TemplateObject {
    let identifier: String
    let caseName: String
    let kind: SegueKind
    let destination: TypedDestination
    let destinationType: String
    let destinationScene: SceneID?
    let segueClass: String?
    let action: String?
    let senderType: String?

    init(
        identifier: String, kind: SegueKind, destination: TypedDestination, destinationType: String,
        destinationScene: SceneID?, segueClass: String?, action: String?, senderType: String?
    ) {
        self.identifier = identifier
        caseName = GeneratedNames.segueCase(identifier)
        self.kind = kind
        self.destination = destination
        self.destinationType = destinationType
        self.destinationScene = destinationScene
        self.segueClass = segueClass
        self.action = action
        self.senderType = senderType
    }

    /// The same segue typed as a plain view controller, for a class whose
    /// scenes disagree about its destination.
    func generalized() -> SegueContext {
        SegueContext(
            identifier: identifier, kind: kind, destination: .unknown,
            destinationType: TypeReference.viewController.name,
            destinationScene: nil, segueClass: segueClass, action: action, senderType: senderType)
    }

    /// Cases are listed by name, the order a reader of the enum expects.
    static func caseOrder(_ lhs: SegueContext, _ rhs: SegueContext) -> Bool {
        (lhs.caseName.trimmingBackticks(), lhs.identifier) < (rhs.caseName.trimmingBackticks(), rhs.identifier)
    }

    var templateKeys: [String] {
        [
            "identifier", "identifierLiteral", "caseName", "needsRawValue", "kind", "isUnwind", "isPerformable",
            "destinationType", "destinationNeedsCast", "viaNavigationController", "destinationScene",
            "destinationStoryboard", "segueClass", "action", "actionSwiftName", "senderType", "typedPerformMethod",
        ]
    }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "identifier": .string(identifier)
        case "identifierLiteral": .string(SwiftNaming.stringLiteral(identifier))
        case "caseName": .string(caseName)
        case "needsRawValue": .bool(caseName.trimmingBackticks() != identifier)
        case "kind": .string(kind.rawValue)
        case "isUnwind": .bool(kind.isUnwind)
        case "isPerformable": .bool(kind.isPerformable)
        case "destinationType": .string(destinationType)
        case "destinationNeedsCast": .bool(destination.type != .viewController)
        case "viaNavigationController": .bool(destination.viaNavigationController)
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

final class ClassContext: TemplateObject {
    let name: String
    let typeName: String
    let scenes: [SceneID]
    /// The scene enum the class's `Segue` aliases, when one scene has segues.
    let segueEnum: String?
    let segueList: [SegueContext]
    let segues: TemplateValue
    let performableSegues: TemplateValue
    let typedSenderSegues: TemplateValue
    let unwindActionList: [UnwindActionContext]
    let unwindActions: TemplateValue

    init(
        name: String, typeName: String, scenes: [SceneID], segueEnum: String?, segues: [SegueContext],
        unwindActions: [UnwindActionContext]
    ) {
        self.name = name
        self.typeName = typeName
        self.scenes = scenes
        self.segueEnum = segueEnum
        segueList = segues
        self.segues = .array(segues.map { .object($0) })
        performableSegues = .array(segues.filter(\.kind.isPerformable).map { .object($0) })
        typedSenderSegues = .array(segues.filter { $0.senderType != nil }.map { .object($0) })
        unwindActionList = unwindActions
        self.unwindActions = .array(unwindActions.map { .object($0) })
    }

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
        case "declaresSegueEnum": .bool(segueEnum == nil && !segueList.isEmpty)
        case "segues": segues
        case "hasSegues": .bool(!segueList.isEmpty)
        case "performableSegues": performableSegues
        case "hasPerformableSegues": .bool(segueList.contains(where: \.kind.isPerformable))
        case "typedSenderSegues": typedSenderSegues
        case "unwindActions": unwindActions
        case "hasUnwindActions": .bool(!unwindActionList.isEmpty)
        case "unwindProtocol": .string(GeneratedNames.unwindProtocol(name))
        case "unwindActionProtocols":
            .string(
                unwindActionList.map { GeneratedNames.unwindActionProtocol($0.name.selector) }.joined(separator: ", "))
        default: nil
        }
    }
}

final class UnwindActionContext: TemplateObject {
    let name: UnwindActionName
    let sourceList: [UnwindSourceContext]
    let sources: TemplateValue
    let implementers: [String]
    let implementations: TemplateValue

    init(
        name: UnwindActionName, sources: [UnwindSourceContext], implementers: [String],
        implementations: [ImplementationContext]
    ) {
        self.name = name
        sourceList = sources
        self.sources = .array(sources.map { .object($0) })
        self.implementers = implementers
        self.implementations = .array(implementations.map { .object($0) })
    }

    var templateKeys: [String] {
        [
            "selector", "baseName", "argumentLabel", "swiftName", "methodSignature", "protocolName", "sourceTypeName",
            "sources", "hasSources", "hasCatchAllSource", "implementers", "implementations",
        ]
    }

    /// `unwindToGreen(segue: UIStoryboardSegue)`, ready for a protocol
    /// requirement.
    var methodSignature: String {
        let base = SwiftNaming.escapedKeyword(name.baseName)
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
        case "sources": sources
        case "hasSources": .bool(!sourceList.isEmpty)
        case "hasCatchAllSource": .bool(sourceList.contains { $0.isCatchAll })
        case "implementers": .array(implementers.map { .string($0) })
        case "implementations": implementations
        default: nil
        }
    }
}

final class UnwindSourceContext: TemplateObject {
    let caseName: String
    let typeName: String
    let scenes: [SceneID]
    /// A plain `UIViewController` source matches every controller, so it is
    /// tested last, as the `default` of the generated switch.
    let isCatchAll: Bool

    init(caseName: String, typeName: String, scenes: [SceneID], isCatchAll: Bool) {
        self.caseName = caseName
        self.typeName = typeName
        self.scenes = scenes
        self.isCatchAll = isCatchAll
    }

    func renamed(_ caseName: String) -> UnwindSourceContext {
        UnwindSourceContext(caseName: caseName, typeName: typeName, scenes: scenes, isCatchAll: isCatchAll)
    }

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

/// Where a class's implementation of an unwind action was found: declared
/// in a manifest, or in the app's Swift or Objective-C code.
final class ImplementationContext: TemplateObject {
    let implementation: UnwindImplementers.Implementation

    init(_ implementation: UnwindImplementers.Implementation) {
        self.implementation = implementation
    }

    var templateKeys: [String] { ["className", "origin", "location"] }

    func templateValue(forKey key: String) -> TemplateValue? {
        switch key {
        case "className": .string(implementation.className)
        case "origin": .string(implementation.origin.rawValue)
        case "location": .string("\(implementation.location.file):\(implementation.location.line)")
        default: nil
        }
    }
}
