import SegueGenSupport

/// The stable identity of every kind of problem SegueGen reports.
///
/// Codes never change meaning once released, so users can search for them,
/// silence warnings by code and link to `docs/Diagnostics.md`, which has an
/// entry for each case (a test keeps the two in step).
public enum DiagnosticCode: String, CaseIterable, Sendable, Comparable {
    // Reading: bytes to a located tree.
    case unreadableFile = "SG001"
    case invalidEncoding = "SG002"
    case inputTooLarge = "SG003"
    case nestingTooDeep = "SG004"
    case jsonSyntax = "SG005"
    case yamlSyntax = "SG006"
    case yamlUnsupportedFeature = "SG007"
    case duplicateKey = "SG008"
    case xmlSyntax = "SG009"
    case xmlForbiddenConstruct = "SG010"
    case unsupportedDocument = "SG011"
    case unknownInputKind = "SG012"
    case propertyListSyntax = "SG013"
    case unreadableBuildConfiguration = "SG014"
    case fileInNoTarget = "SG015"
    case missingProjectFile = "SG016"
    case otherPlatformSkipped = "SG017"
    case infoPlistNotRead = "SG018"
    case storyboardWithoutScenes = "SG019"
    case linkedCodeNotRead = "SG020"
    case projectDescriptionNotRead = "SG021"

    // Decoding: a tree to the model.
    case typeMismatch = "SG101"
    case missingKey = "SG102"
    case unknownKey = "SG103"
    case unsupportedVersion = "SG104"
    case invalidValue = "SG105"
    case tooManyErrors = "SG106"
    case conflictingKeys = "SG107"

    // Validation: rules over the whole model.
    case duplicateScene = "SG201"
    case conflictingSegueIdentifier = "SG202"
    case classSegueConflict = "SG203"
    case unknownDestination = "SG204"
    case externalStoryboard = "SG205"
    case missingUnwindAction = "SG206"
    case malformedSelector = "SG207"
    case unimplementedUnwindAction = "SG208"
    case swiftNameCollision = "SG209"
    case emptyIdentifier = "SG210"
    case ignoredSegueClass = "SG211"
    case missingSegueClass = "SG212"
    case duplicateStoryboard = "SG213"
    case unknownInitialScene = "SG214"
    case inconsistentSegue = "SG215"
    case unusedClassDeclaration = "SG216"
    case senderForUnknownSegue = "SG217"
    case invalidTypeName = "SG218"
    case duplicateStoryboardIdentifier = "SG219"
    case unwindChecksSkipped = "SG220"
    case unknownSegueIdentifierLiteral = "SG221"
    case deadSegueComparison = "SG222"
    case unknownStoryboardIdentifierLiteral = "SG223"
    case unknownStoryboardNameLiteral = "SG224"
    case literalsNotChecked = "SG225"
    case generatedNameGivesWay = "SG226"
    case appNameHidesGeneratedCode = "SG227"
    case chosenNameCollision = "SG228"
    case duplicateClassDeclaration = "SG229"
    case unknownConfiguredName = "SG230"
    case unimplementedUnwindActionUnproven = "SG231"
    case performedSegueIdentifierCaseWithoutSegue = "SG232"
    case segueIdentifierCaseWithoutSegue = "SG233"
    case caughtUnknownNameLiteral = "SG234"
    case unknownNameLiteralUnproven = "SG235"
    case unknownNameLiteralInUncreatedClass = "SG236"
    case unsettableConnectionKey = "SG240"
    case unimplementedConnectionAction = "SG241"
    case invisibleCustomClass = "SG242"
    case connectionsNotJudged = "SG243"
    case ignoredRuntimeAttribute = "SG244"
    case legacyXIBNotRead = "SG245"
    case actionMatchesOnlySwift2Selector = "SG246"
    case unprovenFilesOwnerConnection = "SG247"
    case connectionToAnotherScene = "SG248"
    case barButtonActionBesideSegue = "SG249"
    case connectionsOfUnloadedFile = "SG250"
    case actionOnEventNeverSent = "SG251"
    case actionOfControlMaybeInoperable = "SG252"
    case invisibleClassOfBlockCreatedScene = "SG253"
    case unknownReuseIdentifier = "SG260"
    case unknownReuseIdentifierUnproven = "SG261"

    // Navigation graph.
    case unwindNeverReachesImplementer = "SG301"
    case unwindMissesImplementerOnSomePaths = "SG302"
    case unusedUnwindAction = "SG303"
    case unreachableScene = "SG304"
    case unguardedDeparture = "SG305"
    case nothingToConfirm = "SG306"
    case unwindMayNotReachImplementer = "SG307"
    case deadSegue = "SG308"

    // Storyboards.
    case storyboardStructure = "SG401"
    case manifestDrift = "SG402"

