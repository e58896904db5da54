import TemplateEngine

/// The template context, version 1: a documented contract
/// (`docs/TemplateContext.md`) between SegueGen and templates. Every name a
/// template needs is computed here, once, so templates stay simple and
/// SwiftGen-style templates port easily. Everything is sorted, so output
/// never depends on input order.
///
/// The objects are classes holding their values ready-made: a template
/// reads the same keys thousands of times in a large storyboard, and a
/// class reference in a `TemplateValue` costs no copy.
public final class RootContext: KeyedTemplateObject {
    public static let version = 1

    let part: OutputPart
    let inputs: TemplateValue
    let accessLevel: AccessLevel
    let moduleName: String?
    let imports: TemplateValue
    let storyboards: TemplateValue
    let hasSegueIdentifiers: Bool
    let classes: TemplateValue
    let cellClasses: TemplateValue
    let reusableNibs: [ReusableNibContext]
    let unwindActions: TemplateValue
    let unwindSources: TemplateValue
    let customSegueClasses: TemplateValue
    let instantiableStoryboards: TemplateValue
    let runtime: RuntimeNeeds
    let bundle: StoryboardBundle
    let names: NamesContext
    let typeAliases: TemplateValue
    private let tool = ToolContext()

    /// What the runtime declarations (the namespaces, the helpers, the
    /// scene types, the leave guard) must serve: the whole project's needs,
    /// even in a file of the split output that holds one storyboard.
    struct RuntimeNeeds {
        var hasClassSegues: Bool
        var hasIdentifiedScenes: Bool
        var hasInitialScenes: Bool
        var hasInstantiableStoryboards: Bool
        var hasLeaveGuards: Bool
        var hasCells: Bool

        init(
            classes: [ClassContext], cellClasses: [CellClassContext],
            instantiableStoryboards: [InstantiableStoryboardContext]
        ) {
            hasClassSegues = classes.contains { !$0.segueList.isEmpty }
            hasIdentifiedScenes = instantiableStoryboards.contains { $0.hasScenes }
            hasInitialScenes = instantiableStoryboards.contains { $0.initialSceneClass != nil }
            hasInstantiableStoryboards = !instantiableStoryboards.isEmpty
            hasLeaveGuards = classes.contains(where: \.confirmsLeaving)
            hasCells = !cellClasses.isEmpty
        }

        /// Whether any of it is needed.
        var isEmpty: Bool { !(hasClassSegues || hasInstantiableStoryboards || hasLeaveGuards || hasCells) }
    }

    /// `storyboards` … `instantiableStoryboards` are what the file of `part`
    /// holds; `runtime` is the whole project's.
    init(
        part: OutputPart, inputs: [String], accessLevel: AccessLevel, moduleName: String?, imports: [String],
        storyboards: [StoryboardContext], classes: [ClassContext], cellClasses: [CellClassContext],
        reusableNibs: [ReusableNibContext], unwindActions: [UnwindActionContext],
        unwindSources: [UnwindActionContext], customSegueClasses: [String],
        instantiableStoryboards: [InstantiableStoryboardContext], runtime: RuntimeNeeds, bundle: StoryboardBundle,
        names: NamePlan, typeAliases: [NamePlan.TypeAlias]
    ) {
        self.part = part
        self.inputs = .array(inputs.map { .string($0) })
        self.accessLevel = accessLevel
        self.moduleName = moduleName
        self.imports = .array(imports.map { .string($0) })
        self.storyboards = .array(storyboards.map { .object($0) })
        hasSegueIdentifiers = storyboards.contains(where: \.hasSegues)
        self.classes = .array(classes.map { .object($0) })
        self.cellClasses = .array(cellClasses.map { .object($0) })
        self.reusableNibs = reusableNibs
        self.unwindActions = .array(unwindActions.map { .object($0) })
        self.unwindSources = .array(unwindSources.map { .object($0) })
        self.customSegueClasses = .array(customSegueClasses.map { .string($0) })
        self.instantiableStoryboards = .array(instantiableStoryboards.map { .object($0) })
        self.runtime = runtime
        self.bundle = bundle
        self.names = NamesContext(names)
        self.typeAliases = .array(typeAliases.map { .object(TypeAliasContext($0)) })
    }

