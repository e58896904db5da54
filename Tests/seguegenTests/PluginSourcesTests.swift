import Foundation
import TestSupport
import XCTest

/// Every plugin's sources, type-checked as SwiftPM and Xcode compile them,
/// in the default run (the plugin tier builds packages, and only on demand):
/// against the toolchain's own PackagePlugin, then against it and the
/// stand-in XcodeProjectPlugin of `Tests/XcodePluginStandIn`, which makes
/// `canImport(XcodeProjectPlugin)` true, so that the Xcode entry points,
/// which only Xcode runs, are compiled on every machine. A probe compiled
/// with each plugin fails unless the plugin conforms to the protocols its
/// host calls. The plugins of `BinaryPlugin/` are the same files through
/// symbolic links; a plugin whose files differ from every other's is
/// type-checked on its own.
final class PluginSourcesTests: XCTestCase {
    /// The protocols each plugin's entry point conforms to, in a package and
    /// in an Xcode project.
    private static let entryPoints = [
        "SegueGenPlugin": (package: "BuildToolPlugin", xcode: "XcodeBuildToolPlugin"),
        "SegueGenCommand": (package: "CommandPlugin", xcode: "XcodeCommandPlugin"),
        "SegueGenCheck": (package: "CommandPlugin", xcode: "XcodeCommandPlugin"),
    ]

    /// The packages that declare plugins, as folders of the repository:
    /// SegueGen's and the binary-form ones.
    private static let packages = ["", "BinaryPlugin", "BinaryPlugin/Commands"]

    private static let standIn = Fixtures.root.appendingPathComponent(
        "Tests/XcodePluginStandIn/XcodeProjectPlugin.swift")

    private var folder: URL!

