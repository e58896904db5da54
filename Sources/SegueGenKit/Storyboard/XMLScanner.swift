import SegueGenSupport

/// A byte-level, streaming XML scanner for the XML Interface Builder
/// writes: elements, attributes, the five predefined entities and numeric
/// character references, comments, CDATA and processing instructions.
///
/// It checks well-formedness (matching tags, quoted attributes, unique
/// attribute names, valid references, one root) and refuses DOCTYPE and
/// entity declarations outright, so no external entity is ever fetched and
/// no entity is ever expanded. It builds no tree: the handler sees each
/// start and end tag once, and attribute values are decoded only when the
/// handler asks for them. That keeps reading a 20 MB storyboard to a single
/// pass with almost no allocation.
struct XMLScanner {
    struct Failure: Error {
        var code: DiagnosticCode
        var message: String
        var offset: Int
        /// A second place worth showing, such as where an element opened.
        var note: (message: String, offset: Int)?

        init(code: DiagnosticCode, message: String, offset: Int, note: (message: String, offset: Int)? = nil) {
            self.code = code
            self.message = message
            self.offset = offset
            self.note = note
        }
    }

    /// One attribute's name and raw value as byte ranges of the input.
    struct AttributeRange {
        var nameStart: Int
        var nameEnd: Int
        var valueStart: Int
        var valueEnd: Int
        /// Whether the raw value contains a reference to decode.
        var hasReference: Bool
    }

    private let text: UnsafeBufferPointer<UInt8>
    private let reader: XMLText
    private let maximumDepth: Int
    /// Whether a `<!DOCTYPE …>` without an internal subset is skipped rather
    /// than refused: property lists open with one, and one with no `[…]`
    /// declares no entity.
    private let skipsDoctype: Bool
    /// Told, every few megabytes, that the bytes before an offset are done.
    private let release: (Int) -> Void
    private var nextRelease: Int
    private static let releaseInterval = 4 << 20
    private var position: Int
    private var openElements: [(start: Int, end: Int, offset: Int)] = []
    private var attributes: [AttributeRange] = []

    init(
        _ text: UnsafeBufferPointer<UInt8>, from start: Int, maximumDepth: Int, skipsDoctype: Bool = false,
        release: @escaping (Int) -> Void = { _ in }
    ) {
        self.text = text
        self.skipsDoctype = skipsDoctype
        reader = XMLText(bytes: text)
        self.position = start
        self.maximumDepth = maximumDepth
        self.release = release
        nextRelease = start + Self.releaseInterval
        attributes.reserveCapacity(32)
    }

    // MARK: - Scanning

    mutating func scan<Handler: XMLHandler>(_ handler: inout Handler) throws(Failure) {
        var sawRoot = false
        let count = text.count
        while position < count {
            let textStart = position
            while position < count && text[position] != UInt8(ascii: "<") { position += 1 }
            if position > textStart {
                try checkCharacterData(from: textStart, to: position, inElement: !openElements.isEmpty)
                if !openElements.isEmpty { handler.characters(reader, from: textStart, to: position) }
            }
            guard position < count else { break }
            if position >= nextRelease {
                release(position)
                nextRelease = position + Self.releaseInterval
            }
            let tagStart = position
            switch byte(at: position + 1) {
            case UInt8(ascii: "/"):
                try scanEndTag(&handler)
            case UInt8(ascii: "?"):
                try skip(past: "?>", what: "processing instruction", from: tagStart)
            case UInt8(ascii: "!"):
                if reader.matches("<!--", at: position) {
                    let range = try skipComment()
                    handler.comment(reader.string(range.lowerBound, range.upperBound))
                } else if reader.matches("<![CDATA[", at: position) {
                    guard !openElements.isEmpty else {
                        throw Failure(code: .xmlSyntax, message: "CDATA outside the root element", offset: tagStart)
                    }
                    try skip(past: "]]>", what: "CDATA section", from: tagStart)
                } else if skipsDoctype, !sawRoot, reader.matches("<!DOCTYPE", at: position), skipDoctype() {
                    continue
                } else if reader.matches("<!DOCTYPE", at: position) || reader.matches("<!ENTITY", at: position) {
                    throw Failure(
                        code: .xmlForbiddenConstruct,
                        message: "DOCTYPE and entity declarations are refused: storyboards never contain them, and "
                            + "they are how XML external-entity and entity-expansion attacks work",
                        offset: tagStart)
                } else {
                    throw Failure(code: .xmlSyntax, message: "unknown markup declaration", offset: tagStart)
                }
            default:
                if openElements.isEmpty && sawRoot {
                    throw Failure(code: .xmlSyntax, message: "a second root element", offset: tagStart)
                }
                sawRoot = true
                try scanStartTag(&handler)
            }
        }
        if let open = openElements.last {
            throw Failure(
                code: .xmlSyntax,
                message: "unexpected end of file: <\(reader.string(open.start, open.end))> is not closed",
                offset: open.offset)
        }
        if !sawRoot {
            throw Failure(code: .xmlSyntax, message: "the file has no root element", offset: position)
        }
        // The rest too: the last few megabytes would stay in memory to the
        // end of the run, beside all that generating it takes.
        release(count)
    }

