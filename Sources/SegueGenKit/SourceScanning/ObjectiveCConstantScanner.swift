/// Finds, in Objective-C source and headers, the string constants code can
/// pass to UIKit by name: `NSString *const kX = @"x";` (`static`,
/// `extern` or `FOUNDATION_EXPORT` before it, or none), `static NSString
/// *kX = @"x";` in a method or at the top level, and `#define kX @"x"`.
///
/// C has one namespace for them: a constant of the top level is named by
/// itself, one declared in a method or function by the offset of its body
/// too (`ConstantReference.localScope`). A `static NSString *` that the file
/// assigns again, a constant without `const` or `static`, and a definition
/// holding more than one literal hold no known value.
enum ObjectiveCConstantScanner {
    static func scan(_ bytes: [UInt8], file: String) -> [StringConstant] {
        guard mentionsConstant(bytes) else { return [] }
        let tokens = SourceTokenizer.tokens(of: bytes, language: .objectiveC, yieldsStrings: true)
        let text = SourceTokenizer.Text(bytes: bytes)
        func word(_ index: Int) -> String? {
            index >= 0 && index < tokens.count && tokens[index].kind == .word ? text.string(tokens[index]) : nil
        }
        func isSymbol(_ index: Int, _ symbol: Unicode.Scalar) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].isSymbol(symbol)
        }
        func literal(_ index: Int) -> String? {
            index < tokens.count && tokens[index].kind == .string
                ? NavigationCallScanner.literalValue(tokens[index], in: bytes, language: .objectiveC) : nil
        }
        var assigned: [String: Int] = [:]
        for index in tokens.indices where isSymbol(index + 1, "=") && !isSymbol(index + 2, "=") {
            if let name = word(index) { assigned[name, default: 0] += 1 }
        }
        var found = StringConstantCollector()
        var depth = 0
        var body: Int?
        for index in tokens.indices {
            let token = tokens[index]
            if token.isSymbol("{") {
                if depth == 0 { body = token.offset }
                depth += 1
            } else if token.isSymbol("}") {
                depth = max(0, depth - 1)
            } else if text.isWord(token, "define"), isSymbol(index - 1, "#"), let name = word(index + 1) {
                // The definition is the rest of its line: one literal.
                let next = index + 3 < tokens.count ? tokens[index + 3].offset : bytes.count
                let endsLine =
                    index + 2 < tokens.count && bytes[tokens[index + 2].end..<next].contains(UInt8(ascii: "\n"))
                    || index + 3 == tokens.count
                let value = endsLine ? literal(index + 2) : nil
                if value != nil || isSymbol(index + 2, "(") == false {
                    found.append([name], .constant, value, at: tokens[index + 1].offset)
                }
            } else if text.isWord(token, "NSString"), isSymbol(index + 1, "*") {
                var position = index + 2
                let isConst = word(position) == "const"
                if isConst { position += 1 }
                guard let name = word(position), isSymbol(position + 1, "=") else { continue }
                let isStatic = word(index - 1) == "static" || word(index - 2) == "static"
                guard depth == 0 || isStatic || isConst else { continue }
                let isExact = isConst || (isStatic && assigned[name] == 1)
                let value = isExact && isSymbol(position + 3, ";") ? literal(position + 2) : nil
                let path = depth == 0 ? [name] : ["\(file)@\(body ?? 0)", name]
                found.append(path, .constant, value, at: tokens[position].offset)
            }
        }
        return found.located(in: bytes, file: file)
    }

    /// Whether the file holds `NSString` or `define`: most headers and
    /// sources declare no constant, and cost no tokens.
    private static func mentionsConstant(_ bytes: [UInt8]) -> Bool {
        let patterns = [Array("NSString".utf8), Array("define".utf8)]
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                for pattern in patterns where buffer[index] == pattern[0] && index + pattern.count <= buffer.count {
                    if buffer[index..<(index + pattern.count)].elementsEqual(pattern) { return true }
                }
                index += 1
            }
            return false
        }
    }
}