    override func setUpWithError() throws {
        folder = try SwiftTypeChecker.temporaryFolder("plugin-sources")
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    func testEveryPluginTypeChecksAsSwiftPMCompilesIt() throws {
        try typecheckEveryPlugin(importing: nil)
    }

    func testEveryPluginTypeChecksWithItsXcodeEntryPoint() throws {
        let api = try Self.pluginAPI()
        let result = try ProcessRunner.run(
            try XCTUnwrap(SwiftTypeChecker.swiftc),
            [
                "-emit-module", "-parse-as-library", "-swift-version", "6",
                // The flag Xcode's own module is built with.
                "-package-description-version", "999.0", "-I", api.path, "-module-name", "XcodeProjectPlugin",
                "-emit-module-path", folder.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path,
                Self.standIn.path,
            ], in: folder)
        XCTAssertEqual(result.status, 0, "the stand-in XcodeProjectPlugin does not build:\n\(result.standardError)")
        try typecheckEveryPlugin(importing: folder)
    }

    /// Type-checks each distinct plugin once with a probe of its entry
    /// points, failing on any error or warning; with `xcodeModules`, the
    /// folder of the stand-in, the Xcode entry points too.
    private func typecheckEveryPlugin(importing xcodeModules: URL?) throws {
        let api = try Self.pluginAPI()
        let plugins = try Self.plugins()
        XCTAssertEqual(
            Set(plugins.map(\.name)), Set(Self.entryPoints.keys),
            "every plugin the packages declare needs its entry points in PluginSourcesTests.entryPoints")
        XCTAssertEqual(plugins.count, 6, "the three plugins of SegueGen's package and the binary-form packages")
        var checked: [[String]: String] = [:]
        for plugin in plugins {
            let key = plugin.files.map { $0.resolvingSymlinksInPath().path }.sorted()
            if checked[key] != nil { continue }
            checked[key] = plugin.folder.path
            let entryPoints = try XCTUnwrap(Self.entryPoints[plugin.name])
            let probe = folder.appendingPathComponent("\(plugin.name)Probe.swift")
            let protocols = xcodeModules == nil ? [entryPoints.package] : [entryPoints.package, entryPoints.xcode]
            try Self.probe(plugin.name, conformingTo: protocols).write(to: probe, atomically: true, encoding: .utf8)
            let arguments =
                [
                    "-typecheck", "-parse-as-library", "-swift-version", "6",
                    "-package-description-version", plugin.toolsVersion, "-I", api.path,
                ] + (xcodeModules.map { ["-I", $0.path] } ?? []) + ["-module-name", plugin.name]
                + (plugin.files + [probe]).map(\.path)
            let result = try ProcessRunner.run(try XCTUnwrap(SwiftTypeChecker.swiftc), arguments)
            let host = xcodeModules == nil ? "as SwiftPM compiles it" : "with the stand-in XcodeProjectPlugin"
            XCTAssertEqual(result.status, 0, "\(plugin.folder.path), \(host):\n\(result.standardError)")
            XCTAssertFalse(
                result.standardError.contains("warning:"),
                "\(plugin.folder.path), \(host), warns:\n\(result.standardError)")
        }
        XCTAssertFalse(checked.isEmpty, "no plugin sources found")
    }

    /// A file that type-checks only if the plugin conforms to `protocols`.
    private static func probe(_ plugin: String, conformingTo protocols: [String]) -> String {
        let imports = ["PackagePlugin"] + (protocols.contains { $0.hasPrefix("Xcode") } ? ["XcodeProjectPlugin"] : [])
        return
            (imports.map { "import \($0)" } + protocols.map { "func as\($0)() -> any \($0).Type { \(plugin).self }" })
            .joined(separator: "\n") + "\n"
    }

    /// A plugin of one of the packages: its files, through symbolic links as
    /// SwiftPM follows them, and its package's tools version.
    private struct Plugin {
        var name: String
        var folder: URL
        var files: [URL]
        var toolsVersion: String
    }

    /// The plugin targets each package declares (`.plugin(name:
    /// capability:)`), in their default folder, `Plugins/NAME`.
    private static func plugins() throws -> [Plugin] {
        let declaration = try NSRegularExpression(pattern: #"\.plugin\(\s*name:\s*"([^"]+)",\s*capability:"#)
        var plugins: [Plugin] = []
        for package in packages {
            let root = Fixtures.root.appendingPathComponent(package)
            let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
            let toolsVersion = try XCTUnwrap(
                manifest.prefix { $0 != "\n" }.split(separator: ":").last.map {
                    $0.trimmingCharacters(in: .whitespaces)
                }, "\(package)/Package.swift names no tools version")
            let whole = NSRange(manifest.startIndex..., in: manifest)
            for match in declaration.matches(in: manifest, range: whole) {
                let name = String(manifest[try XCTUnwrap(Range(match.range(at: 1), in: manifest))])
                let folder = root.appendingPathComponent("Plugins/\(name)")
                plugins.append(
                    Plugin(name: name, folder: folder, files: swiftFiles(in: folder), toolsVersion: toolsVersion))
            }
        }
        return plugins
    }

    /// The Swift files under `folder`, following symbolic links to folders.
    private static func swiftFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().flatMap { name -> [URL] in
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
            if isFolder.boolValue { return swiftFiles(in: url) }
            return url.pathExtension == "swift" ? [url] : []
        }
    }

    /// The folder of the toolchain's PackagePlugin module, beside `swiftc`
    /// as SwiftPM finds it (`usr/lib/swift/pm/PluginAPI`); skips the calling
    /// test without it.
    private static func pluginAPI() throws -> URL {
        guard let swiftc = SwiftTypeChecker.swiftc else { throw XCTSkip("swiftc is not on the PATH") }
        let folder = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/pm/PluginAPI")
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("PackagePlugin.swiftmodule").path)
        else {
            throw XCTSkip(
                "the plugins' type-check is skipped: no PackagePlugin module in \(folder.path), where a toolchain "
                    + "keeps it beside swiftc")
        }
        return folder
    }
}
