import Foundation
import SegueGenKit
import SegueGenSupport

/// One set of inputs for generation tests: manifests (and storyboards), the
/// app sources that use the generated API, an optional `seguegen.yaml`, and
/// modules the app imports.
public struct GenerationCase: Sendable {
    public var name: String
    public var folder: URL
    public var golden: URL
    /// The folder of the app's Swift sources: `App` in the folder, or the
    /// folder itself for a package target, as the build plugin sees it.
    public var sources: URL
    /// The module the generated code compiles into, as the build plugin
    /// passes it; `App` unless the configuration names one.
    public var moduleName: String?
    /// For a target of an Xcode project: the files of its build phases and
    /// its Info.plist, as `seguegen validate FOLDER` reads them, with paths
    /// from the repository root; nil for a folder of inputs.
    public var targetInputs: [InputFile]?
    /// The target's bridging header, which shows its Objective-C classes
    /// to the Swift code, the generated code among it.
    public var bridgingHeader: URL?

    /// What Xcode passes the compiler for the target beyond the module:
    /// `-application-extension` for an app extension, whose code may call
    /// only the API extensions may (`APPLICATION_EXTENSION_API_ONLY`).
    public var compilerFlags: [String] = []

    /// Whether the case's proof needs the real iOS SDK: an Xcode target's
    /// sources use UIKit beyond the stand-in (an app delegate, text views,
    /// view transitions, an extension's context) and import Objective-C
    /// classes through a bridging header, which needs Objective-C UIKit.
    public var requiresIOSSDK: Bool { targetInputs != nil }

    init(name: String, folder: URL, sources: URL? = nil, moduleName: String? = nil) {
        self.name = name
        self.folder = folder
        self.golden = Fixtures.url("Goldens/\(name).swift")
        self.sources = sources ?? folder.appendingPathComponent("App")
        self.moduleName = moduleName
    }

    /// A target of the Xcode project below `folder`, named `Project.Target`
    /// after the folder.
    init(xcodeTarget run: XcodeTargetRun, below folder: URL) {
        self.init(
            name: "\(folder.lastPathComponent).\(run.target.target)", folder: folder, moduleName: run.target.moduleName)
        let prefix = String(folder.path.dropFirst(Fixtures.root.path.count + 1)) + "/"
        targetInputs = run.inputs.map { input in
            var fromRoot = input
            fromRoot.path = prefix + input.path
            return fromRoot
        }
        bridgingHeader = run.target.bridgingHeader.map { folder.appendingPathComponent($0) }
        if run.project.target(named: run.target.target)?.productType == "com.apple.product-type.app-extension" {
            compilerFlags = ["-application-extension"]
        }
    }

    /// The example apps, the targets of the example package as its plugins
    /// generate them, the targets of the example Xcode project, and the
    /// fixtures under `Tests/Fixtures/Generation`.
    public static func all() throws -> [GenerationCase] {
        var cases: [GenerationCase] = []
        for name in ["ConfirmBeforeLeaving", "MasterDetail", "RedGreenBlue"] {
            cases.append(GenerationCase(name: name, folder: Fixtures.examples.appendingPathComponent(name)))
        }
        for target in ["Committed", "Screens"] {
            let folder = Fixtures.examples.appendingPathComponent("PluginConsumer/Sources/\(target)")
            cases.append(
                GenerationCase(name: "PluginConsumer\(target)", folder: folder, sources: folder, moduleName: target))
        }
        let xcodeApp = Fixtures.examples.appendingPathComponent("XcodeApp")
        for run in try XcodeTargets.runs(below: xcodeApp, label: "XcodeApp") {
            cases.append(GenerationCase(xcodeTarget: run, below: xcodeApp))
        }
        let fixtures = Fixtures.url("Generation")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() {
            cases.append(GenerationCase(name: name, folder: fixtures.appendingPathComponent(name)))
        }
        return cases
    }

    public static func named(_ name: String) throws -> GenerationCase {
        try named([name])[0]
    }

