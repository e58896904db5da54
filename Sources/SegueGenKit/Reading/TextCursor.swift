import SegueGenSupport

/// A reader's place in a text: the byte it stands on, and the line that byte
/// is in, kept up to date as the reader passes line feeds, so every node gets
/// its line and column for free. The JSON and YAML readers share it, with
/// the bound on nesting that keeps a hostile input from exhausting the stack.
struct TextCursor {
    let text: [UInt8]
    let file: String
    var index: Int
    private(set) var line = 1
    private(set) var lineStart: Int
    private let maximumDepth: Int
    private var depth = 0

    init(_ input: InputText, maximumDepth: Int) {
        text = input.bytes
        file = input.file
        index = input.contentStart
        lineStart = input.contentStart
        self.maximumDepth = maximumDepth
    }

    var current: UInt8? { index < text.count ? text[index] : nil }

    func byte(at offset: Int) -> UInt8? { offset < text.count ? text[offset] : nil }

    var location: SourceLocation { location(ofByte: index) }

    /// The location of a byte on the cursor's line.
    func location(ofByte offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: offset - lineStart + 1)
    }

    /// The 0-based column, which is the indentation when the cursor stands
    /// on the first content character of a line.
    var column: Int { index - lineStart }

    /// The byte the cursor stands on as messages name it: the whole
    /// character, or the end of the file.
    var currentDescription: String {
        guard current != nil else { return "end of file" }
        return "character '\(characterDescription(in: text, at: index))'"
    }

    /// Reads `count` hexadecimal digits as one number, for an escape
    /// sequence; nil, with the cursor on the first byte that is not a digit,
    /// when there are fewer. The reader says what it expected.
    mutating func readHexDigits(_ count: Int) -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let byte = current, let digit = hexValue(byte) else { return nil }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// Moves past the line feed the cursor stands on.
    mutating func passLineFeed() {
        index += 1
        line += 1
        lineStart = index
    }

    /// Enters a mapping or a list; throws when that nests too deep.
    mutating func enterNesting() throws(ReadFailure) {
        depth += 1
        if depth > maximumDepth {
            throw ReadFailure(
                diagnostic: Diagnostic(.nestingTooDeep, "nesting is deeper than \(maximumDepth) levels", at: location))
        }
    }

    mutating func leaveNesting() { depth -= 1 }
}
