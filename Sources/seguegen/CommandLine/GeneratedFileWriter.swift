import SegueGenKit
import SegueGenSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a generated file as it is rendered, into a temporary file beside
/// the destination, then either renames it into place (one atomic step) or,
/// when the content did not change, deletes it and leaves the old file
/// untouched. A check, which only compares, puts its temporary file in the
/// system's temporary folder instead, so it needs no write permission where
/// the output lives. Each chunk is compared with the old file as it is written, so
/// deciding costs no second pass over either file, and only a small buffer
/// is ever in memory.
final class GeneratedFileWriter {
    let destination: String
    let temporaryPath: String
    private var descriptor: Int32
    private var failed = false
    /// The old file while everything written so far equals its start.
    private var previous: Int32
    private var comparisonBuffer: [UInt8] = []

    /// `temporaryBeside` false puts the temporary file in `$TMPDIR` even
    /// when writing: a sandboxed Run Script phase may write only the files
    /// it declares, and a temporary file beside the output is none of them.
    init(destination: String, comparingOnly: Bool = false, temporaryBeside: Bool = true) throws(FileSystem.Failure) {
        self.destination = destination
        let besideDestination = !comparingOnly && temporaryBeside
        let folderPrefix = besideDestination ? FilePath.folderPrefix(of: destination) : Self.temporaryFolderPrefix()
        temporaryPath = "\(folderPrefix).\(FilePath.fileName(destination)).seguegen-\(getpid()).tmp"
        if !comparingOnly { try FileSystem.createFolders(FilePath.folderPrefix(of: destination)) }
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw FileSystem.Failure(reason: FileSystem.errorDescription()) }
        previous = FileSystem.isRegularFile(destination) ? open(destination, O_RDONLY) : -1
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        stopComparing()
    }

    func write(_ chunk: String) {
        guard !failed else { return }
        var chunk = chunk
        chunk.withUTF8 { buffer in
            let bytes = UnsafeRawBufferPointer(buffer)
            compare(bytes)
            failed = !POSIXIO.writeAll(bytes, to: descriptor)
        }
    }

    /// Reads as many bytes of the old file as `bytes` holds and stops
    /// comparing at the first difference.
    private func compare(_ bytes: UnsafeRawBufferPointer) {
        guard previous >= 0, !bytes.isEmpty else { return }
        if comparisonBuffer.count < bytes.count { comparisonBuffer = [UInt8](repeating: 0, count: bytes.count) }
        let same = comparisonBuffer.withUnsafeMutableBytes { old in
            let slice = UnsafeMutableRawBufferPointer(rebasing: old[..<bytes.count])
            return POSIXIO.readFully(previous, into: slice) == bytes.count
                && memcmp(slice.baseAddress!, bytes.baseAddress!, bytes.count) == 0
        }
        if !same { stopComparing() }
    }

    private func stopComparing() {
        if previous >= 0 { close(previous) }
        previous = -1
    }

    /// True when the old file has been compared to its end and matched.
    private func matchesPrevious() -> Bool {
        guard previous >= 0 else { return false }
        var byte: UInt8 = 0
        let atEnd = withUnsafeMutableBytes(of: &byte) { POSIXIO.readFully(previous, into: $0) == 0 }
        stopComparing()
        return atEnd
    }

    enum Outcome {
        case written
        case unchanged
    }

    /// Finishes writing the temporary file, which then holds the whole new
    /// content.
    func finishWriting() throws(FileSystem.Failure) {
        guard descriptor >= 0 else { return }
        let closed = close(descriptor)
        descriptor = -1
        guard !failed, closed == 0 else {
            discard()
            throw FileSystem.Failure(reason: "writing failed: " + FileSystem.errorDescription())
        }
    }

    /// Moves the new content into place unless it equals the old.
    func commit() throws(FileSystem.Failure) -> Outcome {
        try finishWriting()
        if matchesPrevious() {
            discard()
            return .unchanged
        }
        guard rename(temporaryPath, destination) == 0 else {
            let reason = FileSystem.errorDescription()
            // A temporary file in `$TMPDIR` on another volume cannot be
            // renamed into place: its bytes are copied over instead, which
            // a failed run can leave half-written, the one case that can.
            let copied = errno == EXDEV && copyTemporaryFile()
            discard()
            guard copied else { throw FileSystem.Failure(reason: reason) }
            return .written
        }
        return .written
    }

    /// Copies the temporary file over the destination.
    private func copyTemporaryFile() -> Bool {
        guard let bytes = FileSystem.bytes(temporaryPath) else { return false }
        let output = open(destination, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard output >= 0 else { return false }
        let written = bytes.withUnsafeBytes { POSIXIO.writeAll($0, to: output) }
        return close(output) == 0 && written
    }

    /// Removes the temporary file; the destination is untouched.
    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        stopComparing()
        unlink(temporaryPath)
    }

    /// Reports that the generated file at `path` could not be written, for
    /// every writer of generated code; the failure exit status.
    static func reportFailure(at path: String, _ reason: String) -> ExitStatus {
        Console.report(
            Diagnostic(.outputWriteFailed, "cannot write the generated file: \(reason)", at: .start(of: path)))
        return .failure
    }

    /// `--check`: compares the file written, in full, with the destination,
    /// and reports where they part, naming `regenerate` to bring it up to
    /// date.
    func reportDifference(regenerate: String) -> ExitStatus {
        guard FileSystem.isRegularFile(destination) else {
            Console.report(
                Diagnostic(
                    .staleOutput, "the generated file does not exist; run \(regenerate)",
                    at: .start(of: destination)
                ))
            return .failure
        }
        guard let difference = FileComparison.difference(expected: temporaryPath, actual: destination) else {
            return .success
        }
        let expected = difference.expected.map { "\"\($0.trimmingWhitespace())\"" } ?? "<end of file>"
        Console.report(
            Diagnostic(
                .staleOutput,
                "the generated file is out of date: \(difference.count) line\(difference.count == 1 ? " differs" : "s differ"); "
                    + "line \(difference.line) should read \(expected); run \(regenerate)",
                at: SourceLocation(file: destination, line: difference.line, column: 1)
            ))
        return .failure
    }

    /// `$TMPDIR` (the plugins point it at their work folder), else `/tmp`.
    private static func temporaryFolderPrefix() -> String {
        guard let folder = getenv("TMPDIR").map({ String(cString: $0) }), !folder.isEmpty else { return "/tmp/" }
        return folder.hasSuffix("/") ? folder : folder + "/"
    }
}
