import SegueGenSupport
import TemplateEngine

/// Everything one generation needs, resolved by the tool from its command
/// line and configuration before the pipeline runs: the inputs as read,
/// the options, the template, and which diagnostics to keep. `Pipeline.run`
/// takes it whole, so the command line, the plugins and tests make the same
/// single call.
public struct GenerationRequest: Sendable {
    public var inputs: [InputFile]
    public var options: GenerationOptions
    /// A built-in template's name, or a path the loader reads.
    public var template: String
    public var loader: TemplateLoader
    /// The checks' scopes, as the configuration sets them: every check
    /// reads this one value.
    public var checks: CheckScopes
    public var suppressedWarnings: Set<DiagnosticCode>
    /// The `INFOPLIST_KEY_…` settings of a project's target that generates
    /// its Info.plist (by key without the prefix); nil otherwise.
    public var infoPlistSettings: [String: String]?
    /// Whether the inputs hold all the code of the run's own module: only
    /// a project's target can tell (`ProjectRuns`).
    public var ownModule: ModuleCoverage = .notATarget
    /// What the run's code is compiled for: a project's target says
    /// (`CompilationEnvironment.of`), a run of files its storyboards'
    /// platform (`CompilationEnvironment.ofInterfaceFiles`); unknown
    /// otherwise, which reads every file as it is.
    public var environment: CompilationEnvironment = .unknown
    /// The source files the command's other runs read already (the
    /// targets of a project link the same modules); nil to read every
    /// file.
    public var scans: SourceScanCache?

    public init(
        inputs: [InputFile], options: GenerationOptions, template: String = TemplateCatalog.defaultTemplate,
        loader: TemplateLoader = TemplateCatalog.loader(), checks: CheckScopes = .everything,
        suppressedWarnings: Set<DiagnosticCode> = [], infoPlistSettings: [String: String]? = nil
    ) {
        self.infoPlistSettings = infoPlistSettings
        self.inputs = inputs
        self.options = options
        self.template = template
        self.loader = loader
        self.checks = checks
        self.suppressedWarnings = suppressedWarnings
    }
}

extension Pipeline {
    /// Reads, validates and renders `request`, handing the code to `output`
    /// in chunks. Returns whether code was generated, with every diagnostic
    /// of the run; on an error nothing, or an incomplete start, was handed
    /// over, and the caller discards it.
    public static func run(
        _ request: GenerationRequest, diagnostics: inout DiagnosticCollector, output: (String) -> Void
    ) -> Bool {
        // The whole run is a temporary, gone before rendering starts.
        guard let run = validRun(request, diagnostics: &diagnostics)?.forRendering() else { return false }
        return generate(
            run, options: request.options, template: request.template, loader: request.loader,
            diagnostics: &diagnostics, output: output)
    }

    /// `run`, for the split output: each file of `layout` is handed to
    /// `output` with its name.
    public static func run(
        _ request: GenerationRequest, layout: OutputLayout, diagnostics: inout DiagnosticCollector,
        output: (_ fileName: String, _ chunk: String) -> Void
    ) -> Bool {
        guard let run = validRun(request, diagnostics: &diagnostics)?.forRendering() else { return false }
        return generate(
            run, options: request.options, layout: layout, template: request.template, loader: request.loader,
            diagnostics: &diagnostics, output: output)
    }

    /// The split output of `checked`, the checked run of `request`
    /// (`load`), as `run(_:layout:diagnostics:output:)` renders it: for a
    /// caller that reports several runs' findings together before it
    /// writes any.
    public static func render(
        _ checked: CheckedRun, of request: GenerationRequest, layout: OutputLayout,
        diagnostics: inout DiagnosticCollector, output: (_ fileName: String, _ chunk: String) -> Void
    ) -> Bool {
        generate(
            checked.forRendering(), options: request.options, layout: layout, template: request.template,
            loader: request.loader, diagnostics: &diagnostics, output: output)
    }

    /// Reads and validates `request`'s inputs with its checks' scopes,
    /// dropping the warnings it silences: the checked run, or nil when
    /// reading failed; errors of validation are in `diagnostics`.
    public static func load(_ request: GenerationRequest, diagnostics: inout DiagnosticCollector) -> CheckedRun? {
        diagnostics.suppressedWarnings.formUnion(request.suppressedWarnings)
        return load(
            request.inputs, checks: request.checks, names: request.options.names,
            infoPlistSettings: request.infoPlistSettings, moduleName: request.options.moduleName,
            ownModule: request.ownModule, environment: request.environment, scans: request.scans,
            diagnostics: &diagnostics)
    }

    private static func validRun(_ request: GenerationRequest, diagnostics: inout DiagnosticCollector)
        -> CheckedRun?
    {
        guard let run = load(request, diagnostics: &diagnostics), !diagnostics.hasErrors else { return nil }
        return run
    }
}