    /// Whether anything goes inside `#if canImport(UIKit)`: a list of the
    /// root that is not `notUIKitContent`, or the runtime where this file
    /// declares it. Derived from the key table, so the list of a new
    /// section counts without a step to forget.
    var hasUIKitContent: Bool {
        (part.declaresRuntime && !runtime.isEmpty)
            || Self.keyTable.names.contains { key in
                guard key != "hasUIKitContent", !Self.notUIKitContent.contains(key),
                    case .array(let items)? = Self.keyTable.value(of: self, forKey: key)
                else { return false }
                return !items.isEmpty
            }
    }

    /// The lists of the root that alone put nothing inside
    /// `#if canImport(UIKit)`: the inputs and imports the file's header
    /// names, the storyboards the identifier enums (every platform's)
    /// hold, and the type aliases, which only serve the UIKit sections.
    static let notUIKitContent: Set<String> = ["inputs", "imports", "storyboards", "typeAliases"]

    private func hasReusableNib(of kind: ReusableNib.Kind) -> Bool {
        reusableNibs.contains { $0.nib.kind == kind }
    }

    public static let keyTable = TemplateKeyTable<RootContext>([
        "contextVersion": { _ in .int(RootContext.version) },
        "outputPart": { .string($0.part.name) },
        "declaresRuntime": { .bool($0.part.declaresRuntime) },
        "helperAccessModifier": { .string($0.part == .whole ? "private " : "") },
        "tool": { .object($0.tool) },
        "inputs": { $0.inputs },
        "accessLevel": { .string($0.accessLevel.rawValue) },
        "accessModifier": { .string($0.accessLevel.modifier) },
        "moduleName": { TemplateValue($0.moduleName) },
        "imports": { $0.imports },
        "storyboards": { $0.storyboards },
        "hasSegueIdentifiers": { .bool($0.hasSegueIdentifiers) },
        "classes": { $0.classes },
        "hasClassSegues": { .bool($0.runtime.hasClassSegues) },
        "cellClasses": { $0.cellClasses },
        "hasCells": { .bool($0.runtime.hasCells) },
        "reusableNibs": { .array($0.reusableNibs.map { .object($0) }) },
        "hasReusableTableViewCells": { .bool($0.hasReusableNib(of: .tableViewCell)) },
        "hasReusableCollectionViewCells": { .bool($0.hasReusableNib(of: .collectionViewCell)) },
        "hasReusableSupplementaryViews": { .bool($0.hasReusableNib(of: .collectionReusableView)) },
        "unwindActions": { $0.unwindActions },
        "unwindSources": { $0.unwindSources },
        "customSegueClasses": { $0.customSegueClasses },
        "instantiableStoryboards": { $0.instantiableStoryboards },
        "hasInstantiableStoryboards": { .bool($0.runtime.hasInstantiableStoryboards) },
        "hasIdentifiedScenes": { .bool($0.runtime.hasIdentifiedScenes) },
        "hasInitialScenes": { .bool($0.runtime.hasInitialScenes) },
        "bundle": { .string($0.bundle.rawValue) },
        "hasUIKitContent": { .bool($0.hasUIKitContent) },
        "hasLeaveGuards": { .bool($0.runtime.hasLeaveGuards) },
        "names": { .object($0.names) },
        "typeAliases": { $0.typeAliases },
        "leaveConfirmingNavigationController": { $0.names.value(.leaveConfirmingNavigationController) },
        "segueNamespace": { $0.names.value(.segueNamespace) },
        "sceneNamespace": { $0.names.value(.sceneNamespace) },
        "preparedSegue": { $0.names.value(.preparedSegue) },
    ])
}

/// The names of the generated top-level declarations, after the choices of
/// `seguegen.yaml` and the renames the app's names call for; a member's
/// default here, each class's own in its context.
final class NamesContext: KeyedTemplateObject {
    private let values: [GeneratedName: String]

    init(_ plan: NamePlan) {
        values = Dictionary(uniqueKeysWithValues: GeneratedName.allCases.map { ($0, plan.name($0)) })
    }

