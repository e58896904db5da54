import SegueGenSupport

/// One input as the command line or a plugin hands it over: its path as
/// given (for messages and names) and its bytes. Reading the disk is the
/// caller's business, which keeps every stage pure and testable.
public struct InputFile: Sendable {
    private enum Content: Sendable {
        case bytes([UInt8])
        case buffer(any InputBuffer)
    }

    public var path: String
    /// Whether the file was found in a folder the caller named, rather than
    /// named itself: a storyboard for another platform found there is
    /// skipped with a note, since nothing else could leave it out.
    public var isFoundInFolder = false
    /// For a source file of another module than the one the run checks and
    /// generates for (a framework the target depends on): the module. Its
    /// classes count, as superclasses and unwind implementers; its string
    /// literals name that module's storyboards, so they are not judged here.
    public var module: String?
    /// What the file is when its role says so rather than its name: a
    /// target's `INFOPLIST_FILE` is its Info.plist whatever it is called
    /// (`Info_Debug.plist`); nil to tell by the name.
    public var format: InputFormat?
    private var content: Content

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        content = .bytes(bytes)
    }

    /// An input whose bytes live outside the Swift heap, such as a mapped
    /// file, so a large storyboard need not be resident all at once.
    public init(path: String, buffer: any InputBuffer) {
        self.path = path
        content = .buffer(buffer)
    }

    /// The bytes as an array.
    public var bytes: [UInt8] {
        switch content {
        case .bytes(let bytes): bytes
        case .buffer(let buffer): Array(buffer.bytes)
        }
    }

    /// Runs `body` on the bytes, with a function a streaming reader calls to
    /// say it no longer needs the bytes before an offset.
    func withContiguousBytes<Result>(
        _ body: (UnsafeBufferPointer<UInt8>, _ release: (Int) -> Void) throws -> Result
    ) rethrows -> Result {
        switch content {
        case .bytes(let bytes): try bytes.withUnsafeBufferPointer { try body($0, { _ in }) }
        case .buffer(let buffer): try body(buffer.bytes, buffer.release(before:))
        }
    }

    /// Runs `body` on the bytes as an array, then, for bytes held outside
    /// the heap, hands their pages back: a source file is scanned once,
    /// and keeping every mapped page of an app's sources resident made
    /// `validate`'s peak memory grow with all the code it read.
    func withTransientBytes<Result>(_ body: ([UInt8]) throws -> Result) rethrows -> Result {
        try withBytesOnHeap { _, bytes in try body(bytes) }
    }

    /// Runs `body` on this input with its bytes on the heap, and those
    /// bytes, then hands back the pages of bytes held outside it: a cache
    /// takes the digest of exactly the bytes its scan reads, even if the
    /// file changes under its mapping meanwhile.
    func withBytesOnHeap<Result>(_ body: (InputFile, [UInt8]) throws -> Result) rethrows -> Result {
        switch content {
        case .bytes(let bytes): return try body(self, bytes)
        case .buffer(let buffer):
            defer { buffer.release(before: buffer.bytes.count) }
            var copy = self
            let bytes = Array(buffer.bytes)
            copy.content = .bytes(bytes)
            return try body(copy, bytes)
        }
    }

    /// Whether `other` holds the bytes this input was read from, known
    /// without a digest: the same storage outside the heap (the command
    /// line maps each file once, so a cache meets the same input again),
    /// or an equal array (an input's array is its own and never changes).
    /// Other storage is told by its digest, never by this input's bytes: a
    /// mapped file reads as the file is now, which may have changed (or
    /// shrunk, which would fault) since it was scanned.
    func hasSameStorage(as other: InputFile) -> Bool {
        switch (content, other.content) {
        case (.bytes(let mine), .bytes(let theirs)): mine == theirs
        case (.buffer(let mine), .buffer(let theirs)): mine === theirs
        default: false
        }
    }

    /// The digest of the bytes as they are now (their pages stay mapped,
    /// for the scan that may follow).
    func digest() -> ContentDigest {
        withContiguousBytes { bytes, _ in ContentDigest(bytes) }
    }

    /// Hands back the pages of bytes held outside the heap, read for a
    /// digest and not scanned.
    func releaseBytes() {
        withContiguousBytes { bytes, release in release(bytes.count) }
    }

    /// The file name without directories, as generated headers cite it.
    public var fileName: String { FilePath.fileName(path) }
}

/// Bytes held outside the Swift heap, such as a memory-mapped file, which a
/// streaming reader can release as it goes.
public protocol InputBuffer: AnyObject, Sendable {
    var bytes: UnsafeBufferPointer<UInt8> { get }
    /// A hint that the bytes before `offset` will rarely be read again; they
    /// must stay readable.
    func release(before offset: Int)
}

/// A file's bytes told apart without keeping them: their count and the
/// standard library's SipHash of them, seeded anew by each process, which a
/// cache of one process may compare. (A multiply-and-xor hash eight bytes
/// at a time, as first written, never carried a high bit down: two files
/// differing in a byte of every eighth offset collided.)
struct ContentDigest: Hashable, Sendable {
    let count: Int
    let hash: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        count = bytes.count
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        hash = hasher.finalize()
    }

    init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer(ContentDigest.init)
    }
}