    @inline(__always)
    private func byte(at offset: Int) -> UInt8? { offset < text.count ? text[offset] : nil }

    private mutating func skip(past terminator: StaticString, what: String, from start: Int) throws(Failure) {
        let first = terminator.utf8Start[0]
        while position < text.count {
            if text[position] == first && reader.matches(terminator, at: position) {
                position += terminator.utf8CodeUnitCount
                return
            }
            position += 1
        }
        throw Failure(code: .xmlSyntax, message: "unterminated \(what)", offset: start)
    }

    /// Skips a `<!DOCTYPE …>` that declares nothing, returning false (and
    /// staying put) for one with an internal subset.
    private mutating func skipDoctype() -> Bool {
        var index = position
        while index < text.count && text[index] != UInt8(ascii: ">") {
            if text[index] == UInt8(ascii: "[") { return false }
            index += 1
        }
        guard index < text.count else { return false }
        position = index + 1
        return true
    }

    /// Skips a comment and returns its text's range.
    private mutating func skipComment() throws(Failure) -> Range<Int> {
        let start = position
        position += 4
        while position < text.count {
            if text[position] == UInt8(ascii: "-") && byte(at: position + 1) == UInt8(ascii: "-") {
                guard byte(at: position + 2) == UInt8(ascii: ">") else {
                    throw Failure(code: .xmlSyntax, message: "'--' inside a comment", offset: position)
                }
                position += 3
                return (start + 4)..<(position - 3)
            }
            position += 1
        }
        throw Failure(code: .xmlSyntax, message: "unterminated comment", offset: start)
    }

    /// Text between tags: only white space outside the root element, and
    /// well-formed references inside it.
    private func checkCharacterData(from start: Int, to end: Int, inElement: Bool) throws(Failure) {
        var index = start
        while index < end {
            let byte = text[index]
            if !inElement && !isWhitespace(byte) {
                throw Failure(code: .xmlSyntax, message: "text outside the root element", offset: index)
            }
            if byte == UInt8(ascii: "&") {
                index = try referenceEnd(at: index, limit: end)
                continue
            }
            if byte == UInt8(ascii: ">") && index >= start + 2 && text[index - 1] == UInt8(ascii: "]")
                && text[index - 2] == UInt8(ascii: "]")
            {
                throw Failure(code: .xmlSyntax, message: "']]>' in text", offset: index - 2)
            }
            index += 1
        }
    }

