import SegueGenSupport

/// Reads the documented YAML subset manifests are written in (see
/// `docs/Manifest.md`): block mappings and sequences, flow collections,
/// plain, single- and double-quoted scalars, comments and one optional `---`.
///
/// Anything outside the subset (anchors, aliases, tags, block scalars,
/// complex keys, directives, several documents) is refused with a message
/// that names the feature, never silently misread. Every node keeps its line
/// and column. The reader makes one pass over the bytes, so its time is
/// linear in the input, and nesting is bounded.
///
/// A project generator's description (XcodeGen's `project.yml`) is read
/// with block scalars (`|`, `>`) too: its build scripts are written so,
/// and the file is someone else's format, which a manifest's subset must
/// not refuse.
struct YAMLReader: TreeReader {
    var cursor: TextCursor
    var keys: MappingKeys
    /// Whether `|` and `>` start a block scalar, rather than being refused.
    let readsBlockScalars: Bool

    init(cursor: TextCursor, keys: MappingKeys) {
        self.init(cursor: cursor, keys: keys, readsBlockScalars: false)
    }

    init(cursor: TextCursor, keys: MappingKeys, readsBlockScalars: Bool) {
        self.cursor = cursor
        self.keys = keys
        self.readsBlockScalars = readsBlockScalars
    }

    // MARK: - Positions

    private func failure(_ message: String, at location: SourceLocation? = nil) -> ReadFailure {
        ReadFailure(diagnostic: Diagnostic(.yamlSyntax, message, at: location ?? cursor.location))
    }

    private func unsupported(_ feature: String, _ advice: String) -> ReadFailure {
        ReadFailure(
            diagnostic: Diagnostic(
                .yamlUnsupportedFeature, "\(feature) are not supported in SegueGen manifests; \(advice)",
                at: cursor.location))
    }

    private func isBlank(_ byte: UInt8?) -> Bool {
        byte == nil || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    /// The error for a plain value that ends in ':' (`action: unwindToRed:`),
    /// the likeliest slip in a manifest: YAML reads the colon as a key's.
    private func unquotedColonFailure(_ plain: String, at location: SourceLocation) -> ReadFailure {
        failure(
            "a value ending in ':' must be quoted, as in \"\(plain):\"; unquoted, YAML reads the ':' as a key's",
            at: location)
    }

    /// Whether only blanks or a comment follow `offset` on its line.
    private func lineIsEmpty(after offset: Int) -> Bool {
        var position = offset
        while let byte = cursor.byte(at: position), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
            position += 1
        }
        switch cursor.byte(at: position) {
        case nil, UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#"): return true
        default: return false
        }
    }

    /// True at the end of a line's content: end of file, a line break, or a
    /// comment (which YAML only starts after white space).
    private var atLineEnd: Bool {
        switch cursor.current {
        case nil, UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#"): true
        default: false
        }
    }

    private mutating func skipInlineSpaces() {
        while cursor.current == UInt8(ascii: " ") || cursor.current == UInt8(ascii: "\t") { cursor.index += 1 }
    }

    /// Consumes one line break (LF or CRLF).
    private mutating func consumeLineBreak() throws(ReadFailure) {
        if cursor.current == UInt8(ascii: "\r") {
            guard cursor.byte(at: cursor.index + 1) == UInt8(ascii: "\n") else {
                throw failure("carriage return without a line feed; use LF or CRLF line endings")
            }
            cursor.index += 1
        }
        cursor.passLineFeed()
    }

    /// Checks that only spaces and a comment remain on the line, then moves
    /// to the first content character of the next line that has content.
    private mutating func finishLine() throws(ReadFailure) {
        skipInlineSpaces()
        if cursor.current == UInt8(ascii: "#") {
            if cursor.index > cursor.lineStart && !isBlank(cursor.text[cursor.index - 1]) {
                throw failure("a comment needs a space before '#'")
            }
        } else if !atLineEnd {
            throw failure("unexpected \(cursor.currentDescription) after the value; one value per line")
        }
        try skipToContent()
    }