    func value(_ name: GeneratedName) -> TemplateValue { .string(values[name] ?? name.defaultName) }

    static let keyTable = TemplateKeyTable<NamesContext>([
        "segueNamespace": { $0.value(.segueNamespace) },
        "sceneNamespace": { $0.value(.sceneNamespace) },
        "sceneType": { $0.value(.sceneType) },
        "initialSceneType": { $0.value(.initialSceneType) },
        "leaveDecision": { $0.value(.leaveDecision) },
        "pendingDeparture": { $0.value(.pendingDeparture) },
        "containerDepartures": { $0.value(.containerDepartures) },
        "leaveConfirming": { $0.value(.leaveConfirming) },
        "leaveConfirmingNavigationController": { $0.value(.leaveConfirmingNavigationController) },
        "reusableNibNamespace": { $0.value(.reusableNibNamespace) },
    ])
}

/// A type alias the generated code declares at file scope, for a type a
/// name of its own hides where it is used.
final class TypeAliasContext: KeyedTemplateObject {
    let alias: NamePlan.TypeAlias

    init(_ alias: NamePlan.TypeAlias) { self.alias = alias }

    static let keyTable = TemplateKeyTable<TypeAliasContext>([
        "name": { .string($0.alias.name) },
        "target": { .string($0.alias.target) },
    ])
}

final class ToolContext: KeyedTemplateObject {

    static let keyTable = TemplateKeyTable<ToolContext>([
        "name": { _ in .string("seguegen") },
        "version": { _ in .string(SegueGenVersion.current) },
    ])
}

final class StoryboardContext: KeyedTemplateObject {
    let name: String
    let typeName: String
    let scenes: TemplateValue
    let scenesWithSegues: TemplateValue
    let hasSegues: Bool

    init(name: String, typeName: String, scenes: [SceneContext]) {
        self.name = name
        self.typeName = typeName
        self.scenes = .array(scenes.map { .object($0) })
        let withSegues = scenes.filter(\.hasSegues)
        scenesWithSegues = .array(withSegues.map { .object($0) })
        hasSegues = !withSegues.isEmpty
    }

    static let keyTable = TemplateKeyTable<StoryboardContext>([
        "name": { .string($0.name) },
        "typeName": { .string($0.typeName) },
        "scenes": { $0.scenes },
        "scenesWithSegues": { $0.scenesWithSegues },
        "hasSegues": { .bool($0.hasSegues) },
    ])
}

final class SceneContext: KeyedTemplateObject {
    let name: String
    let storyboard: String
    let typeName: String
    let className: String
    let isCustomClass: Bool
    let storyboardIdentifier: String?
    let segueList: [SegueContext]
    let segues: TemplateValue
    /// `StoryboardSegue.Main.Red`, the scene's identifier enum.
    let enumPath: String

    init(
        name: String, storyboard: String, typeName: String, enumPath: String, className: String,
        isCustomClass: Bool, storyboardIdentifier: String?, segues: [SegueContext]
    ) {
        self.name = name
        self.storyboard = storyboard
        self.typeName = typeName
        self.enumPath = enumPath
        self.className = className
        self.isCustomClass = isCustomClass
        self.storyboardIdentifier = storyboardIdentifier
        segueList = segues
        self.segues = .array(segues.map { .object($0) })
    }

    var hasSegues: Bool { !segueList.isEmpty }

    static let keyTable = TemplateKeyTable<SceneContext>([
        "name": { .string($0.name) },
        "storyboard": { .string($0.storyboard) },
        "typeName": { .string($0.typeName) },
        "enumPath": { .string($0.enumPath) },
        "className": { .string($0.className) },
        "isCustomClass": { .bool($0.isCustomClass) },
        "storyboardIdentifier": { TemplateValue($0.storyboardIdentifier) },
        "segues": { $0.segues },
    ])
}

final class SegueContext: KeyedTemplateObject {
    let identifier: String
    let caseName: String
    let kind: SegueKind
    let destination: TypedDestination
    let destinationType: String
    let destinationScene: SceneID?
    let segueClass: String?
    let action: String?
    let senderType: String?