    @inline(__always)
    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    @inline(__always)
    private func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    @inline(__always)
    private func isNameCharacter(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    private mutating func scanName() throws(Failure) -> (Int, Int) {
        let start = position
        guard position < text.count, isNameStart(text[position]) else {
            throw Failure(code: .xmlSyntax, message: "expected a name", offset: position)
        }
        position += 1
        while position < text.count && isNameCharacter(text[position]) { position += 1 }
        return (start, position)
    }

    private mutating func skipWhitespace() {
        while position < text.count && isWhitespace(text[position]) { position += 1 }
    }

    private mutating func scanStartTag<Handler: XMLHandler>(_ handler: inout Handler) throws(Failure) {
        let tagStart = position
        position += 1
        let (nameStart, nameEnd) = try scanName()
        attributes.removeAll(keepingCapacity: true)
        var selfClosing = false
        while true {
            let beforeWhitespace = position
            skipWhitespace()
            guard position < text.count else {
                throw Failure(code: .xmlSyntax, message: "unterminated start tag", offset: tagStart)
            }
            let byte = text[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard self.byte(at: position + 1) == UInt8(ascii: ">") else {
                    throw Failure(code: .xmlSyntax, message: "expected '>' after '/'", offset: position)
                }
                position += 2
                selfClosing = true
                break
            }
            guard position > beforeWhitespace else {
                throw Failure(code: .xmlSyntax, message: "expected white space between attributes", offset: position)
            }
            try scanAttribute()
        }
        guard openElements.count < maximumDepth else {
            throw Failure(
                code: .nestingTooDeep, message: "elements nest deeper than \(maximumDepth) levels", offset: tagStart)
        }
        openElements.append((nameStart, nameEnd, tagStart))
        let depth = openElements.count
        try attributes.withUnsafeBufferPointer { attributes throws(Failure) in
            let tag = XMLTag(
                text: reader, attributes: attributes, nameStart: nameStart, nameEnd: nameEnd, offset: tagStart,
                depth: depth)
            try handler.startElement(tag)
            if selfClosing { try handler.endElement(tag) }
        }
        if selfClosing { openElements.removeLast() }
    }

    private mutating func scanAttribute() throws(Failure) {
        let (nameStart, nameEnd) = try scanName()
        skipWhitespace()
        guard byte(at: position) == UInt8(ascii: "=") else {
            throw Failure(
                code: .xmlSyntax, message: "expected '=' after the attribute \(reader.string(nameStart, nameEnd))",
                offset: position)
        }
        position += 1
        skipWhitespace()
        guard let quote = byte(at: position), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw Failure(code: .xmlSyntax, message: "attribute values must be quoted", offset: position)
        }
        position += 1
        let valueStart = position
        var hasReference = false
        while true {
            guard position < text.count else {
                throw Failure(code: .xmlSyntax, message: "unterminated attribute value", offset: valueStart - 1)
            }
            let byte = text[position]
            if byte == quote { break }
            if byte == UInt8(ascii: "<") {
                throw Failure(code: .xmlSyntax, message: "'<' in an attribute value", offset: position)
            }
            if byte == UInt8(ascii: "&") {
                hasReference = true
                position = try referenceEnd(at: position, limit: text.count)
                continue
            }
            position += 1
        }
        let length = nameEnd - nameStart
        for other in attributes where other.nameEnd - other.nameStart == length {
            if reader.bytesEqual(other.nameStart, nameStart, length: length) {
                throw Failure(
                    code: .xmlSyntax, message: "duplicate attribute \(reader.string(nameStart, nameEnd))",
                    offset: nameStart)
            }
        }
        attributes.append(
            AttributeRange(
                nameStart: nameStart, nameEnd: nameEnd, valueStart: valueStart, valueEnd: position,
                hasReference: hasReference))
        position += 1
    }

    private mutating func scanEndTag<Handler: XMLHandler>(_ handler: inout Handler) throws(Failure) {
        let tagStart = position
        position += 2
        let (nameStart, nameEnd) = try scanName()
        skipWhitespace()
        guard byte(at: position) == UInt8(ascii: ">") else {
            throw Failure(code: .xmlSyntax, message: "expected '>' to end the end tag", offset: position)
        }
        position += 1
        guard let open = openElements.last else {
            throw Failure(
                code: .xmlSyntax, message: "end tag </\(reader.string(nameStart, nameEnd))> without a start tag",
                offset: tagStart)
        }
        let length = nameEnd - nameStart
        guard open.end - open.start == length, reader.bytesEqual(open.start, nameStart, length: length) else {
            throw Failure(
                code: .xmlSyntax,
                message:
                    "end tag </\(reader.string(nameStart, nameEnd))> does not match <\(reader.string(open.start, open.end))>",
                offset: tagStart, note: ("<\(reader.string(open.start, open.end))> opens here", open.offset))
        }
        try handler.endElement(
            XMLTag(
                text: reader, attributes: UnsafeBufferPointer(start: nil, count: 0), nameStart: open.start,
                nameEnd: open.end, offset: open.offset, depth: openElements.count))
        openElements.removeLast()
    }

    /// Validates the reference at `offset` (an `&`) and returns the offset
    /// after its `;`.
    private func referenceEnd(at offset: Int, limit: Int) throws(Failure) -> Int {
        var end = offset + 1
        while end < limit && end - offset <= 12 && text[end] != UInt8(ascii: ";") { end += 1 }
        guard end < limit, text[end] == UInt8(ascii: ";"), reader.decodeReference(from: offset + 1, to: end) != nil
        else {
            throw Failure(
                code: .xmlSyntax,
                message: "invalid reference; use &lt; &gt; &amp; &quot; &apos; or a character reference such as &#10;",
                offset: offset)
        }
        return end + 1
    }

}
