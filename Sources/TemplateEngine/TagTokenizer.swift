import SegueGenSupport

/// One word, string, number or symbol inside a tag.
enum TagToken: Equatable {
    /// An identifier or a dotted path: `scene.segues`, `and`, `in`.
    case word(String)
    case string(String)
    case int(Int)
    /// `|`, `:`, `,`, `==`, `!=`
    case symbol(String)
}

/// Splits the inside of one tag into tokens, each with its location.
enum TagTokenizer {
    static func tokens(in content: String, at location: SourceLocation) throws(TemplateError)
        -> [(TagToken, SourceLocation)]
    {
        var tokens: [(TagToken, SourceLocation)] = []
        let bytes = Array(content.utf8)
        var position = 0
        func here(_ offset: Int) -> SourceLocation {
            var result = location
            result.column += offset
            return result
        }
        while position < bytes.count {
            let byte = bytes[position]
            let start = position
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                var value: [UInt8] = []
                position += 1
                while position < bytes.count && bytes[position] != byte {
                    if bytes[position] == UInt8(ascii: "\\") && position + 1 < bytes.count {
                        position += 1
                        switch bytes[position] {
                        case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                        default: value.append(bytes[position])
                        }
                    } else {
                        value.append(bytes[position])
                    }
                    position += 1
                }
                guard position < bytes.count else {
                    throw TemplateError(.syntax, "unterminated string", at: here(start))
                }
                position += 1
                tokens.append((.string(String(decoding: value, as: UTF8.self)), here(start)))
            case UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: ","):
                position += 1
                tokens.append((.symbol(String(UnicodeScalar(byte))), here(start)))
            case UInt8(ascii: "="), UInt8(ascii: "!"):
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "=") else {
                    throw TemplateError(
                        .syntax, "unexpected '\(UnicodeScalar(byte))'; comparisons are == and !=",
                        at: here(start))
                }
                position += 2
                tokens.append((.symbol(byte == UInt8(ascii: "=") ? "==" : "!="), here(start)))
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                position += 1
                while position < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                    position += 1
                }
                guard let number = Int(String(decoding: bytes[start..<position], as: UTF8.self)) else {
                    throw TemplateError(.syntax, "expected a number", at: here(start))
                }
                tokens.append((.int(number), here(start)))
            default:
                guard byte.isASCIIWordByte else {
                    throw TemplateError(
                        .syntax, "unexpected character '\(characterDescription(in: bytes, at: position))'",
                        at: here(start))
                }
                while position < bytes.count
                    && (bytes[position].isASCIIWordByte || bytes[position] == UInt8(ascii: "."))
                {
                    position += 1
                }
                tokens.append((.word(String(decoding: bytes[start..<position], as: UTF8.self)), here(start)))
            }
        }
        return tokens
    }
}
