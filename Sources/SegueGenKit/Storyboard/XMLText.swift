/// Read access to the scanned bytes, for the scanner and for its handlers:
/// a plain pointer, so handing it to a handler costs nothing.
struct XMLText {
    let bytes: UnsafeBufferPointer<UInt8>

    private var text: UnsafeBufferPointer<UInt8> { bytes }

    /// Whether the `length` bytes at `lhs` and at `rhs` are the same.
    @inline(__always)
    func bytesEqual(_ lhs: Int, _ rhs: Int, length: Int) -> Bool {
        var index = 0
        while index < length {
            if text[lhs + index] != text[rhs + index] { return false }
            index += 1
        }
        return true
    }

    /// Whether `literal` is at `offset`.
    func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset + length <= text.count else { return false }
        let pointer = literal.utf8Start
        for index in 0..<length where text[offset + index] != pointer[index] { return false }
        return true
    }

    /// The character a reference's body (between `&` and `;`) stands for.
    func decodeReference(from start: Int, to end: Int) -> Unicode.Scalar? {
        if matches("lt;", at: start) && end == start + 2 { return "<" }
        if matches("gt;", at: start) && end == start + 2 { return ">" }
        if matches("amp;", at: start) && end == start + 3 { return "&" }
        if matches("quot;", at: start) && end == start + 4 { return "\"" }
        if matches("apos;", at: start) && end == start + 4 { return "'" }
        guard text[start] == UInt8(ascii: "#"), end > start + 1 else { return nil }
        var value: UInt32 = 0
        if text[start + 1] == UInt8(ascii: "x") {
            guard end > start + 2 else { return nil }
            for index in (start + 2)..<end {
                guard let digit = hexValue(text[index]), value < 0x11_0000 else { return nil }
                value = value * 16 + UInt32(digit)
            }
        } else {
            for index in (start + 1)..<end {
                let byte = text[index]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), value < 0x11_0000 else { return nil }
                value = value * 10 + UInt32(byte - UInt8(ascii: "0"))
            }
        }
        // XML 1.0 allows tab, newline, carriage return and U+0020 upward.
        guard value == 0x9 || value == 0xA || value == 0xD || value >= 0x20 else { return nil }
        guard value != 0xFFFE && value != 0xFFFF else { return nil }
        return Unicode.Scalar(value)
    }

    func string(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
    }

    /// An attribute value with its references decoded.
    func value(of attribute: XMLScanner.AttributeRange) -> String {
        guard attribute.hasReference else { return string(attribute.valueStart, attribute.valueEnd) }
        return decoded(attribute.valueStart, attribute.valueEnd)
    }

    /// The text of `start..<end` with its references decoded; the scanner
    /// has checked that each is well-formed.
    func decoded(_ start: Int, _ end: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = text[index]
            if byte == UInt8(ascii: "&") {
                var end = index + 1
                while text[end] != UInt8(ascii: ";") { end += 1 }
                if let scalar = decodeReference(from: index + 1, to: end) {
                    bytes.append(contentsOf: String(scalar).utf8)
                }
                index = end + 1
            } else {
                bytes.append(byte)
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func nameEquals(_ start: Int, _ end: Int, _ literal: StaticString) -> Bool {
        end - start == literal.utf8CodeUnitCount && matches(literal, at: start)
    }

    func valueEquals(_ attribute: XMLScanner.AttributeRange, _ literal: StaticString) -> Bool {
        !attribute.hasReference && nameEquals(attribute.valueStart, attribute.valueEnd, literal)
    }
}