    /// Skips comments, blank lines and indentation up to the next content
    /// character, rejecting tabs used as indentation.
    private mutating func skipToContent() throws(ReadFailure) {
        while let byte = cursor.current {
            switch byte {
            case UInt8(ascii: " "):
                cursor.index += 1
            case UInt8(ascii: "\t"):
                let indentationOnly = cursor.text[cursor.lineStart..<cursor.index].allSatisfy {
                    $0 == UInt8(ascii: " ")
                }
                if indentationOnly, !lineIsBlank(from: cursor.index) {
                    throw failure("tab used for indentation; YAML indents with spaces only")
                }
                cursor.index += 1
            case UInt8(ascii: "#"):
                while let next = cursor.current, next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") {
                    cursor.index += 1
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                try consumeLineBreak()
            default:
                return
            }
        }
    }

    private func lineIsBlank(from offset: Int) -> Bool {
        var position = offset
        while let byte = cursor.byte(at: position) {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): position += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#"): return true
            default: return false
            }
        }
        return true
    }

    /// `---` or `...` at the start of a line.
    private func atDocumentMarker(_ marker: UInt8) -> Bool {
        cursor.column == 0 && cursor.byte(at: cursor.index) == marker && cursor.byte(at: cursor.index + 1) == marker
            && cursor.byte(at: cursor.index + 2) == marker
            && isBlank(cursor.byte(at: cursor.index + 3))
    }

    private var atBlockSequenceEntry: Bool {
        cursor.current == UInt8(ascii: "-") && isBlank(cursor.byte(at: cursor.index + 1))
    }

    // MARK: - Document

    mutating func readDocument() throws(ReadFailure) -> Node {
        try skipToContent()
        if cursor.current == UInt8(ascii: "%") && cursor.column == 0 {
            throw unsupported("directives such as %YAML", "remove the directive line")
        }
        if atDocumentMarker(UInt8(ascii: "-")) {
            cursor.index += 3
            skipInlineSpaces()
            if atLineEnd { try skipToContent() }
        }
        guard cursor.current != nil, !atDocumentMarker(UInt8(ascii: ".")) else {
            return Node(.scalar(.null), at: cursor.location)
        }
        let node = try readBlockNode(parentIndent: -1)
        if atDocumentMarker(UInt8(ascii: ".")) {
            cursor.index += 3
            try finishLine()
        }
        if atDocumentMarker(UInt8(ascii: "-")) {
            throw unsupported("multiple documents in one file", "keep one manifest per file")
        }
        if cursor.current != nil {
            throw failure("unexpected \(cursor.currentDescription); check the indentation of this line")
        }
        return node
    }

    // MARK: - Block structure

    /// Reads the node that starts at the cursor; its indentation is the
    /// cursor's column. Returns with the cursor on the next content line.
    private mutating func readBlockNode(parentIndent: Int) throws(ReadFailure) -> Node {
        try rejectUnsupportedNodeStart(allowingBlockScalar: readsBlockScalars)
        if atBlockScalar {
            return try readBlockScalar(parentIndent: parentIndent)
        }
        if atBlockSequenceEntry {
            return try readBlockSequence(indent: cursor.column)
        }
        let start = cursor.location
        let indent = cursor.column
        switch cursor.current {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let node = try readFlowCollection()
            skipInlineSpaces()
            if cursor.current == UInt8(ascii: ":") {
                throw unsupported("collections used as mapping keys", "use a plain or quoted key")
            }
            try finishLine()
            return node
        default:
            let scalar = try readScalar(inFlow: false)
            skipInlineSpaces()
            if cursor.current == UInt8(ascii: ":") && isBlank(cursor.byte(at: cursor.index + 1)) {
                return try readBlockMapping(indent: indent, firstKey: scalar, firstKeyLocation: start)
            }
            try finishLine()
            return try continued(scalar, deeperThan: parentIndent)
        }
    }

    private mutating func readBlockMapping(indent: Int, firstKey: Node, firstKeyLocation: SourceLocation)
        throws(ReadFailure) -> Node
    {
        try cursor.enterNesting()
        defer { cursor.leaveNesting() }
        var entries: [Node.Entry] = []
        var firstLocations: [String: SourceLocation] = [:]
        var key = firstKey
        var keyLocation = firstKeyLocation
        while true {
            guard case .scalar(let scalar) = key.value else {
                throw failure("mapping keys must be scalars", at: keyLocation)
            }
            let keyText = key.plainText ?? scalarText(scalar)
            cursor.index += 1  // the ':'
            let value = try readMappingValue(indent: indent)
            keys.add(
                Node.Entry(key: keyText, keyLocation: keyLocation, value: value), to: &entries, seen: &firstLocations)
            guard try blockContinues(at: indent, besides: "the keys of its mapping") else { break }
            if atBlockSequenceEntry {
                throw failure("a list item at the level of the mapping keys; indent it under its key")
            }
            keyLocation = cursor.location
            try rejectUnsupportedNodeStart()
            key = try readScalar(inFlow: false)
            skipInlineSpaces()
            guard cursor.current == UInt8(ascii: ":") && isBlank(cursor.byte(at: cursor.index + 1)) else {
                throw failure("expected a key followed by ':' (as in `name: value`)", at: keyLocation)
            }
        }
        return Node(.mapping(entries), at: firstKeyLocation)
    }

    /// Reads what follows `key:`: a value on the same line, a nested block on
    /// the following lines, or nothing (null).
    private mutating func readMappingValue(indent: Int) throws(ReadFailure) -> Node {
        let afterColon = cursor.location
        skipInlineSpaces()
        if atLineEnd {
            try skipToContent()
            guard cursor.current != nil, !atDocumentMarker(UInt8(ascii: "-")), !atDocumentMarker(UInt8(ascii: "."))
            else {
                return Node(.scalar(.null), at: afterColon)
            }
            if cursor.column > indent {
                return try readBlockNode(parentIndent: indent)
            }
            if cursor.column == indent && atBlockSequenceEntry {
                return try readBlockSequence(indent: indent)
            }
            return Node(.scalar(.null), at: afterColon)
        }
        if atBlockSequenceEntry {
            throw failure("a list cannot start on the same line as its key; start it on the next line")
        }
        try rejectUnsupportedNodeStart(allowingBlockScalar: readsBlockScalars)
        if atBlockScalar {
            return try readBlockScalar(parentIndent: indent)
        }
        let node: Node
        if cursor.current == UInt8(ascii: "[") || cursor.current == UInt8(ascii: "{") {
            node = try readFlowCollection()
        } else {
            node = try readScalar(inFlow: false)
            skipInlineSpaces()
            if cursor.current == UInt8(ascii: ":") && isBlank(cursor.byte(at: cursor.index + 1)) {
                if let plain = node.plainText, lineIsEmpty(after: cursor.index + 1) {
                    throw unquotedColonFailure(plain, at: node.location)
                }
                throw failure("a mapping cannot start on the same line as its key; start it on the next line")
            }
        }
        try finishLine()
        return try continued(node, deeperThan: indent)
    }

    /// A plain value that goes on over lines indented deeper than `indent`
    /// is one value, its lines joined by single spaces, as YAML folds it
    /// (long text, base64 data). A quoted value or a collection cannot go on
    /// that way.
    private mutating func continued(_ node: Node, deeperThan indent: Int) throws(ReadFailure) -> Node {
        guard cursor.current != nil && cursor.column > indent && !atDocumentMarker(UInt8(ascii: "-")) else {
            return node
        }
        guard var text = node.plainText else {
            throw failure(
                "this line is indented deeper than the value above it, so it would continue that value; "
                    + "only a plain (unquoted) value can go on over several lines")
        }
        while cursor.current != nil && cursor.column > indent && !atDocumentMarker(UInt8(ascii: "-")) {
            let lineStart = cursor.location
            let part = try readScalar(inFlow: false)
            skipInlineSpaces()
            guard let piece = part.plainText, cursor.current != UInt8(ascii: ":") else {
                throw failure(
                    "this line is indented deeper than the value above it, so it would continue that value as "
                        + "plain text; align it with the line above, or leave the value above empty to nest it",
                    at: lineStart)
            }
            try finishLine()
            text += " " + piece
        }
        return Node(.scalar(.string(text)), at: node.location, plainText: text)
    }

    private mutating func readBlockSequence(indent: Int) throws(ReadFailure) -> Node {
        try cursor.enterNesting()
        defer { cursor.leaveNesting() }
        let start = cursor.location
        var items: [Node] = []
        while true {
            let itemLocation = cursor.location
            cursor.index += 1  // the '-'
            skipInlineSpaces()
            if atLineEnd {
                try skipToContent()
                if cursor.current != nil && cursor.column > indent && !atDocumentMarker(UInt8(ascii: "-")) {
                    items.append(try readBlockNode(parentIndent: indent))
                } else {
                    items.append(Node(.scalar(.null), at: itemLocation))
                }
            } else {
                items.append(try readBlockNode(parentIndent: indent))
            }
            guard try blockContinues(at: indent, besides: "the items of its list"), atBlockSequenceEntry else { break }
        }
        return Node(.sequence(items), at: start)
    }

    /// Whether a block mapping or list at `indent` goes on after an entry:
    /// not at the end of the document, nor on a line indented less; a line
    /// indented more is refused, as indented more than `members`.
    private func blockContinues(at indent: Int, besides members: String) throws(ReadFailure) -> Bool {
        guard cursor.current != nil, !atDocumentMarker(UInt8(ascii: "-")), !atDocumentMarker(UInt8(ascii: ".")),
            cursor.column >= indent
        else { return false }
        if cursor.column > indent {
            throw failure("unexpected indentation; this line is indented more than \(members)")
        }
        return true
    }

    /// Refuses, by name, the YAML features the subset leaves out; a block
    /// scalar where `allowingBlockScalar` lets one start.
    private func rejectUnsupportedNodeStart(allowingBlockScalar: Bool = false) throws(ReadFailure) {
        switch cursor.current {
        case UInt8(ascii: "&"): throw unsupported("anchors (&name)", "repeat the value instead")
        case UInt8(ascii: "*"): throw unsupported("aliases (*name)", "repeat the value instead")
        case UInt8(ascii: "!"): throw unsupported("tags (!tag)", "remove the tag")
        case UInt8(ascii: "|") where !allowingBlockScalar, UInt8(ascii: ">") where !allowingBlockScalar:
            throw unsupported("block scalars (| and >)", "write the text as a quoted string on one line")
        case UInt8(ascii: "?") where isBlank(cursor.byte(at: cursor.index + 1)):
            throw unsupported("complex mapping keys (?)", "use a plain or quoted key")
        case UInt8(ascii: "%"):
            throw unsupported("directives such as %YAML", "remove the directive line")
        case UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw failure("\(cursor.currentDescription) is reserved in YAML and cannot start a value; quote the value")
        default:
            return
        }
    }

    // MARK: - Block scalars

    private var atBlockScalar: Bool {
        readsBlockScalars && (cursor.current == UInt8(ascii: "|") || cursor.current == UInt8(ascii: ">"))
    }

    /// A literal (`|`) or folded (`>`) block scalar: its header (a chomping
    /// indicator, `-` or `+`, and an indentation indicator, in either
    /// order), then the lines below indented deeper than `parentIndent`,
    /// that indentation removed. Folding joins lines that are neither blank
    /// nor indented further with a space. Returns with the cursor on the
    /// next content line.
    private mutating func readBlockScalar(parentIndent: Int) throws(ReadFailure) -> Node {
        let start = cursor.location
        let folded = cursor.current == UInt8(ascii: ">")
        cursor.index += 1
        var chomping: UInt8?
        var indent: Int?
        while let byte = cursor.current {
            if chomping == nil && (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) {
                chomping = byte
            } else if indent == nil && byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") {
                indent = max(parentIndent, 0) + Int(byte - UInt8(ascii: "0"))
            } else {
                break
            }
            cursor.index += 1
        }
        skipInlineSpaces()
        guard atLineEnd else {
            throw failure(
                "unexpected \(cursor.currentDescription) after a block scalar's header; the text starts on the next line"
            )
        }
        while let byte = cursor.current, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { cursor.index += 1 }
        var lines: [Substring] = []
        while cursor.current != nil {
            try consumeLineBreak()
            guard cursor.current != nil else { break }
            var position = cursor.index
            while cursor.byte(at: position) == UInt8(ascii: " ") { position += 1 }
            var end = position
            while let byte = cursor.byte(at: end), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { end += 1 }
            let spaces = position - cursor.index
            if position == end {
                lines.append("")
            } else {
                let contentIndent = indent ?? spaces
                guard spaces > parentIndent, spaces >= contentIndent else { break }
                indent = contentIndent
                lines.append(
                    Substring(String(decoding: cursor.text[(cursor.index + contentIndent)..<end], as: UTF8.self)))
            }
            cursor.index = end
        }
        // A blank line the scalar ended at belongs to the document again.
        let trailing = lines.reversed().prefix { $0.isEmpty }.count
        let content = lines.dropLast(trailing)
        var text = ""
        for (offset, line) in content.enumerated() {
            if offset > 0 {
                let previous = content[content.index(content.startIndex, offsetBy: offset - 1)]
                // Folded, a line break between two plain lines is a space,
                // and one before a blank line is dropped.
                if !folded || line.first == " " || previous.first == " " {
                    text += "\n"
                } else if !line.isEmpty && !previous.isEmpty {
                    text += " "
                } else if !line.isEmpty || !previous.isEmpty {
                    text += previous.isEmpty ? "" : "\n"
                } else {
                    text += "\n"
                }
            }
            text += line
        }
        switch chomping {
        case UInt8(ascii: "-"): break
        case UInt8(ascii: "+"): text += String(repeating: "\n", count: content.isEmpty ? trailing : trailing + 1)
        default: if !content.isEmpty { text += "\n" }
        }
        try skipToContent()
        return Node(.scalar(.string(text)), at: start)
    }

    // MARK: - Flow collections

    private mutating func skipFlowSpace() throws(ReadFailure) {
        while let byte = cursor.current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                cursor.index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                try consumeLineBreak()
            case UInt8(ascii: "#"):
                guard cursor.index == cursor.lineStart || isBlank(cursor.text[cursor.index - 1]) else { return }
                while let next = cursor.current, next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") {
                    cursor.index += 1
                }
            default:
                return
            }
        }
    }

    private mutating func readFlowCollection() throws(ReadFailure) -> Node {
        try cursor.enterNesting()
        defer { cursor.leaveNesting() }
        let start = cursor.location
        let isMapping = cursor.current == UInt8(ascii: "{")
        let closing = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        cursor.index += 1
        var items: [Node] = []
        var entries: [Node.Entry] = []
        var firstLocations: [String: SourceLocation] = [:]
        while true {
            try skipFlowSpace()
            guard let byte = cursor.current else {
                throw failure(
                    "unexpected end of file; expected '\(Character(UnicodeScalar(closing)))' to close the "
                        + "collection opened at \(start)")
            }
            if byte == closing {
                cursor.index += 1
                break
            }
            if isMapping {
                let keyLocation = cursor.location
                try rejectUnsupportedNodeStart()
                let key = try readFlowNode()
                guard case .scalar(let scalar) = key.value else {
                    throw unsupported("collections used as mapping keys", "use a plain or quoted key")
                }
                let keyText = key.plainText ?? scalarText(scalar)
                try skipFlowSpace()
                let value: Node
                if cursor.current == UInt8(ascii: ":") {
                    cursor.index += 1
                    try skipFlowSpace()
                    if cursor.current == UInt8(ascii: ",") || cursor.current == closing {
                        value = Node(.scalar(.null), at: cursor.location)
                    } else {
                        value = try readFlowNode()
                        try skipFlowSpace()
                        if cursor.current == UInt8(ascii: ":"), let plain = value.plainText {
                            throw unquotedColonFailure(plain, at: value.location)
                        }
                    }
                } else {
                    value = Node(.scalar(.null), at: cursor.location)
                }
                keys.add(
                    Node.Entry(key: keyText, keyLocation: keyLocation, value: value), to: &entries,
                    seen: &firstLocations)
            } else {
                let item = try readFlowNode()
                try skipFlowSpace()
                if cursor.current == UInt8(ascii: ":") {
                    let next = cursor.byte(at: cursor.index + 1)
                    if next == UInt8(ascii: ",") || next == closing, let plain = item.plainText {
                        throw unquotedColonFailure(plain, at: item.location)
                    }
                    throw unsupported("mappings inside flow lists ([a: b])", "write {a: b} instead")
                }
                items.append(item)
            }
            try skipFlowSpace()
            switch cursor.current {
            case UInt8(ascii: ","):
                cursor.index += 1
            case closing:
                continue
            case nil:
                continue
            default:
                throw failure(
                    "unexpected \(cursor.currentDescription); expected ',' or '\(Character(UnicodeScalar(closing)))'")
            }
        }
        return isMapping ? Node(.mapping(entries), at: start) : Node(.sequence(items), at: start)
    }

    private mutating func readFlowNode() throws(ReadFailure) -> Node {
        try rejectUnsupportedNodeStart()
        switch cursor.current {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            return try readFlowCollection()
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw failure("unexpected \(cursor.currentDescription); expected a value")
        default:
            return try readScalar(inFlow: true)
        }
    }

    // MARK: - Scalars

    private mutating func readScalar(inFlow: Bool) throws(ReadFailure) -> Node {
        let start = cursor.location
        switch cursor.current {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return Node(.scalar(.string(try readQuoted(cursor.text[cursor.index]))), at: start)
        default:
            let plain = try readPlain(inFlow: inFlow)
            return Node(.scalar(YAMLReader.resolve(plain)), at: start, plainText: plain)
        }
    }

    private func isFlowIndicator(_ byte: UInt8?) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    private mutating func readPlain(inFlow: Bool) throws(ReadFailure) -> String {
        guard let first = cursor.current else { throw failure("unexpected end of file; expected a value") }
        switch first {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            let next = cursor.byte(at: cursor.index + 1)
            if isBlank(next) || (inFlow && isFlowIndicator(next)) {
                throw failure("unexpected \(cursor.currentDescription); quote the value if it starts with it")
            }
        case UInt8(ascii: "#"):
            throw failure("expected a value before the comment")
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            throw failure("unexpected \(cursor.currentDescription); quote the value if it starts with it")
        default:
            break
        }
        let start = cursor.index
        var end = cursor.index
        while let byte = cursor.current {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte == UInt8(ascii: ":") {
                let next = cursor.byte(at: cursor.index + 1)
                if isBlank(next) || (inFlow && isFlowIndicator(next)) { break }
            }
            if byte == UInt8(ascii: "#") && isBlank(cursor.text[cursor.index - 1]) { break }
            if inFlow && isFlowIndicator(byte) { break }
            if byte < 0x20 && byte != UInt8(ascii: "\t") {
                throw failure("control character \(hexByte(byte)) in a value")
            }
            cursor.index += 1
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { end = cursor.index }
        }
        return String(decoding: cursor.text[start..<end], as: UTF8.self)
    }

    /// A quoted scalar, the cursor on its opening `quote`: the two styles
    /// share one grammar but for escapes, which a single-quoted scalar
    /// writes only as `''` for its quote and a double-quoted one with a
    /// backslash.
    private mutating func readQuoted(_ quote: UInt8) throws(ReadFailure) -> String {
        let start = cursor.location
        let isDouble = quote == UInt8(ascii: "\"")
        cursor.index += 1
        var buffer: [UInt8] = []
        while true {
            guard let byte = cursor.current else {
                throw failure("unterminated \(isDouble ? "double" : "single")-quoted string", at: start)
            }
            switch byte {
            case quote where !isDouble && cursor.byte(at: cursor.index + 1) == quote:
                buffer.append(byte)
                cursor.index += 2
            case quote:
                cursor.index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\") where isDouble:
                cursor.index += 1
                try readEscape(into: &buffer)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                try foldLineBreak(into: &buffer)
            default:
                if byte < 0x20 && byte != UInt8(ascii: "\t") {
                    throw failure(
                        "control character \(hexByte(byte)) in a string" + (isDouble ? "; write it as an escape" : ""))
                }
                buffer.append(byte)
                cursor.index += 1
            }
        }
    }

    /// YAML line folding inside quoted scalars: trailing spaces go, one line
    /// break becomes a space, and each further empty line becomes a newline.
    private mutating func foldLineBreak(into buffer: inout [UInt8]) throws(ReadFailure) {
        while let last = buffer.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
            buffer.removeLast()
        }
        try consumeLineBreak()
        var emptyLines = 0
        while true {
            skipInlineSpaces()
            guard cursor.current == UInt8(ascii: "\n") || cursor.current == UInt8(ascii: "\r") else { break }
            try consumeLineBreak()
            emptyLines += 1
        }
        if atDocumentMarker(UInt8(ascii: "-")) || atDocumentMarker(UInt8(ascii: ".")) {
            throw failure("a document marker inside a quoted string; close the quote first")
        }
        if emptyLines == 0 {
            buffer.append(UInt8(ascii: " "))
        } else {
            buffer.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: emptyLines))
        }
    }

    private mutating func readEscape(into buffer: inout [UInt8]) throws(ReadFailure) {
        guard let byte = cursor.current else { throw failure("unexpected end of file in an escape sequence") }
        let escapeLocation = cursor.location(ofByte: cursor.index - 1)
        cursor.index += 1
        let simple: UInt8?
        switch byte {
        case UInt8(ascii: "0"): simple = 0x00
        case UInt8(ascii: "a"): simple = 0x07
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "t"), UInt8(ascii: "\t"): simple = 0x09
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "v"): simple = 0x0B
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "e"): simple = 0x1B
        case UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\\"): simple = byte
        default: simple = nil
        }
        if let simple {
            buffer.append(simple)
            return
        }
        let scalarValue: UInt32
        switch byte {
        case UInt8(ascii: "N"): scalarValue = 0x85
        case UInt8(ascii: "_"): scalarValue = 0xA0
        case UInt8(ascii: "L"): scalarValue = 0x2028
        case UInt8(ascii: "P"): scalarValue = 0x2029
        case UInt8(ascii: "x"): scalarValue = try readHex(digits: 2, at: escapeLocation)
        case UInt8(ascii: "u"): scalarValue = try readHex(digits: 4, at: escapeLocation)
        case UInt8(ascii: "U"): scalarValue = try readHex(digits: 8, at: escapeLocation)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            cursor.index -= 1
            try consumeLineBreak()
            skipInlineSpaces()
            return
        default:
            throw failure(
                "invalid escape sequence \\\(characterDescription(in: cursor.text, at: cursor.index - 1))",
                at: escapeLocation)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw failure(
                "escape sequence names no Unicode character (a surrogate or beyond U+10FFFF)", at: escapeLocation)
        }
        buffer.append(contentsOf: Array(String(scalar).utf8))
    }

    private mutating func readHex(digits: Int, at escapeLocation: SourceLocation) throws(ReadFailure) -> UInt32 {
        guard let value = cursor.readHexDigits(digits) else {
            throw failure("escape sequence needs \(digits) hexadecimal digits", at: escapeLocation)
        }
        return value
    }

    // MARK: - Resolution and messages

    /// Resolves a plain scalar with the YAML 1.2 core schema, so `yes` stays
    /// a string and `1` is a number, exactly as other YAML 1.2 tools read it.
    static func resolve(_ plain: String) -> Node.Scalar {
        switch plain {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
            return .number(plain)
        default:
            return isCoreNumber(plain) ? .number(plain) : .string(plain)
        }
    }

    private static func isCoreNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.starts(with: "0x".utf8) {
            return bytes.count > 2 && bytes.dropFirst(2).allSatisfy { hexValue($0) != nil }
        }
        if bytes.starts(with: "0o".utf8) {
            return bytes.count > 2 && bytes.dropFirst(2).allSatisfy { (0x30...0x37).contains($0) }
        }
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        let integerDigits = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(integerDigits.count)
        var fractionDigits = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fractionDigits = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(fractionDigits)
        }
        guard integerDigits.count + fractionDigits > 0 else { return false }
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                bytes = bytes.dropFirst()
            }
            let exponentDigits = bytes.prefix(while: isDigit).count
            guard exponentDigits > 0 else { return false }
            bytes = bytes.dropFirst(exponentDigits)
        }
        return bytes.isEmpty
    }

    private func scalarText(_ scalar: Node.Scalar) -> String {
        switch scalar {
        case .string(let text), .number(let text): text
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        }
    }
}
