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

    init(destination: String, comparingOnly: Bool = false) throws(FileSystem.Failure) {
        self.destination = destination
        let folderPrefix = comparingOnly ? Self.temporaryFolderPrefix() : FilePath.folderPrefix(of: destination)
        temporaryPath = "\(folderPrefix).\(FilePath.fileName(destination)).seguegen-\(getpid()).tmp"
        if !comparingOnly { try FileSystem.createFolders(folderPrefix) }
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
            discard()
            throw FileSystem.Failure(reason: reason)
        }
        return .written
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

    /// `$TMPDIR` (the plugins point it at their work folder), else `/tmp`.
    private static func temporaryFolderPrefix() -> String {
        guard let folder = getenv("TMPDIR").map({ String(cString: $0) }), !folder.isEmpty else { return "/tmp/" }
        return folder.hasSuffix("/") ? folder : folder + "/"
    }
}
