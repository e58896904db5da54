import Foundation
import SegueGenKit
import SegueGenSupport

/// The inputs of one corpus run (a target, or an app's folder), each read
/// once through the corpus tests' shared cache (`SharedApps.scans`): the
/// corpus tests load a run again and again with a few inputs changed (a
/// renamed identifier, outlet or method), and reading every input each
/// time took minutes over the corpus.
public struct CorpusInputs: Sendable {
    /// `<app>/<project>/<target>`, or the app's folder, for messages.
    public var name: String
    public var inputs: [InputFile]
    /// `inputs`, each read.
    public var readings: [Pipeline.Reading]

    /// `inputs`, read through `SharedApps.scans`.
    public init(name: String, inputs: [InputFile]) {
        self.init(
            name: name, inputs: inputs,
            readings: inputs.parallelMap { SharedApps.scans.reading($0, like: DiagnosticCollector()) })
    }

    /// `inputs`, already read as `readings`, one for one.
    public init(name: String, inputs: [InputFile], readings: [Pipeline.Reading]) {
        precondition(inputs.count == readings.count, "\(name): one reading for each input")
        self.name = name
        self.inputs = inputs
        self.readings = readings
    }

    /// The target of the Xcode project `run`, in the order `seguegen`
    /// reads it, read once a test process (`SharedApps.readings(of:)`).
    public init(_ run: XcodeTargetRun) {
        self.init(name: run.name, inputs: run.inputs, readings: SharedApps.readings(of: run))
    }

    /// The same inputs, their storyboards first: the order the unwind and
    /// identifier tests have always loaded them in.
    public var storyboardsFirst: CorpusInputs {
        let order =
            inputs.indices.filter { Self.describesScenes(inputs[$0]) }
            + inputs.indices.filter { !Self.describesScenes(inputs[$0]) }
        return CorpusInputs(name: name, inputs: order.map { inputs[$0] }, readings: order.map { readings[$0] })
    }

    /// The storyboards and manifests.
    public var storyboards: [InputFile] { inputs.filter(Self.describesScenes) }
    /// `storyboards`, read.
    public var storyboardReadings: [Pipeline.Reading] {
        zip(inputs, readings).filter { Self.describesScenes($0.0) }.map(\.1)
    }
    /// Everything else: sources, headers, XIBs, `Info.plist`.
    public var sources: [InputFile] { inputs.filter { !Self.describesScenes($0) } }

    /// The reading of the input at `path`.
    public func reading(of path: String) -> Pipeline.Reading? {
        inputs.firstIndex { $0.path == path }.map { readings[$0] }
    }

    public static func describesScenes(_ input: InputFile) -> Bool {
        InputFormat(path: input.path)?.describesScenes == true
    }

    /// The same inputs, each one `change` gives a new text for replaced by
    /// that text and read again; a changed input keeps its module and how
    /// it was found, as the build would see it. An input whose text stays
    /// the same keeps its reading.
    public func changing(_ change: (InputFile) -> String?) -> CorpusInputs {
        var result = self
        for (index, input) in inputs.enumerated() {
            guard let text = change(input), Array(text.utf8) != input.bytes else { continue }
            var changed = InputFile(path: input.path, bytes: Array(text.utf8))
            changed.module = input.module
            changed.isFoundInFolder = input.isFoundInFolder
            result.inputs[index] = changed
            result.readings[index] = SharedApps.scans.reading(changed, like: DiagnosticCollector())
        }
        return result
    }

    /// The same inputs with each `(old, new)` of `renamings` replaced in
    /// the text of those `isRenamed` accepts.
    public func replacing(_ renamings: [(String, String)], where isRenamed: (InputFile) -> Bool) -> CorpusInputs {
        guard !renamings.isEmpty else { return self }
        return changing { input in
            guard isRenamed(input) else { return nil }
            var text = String(decoding: input.bytes, as: UTF8.self)
            for (old, new) in renamings { text = text.replacingOccurrences(of: old, with: new) }
            return text
        }
    }

    /// What `Pipeline.load` makes of the inputs `isLoaded` accepts, in
    /// order: the project and the diagnostics, sorted.
    public func load(where isLoaded: (InputFile) -> Bool = { _ in true }) -> (
        project: Project?, diagnostics: [Diagnostic]
    ) {
        var diagnostics = DiagnosticCollector()
        let project = Pipeline.load(
            zip(inputs, readings).filter { isLoaded($0.0) }.map(\.1), checks: .everything, diagnostics: &diagnostics)?
            .project
        return (project, diagnostics.sorted)
    }
}