    /// `caseName`: the plan's case for `identifier` (`NamePlan.segueCase`).
    init(
        identifier: String, caseName: String, kind: SegueKind, destination: TypedDestination,
        destinationType: String, destinationScene: SceneID?, segueClass: String?, action: String?,
        senderType: String?
    ) {
        self.identifier = identifier
        self.caseName = caseName
        self.kind = kind
        self.destination = destination
        self.destinationType = destinationType
        self.destinationScene = destinationScene
        self.segueClass = segueClass
        self.action = action
        self.senderType = senderType
    }

    /// Whether `other`, with the same identifier, leads somewhere this one's
    /// typed destination does not describe.
    func disagrees(with other: SegueContext) -> Bool {
        destinationType != other.destinationType
            || destination.viaNavigationController != other.destination.viaNavigationController
    }

    /// The same segue typed as a plain view controller, for scenes (or
    /// segues of one scene) that disagree about its destination.
    func generalized() -> SegueContext {
        SegueContext(
            identifier: identifier, caseName: caseName, kind: kind, destination: .unknown,
            destinationType: TypeReference.viewController.name,
            destinationScene: nil, segueClass: segueClass, action: action, senderType: senderType)
    }

    /// Cases are listed by name, the order a reader of the enum expects.
    static func caseOrder(_ lhs: SegueContext, _ rhs: SegueContext) -> Bool {
        (lhs.caseName.trimmingBackticks(), lhs.identifier) < (rhs.caseName.trimmingBackticks(), rhs.identifier)
    }

    static let keyTable = TemplateKeyTable<SegueContext>([
        "identifier": { .string($0.identifier) },
        "identifierLiteral": { .string(SwiftNaming.stringLiteral($0.identifier)) },
        "caseName": { .string($0.caseName) },
        "needsRawValue": { .bool($0.caseName.trimmingBackticks() != $0.identifier) },
        "kind": { .string($0.kind.rawValue) },
        "isUnwind": { .bool($0.kind.isUnwind) },
        "isPerformable": { .bool($0.kind.isPerformable) },
        "destinationType": { .string($0.destinationType) },
        "destinationNeedsCast": { .bool($0.destination.type != .viewController) },
        "viaNavigationController": { .bool($0.destination.viaNavigationController) },
        "destinationScene": { TemplateValue($0.destinationScene?.scene) },
        "destinationStoryboard": { TemplateValue($0.destinationScene?.storyboard) },
        "segueClass": { TemplateValue($0.segueClass) },
        "action": { TemplateValue($0.action) },
        "actionSwiftName": { segue in TemplateValue(segue.action.flatMap { UnwindActionName(selector: $0)?.swiftName })
        },
        "senderType": { TemplateValue($0.senderType) },
        "typedPerformMethod": { segue in
            TemplateValue(segue.senderType.map { _ in GeneratedNames.typedPerformMethod(segue.identifier) })
        },
    ])
}

final class ClassContext: KeyedTemplateObject {
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
    /// Whether the class declares `confirmsLeaving: true`.
    let confirmsLeaving: Bool
    /// The names of the members the class's extension declares, and of its
    /// unwind protocol.
    let members: [GeneratedName: String]
    let unwindProtocol: String

    init(
        name: String, typeName: String, scenes: [SceneID], segueEnum: String?, segues: [SegueContext],
        unwindActions: [UnwindActionContext], confirmsLeaving: Bool, names: NamePlan
    ) {
        members = Dictionary(
            uniqueKeysWithValues: GeneratedName.allCases.filter(\.isMember).map { ($0, names.member($0, of: name)) })
        unwindProtocol = names.unwindProtocol(name)
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
        self.confirmsLeaving = confirmsLeaving
    }

