import SegueGenSupport

/// A complete RFC 8259 JSON reader that keeps the line and column of every
/// value, because `JSONSerialization` and `JSONDecoder` lose them and a
/// manifest error without a location is of little help.
///
/// It reads in one pass, linear in the input, with bounded nesting.
public struct JSONReader: TreeReader {
    private let text: [UInt8]
    private let file: String
    private let maximumDepth: Int
    private var index: Int
    private var line = 1
    private var lineStart: Int
    private var depth = 0
    var keys = MappingKeys()

    /// Reads `bytes` as one JSON document. Returns nil when the document is
    /// not JSON; the reasons are in `diagnostics`.
    public static func read(
        _ bytes: [UInt8], file: String, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector
    ) -> Node? {
        readTree(bytes, file: file, limits: limits, diagnostics: &diagnostics)
    }

    init(input: InputText, maximumDepth: Int) {
        text = input.bytes
        file = input.file
        self.maximumDepth = maximumDepth
        index = input.contentStart
        lineStart = input.contentStart
    }

    private var location: SourceLocation {
        SourceLocation(file: file, line: line, column: index - lineStart + 1)
    }

    private func failure(_ message: String, code: DiagnosticCode = .jsonSyntax) -> ReadFailure {
        ReadFailure(diagnostic: .error(code, message, at: location))
    }

    private var current: UInt8? { index < text.count ? text[index] : nil }

    mutating func readDocument() throws(ReadFailure) -> Node {
        skipWhitespace()
        guard current != nil else { throw failure("the file is empty; expected a JSON object") }
        let node = try readValue()
        skipWhitespace()
        if current != nil {
            throw failure("unexpected \(describeCurrent()) after the end of the JSON document")
        }
        return node
    }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func readValue() throws(ReadFailure) -> Node {
        let start = location
        guard let byte = current else { throw failure("unexpected end of file; expected a value") }
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
            throw failure("unexpected \(describeCurrent()); expected a value")
        }
    }

    private mutating func enterCollection() throws(ReadFailure) {
        depth += 1
        if depth > maximumDepth {
            throw failure("nesting is deeper than \(maximumDepth) levels", code: .nestingTooDeep)
        }
    }

    private mutating func readObject() throws(ReadFailure) -> Node {
        let start = location
        try enterCollection()
        index += 1
        var entries: [Node.Entry] = []
        var firstLocations: [String: SourceLocation] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return Node(.mapping(entries), at: start)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                if current != nil {
                    throw failure("unexpected \(describeCurrent()); expected a key in double quotes")
                }
                throw failure("unexpected end of file; expected a key in double quotes")
            }
            let keyLocation = location
            let key = try readString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            let value = try readValue()
            keys.add(Node.Entry(key: key, keyLocation: keyLocation, value: value), to: &entries, seen: &firstLocations)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return Node(.mapping(entries), at: start)
            case .some:
                throw failure("unexpected \(describeCurrent()); expected ',' or '}'")
            case nil:
                throw failure("unexpected end of file; expected ',' or '}' to close the object opened at \(start)")
            }
        }
    }

    private mutating func readArray() throws(ReadFailure) -> Node {
        let start = location
        try enterCollection()
        index += 1
        var elements: [Node] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return Node(.sequence(elements), at: start)
        }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return Node(.sequence(elements), at: start)
            case .some:
                throw failure("unexpected \(describeCurrent()); expected ',' or ']'")
            case nil:
                throw failure("unexpected end of file; expected ',' or ']' to close the array opened at \(start)")
            }
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(ReadFailure) {
        let expected = literal.withUTF8Buffer { Array($0) }
        guard index + expected.count <= text.count, Array(text[index..<index + expected.count]) == expected else {
            throw failure("unexpected \(describeCurrent()); expected a value")
        }
        index += expected.count
    }

    private mutating func readNumber() throws(ReadFailure) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        switch current ?? 0 {
        case UInt8(ascii: "0"):
            index += 1
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            skipDigits()
        default:
            throw failure("a number needs a digit after '-'")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let byte = current, isDigit(byte) else { throw failure("a number needs a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let byte = current, isDigit(byte) else { throw failure("a number needs a digit in its exponent") }
            skipDigits()
        }
        return String(decoding: text[start..<index], as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { index += 1 }
    }

    private mutating func readString() throws(ReadFailure) -> String {
        let start = location
        index += 1
        var buffer: [UInt8] = []
        while true {
            guard let byte = current else {
                throw ReadFailure(diagnostic: .error(.jsonSyntax, "unterminated string", at: start))
            }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                try readEscape(into: &buffer)
            case 0..<0x20:
                throw failure("control character \(hexByte(byte)) in a string; write it as an escape such as \\n")
            default:
                buffer.append(byte)
                index += 1
            }
        }
    }

    private mutating func readEscape(into buffer: inout [UInt8]) throws(ReadFailure) {
        guard let byte = current else { throw failure("unexpected end of file in an escape sequence") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let escapeStart = index - 2
            var scalar = try readHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard current == UInt8(ascii: "\\"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "u")
                else { throw failure(atByte: escapeStart, "unpaired high surrogate \\u\(hex4(scalar))") }
                index += 2
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
            index -= 1
            throw failure("invalid escape sequence \\\(characterDescription(in: text, at: index))")
        }
    }

    private func failure(atByte offset: Int, _ message: String) -> ReadFailure {
        ReadFailure(
            diagnostic: .error(
                .jsonSyntax, message, at: SourceLocation(file: file, line: line, column: offset - lineStart + 1)))
    }

    private mutating func readHex4() throws(ReadFailure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexValue(byte) else {
                throw failure("\\u must be followed by four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func describeCurrent() -> String {
        "character '\(characterDescription(in: text, at: index))'"
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