    /// The cases `names` names, in that order; a name no case has fails
    /// the test, so a renamed fixture is never left out unseen.
    public static func named(_ names: [String]) throws -> [GenerationCase] {
        let cases = try all()
        return try names.map { name in
            guard let found = cases.first(where: { $0.name == name }) else {
                throw Fixtures.Missing(description: "no generation case is named \(name)")
            }
            return found
        }
    }

    /// The inputs, with paths relative to the repository root: manifests
    /// and storyboards, the XIBs at any depth, then the app's sources, as
    /// the build plugin passes a target's.
    public func inputs() throws -> [InputFile] {
        if let targetInputs { return targetInputs }
        let scenes = try Fixtures.files(in: folder, endingIn: [".segues.yaml", ".segues.json", ".storyboard"])
        let nibs = try Fixtures.filesBelow(folder, endingIn: ".xib")
        return try (scenes + nibs + appSources()).map { url in
            InputFile(
                path: String(url.path.dropFirst(Fixtures.root.path.count + 1)), bytes: try Fixtures.bytes(of: url))
        }
    }

    public func configuration() throws -> Configuration {
        let url = folder.appendingPathComponent("seguegen.yaml")
        guard FileManager.default.fileExists(atPath: url.path) else { return Configuration() }
        var diagnostics = DiagnosticCollector()
        return Configuration.read(try Fixtures.bytes(of: url), file: url.path, diagnostics: &diagnostics)
            ?? Configuration()
    }

    public func appSources() throws -> [URL] {
        if let targetInputs {
            // A target whose Run Script phase writes a file of its own
            // sources has that file among them: the generated code is what
            // a test generates afresh.
            return targetInputs.filter {
                $0.path.hasSuffix(".swift") && !$0.bytes.starts(with: Pipeline.generatedFileMarker)
            }.map { Fixtures.root.appendingPathComponent($0.path) }
        }
        guard FileManager.default.fileExists(atPath: sources.path) else { return [] }
        return try Fixtures.files(in: sources, endingIn: [".swift"])
    }

    /// Modules the app imports, one Swift file each.
    public func dependencies() throws -> [URL] {
        let url = folder.appendingPathComponent("Dependencies")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try Fixtures.files(in: url, endingIn: [".swift"])
    }

    /// The generated code, with the diagnostics of the run: the one call
    /// the command line and the plugins make.
    public func generate(inputs override: [InputFile]? = nil) throws -> (String?, [Diagnostic]) {
        let inputs = try override ?? self.inputs()
        var diagnostics = DiagnosticCollector()
        var code = ""
        let generated = Pipeline.run(try request(inputs), diagnostics: &diagnostics, output: { code += $0 })
        return (generated ? code : nil, diagnostics.sorted)
    }

    /// The split output, file name → code, with the diagnostics of the run;
    /// the layout comes from the inputs' paths, as the build plugin's does.
    public func generateSplit(inputs override: [InputFile]? = nil) throws -> ([String: String]?, [Diagnostic]) {
        let inputs = try override ?? self.inputs()
        var diagnostics = DiagnosticCollector()
        var files: [String: String] = [:]
        let generated = Pipeline.run(
            try request(inputs), layout: OutputLayout(inputs: inputs.map(\.path)), diagnostics: &diagnostics,
            output: { files[$0, default: ""] += $1 })
        return (generated ? files : nil, diagnostics.sorted)
    }

    /// The folder of the split output's reference files.
    public var splitGoldens: URL { Fixtures.url("Goldens/Split/\(name)") }

    /// The request as the plugins make it: the configuration file, read by
    /// the tool, under the flags the plugin passes (the target's module).
    private func request(_ inputs: [InputFile]) throws -> GenerationRequest {
        let file = folder.appendingPathComponent("seguegen.yaml")
        return GenerationRequest.resolve(
            inputs: inputs, configuration: try configuration(),
            configurationFile: FileManager.default.fileExists(atPath: file.path) ? file.path : nil,
            overrides: GenerationOverrides(moduleName: moduleName),
            loader: TemplateCatalog.loader(readFile: { try? String(contentsOfFile: $0, encoding: .utf8) }))
    }
}
