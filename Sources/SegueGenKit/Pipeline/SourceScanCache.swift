import SegueGenSupport

/// The readings of source files (Swift, Objective-C, headers) that the runs
/// of one command share. A whole-project run validates every target, and
/// the targets link the same modules (a framework, a package, a static
/// library): without it, each of those modules is scanned once a target
/// (NetNewsWire's frameworks, linked by a dozen targets, took its validate
/// from 458M instructions to 2.65G). A file is scanned once per run for
/// each text its targets' environments leave of it (most files: one),
/// whatever number of targets read it.
///
/// A reading is a pure function of the file (its path and bytes), the
/// module it is read into, what the compilation environment removes from
/// it (`InactiveCode`: the targets of an iOS and a tvOS app read shared
/// code each as its platform compiles it, and share the reading of every
/// file where both remove the same) and the collector's settings. All but
/// the bytes make the key; beside the reading are the input and the digest of the
/// bytes it was read from. The same input met again (the command line
/// reads or maps each file once) is a hit without a look at its bytes;
/// another of the path is a hit when its digest is the one read, so a
/// file whose bytes changed between runs is read again. Storyboards and
/// manifests are not kept: they are large, and a target's own.
///
/// Safe to share between threads: `Pipeline.load` reads its inputs in
/// parallel.
public final class SourceScanCache: Sendable {
    private struct Key: Hashable {
        var path: String
        var module: String?
        var removed: InactiveCode.Edits
        var format: InputFormat
        var errorLimit: Int
        var suppressedWarnings: Set<DiagnosticCode>
    }

    /// A file, whatever the environment that reads it.
    private struct File: Hashable {
        var path: String
        var module: String?
        var format: InputFormat
    }

    private let lock = Lock()
    nonisolated(unsafe) private var readings:
        [Key: (input: InputFile, digest: ContentDigest, reading: Pipeline.Reading)] = [:]
    /// The structure of each file's conditions (`InactiveCode.Structure`),
    /// which each target judges in its own environment; nil for a file
    /// with none.
    nonisolated(unsafe) private var structures:
        [File: (input: InputFile, digest: ContentDigest, structure: InactiveCode.Structure?)] = [:]

    public init() {}

    /// `Pipeline.reading` of `input`, scanned the first time a source file
    /// with these bytes is asked for, and shared from then on.
    public func reading(
        _ input: InputFile, limits: ReaderLimits = .default, environment: CompilationEnvironment = .unknown,
        like collector: DiagnosticCollector
    ) -> Pipeline.Reading {
        guard let format = input.format ?? InputFormat(path: input.path), format.isSourceCode else {
            return Pipeline.reading(input, limits: limits, environment: environment, like: collector)
        }
        // The digest of the input's bytes, taken once if at all.
        var taken: ContentDigest?
        func inputDigest() -> ContentDigest {
            if let taken { return taken }
            let digest = input.digest()
            taken = digest
            return digest
        }
        let key = Key(
            path: input.path, module: input.module,
            removed: removed(input, format: format, environment: environment, digest: inputDigest), format: format,
            errorLimit: collector.errorLimit, suppressedWarnings: collector.suppressedWarnings)
        let known = lock.withLock { readings[key] }
        if let known, known.input.hasSameStorage(as: input) { return known.reading }
        if let known, known.digest == inputDigest() {
            input.releaseBytes()
            return known.reading
        }
        // Scanned outside the lock, so the other threads keep reading; two
        // threads given the same file scan it twice and keep one result,
        // which is the same.
        let (digest, reading) = input.withBytesOnHeap { copy, bytes in
            (
                ContentDigest(bytes),
                Pipeline.reading(copy, limits: limits, inactive: .edits(key.removed), like: collector)
            )
        }
        lock.withLock { readings[key] = (input, digest, reading) }
        return reading
    }

    /// What `environment` removes from `input` (`InactiveCode`), from the
    /// file's structure, read the first time the file is asked for.
    private func removed(
        _ input: InputFile, format: InputFormat, environment: CompilationEnvironment, digest: () -> ContentDigest
    ) -> InactiveCode.Edits {
        // A linked module's file reads the same in each target of one
        // platform, whatever the target's own conditions (`Pipeline.read`).
        let environment = input.module == nil ? environment : environment.ofLinkedModule
        guard !environment.isUnknown else { return InactiveCode.Edits() }
        let file = File(path: input.path, module: input.module, format: format)
        let known = lock.withLock { structures[file] }
        let structure: InactiveCode.Structure?
        if let known, known.input.hasSameStorage(as: input) || known.digest == digest() {
            structure = known.structure
        } else {
            let (digest, read) = input.withBytesOnHeap { _, bytes in
                (ContentDigest(bytes), InactiveCode.Structure(bytes, language: SourceTokenizer.Language(format)))
            }
            lock.withLock { structures[file] = (input, digest, read) }
            structure = read
        }
        return structure?.edits(in: environment) ?? InactiveCode.Edits()
    }
}
