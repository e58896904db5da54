import SegueGenSupport

/// Turns byte offsets into lines and columns for a reader that moves
/// forward through a file, counting each newline once; only the elements
/// that need a location pay for it.
struct LineLocator {
    private let text: UnsafeBufferPointer<UInt8>
    private let file: String
    private let origin: Int
    private var offset: Int
    private var line = 1
    private var lineStart: Int

    init(_ text: UnsafeBufferPointer<UInt8>, file: String, start: Int) {
        self.text = text
        self.file = file
        origin = start
        offset = start
        lineStart = start
    }

    /// The location of `target`. Offsets normally grow from call to call;
    /// an earlier one (for a note about an enclosing element) is counted
    /// from the start of the file.
    mutating func location(of target: Int) -> SourceLocation {
        if target < offset {
            var fresh = LineLocator(text, file: file, start: origin)
            return fresh.location(of: target)
        }
        var index = offset
        let end = min(target, text.count)
        let base = text.baseAddress
        while index < end {
            // Eight bytes at a time when they hold no line feed: most of a
            // storyboard is long lines of attributes.
            if let base, index + 8 <= end {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            if text[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        offset = end
        return SourceLocation(file: file, line: line, column: target - lineStart + 1)
    }
}
