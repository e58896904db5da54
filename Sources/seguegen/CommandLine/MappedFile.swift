import SegueGenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file mapped into memory, read-only, for large storyboards: the reader
/// streams through it, and the pages it has passed are handed back to the
/// system, so a 20 MB storyboard never needs 20 MB of memory.
final class MappedFile: InputBuffer, @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    private let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// nil when the file cannot be opened or mapped (or is empty; callers
    /// read small files into memory instead).
    init?(path: String) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else {
            return nil
        }
        let size = Int(status.st_size)
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
            address != UnsafeMutableRawPointer(bitPattern: -1)
        else {
            return nil
        }
        bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
        _ = madvise(address, size, MADV_SEQUENTIAL)
    }

    /// Drops the whole pages before `offset` from memory, and every page
    /// once `offset` is the end (a scanned source file's last page, kept,
    /// was 4 KB resident for each file of an app); reading them again
    /// reloads them from the file.
    func release(before offset: Int) {
        guard let base = bytes.baseAddress else { return }
        let length = offset >= bytes.count ? bytes.count : offset / pageSize * pageSize
        if length > 0 { _ = madvise(UnsafeMutableRawPointer(mutating: base), length, MADV_DONTNEED) }
    }

    deinit {
        if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
    }
}