    static let keyTable = TemplateKeyTable<ClassContext>([
        "name": { .string($0.name) },
        "typeName": { .string($0.typeName) },
        "scenes": { .array($0.scenes.map { .string($0.description) }) },
        "segueEnum": { TemplateValue($0.segueEnum) },
        "declaresSegueEnum": { .bool($0.segueEnum == nil && !$0.segueList.isEmpty) },
        "segues": { $0.segues },
        "hasSegues": { .bool(!$0.segueList.isEmpty) },
        "performableSegues": { $0.performableSegues },
        "hasPerformableSegues": { .bool($0.segueList.contains(where: \.kind.isPerformable)) },
        "typedSenderSegues": { $0.typedSenderSegues },
        "unwindActions": { $0.unwindActions },
        "hasUnwindActions": { .bool(!$0.unwindActionList.isEmpty) },
        "confirmsLeaving": { .bool($0.confirmsLeaving) },
        "unwindProtocol": { .string($0.unwindProtocol) },
        "unwindActionProtocols": { .string($0.unwindActionList.map(\.protocolName).joined(separator: ", ")) },
        "segueType": { .string($0.members[.segue] ?? "") },
        "preparedSegue": { .string($0.members[.preparedSegue] ?? "") },
        "departure": { .string($0.members[.departure] ?? "") },
        "performSegueMethod": { .string($0.members[.performSegue] ?? "") },
        "shouldPerformSegueMethod": { .string($0.members[.shouldPerformSegue] ?? "") },
    ])
}

final class UnwindActionContext: KeyedTemplateObject {
    let name: UnwindActionName
    let sourceList: [UnwindSourceContext]
    let sources: TemplateValue
    let implementers: [String]
    let implementations: TemplateValue
    let protocolName: String
    let sourceTypeName: String

    init(
        name: UnwindActionName, protocolName: String, sourceTypeName: String, sources: [UnwindSourceContext],
        implementers: [String], implementations: [ImplementationContext]
    ) {
        self.name = name
        self.protocolName = protocolName
        self.sourceTypeName = sourceTypeName
        sourceList = sources
        self.sources = .array(sources.map { .object($0) })
        self.implementers = implementers
        self.implementations = .array(implementations.map { .object($0) })
    }

    /// `unwindToGreen(segue: UIKit.UIStoryboardSegue)`, ready for a protocol
    /// requirement.
    var methodSignature: String {
        let base = SwiftNaming.escapedKeyword(name.baseName)
        switch name.argumentLabel {
        case nil: return "\(base)(_ segue: UIKit.UIStoryboardSegue)"
        case "segue": return "\(base)(segue: UIKit.UIStoryboardSegue)"
        case let label?: return "\(base)(\(label) segue: UIKit.UIStoryboardSegue)"
        }
    }

    static let keyTable = TemplateKeyTable<UnwindActionContext>([
        "selector": { .string($0.name.selector) },
        "baseName": { .string($0.name.baseName) },
        "argumentLabel": { .string($0.name.argumentLabel ?? "_") },
        "swiftName": { .string($0.name.swiftName) },
        "methodSignature": { .string($0.methodSignature) },
        "protocolName": { .string($0.protocolName) },
        "sourceTypeName": { .string($0.sourceTypeName) },
        "sources": { $0.sources },
        "hasSources": { .bool(!$0.sourceList.isEmpty) },
        "hasCatchAllSource": { .bool($0.sourceList.contains(where: \.isCatchAll)) },
        "implementers": { .array($0.implementers.map(TemplateValue.string)) },
        "implementations": { $0.implementations },
    ])
}

final class UnwindSourceContext: KeyedTemplateObject {
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

    static let keyTable = TemplateKeyTable<UnwindSourceContext>([
        "caseName": { .string($0.caseName) },
        "typeName": { .string($0.typeName) },
        "scenes": { .array($0.scenes.map { .string($0.description) }) },
        "isCatchAll": { .bool($0.isCatchAll) },
    ])
}

/// Where a class's implementation of an unwind action was found: declared
/// in a manifest, or in the app's Swift or Objective-C code.
final class ImplementationContext: KeyedTemplateObject {
    let implementation: UnwindImplementers.Implementation

    init(_ implementation: UnwindImplementers.Implementation) {
        self.implementation = implementation
    }

    static let keyTable = TemplateKeyTable<ImplementationContext>([
        "className": { .string($0.implementation.className) },
        "origin": { .string($0.implementation.origin.rawValue) },
        "location": { .string("\($0.implementation.location.file):\($0.implementation.location.line)") },
    ])
}
