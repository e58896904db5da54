/// `0x0A`-style spelling of a byte for messages.
public func hexByte(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count == 1 ? "0" + digits : digits)
}

/// The whole character at `offset` for messages, so a stray non-ASCII
/// character shows as itself rather than as its first byte, and a control
/// character shows as its code.
public func characterDescription(in text: [UInt8], at offset: Int) -> String {
    guard offset < text.count else { return "end of file" }
    let byte = text[offset]
    if byte < 0x20 || byte == 0x7F { return hexByte(byte) }
    if byte < 0x80 { return String(UnicodeScalar(byte)) }
    var end = offset + 1
    while end < text.count && text[end] & 0xC0 == 0x80 { end += 1 }
    return String(decoding: text[offset..<end], as: UTF8.self)
}
