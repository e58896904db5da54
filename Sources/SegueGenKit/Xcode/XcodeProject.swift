import SegueGenSupport

/// An Xcode project as SegueGen needs it: each native target with the files
/// its build phases name, resolved to paths, and the build settings of each
/// configuration. Reading it is pure: `XcodeProjectReader` makes it from the
/// bytes of `project.pbxproj`, and `XcodeTargetInputs` asks the caller for
/// the files (`.xcconfig` files, folder listings) it needs beyond that.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder, as given.
    public var path: String
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

    public init(
        path: String, sourceRoot: String, developmentRegion: String, configurations: [BuildConfiguration],
        defaultConfiguration: String?, targets: [XcodeTarget], referencedFiles: [String]
    ) {
        self.path = path
        self.sourceRoot = sourceRoot
        self.developmentRegion = developmentRegion
        self.configurations = configurations
        self.defaultConfiguration = defaultConfiguration
        self.targets = targets
        self.referencedFiles = referencedFiles
    }

    /// The project's name: `App` for `App.xcodeproj`.
    public var name: String {
        let file = FilePath.fileName(path.hasSuffix("/") ? String(path.dropLast()) : path)
        return file.hasSuffix(".xcodeproj") ? String(file.dropLast(".xcodeproj".count)) : file
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

    public init(name: String, settings: [String: String], baseConfigurationFile: String?) {
        self.name = name
        self.settings = settings
        self.baseConfigurationFile = baseConfigurationFile
    }
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

        public init(path: String, phase: Phase) {
            self.path = path
            self.phase = phase
        }
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

        public init(
            path: String, isMember: Bool, exceptions: Set<String>, phaseExceptions: [String: Phase?] = [:],
            opaqueFolders: Set<String> = []
        ) {
            self.path = path
            self.isMember = isMember
            self.exceptions = exceptions
            self.phaseExceptions = phaseExceptions
            self.opaqueFolders = opaqueFolders
        }

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

    public var name: String
    /// `com.apple.product-type.application` and so on.
    public var productType: String
    public var files: [File]
    public var synchronizedFolders: [SynchronizedFolder]
    public var configurations: [BuildConfiguration]
    public var defaultConfiguration: String?
    /// The targets of this project it depends on, by name.
    public var dependencies: [String]

    public init(
        name: String, productType: String, files: [File], synchronizedFolders: [SynchronizedFolder],
        configurations: [BuildConfiguration], defaultConfiguration: String?, dependencies: [String]
    ) {
        self.name = name
        self.productType = productType
        self.files = files
        self.synchronizedFolders = synchronizedFolders
        self.configurations = configurations
        self.defaultConfiguration = defaultConfiguration
        self.dependencies = dependencies
    }

    /// Whether the target builds a module other targets import: a
    /// framework, whose classes a storyboard names with `customModule`.
    public var isFramework: Bool {
        productType == "com.apple.product-type.framework" || productType == "com.apple.product-type.framework.static"
    }
}
