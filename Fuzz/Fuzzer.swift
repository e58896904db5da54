import Foundation
import SegueGenKit
import SegueGenSupport
import TemplateEngine

// One libFuzzer entry point for every target, chosen when the binary
// starts by SEGUEGEN_FUZZ_TARGET (see scripts/fuzz.sh): one instrumented
// link serves all ten, where a binary for each took ten links of the whole
// library. Besides crashes and hangs, it turns any diagnostic that points
// outside its input into a crash, so the fuzzer also hunts for unlocated
// errors.

/// What the fuzzed bytes are.
enum FuzzTarget: String, CaseIterable {
    case json, yaml, manifest, storyboard, source, template, generate, project, workspace, package

    /// The target the environment names, read once; a binary started
    /// without one stops with the list.
    static let current: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["SEGUEGEN_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError(
                "SEGUEGEN_FUZZ_TARGET is \"\(name)\"; set it to one of "
                    + allCases.map(\.rawValue).joined(separator: ", ") + " (scripts/fuzz.sh does)")
        }
        return target
    }()
}

/// The context every fuzzed template renders against: a small project
/// with storyboards, scenes, segues of every role, unwinds and classes.
let fuzzContext: any TemplateObject = {
    let manifest = """
        version: 1
        storyboard: Main
        initialScene: Navigation
        scenes:
          - {name: Navigation, kind: navigationController, segues: [{kind: relationship, relationship: rootViewController, destination: Red}]}
          - {name: Red, class: RedViewController, storyboardID: red, segues: [{id: showGreen, kind: show, destination: Green}]}
          - name: Green
            class: GreenViewController
            segues:
              - {id: presentBlue, kind: presentation, destination: Blue}
              - {id: back, kind: unwind, action: "unwindToRed:"}
          - {name: Blue, storyboardID: blue, segues: [{kind: unwind, action: "unwindToRed:"}]}
        classes:
          RedViewController: {unwindActions: ["unwindToRed:"]}
          GreenViewController: {confirmsLeaving: true, senders: {presentBlue: String}}

        """
    var diagnostics = DiagnosticCollector()
    let project = Pipeline.load(
        [InputFile(path: "Main.segues.yaml", bytes: Array(manifest.utf8))], checks: .everything,
        diagnostics: &diagnostics)!
    return TemplateContextBuilder.build(project, options: GenerationOptions(inputFileNames: ["Main.segues.yaml"]))
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var diagnostics = DiagnosticCollector()
    let path: String
    switch FuzzTarget.current {
    case .json:
        path = "fuzz.json"
        _ = ManifestSyntax.json.read(bytes, file: path, diagnostics: &diagnostics)
    case .yaml:
        path = "fuzz.yaml"
        _ = ManifestSyntax.yaml.read(bytes, file: path, diagnostics: &diagnostics)
    case .manifest:
        // The first byte picks the syntax, the rest goes through decoding and validation.
        path = (bytes.first ?? 0) & 1 == 0 ? "fuzz.segues.yaml" : "fuzz.segues.json"
        _ = Pipeline.load(
            [InputFile(path: path, bytes: Array(bytes.dropFirst()))], checks: .everything, diagnostics: &diagnostics)
    case .storyboard:
        path = "fuzz.storyboard"
        _ = Pipeline.load([InputFile(path: path, bytes: bytes)], checks: .everything, diagnostics: &diagnostics)
    case .source:
        // The first byte picks Swift (even) or Objective-C (odd); the source
        // scanners report nothing, but every action they find must be located
        // inside the file.
        path = (bytes.first ?? 0) & 1 == 0 ? "fuzz.swift" : "fuzz.m"
        let document = Pipeline.read(InputFile(path: path, bytes: Array(bytes.dropFirst())), diagnostics: &diagnostics)
        let sourceLines = bytes.dropFirst().reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        for action in document?.sourceClasses.flatMap(\.unwindActions) ?? [] {
            precondition(action.location.line >= 1 && action.location.line <= sourceLines, "unlocated: \(action)")
        }
    case .template:
        // Arbitrary template text, rendered with every filter against a
        // fixed context; it may include the built-in templates. Tight limits
        // keep each run short, and the output must stay within them.
        path = "fuzz.stencil"
        let text = String(decoding: bytes, as: UTF8.self)
        let loader = TemplateLoader(builtins: TemplateCatalog.loader().builtins.merging([path: text]) { $1 })
        let limits = TemplateRenderer.Limits(maximumSteps: 20_000, maximumOutputSize: 1 << 20)
        var size = 0
        do {
            try TemplateRenderer.render(
                template: path, context: fuzzContext, loader: loader, filters: TemplateCatalog.filters,
                limits: limits, output: { size += $0.utf8.count })
        } catch {
            // An error inside an included built-in template is located
            // there; the check below judges those in the fuzzed text.
            if error.location.file == path {
                diagnostics.emit(Diagnostic(.templateSyntax, error.message, at: error.location))
            } else {
                precondition(
                    TemplateCatalog.builtinTemplateNames.contains(error.location.file), "unlocated: \(error)")
            }
        }
        // The last loop or include may add at most one chunk past the limit.
        precondition(size <= limits.maximumOutputSize + (1 << 20), "unbounded output: \(size) bytes")
    case .generate:
        // A manifest (first byte even) or a storyboard (odd) through the whole
        // pipeline and the built-in templates: whatever validates must render,
        // as one file and as the split output, with every file of the layout.
        path = (bytes.first ?? 0) & 1 == 0 ? "fuzz.segues.yaml" : "fuzz.storyboard"
        if let project = Pipeline.load(
            [InputFile(path: path, bytes: Array(bytes.dropFirst()))], checks: .everything, diagnostics: &diagnostics),
            !diagnostics.hasErrors
        {
            var rendering = DiagnosticCollector()
            let code = Pipeline.generate(
                project, options: GenerationOptions(inputFileNames: [path]), loader: TemplateCatalog.loader(),
                diagnostics: &rendering)
            precondition(code != nil, "a valid project failed to render: \(rendering.diagnostics)")
            let layout = OutputLayout(inputs: [path])
            var files: Set<String> = []
            let split = Pipeline.generate(
                project, options: GenerationOptions(inputFileNames: [path]), layout: layout,
                loader: TemplateCatalog.loader(), diagnostics: &rendering, output: { name, _ in files.insert(name) })
            precondition(split, "a valid project failed to render split: \(rendering.diagnostics)")
            precondition(files == Set(layout.allFileNames), "split output \(files) is not its layout")
        }
    case .project:
        // A project.pbxproj, and every target resolved with what it links:
        // the fuzzed bytes stand for every other file the resolution asks
        // for (an .xcconfig, a Package.swift, another project), and every
        // folder lists one Package.swift and one source.
        path = "App.xcodeproj/project.pbxproj"
        if let project = XcodeProjectReader.read(bytes, projectPath: "App.xcodeproj", diagnostics: &diagnostics) {
            var ignored = DiagnosticCollector()
            let other = XcodeProjectReader.read(bytes, projectPath: "Other.xcodeproj", diagnostics: &ignored)
            for target in project.targets {
                _ = XcodeTargetInputs.resolve(
                    target, of: project, readFile: { _ in bytes },
                    listFolder: { _ in ["Package.swift", "Sources/A/a.swift"] },
                    otherProject: { _ in other }, siblingProjects: ["Other.xcodeproj"], diagnostics: &ignored)
            }
        }
    case .workspace:
        // A workspace's contents.xcworkspacedata: every project it names is
        // a path ending in .xcodeproj.
        path = "App.xcworkspace/contents.xcworkspacedata"
        for project in XcodeWorkspace.read(bytes, workspacePath: "App.xcworkspace").projects {
            precondition(project.hasSuffix(".xcodeproj"), "not a project: \(project)")
        }
    case .package:
        // A Package.swift: every product's targets are targets it declares.
        path = "Package.swift"
        let manifest = SwiftPackageManifest.read(bytes)
        for product in manifest.products {
            let (targets, _) = manifest.targets(ofProduct: product.name)
            precondition(targets.allSatisfy { manifest.targets.contains($0) }, "unknown target of \(product.name)")
        }
    }
    let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    for diagnostic in diagnostics.diagnostics {
        let location = diagnostic.location
        precondition(location.file == path, "diagnostic for another file: \(diagnostic)")
        precondition(location.line >= 1 && location.line <= lines && location.column >= 1, "unlocated: \(diagnostic)")
    }
    return 0
}