    // Templates.
    case templateSyntax = "SG501"
    case unknownTemplateVariable = "SG502"
    case unknownTemplateFilter = "SG503"
    case templateNotFound = "SG504"
    case templateTypeError = "SG505"
    case templateTooLarge = "SG506"

    // Output.
    case outputWriteFailed = "SG601"
    case staleOutput = "SG602"
    case staleFileList = "SG603"
    case undeclaredScriptInput = "SG604"

    /// A short summary, shown by `seguegen help diagnostics`.
    public var title: String {
        switch self {
        case .unreadableFile: "an input file cannot be read"
        case .invalidEncoding: "an input file is not valid UTF-8"
        case .inputTooLarge: "an input file is larger than the reader accepts"
        case .nestingTooDeep: "an input nests deeper than the reader accepts"
        case .jsonSyntax: "a JSON manifest is not valid JSON"
        case .yamlSyntax: "a YAML manifest is not valid in the supported YAML subset"
        case .yamlUnsupportedFeature: "a YAML manifest uses a YAML feature outside the supported subset"
        case .duplicateKey: "a mapping has the same key twice"
        case .xmlSyntax: "a storyboard or a property list is not well-formed XML"
        case .xmlForbiddenConstruct: "a storyboard contains a DOCTYPE or entity declaration"
        case .unsupportedDocument: "a document is not a UIKit storyboard"
        case .unknownInputKind: "an input file has an extension SegueGen does not read"
        case .propertyListSyntax: "an Xcode project or a property list is not well-formed"
        case .unreadableBuildConfiguration:
            "a build configuration file a project names cannot be read, so its settings are the defaults"
        case .fileInNoTarget: "input files below a folder belong to no target of its Xcode projects"
        case .missingProjectFile: "files a target's build phases name are not on disk"
        case .otherPlatformSkipped: "a storyboard for another platform, found in a folder or a project, is skipped"
        case .infoPlistNotRead: "an Info.plist is not read, so the storyboard the app starts from is not known"
        case .storyboardWithoutScenes: "a storyboard has no scenes"
        case .linkedCodeNotRead: "a target links modules whose code the run cannot read"
        case .projectDescriptionNotRead:
            "a folder describes its targets for a project generator, which SegueGen does not read"
        case .typeMismatch: "a manifest value has the wrong type"
        case .missingKey: "a manifest mapping lacks a required key"
        case .unknownKey: "a manifest mapping has a key the format does not define"
        case .unsupportedVersion: "a manifest declares a format version this tool does not read"
        case .invalidValue: "a manifest value is not one of the accepted values"
        case .tooManyErrors: "reporting stopped after too many errors"
        case .conflictingKeys: "a manifest mapping has keys that do not go together"
        case .duplicateScene: "two scenes of one storyboard have the same name"
        case .conflictingSegueIdentifier: "one scene uses a segue identifier for different destinations"
        case .classSegueConflict: "scenes of one class use a segue identifier for different destination types"
        case .unknownDestination: "a segue names a destination scene that does not exist"
        case .externalStoryboard: "a segue leads to a storyboard that is not among the inputs"
        case .missingUnwindAction: "an unwind segue has no action"
        case .malformedSelector: "an unwind action is not a valid one-argument Objective-C selector"
        case .unimplementedUnwindAction: "an unwind action is implemented by no class"
        case .swiftNameCollision: "two identifiers or storyboard IDs become the same Swift name; one is left out"
        case .emptyIdentifier: "a segue identifier is empty"
        case .ignoredSegueClass: "a segue class is set on a kind of segue that ignores it"
        case .missingSegueClass: "a custom segue has no class"
        case .duplicateStoryboard: "two inputs define the same storyboard"
        case .unknownInitialScene: "the initial scene does not exist"
        case .inconsistentSegue: "a segue has keys that do not fit its kind"
        case .unusedClassDeclaration: "a class declaration names a class no scene uses"
        case .senderForUnknownSegue: "a typed sender names a segue the class does not have"
        case .invalidTypeName: "a class, module or sender type is not a valid Swift type name"
        case .duplicateStoryboardIdentifier: "two scenes of one storyboard have the same storyboard identifier"
        case .unwindChecksSkipped: "the unwind checks cannot run: nothing says which classes implement unwind actions"
        case .unknownSegueIdentifierLiteral: "code performs a segue by an identifier its receiver does not have"
        case .deadSegueComparison: "code compares a segue's identifier with one no segue has"
        case .unknownStoryboardIdentifierLiteral: "code instantiates a scene by a storyboard ID no scene has"
        case .unknownStoryboardNameLiteral: "code names a storyboard the run does not have"
        case .literalsNotChecked: "string literals in code were not checked: the run has no storyboard or manifest"
        case .generatedNameGivesWay: "a generated name is changed because the app's code declares it"
        case .appNameHidesGeneratedCode: "a name in the app's code hides what the generated code needs"
        case .chosenNameCollision: "two names a manifest or SegueGen chooses become the same Swift identifier"
        case .duplicateClassDeclaration: "two manifests declare the same class"
        case .unknownConfiguredName: "seguegen.yaml names a storyboard or scene the run does not have"
        case .unimplementedUnwindActionUnproven:
            "no class of the run implements an unwind action, but a class that could be above its source is not all known"
        case .performedSegueIdentifierCaseWithoutSegue:
            "code performs a case of a class's segue identifier enum that no segue of its scenes has"
        case .segueIdentifierCaseWithoutSegue:
            "no segue of a class's scenes has a case of its segue identifier enum, but no crash is proven"
        case .caughtUnknownNameLiteral:
            "code names a segue, scene or storyboard the run lacks, inside an @try that catches the exception"
        case .unknownNameLiteralUnproven:
            "code names a storyboard or storyboard ID the run does not have, but the target links modules whose files the run cannot read"
        case .unknownNameLiteralInUncreatedClass:
            "code names a segue, storyboard or storyboard ID the run lacks, in a view controller nothing the run sees creates"
        case .unsettableConnectionKey:
            "an outlet, outlet collection or runtime attribute sets a key its object's class does not have"
        case .unimplementedConnectionAction: "an action sends a selector its target's class does not implement"
        case .invisibleCustomClass: "the runtime cannot find a custom class by the module and name the file gives"
        case .ignoredRuntimeAttribute: "a runtime attribute's key path sets a key its object's class does not have"
        case .legacyXIBNotRead: "a XIB in the archive format of Xcode 4 and older is not read"
        case .actionMatchesOnlySwift2Selector:
            "an action matches a method only by the selector Swift 2 gave it, which Swift 3 and later do not"
        case .unprovenFilesOwnerConnection:
            "a XIB's File's Owner class lacks an outlet or action, but the owner is what the loading code passes"
        case .connectionToAnotherScene:
            "a connection leads to an object of another scene, so the built storyboard drops it"
        case .barButtonActionBesideSegue:
            "a bar button item that also triggers a segue sends an action its target's class does not implement"
        case .connectionsOfUnloadedFile:
            "a XIB's or a scene's connections would fail, but nothing the run sees loads it"
        case .actionOnEventNeverSent:
            "an action its target's class does not implement is sent on an event the control never sends"
        case .actionOfControlMaybeInoperable:
            "an action its target's class does not implement is sent by a control hidden in the file or that code disables or hides"
        case .invisibleClassOfBlockCreatedScene:
            "a scene's class is not found by the name the file gives, but code creates the scene with a creator block"
        case .connectionsNotJudged: "Interface Builder connections were not checked: a class they need is not all known"
        case .unknownReuseIdentifier:
            "a cell is dequeued by a reuse identifier that no prototype of its view controller's scenes and no registration has"
        case .unknownReuseIdentifierUnproven:
            "a cell is dequeued by a reuse identifier no prototype has, but the class's registrations are not all known"
        case .unwindNeverReachesImplementer: "an unwind segue can never reach a view controller implementing its action"
        case .unwindMissesImplementerOnSomePaths: "an unwind segue misses its implementer on some navigation paths"
        case .unusedUnwindAction: "an implemented unwind action is used by no unwind segue"
        case .unreachableScene: "a scene cannot be reached from the initial scene"
        case .unguardedDeparture: "a view controller that confirms leaving can be left without being asked"
        case .nothingToConfirm: "a view controller that confirms leaving has no way out"
        case .unwindMayNotReachImplementer:
            "an unwind segue reaches no implementer the storyboards show, but what presents its source is not all known"
        case .deadSegue: "a segue only code can perform is performed by no code"
        case .storyboardStructure: "a storyboard element lacks what Interface Builder always writes"
        case .manifestDrift: "a manifest and the storyboard it describes disagree"
        case .templateSyntax: "a template has a syntax error"
        case .unknownTemplateVariable: "a template uses a variable the context does not have"
        case .unknownTemplateFilter: "a template uses a filter that does not exist"
        case .templateNotFound: "a template or an included template cannot be found"
        case .templateTypeError: "a template applies an operation to a value of the wrong type"
        case .templateTooLarge: "a template renders more than the renderer's limits allow"
        case .outputWriteFailed: "the output file cannot be written"
        case .staleOutput: "the output file on disk differs from what would be generated"
        case .staleFileList: "a Run Script phase's file list differs from what the target reads and writes"
        case .undeclaredScriptInput: "a file the Run Script phase reads is not in its input file lists"
        }
    }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
