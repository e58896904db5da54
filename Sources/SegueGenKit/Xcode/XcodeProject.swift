import SegueGenSupport

/// An Xcode project as SegueGen needs it: each native target with the files
/// its build phases name, resolved to paths, and the build settings of each
/// configuration. Reading it is pure: `XcodeProjectReader` makes it from the
/// bytes of `project.pbxproj`, `XcodeGenProjectReader` from an XcodeGen
/// spec (the project `xcodegen generate` would write), and
/// `XcodeTargetInputs` asks the caller for the files (`.xcconfig` files,
/// folder listings) it needs beyond that.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder, or the XcodeGen spec (`App/project.yml`),
    /// as given: what tells one project from another.
    public var path: String
    /// The project's name: `App` for `App.xcodeproj`, an XcodeGen spec's
    /// `name`.
    public var name: String
    /// The files the project is read from, the one that describes it first
    /// (`App.xcodeproj/project.pbxproj`, `project.yml`), then those it
    /// includes: where a diagnostic about the project points, and what a
    /// run declares it reads.
    public var descriptionFiles: [String]
    /// `$(SRCROOT)`: the folder holding the `.xcodeproj` (moved by the
    /// project's `projectDirPath`), as a prefix: "" or `App/`.
    public var sourceRoot: String
    /// The region whose `.lproj` stands in for a variant group with no
    /// `Base` localization.
    public var developmentRegion: String
    /// The project-level settings, by configuration name.
    public var configurations: [BuildConfiguration]
    public var defaultConfiguration: String?
    /// The native targets, in the project's order.
    public var targets: [XcodeTarget]
    /// Every file the project references, resolved, whatever the target:
    /// the headers that a target's sources import are found among them.
    public var referencedFiles: [String]
    /// The `.xcodeproj` folders the project references (a nested project
    /// whose products a target links), resolved.
    public var referencedProjects: [String]
    /// The folders the project references as folders (a folder reference,
    /// a synchronized folder), resolved: where Xcode finds the local
    /// Swift packages that a product dependency names without a package.
    public var referencedFolders: [String]

    /// The file that describes the project.
    public var descriptionFile: String { descriptionFiles.first ?? path }

    /// How a message names the project: `App.xcodeproj`, or an XcodeGen
    /// spec by its path, since two apps' specs are all `project.yml`.
    public var label: String {
        path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcodeproj/") ? name + ".xcodeproj" : path
    }

    public func target(named name: String) -> XcodeTarget? { targets.first { $0.name == name } }
}

/// One configuration's settings at one level (the project or a target).
public struct BuildConfiguration: Sendable, Equatable {
    public var name: String
    /// The `buildSettings` as written; arrays joined by spaces.
    public var settings: [String: String]
    /// The `.xcconfig` the configuration is based on, resolved; nil for none.
    public var baseConfigurationFile: String?
}

/// A native target: what its build phases compile, copy and publish, and
/// the folders Xcode 16 keeps in step with the disk.
public struct XcodeTarget: Sendable, Equatable {
    /// A file of a build phase, by the phase's role.
    public enum Phase: String, Sendable, Equatable {
        case sources
        case resources
        case headers
    }

    public struct File: Sendable, Equatable {
        public var path: String
        public var phase: Phase
    }

    /// A `PBXFileSystemSynchronizedRootGroup`: every file below `path`
    /// belongs to the target, but `exceptions`; and for a target that does
    /// not list the folder, only `exceptions` do.
    public struct SynchronizedFolder: Sendable, Equatable {
        public var path: String
        /// Whether the target lists the folder in `fileSystemSynchronizedGroups`.
        public var isMember: Bool
        /// Entries naming paths relative to the folder whose membership is
        /// the opposite (`exception(_:covers:)` reads them).
        public var exceptions: Set<String>
        /// Relative paths that a build phase of the target takes (a Copy
        /// Files or Headers phase): not compiled, nor copied as resources.
        public var phaseExceptions: [String: Phase?]
        /// Folders below that Xcode treats as one opaque resource.
        public var opaqueFolders: Set<String>

        /// Whether an exception entry names the file at `relative`: the
        /// same path, a folder above it (`Resources`, `Assets.xcassets`),
        /// or, for a localized file, the path without its `.lproj` folder
        /// as Xcode 16 writes it (`/Localized: Main.storyboard` for
        /// `Base.lproj/Main.storyboard`; `/Localized/` before).
        public static func exception(_ entry: String, covers relative: String) -> Bool {
            for prefix in ["/Localized: ", "/Localized/"] where entry.hasPrefix(prefix) {
                let named = String(entry.dropFirst(prefix.count))
                guard named != relative else { return true }
                let folder = String(FilePath.folderPrefix(of: relative).dropLast())
                guard FilePath.fileName(folder).hasSuffix(".lproj") else { return false }
                return FilePath.folderPrefix(of: folder) + FilePath.fileName(relative) == named
            }
            return relative == entry || relative.hasPrefix(entry + "/")
        }
    }

