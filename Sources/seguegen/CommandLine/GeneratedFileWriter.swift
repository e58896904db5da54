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
/// untouched. Only a small buffer is ever in memory.
final class GeneratedFileWriter {
    let destination: String
    let temporaryPath: String
    private var descriptor: Int32
    private var failed = false

    struct Failure: Error {
        var reason: String
    }

    init(destination: String) throws(Failure) {
        self.destination = destination
        let slash = destination.lastIndex(of: "/")
        let folder = slash.map { String(destination[...$0]) } ?? ""
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        temporaryPath = "\(folder).\(name).seguegen-\(getpid()).tmp"
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw Failure(reason: Self.errorDescription()) }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    func write(_ chunk: String) {
        guard !failed else { return }
        var chunk = chunk
        chunk.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    failed = true
                    return
                }
                offset += written
            }
        }
    }

    enum Outcome {
        case written
        case unchanged
    }

    /// Finishes writing the temporary file, which then holds the whole new
    /// content.
    func finishWriting() throws(Failure) {
        guard descriptor >= 0 else { return }
        let closed = close(descriptor)
        descriptor = -1
        guard !failed, closed == 0 else {
            discard()
            throw Failure(reason: "writing failed: " + Self.errorDescription())
        }
    }

    /// Moves the new content into place unless it equals the old.
    func commit() throws(Failure) -> Outcome {
        try finishWriting()
        if FileComparison.sameContent(temporaryPath, destination) {
            discard()
            return .unchanged
        }
        guard rename(temporaryPath, destination) == 0 else {
            let reason = Self.errorDescription()
            discard()
            throw Failure(reason: reason)
        }
        return .written
    }

    /// Removes the temporary file; the destination is untouched.
    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        unlink(temporaryPath)
    }

    static func errorDescription() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}

/// Compares files a block at a time, so large generated files are never
/// loaded whole.
enum FileComparison {
    static func sameContent(_ lhs: String, _ rhs: String) -> Bool {
        var left = stat()
        var right = stat()
        guard stat(lhs, &left) == 0, stat(rhs, &right) == 0, left.st_size == right.st_size else { return false }
        guard let a = LineReader(path: lhs), let b = LineReader(path: rhs) else { return false }
        while true {
            let (blockA, blockB) = (a.nextBlock(), b.nextBlock())
            if blockA != blockB { return false }
            if blockA.isEmpty { return true }
        }
    }

    struct Difference {
        /// 1-based line number of the first differing line.
        var line: Int
        /// That line as it should read, or nil at the end of the file.
        var expected: String?
        /// How many lines differ, position by position.
        var count: Int
    }

    /// The first difference between the file that should exist (`expected`)
    /// and the one that does (`actual`), line by line; nil when they agree.
    static func difference(expected: String, actual: String) -> Difference? {
        guard let new = LineReader(path: expected), let old = LineReader(path: actual) else { return nil }
        var line = 0
        var first: (Int, String?)?
        var count = 0
        while true {
            let (a, b) = (new.nextLine(), old.nextLine())
            if a == nil && b == nil { break }
            line += 1
            if a != b {
                count += 1
                if first == nil { first = (line, a) }
            }
        }
        return first.map { Difference(line: $0.0, expected: $0.1, count: count) }
    }
}

/// Reads a file in blocks, or line by line, through one small buffer.
final class LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    private static let blockSize = 1 << 20

    init?(path: String) {
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    private func fill() {
        guard !atEnd else { return }
        if position > 0 {
            buffer.removeFirst(position)
            position = 0
        }
        var block = [UInt8](repeating: 0, count: Self.blockSize)
        let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, Self.blockSize) }
        if count <= 0 {
            atEnd = true
        } else {
            buffer.append(contentsOf: block[..<count])
        }
    }

    /// The next block of bytes; empty at the end of the file.
    func nextBlock() -> [UInt8] {
        if position >= buffer.count { fill() }
        let block = Array(buffer[position...])
        position = buffer.count
        return block
    }

    /// The next line without its line break; nil at the end of the file.
    func nextLine() -> String? {
        while true {
            if let newline = buffer[position...].firstIndex(of: UInt8(ascii: "\n")) {
                defer { position = newline + 1 }
                return String(decoding: buffer[position..<newline], as: UTF8.self)
            }
            if atEnd {
                guard position < buffer.count else { return nil }
                defer { position = buffer.count }
                return String(decoding: buffer[position...], as: UTF8.self)
            }
            fill()
        }
    }
}
