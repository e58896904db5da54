#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file line by line through one small buffer.
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
