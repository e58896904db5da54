import SegueGenSupport

/// The checks every text reader does before parsing: size, an optional
/// UTF-8 byte-order mark, and UTF-8 validity. Doing them once up front lets
/// the parsers assume well-formed UTF-8 and keeps them linear.
struct InputText {
    let bytes: [UInt8]
    let file: String
    /// Where the content starts: 3 when a byte-order mark is present.
    let contentStart: Int

    /// Returns nil, with a located error, when the bytes cannot be read as
    /// text.
    init?(bytes: [UInt8], file: String, maximumSize: Int, diagnostics: inout DiagnosticCollector) {
        let start = bytes.withUnsafeBufferPointer { buffer in
            Self.contentStart(
                of: buffer, file: file, maximumSize: maximumSize, encodingAdvice: "save the file as UTF-8",
                release: { _ in }, diagnostics: &diagnostics)
        }
        guard let start else { return nil }
        self.bytes = bytes
        self.file = file
        self.contentStart = start
    }

    /// The checks themselves, for any reader: where the content starts
    /// (after a byte-order mark), or nil after a located error. `release`
    /// is called as validation moves on, for a mapped file.
    static func contentStart(
        of buffer: UnsafeBufferPointer<UInt8>, file: String, maximumSize: Int, encodingAdvice: String,
        release: (Int) -> Void, diagnostics: inout DiagnosticCollector
    ) -> Int? {
        guard buffer.count <= maximumSize else {
            diagnostics.emit(
                Diagnostic(
                    .inputTooLarge, "file is \(buffer.count) bytes; the limit is \(maximumSize) bytes",
                    at: .start(of: file)))
            return nil
        }
        let start = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let offset = UTF8Validation.firstInvalidOffset(in: buffer, from: start, release: release) {
            var locator = LineLocator(buffer, file: file, start: start)
            diagnostics.emit(
                Diagnostic(
                    .invalidEncoding, "invalid UTF-8 byte \(hexByte(buffer[offset])); \(encodingAdvice)",
                    at: locator.location(of: offset)))
            return nil
        }
        return start
    }
}

/// Converts a byte offset to line and column, for a location found after
/// the fact; `LineLocator` does the counting.
enum TextPosition {
    static func location(of offset: Int, in bytes: [UInt8], from start: Int, file: String) -> SourceLocation {
        bytes.withUnsafeBufferPointer { buffer in
            var locator = LineLocator(buffer, file: file, start: start)
            return locator.location(of: offset)
        }
    }
}

enum UTF8Validation {
    /// The offset of the first byte that does not belong to a well-formed
    /// UTF-8 sequence (RFC 3629: no overlongs, no surrogates, at most
    /// U+10FFFF), or nil when all bytes are valid. It reads in chunks,
    /// calling `release` after each, so a mapped file is never resident all
    /// at once.
    static func firstInvalidOffset(
        in buffer: UnsafeBufferPointer<UInt8>, from start: Int, release: (Int) -> Void
    ) -> Int? {
        let chunk = 4 << 20
        var index = start
        while index < buffer.count {
            let end = min(index + chunk, buffer.count)
            if let invalid = validate(buffer, from: &index, upTo: end) { return invalid }
            release(index)
        }
        return nil
    }

    /// Checks the sequences that start before `end` (the last may finish
    /// after it), leaving `index` after them. Returns the first invalid
    /// offset.
    private static func validate(_ buffer: UnsafeBufferPointer<UInt8>, from index: inout Int, upTo end: Int) -> Int? {
        let count = buffer.count
        guard let base = buffer.baseAddress else { return nil }
        while index < end {
            // Most input is ASCII: skip it eight bytes at a time.
            while index + 8 <= end {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
            guard index < end else { return nil }
            let lead = buffer[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upperBound = 0x9F
            case 0xF0:
                length = 4
                lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upperBound = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = buffer[index + 1]
            guard second >= lowerBound && second <= upperBound else { return index }
            var continuation = index + 2
            while continuation < index + length {
                guard buffer[continuation] & 0xC0 == 0x80 else { return index }
                continuation += 1
            }
            index += length
        }
        return nil
    }
}
