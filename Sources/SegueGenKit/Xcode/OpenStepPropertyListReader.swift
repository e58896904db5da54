import SegueGenSupport

/// Reads the old-style ASCII property lists of `project.pbxproj` (and of
/// `.xcconfig`-free Xcode files generally): `{ key = value; }`
/// dictionaries, `( a, b, )` arrays, quoted and bare strings, `<…>` data,
/// and `/* */` and `//` comments.
///
/// A project file is machine-written, but it is also merged by hand, so a
/// broken one is reported at its line and column, never a crash or a hang;
/// nesting is bounded like every other reader's.
enum OpenStepPropertyListReader {
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    /// The list in `bytes`, or nil after a located SG013 (or SG002, SG003
    /// for bytes that are no text).
    static func read(
        _ bytes: [UInt8], file: String, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector
    ) -> PropertyList? {
        guard
            let text = InputText(
                bytes: bytes, file: file, maximumSize: limits.maximumStoryboardSize, diagnostics: &diagnostics)
        else { return nil }
        var parser = Parser(bytes: bytes, index: text.contentStart, maximumDepth: limits.maximumManifestDepth)
        do throws(Failure) {
            let value = try parser.document()
            return value
        } catch {
            diagnostics.emit(
                Diagnostic(
                    .propertyListSyntax, error.message,
                    at: TextPosition.location(of: error.offset, in: bytes, from: text.contentStart, file: file)))
            return nil
        }
    }

    private struct Parser {
        let bytes: [UInt8]
        var index: Int
        let maximumDepth: Int
        var depth = 0

        mutating func document() throws(Failure) -> PropertyList {
            skipSpace()
            let value = try self.value()
            skipSpace()
            guard index >= bytes.count else {
                throw Failure(message: "unexpected \(describeCurrent()) after the property list", offset: index)
            }
            return value
        }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private func describeCurrent() -> String {
            guard current != nil else { return "end of file" }
            return "character '\(characterDescription(in: bytes, at: index))'"
        }

        private mutating func value() throws(Failure) -> PropertyList {
            switch current {
            case UInt8(ascii: "{"): return try dictionary()
            case UInt8(ascii: "("): return try array()
            case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
            case UInt8(ascii: "<"):
                try data()
                return .string("")
            case let byte? where Self.isBare(byte): return .string(bare())
            default: throw Failure(message: "expected a value, found \(describeCurrent())", offset: index)
            }
        }

        private mutating func enter() throws(Failure) {
            depth += 1
            guard depth <= maximumDepth else {
                throw Failure(message: "nesting is deeper than \(maximumDepth) levels", offset: index)
            }
        }

        private mutating func dictionary() throws(Failure) -> PropertyList {
            let open = index
            try enter()
            index += 1
            var result: [String: PropertyList] = [:]
            while true {
                skipSpace()
                guard let byte = current else {
                    throw Failure(message: "the dictionary opened here is never closed with '}'", offset: open)
                }
                if byte == UInt8(ascii: "}") {
                    index += 1
                    break
                }
                let key: String
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): key = try quoted()
                case _ where Self.isBare(byte): key = bare()
                default: throw Failure(message: "expected a key or '}', found \(describeCurrent())", offset: index)
                }
                skipSpace()
                guard current == UInt8(ascii: "=") else {
                    throw Failure(
                        message: "expected '=' after the key \"\(key)\", found \(describeCurrent())", offset: index)
                }
                index += 1
                skipSpace()
                let value = try self.value()
                skipSpace()
                guard current == UInt8(ascii: ";") else {
                    throw Failure(
                        message: "expected ';' after the value of \"\(key)\", found \(describeCurrent())", offset: index
                    )
                }
                index += 1
                // A merge may leave a key twice; Xcode keeps the last.
                result[key] = value
            }
            depth -= 1
            return .dictionary(result)
        }

        private mutating func array() throws(Failure) -> PropertyList {
            let open = index
            try enter()
            index += 1
            var result: [PropertyList] = []
            while true {
                skipSpace()
                guard current != nil else {
                    throw Failure(message: "the array opened here is never closed with ')'", offset: open)
                }
                if current == UInt8(ascii: ")") {
                    index += 1
                    break
                }
                result.append(try value())
                skipSpace()
                if current == UInt8(ascii: ",") {
                    index += 1
                } else if current != UInt8(ascii: ")") {
                    throw Failure(
                        message: "expected ',' or ')' in the array, found \(describeCurrent())", offset: index)
                }
            }
            depth -= 1
            return .array(result)
        }

        /// `"…"`, with the escapes NeXTSTEP lists use: `\n`, `\t`, `\\`,
        /// `\"`, three octal digits and `\U` with four hex digits.
        private mutating func quoted() throws(Failure) -> String {
            let quote = bytes[index]
            let open = index
            index += 1
            var result: [UInt8] = []
            while true {
                guard let byte = current else {
                    throw Failure(message: "the string opened here is never closed", offset: open)
                }
                index += 1
                if byte == quote { break }
                guard byte == UInt8(ascii: "\\") else {
                    result.append(byte)
                    continue
                }
                guard let escaped = current else {
                    throw Failure(message: "the string opened here is never closed", offset: open)
                }
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "a"): result.append(0x07)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "v"): result.append(0x0B)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var scalar: UInt32 = 0
                    for _ in 0..<4 {
                        guard let digit = current.flatMap(hexValue) else {
                            throw Failure(message: "\\U takes four hexadecimal digits", offset: index)
                        }
                        scalar = scalar << 4 | UInt32(digit)
                        index += 1
                    }
                    let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                    result.append(contentsOf: Array(String(character).utf8))
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var code = UInt32(escaped - UInt8(ascii: "0"))
                    for _ in 0..<2 {
                        guard let digit = current, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "7") else { break }
                        code = code << 3 | UInt32(digit - UInt8(ascii: "0"))
                        index += 1
                    }
                    result.append(UInt8(truncatingIfNeeded: code))
                default: result.append(escaped)
                }
            }
            return String(decoding: result, as: UTF8.self)
        }

        /// `<0fbd 7a31>`: data, which nothing SegueGen reads holds; skipped.
        private mutating func data() throws(Failure) {
            let open = index
            index += 1
            while let byte = current, byte != UInt8(ascii: ">") {
                guard hexValue(byte) != nil || Self.isSpace(byte) else {
                    throw Failure(
                        message: "data holds hexadecimal digits only, found \(describeCurrent())", offset: index)
                }
                index += 1
            }
            guard current == UInt8(ascii: ">") else {
                throw Failure(message: "the data opened here is never closed with '>'", offset: open)
            }
            index += 1
        }

        private mutating func bare() -> String {
            let start = index
            while let byte = current, Self.isBare(byte) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// The characters of an unquoted string.
        private static func isBare(_ byte: UInt8) -> Bool {
            byte.isASCIIWordByte || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "/")
                || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "~") || byte >= 0x80
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
        }

        /// Skips white space and comments. An unclosed `/*` runs to the end,
        /// where the caller reports what it expected.
        private mutating func skipSpace() {
            while let byte = current {
                if Self.isSpace(byte) {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        index += 1
                    }
                    index = min(index + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while let next = current, next != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }
    }
}
