import SegueGenSupport

/// A complete RFC 8259 JSON reader that keeps the line and column of every
/// value, because `JSONSerialization` and `JSONDecoder` lose them and a
/// manifest error without a location is of little help.
///
/// It reads in one pass, linear in the input, with bounded nesting.
struct JSONReader: TreeReader {
    var cursor: TextCursor
    var keys: MappingKeys

    private func failure(_ message: String, code: DiagnosticCode = .jsonSyntax) -> ReadFailure {
        ReadFailure(diagnostic: Diagnostic(code, message, at: cursor.location))
    }

    mutating func readDocument() throws(ReadFailure) -> Node {
        skipWhitespace()
        guard cursor.current != nil else { throw failure("the file is empty; expected a JSON object") }
        let node = try readValue()
        skipWhitespace()
        if cursor.current != nil {
            throw failure("unexpected \(cursor.currentDescription) after the end of the JSON document")
        }
        return node
    }

    private mutating func skipWhitespace() {
        while let byte = cursor.current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                cursor.index += 1
            case UInt8(ascii: "\n"):
                cursor.passLineFeed()
            default:
                return
            }
        }
    }

    private mutating func readValue() throws(ReadFailure) -> Node {
        let start = cursor.location
        guard let byte = cursor.current else { throw failure("unexpected end of file; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return Node(.scalar(.string(try readString())), at: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return Node(.scalar(.bool(true)), at: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return Node(.scalar(.bool(false)), at: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return Node(.scalar(.null), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return Node(.scalar(.number(try readNumber())), at: start)
        default:
            throw failure("unexpected \(cursor.currentDescription); expected a value")
        }
    }

    private mutating func readObject() throws(ReadFailure) -> Node {
        let start = cursor.location
        var entries: [Node.Entry] = []
        var firstLocations: [String: SourceLocation] = [:]
        if try openContainer(closing: UInt8(ascii: "}")) { return Node(.mapping(entries), at: start) }
        while true {
            skipWhitespace()
            guard cursor.current == UInt8(ascii: "\"") else {
                if cursor.current != nil {
                    throw failure("unexpected \(cursor.currentDescription); expected a key in double quotes")
                }
                throw failure("unexpected end of file; expected a key in double quotes")
            }
            let keyLocation = cursor.location
            let key = try readString()
            skipWhitespace()
            guard cursor.current == UInt8(ascii: ":") else { throw failure("expected ':' after the key \"\(key)\"") }
            cursor.index += 1
            skipWhitespace()
            let value = try readValue()
            keys.add(Node.Entry(key: key, keyLocation: keyLocation, value: value), to: &entries, seen: &firstLocations)
            if try passSeparator(closing: UInt8(ascii: "}"), of: "object", openedAt: start) {
                return Node(.mapping(entries), at: start)
            }
        }
    }

    private mutating func readArray() throws(ReadFailure) -> Node {
        let start = cursor.location
        var elements: [Node] = []
        if try openContainer(closing: UInt8(ascii: "]")) { return Node(.sequence(elements), at: start) }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            if try passSeparator(closing: UInt8(ascii: "]"), of: "array", openedAt: start) {
                return Node(.sequence(elements), at: start)
            }
        }
    }

    /// Passes the bracket that opens an object or an array, the cursor on
    /// it; whether `closing` follows at once (`{}`, `[]`), which is passed.
    private mutating func openContainer(closing: UInt8) throws(ReadFailure) -> Bool {
        try cursor.enterNesting()
        cursor.index += 1
        skipWhitespace()
        guard cursor.current == closing else { return false }
        cursor.index += 1
        cursor.leaveNesting()
        return true
    }

    /// Passes what follows a member of an object or an array: a comma
    /// (false: another member comes) or the `closing` bracket (true).
    private mutating func passSeparator(closing: UInt8, of container: String, openedAt start: SourceLocation)
        throws(ReadFailure) -> Bool
    {
        skipWhitespace()
        let expected = "',' or '\(Character(Unicode.Scalar(closing)))'"
        guard let byte = cursor.current else {
            throw failure("unexpected end of file; expected \(expected) to close the \(container) opened at \(start)")
        }
        guard byte == UInt8(ascii: ",") || byte == closing else {
            throw failure("unexpected \(cursor.currentDescription); expected \(expected)")
        }
        cursor.index += 1
        if byte == closing { cursor.leaveNesting() }
        return byte == closing
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(ReadFailure) {
        let expected = literal.withUTF8Buffer { Array($0) }
        guard cursor.index + expected.count <= cursor.text.count,
            Array(cursor.text[cursor.index..<cursor.index + expected.count]) == expected
        else {
            throw failure("unexpected \(cursor.currentDescription); expected a value")
        }
        cursor.index += expected.count
    }

    private mutating func readNumber() throws(ReadFailure) -> String {
        let start = cursor.index
        if cursor.current == UInt8(ascii: "-") { cursor.index += 1 }
        switch cursor.current ?? 0 {
        case UInt8(ascii: "0"):
            cursor.index += 1
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            skipDigits()
        default:
            throw failure("a number needs a digit after '-'")
        }
        if cursor.current == UInt8(ascii: ".") {
            cursor.index += 1
            guard let byte = cursor.current, isDigit(byte) else { throw failure("a number needs a digit after '.'") }
            skipDigits()
        }
        if cursor.current == UInt8(ascii: "e") || cursor.current == UInt8(ascii: "E") {
            cursor.index += 1
            if cursor.current == UInt8(ascii: "+") || cursor.current == UInt8(ascii: "-") { cursor.index += 1 }
            guard let byte = cursor.current, isDigit(byte) else {
                throw failure("a number needs a digit in its exponent")
            }
            skipDigits()
        }
        return String(decoding: cursor.text[start..<cursor.index], as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = cursor.current, isDigit(byte) { cursor.index += 1 }
    }

    private mutating func readString() throws(ReadFailure) -> String {
        let start = cursor.location
        cursor.index += 1
        var buffer: [UInt8] = []
        while true {
            guard let byte = cursor.current else {
                throw ReadFailure(diagnostic: Diagnostic(.jsonSyntax, "unterminated string", at: start))
            }
            switch byte {
            case UInt8(ascii: "\""):
                cursor.index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                cursor.index += 1
                try readEscape(into: &buffer)
            case 0..<0x20:
                throw failure("control character \(hexByte(byte)) in a string; write it as an escape such as \\n")
            default:
                buffer.append(byte)
                cursor.index += 1
            }
        }
    }

    private mutating func readEscape(into buffer: inout [UInt8]) throws(ReadFailure) {
        guard let byte = cursor.current else { throw failure("unexpected end of file in an escape sequence") }
        cursor.index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let escapeStart = cursor.index - 2
            var scalar = try readHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard cursor.current == UInt8(ascii: "\\"), cursor.index + 1 < cursor.text.count,
                    cursor.text[cursor.index + 1] == UInt8(ascii: "u")
                else { throw failure(atByte: escapeStart, "unpaired high surrogate \\u\(hex4(scalar))") }
                cursor.index += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw failure(
                        atByte: escapeStart, "high surrogate \\u\(hex4(scalar)) is not followed by a low surrogate")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw failure(atByte: escapeStart, "unpaired low surrogate \\u\(hex4(scalar))")
            }
            buffer.append(contentsOf: Array(String(Unicode.Scalar(scalar)!).utf8))
        default:
            cursor.index -= 1
            throw failure("invalid escape sequence \\\(characterDescription(in: cursor.text, at: cursor.index))")
        }
    }

    private func failure(atByte offset: Int, _ message: String) -> ReadFailure {
        ReadFailure(
            diagnostic: Diagnostic(
                .jsonSyntax, message, at: cursor.location(ofByte: offset)))
    }

    private mutating func readHex4() throws(ReadFailure) -> UInt32 {
        guard let value = cursor.readHexDigits(4) else {
            throw failure("\\u must be followed by four hexadecimal digits")
        }
        return value
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// The value of one hexadecimal digit, shared by every reader that decodes
/// escapes.
func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