    /// A product the target links (its Frameworks phase): a product that
    /// some target builds, or a file on disk (a binary framework).
    public struct LinkedProduct: Sendable, Equatable {
        /// The product's file name: `libCore.a`, `Kit.framework`.
        public var fileName: String
        /// Whether a target builds it (`BUILT_PRODUCTS_DIR`, or a product
        /// of another project): else it is a file on disk, whose code the
        /// run cannot read.
        public var isBuilt: Bool
        /// For a product of another project: that project and its target.
        public var remote: RemoteTarget?
    }

    /// A target of another project, through a container item proxy.
    public struct RemoteTarget: Sendable, Equatable {
        /// The other `.xcodeproj`, resolved.
        public var project: String
        public var targetName: String
    }

    /// A product of a Swift package that the target links.
    public struct PackageProduct: Sendable, Equatable {
        public enum Source: Sendable, Equatable {
            /// `XCLocalSwiftPackageReference`: the package's folder, resolved.
            case local(String)
            /// `XCRemoteSwiftPackageReference`: its repository's URL.
            case remote(String)
            /// No package named: a local package among the folders the
            /// project references, found by its products.
            case unnamed
        }

        public var productName: String
        public var source: Source

        public init(productName: String, source: Source) {
            self.productName = productName
            self.source = source
        }
    }

    public var name: String
    /// `com.apple.product-type.application` and so on.
    public var productType: String
    /// The file name of what it builds: `App.app`, `libCore.a`.
    public var productFile: String?
    /// The product reference's name, where it differs from its path's file
    /// name (CocoaPods' `Pods_App.framework` at `Pods-App.framework`): a
    /// target that links the product may name it either way (`builds`).
    public var productName: String?
    public var files: [File]
    public var synchronizedFolders: [SynchronizedFolder]
    public var configurations: [BuildConfiguration]
    public var defaultConfiguration: String?
    /// The targets of this project it depends on, by name.
    public var dependencies: [String]
    /// The targets of other projects it depends on.
    public var remoteDependencies: [RemoteTarget]
    /// What its Frameworks phase links.
    public var linkedProducts: [LinkedProduct]
    /// The Swift package products it links.
    public var packageProducts: [PackageProduct]
    /// The build steps that may write Swift or Objective-C into its
    /// module, described as a message names them: the code they write is
    /// none the run can read, so the module is not all in the run.
    public var codeGenerators: [String]

    public init(
        name: String, productType: String, productFile: String? = nil, productName: String? = nil, files: [File],
        synchronizedFolders: [SynchronizedFolder], configurations: [BuildConfiguration],
        defaultConfiguration: String?, dependencies: [String], remoteDependencies: [RemoteTarget] = [],
        linkedProducts: [LinkedProduct] = [], packageProducts: [PackageProduct] = [], codeGenerators: [String] = []
    ) {
        self.name = name
        self.productType = productType
        self.productFile = productFile
        self.productName = productName
        self.files = files
        self.synchronizedFolders = synchronizedFolders
        self.configurations = configurations
        self.defaultConfiguration = defaultConfiguration
        self.dependencies = dependencies
        self.remoteDependencies = remoteDependencies
        self.linkedProducts = linkedProducts
        self.packageProducts = packageProducts
        self.codeGenerators = codeGenerators
    }

    /// Whether the target builds the product a Frameworks phase links as
    /// `fileName`.
    public func builds(_ fileName: String) -> Bool {
        productFile == fileName || productName == fileName
    }

    /// Whether a file a build step writes is code Xcode compiles into the
    /// target's module (`$(DERIVED_FILE_DIR)/R.generated.swift`).
    static func isCompiledCode(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return [".swift", ".m", ".mm"].contains { lowered.hasSuffix($0) }
    }

    /// Whether a file name may match a build rule's pattern: one `*`
    /// stands for any run of characters (`*.secret`, `Keys*.txt`); a
    /// pattern of several is taken to match, as the safe answer.
    static func fileName(_ name: String, matches pattern: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        switch parts.count {
        case 1: return name == pattern
        case 2:
            return name.count >= parts[0].count + parts[1].count && name.hasPrefix(parts[0])
                && name.hasSuffix(parts[1])
        default: return true
        }
    }

    /// Code generators a Run Script phase may run without declaring the
    /// files it writes: R.swift, SwiftGen, Sourcery.
    static let codeGeneratorTools = ["rswift", "R.swift", "swiftgen", "sourcery"]

    /// Whether the target builds a module other targets import: a
    /// framework, whose classes a storyboard names with `customModule`.
    public var isFramework: Bool {
        productType == "com.apple.product-type.framework" || productType == "com.apple.product-type.framework.static"
    }

    /// Whether the target builds code that another target links into its
    /// own process: a framework, or a static or dynamic library, whose
    /// classes (an Objective-C one's implementation, with the outlets of
    /// its class extension) are the app's at run time.
    public var buildsLinkedCode: Bool {
        isFramework || productType == "com.apple.product-type.library.static"
            || productType == "com.apple.product-type.library.dynamic"
    }
}
