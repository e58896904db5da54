// A stand-in for XcodeProjectPlugin, the module Xcode gives a package plugin
// when it runs on an Xcode project. Only Xcode ships it, so the plugins'
// Xcode entry points (`#if canImport(XcodeProjectPlugin)`) would never be
// compiled anywhere else; PluginSourcesTests builds this file as the module
// and type-checks every plugin against it and the toolchain's real
// PackagePlugin. The declarations are written by hand from Apple's published
// interface of Xcode 14.1 (swift-module-flags `-package-description-version
// 999.0`); CONTRIBUTING.md says which of them a copy of it showed. A
// declaration marked "Unverified" was added after Xcode 14.1 and is written
// from its use in public plugins, not from an interface; CONTRIBUTING.md
// lists them. Bodies are placeholders: nothing here runs.
import Foundation
import PackagePlugin

/// The Xcode project a plugin runs on.
public struct XcodeProject {
    public typealias ID = String

    public let id: ID
    public let displayName: String
    /// The folder holding the `.xcodeproj`.
    public let directory: Path
    /// Unverified: added after Xcode 14.1. The URL form of `directory`.
    public let directoryURL: URL
    /// Every file the project refers to.
    public let filePaths: PathList
    public let targets: [XcodeTarget]
}

/// One target of an Xcode project.
public struct XcodeTarget {
    public typealias ID = String

    public let id: ID
    /// The target's name as the project navigator shows it.
    public let displayName: String
    /// What the target builds, if Xcode can say.
    public let product: XcodeProduct?
    /// The files of the target's build phases: sources, headers, resources.
    public let inputFiles: FileList
}

/// What an Xcode target builds.
public struct XcodeProduct {
    public typealias ID = String

    /// The kinds Xcode tells apart; every other product type is `other`
    /// with Xcode's identifier for it.
    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }

    public let id: ID
    public let name: String
    public let kind: Kind
}

/// What Xcode hands a plugin: the project, a folder the plugin may write to,
/// and the tools the plugin depends on.
public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectory: Path
    /// Unverified: added after Xcode 14.1. The URL form of
    /// `pluginWorkDirectory`, as `PluginContext` has it.
    public let pluginWorkDirectoryURL: URL

    /// A tool the plugin depends on, by name, as `PluginContext` finds one.
    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("a stand-in for type-checking; Xcode's own module runs plugins")
    }
}

/// A build tool plugin that Xcode runs on a target of an Xcode project, as
/// `BuildToolPlugin` is run on a package's target.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin that Xcode runs on an Xcode project, from the project's
/// context menu, as `CommandPlugin` is run on a package. Xcode passes the
/// targets the user chose as `--target NAME` arguments.
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
