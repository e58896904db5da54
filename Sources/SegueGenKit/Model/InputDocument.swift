/// Everything one input file contributes to a run.
public struct InputDocument: Sendable, Equatable {
    /// nil for a manifest that only declares classes, to complete
    /// storyboards given in the same run.
    public var storyboard: StoryboardDefinition?
    public var classes: [ClassDeclaration]
    /// The classes app code declares or extends, from a Swift or
    /// Objective-C file.
    public var sourceClasses: [SourceClass]
    /// Whether the input is app code (Swift or Objective-C, not a generated
    /// file), which says who implements unwind actions even when it shows
    /// no class.
    public var isAppCode: Bool
    /// The string literals app code passes as segue identifiers, storyboard
    /// IDs and storyboard names.
    public var literalUses: [StringLiteralUse]
    /// The reuse identifiers app code dequeues cells by and registers.
    public var reuseIdentifierUses: [ReuseIdentifierUse]
    /// The names app code passes in their place, and the string constants
    /// it declares, which the run resolves across files.
    public var constantReferences: [ConstantReference]
    public var stringConstants: [StringConstant]
    /// The parameter types of the `performSegue…` methods code declares
    /// (`SegueIdentifierEnum`).
    public var segueIdentifierTypes: [String]
    /// The types app code declares at the top level of its module (Swift
    /// types and type aliases, Objective-C classes and protocols), which a
    /// generated top-level type must not redeclare or hide.
    public var topLevelTypes: [DeclaredName]
    /// The type aliases of Swift code (`TypeAlias`), which a class may
    /// name its superclass through.
    public var typeAliases: [TypeAlias] = []
    /// The classes source code declares only in a branch of `#if` the
    /// run does not read, which may be the one compiled.
    public var classesInUnreadBranches: [String] = []
    /// The calls app code makes that navigate, besides the literal uses:
    /// what it performs, instantiates and installs that the storyboards do
    /// not show.
    public var navigationCalls: [NavigationCall]
    /// The storyboards an `Info.plist` says the app's window starts from;
    /// nil for a document that is no Info.plist.
    public var mainStoryboards: [DeclaredName]?
    /// The module of code compiled into another module than the app's (a
    /// framework's): its top-level types are that module's.
    public var module: String?
    /// The modules a storyboard's classes inherit from their target
    /// (`customModuleProvider="target"`, beside which Xcode writes the
    /// target's module), sorted: the module a run without a module name
    /// compiles into, when its storyboards name one.
    public var targetModules: [String]
    /// The objects and connections of a storyboard or XIB, which the
    /// connection checks hold to the code.
    public var interfaceFile: InterfaceFile?
    /// What the code may load a nib by (`NibLoadingScanner`).
    public var nibLoadingNames: [String] = []
    /// The classes the code may create (`ClassCreationScanner`).
    public var createdClassNames: [String] = []
    /// The classes the code names as values (`ClassCreationScanner`).
    public var classValueNames: [String] = []
    /// The capitalized names the code mentions outside their declarations
    /// (`ClassCreationScanner`).
    public var mentionedClassNames: [String] = []

    public init(
        storyboard: StoryboardDefinition?, classes: [ClassDeclaration] = [], sourceClasses: [SourceClass] = [],
        isAppCode: Bool = false, literalUses: [StringLiteralUse] = [],
        reuseIdentifierUses: [ReuseIdentifierUse] = [], topLevelTypes: [DeclaredName] = [],
        navigationCalls: [NavigationCall] = [], mainStoryboards: [DeclaredName]? = nil, module: String? = nil,
        targetModules: [String] = [], constantReferences: [ConstantReference] = [],
        stringConstants: [StringConstant] = [], segueIdentifierTypes: [String] = [],
        interfaceFile: InterfaceFile? = nil
    ) {
        self.interfaceFile = interfaceFile
        self.segueIdentifierTypes = segueIdentifierTypes
        self.constantReferences = constantReferences
        self.stringConstants = stringConstants
        self.targetModules = targetModules
        self.module = module
        self.navigationCalls = navigationCalls
        self.mainStoryboards = mainStoryboards
        self.storyboard = storyboard
        self.classes = classes
        self.sourceClasses = sourceClasses
        self.isAppCode = isAppCode
        self.literalUses = literalUses
        self.reuseIdentifierUses = reuseIdentifierUses
        self.topLevelTypes = topLevelTypes
    }
}
