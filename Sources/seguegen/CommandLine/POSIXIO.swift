#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole reads and writes on file descriptors. Types here that have `read`
/// or `write` methods of their own would otherwise have to qualify the C
/// calls with the platform's module, which names them differently on Linux
/// and on macOS.
enum POSIXIO {
    /// Writes all of `buffer`, retrying after interruptions; false when the
    /// descriptor refuses part of it.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, base + offset, buffer.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Reads until `buffer` is full or the file ends. Returns how many bytes
    /// were read, or nil on an error.
    static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        guard let base = buffer.baseAddress else { return 0 }
        var count = 0
        while count < buffer.count {
            let result = read(descriptor, base + count, buffer.count - count)
            if result < 0 && errno == EINTR { continue }
            if result < 0 { return nil }
            if result == 0 { break }
            count += result
        }
        return count
    }
}
