import SegueGenKit
import SegueGenSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the split output into a folder: every file of the layout through
/// its own `GeneratedFileWriter`, so each is replaced atomically and only
/// when it changed. Nothing is moved into place until every file rendered
/// and was written in full; an unchanged storyboard's file keeps its date,
/// so the build does not recompile it. Files seguegen generated there before
/// that the inputs no longer produce (a storyboard deleted or renamed) are
/// removed, since they would otherwise still compile.
struct GeneratedFolderWriter {
    let folder: String
    let layout: OutputLayout
    let comparingOnly: Bool

    init(folder: String, layout: OutputLayout, comparingOnly: Bool) {
        self.folder = folder
        self.layout = layout
        self.comparingOnly = comparingOnly
    }

    private func path(_ fileName: String) -> String { FilePath.join(folder, fileName) }

    /// Renders `request` into the folder, or with `comparingOnly` compares
    /// it with the folder, naming `regenerate` in a stale-output message.
    func generate(_ request: GenerationRequest, diagnostics: inout DiagnosticCollector, regenerate: String)
        -> ExitStatus
    {
        generate(diagnostics: &diagnostics, regenerate: regenerate) { diagnostics, output in
            Pipeline.run(request, layout: layout, diagnostics: &diagnostics, output: output)
        }
    }

    /// Renders `checked`, the checked run of `request` whose findings the
    /// caller reported, as `generate(_:diagnostics:regenerate:)` does.
    func generate(_ checked: CheckedRun, of request: GenerationRequest, regenerate: String) -> ExitStatus {
        var diagnostics = DiagnosticCollector()
        return generate(diagnostics: &diagnostics, regenerate: regenerate) { diagnostics, output in
            Pipeline.render(checked, of: request, layout: layout, diagnostics: &diagnostics, output: output)
        }
    }

    /// Renders what `render` hands over into the folder's writers.
    private func generate(
        diagnostics: inout DiagnosticCollector, regenerate: String,
        render: (inout DiagnosticCollector, (_ fileName: String, _ chunk: String) -> Void) -> Bool
    ) -> ExitStatus {
        var writers: [String: GeneratedFileWriter] = [:]
        func discardAll() {
            for writer in writers.values { writer.discard() }
        }
        defer {
            if comparingOnly { discardAll() }
        }
        for fileName in layout.allFileNames {
            do {
                writers[fileName] = try GeneratedFileWriter(destination: path(fileName), comparingOnly: comparingOnly)
            } catch {
                discardAll()
                Console.report(diagnostics)
                return GeneratedFileWriter.reportFailure(at: path(fileName), error.reason)
            }
        }
        let generated = render(&diagnostics) { fileName, chunk in writers[fileName]?.write(chunk) }
        Console.report(diagnostics)
        guard generated else {
            discardAll()
            return .failure
        }
        for fileName in layout.allFileNames {
            do {
                try writers[fileName]?.finishWriting()
            } catch {
                discardAll()
                return GeneratedFileWriter.reportFailure(at: path(fileName), error.reason)
            }
        }
        return comparingOnly ? compare(writers, regenerate: regenerate) : commit(writers)
    }

    private func commit(_ writers: [String: GeneratedFileWriter]) -> ExitStatus {
        var status = ExitStatus.success
        for fileName in layout.allFileNames {
            do {
                _ = try writers[fileName]?.commit()
            } catch {
                status = GeneratedFileWriter.reportFailure(at: path(fileName), error.reason)
            }
        }
        for fileName in staleFiles() where unlink(path(fileName)) != 0 {
            status = GeneratedFileWriter.reportFailure(
                at: path(fileName),
                "cannot remove this file, which the inputs no longer generate: "
                    + FileSystem.errorDescription())
        }
        return status
    }

    private func compare(_ writers: [String: GeneratedFileWriter], regenerate: String) -> ExitStatus {
        var status = ExitStatus.success
        for fileName in layout.allFileNames {
            guard let writer = writers[fileName] else { continue }
            if writer.reportDifference(regenerate: regenerate) != .success { status = .failure }
        }
        for fileName in staleFiles() {
            Console.report(
                Diagnostic(
                    .staleOutput, "the inputs no longer generate this file; run \(regenerate), which removes it",
                    at: .start(of: path(fileName))
                ))
            status = .failure
        }
        return status
    }

    /// Files in the folder that seguegen generated (they start with its
    /// header) under a name of the split output, which this layout does not
    /// produce; sorted.
    private func staleFiles() -> [String] {
        let produced = Set(layout.allFileNames)
        return FileSystem.entries(of: folder).filter { name in
            (name.hasSuffix(OutputLayout.fileNameSuffix) || name == OutputLayout.sharedFileName)
                && !produced.contains(name)
                && FileSystem.isRegularFile(path(name)) && Self.isGenerated(path(name))
        }.sorted()
    }

    private static func isGenerated(_ path: String) -> Bool {
        let marker = Pipeline.generatedFileMarker
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var start = [UInt8](repeating: 0, count: marker.count)
        let read = start.withUnsafeMutableBytes { POSIXIO.readFully(descriptor, into: $0) }
        return read == marker.count && start == marker
    }
}
