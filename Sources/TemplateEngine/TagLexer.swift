import SegueGenSupport

/// Splits the inside of one tag into words, strings, numbers and symbols,
/// and parses expressions and conditions from them.
struct TagLexer {
    enum Token: Equatable {
        /// An identifier or a dotted path: `scene.segues`, `and`, `in`.
        case word(String)
        case string(String)
        case int(Int)
        /// `|`, `:`, `,`, `==`, `!=`
        case symbol(String)
    }

    private var tokens: [(Token, SourceLocation)] = []
    private var index = 0
    private let location: SourceLocation

    init(_ content: String, at location: SourceLocation) throws(TemplateFailure) {
        self.location = location
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
                    throw TemplateFailure(.templateSyntax, "unterminated string", at: here(start))
                }
                position += 1
                tokens.append((.string(String(decoding: value, as: UTF8.self)), here(start)))
            case UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: ","):
                position += 1
                tokens.append((.symbol(String(UnicodeScalar(byte))), here(start)))
            case UInt8(ascii: "="), UInt8(ascii: "!"):
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "=") else {
                    throw TemplateFailure(
                        .templateSyntax, "unexpected '\(UnicodeScalar(byte))'; comparisons are == and !=",
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
                    throw TemplateFailure(.templateSyntax, "expected a number", at: here(start))
                }
                tokens.append((.int(number), here(start)))
            default:
                guard Self.isWordByte(byte) else {
                    throw TemplateFailure(
                        .templateSyntax, "unexpected character '\(characterDescription(in: bytes, at: position))'",
                        at: here(start))
                }
                while position < bytes.count
                    && (Self.isWordByte(bytes[position]) || bytes[position] == UInt8(ascii: "."))
                {
                    position += 1
                }
                tokens.append((.word(String(decoding: bytes[start..<position], as: UTF8.self)), here(start)))
            }
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    var peek: Token? { index < tokens.count ? tokens[index].0 : nil }

    /// Where the tag's first token starts: what an error about the whole
    /// tag points at.
    var firstTokenLocation: SourceLocation { tokens.first?.1 ?? location }

    private var peekLocation: SourceLocation { index < tokens.count ? tokens[index].1 : location }

    mutating func advance() { index += 1 }

    func expectEnd() throws(TemplateFailure) {
        guard index < tokens.count else { return }
        throw TemplateFailure(
            .templateSyntax, "unexpected \(describe(tokens[index].0)) in the tag", at: tokens[index].1)
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .word(let word): "\"\(word)\""
        case .string(let text): "string \"\(text)\""
        case .int(let number): "number \(number)"
        case .symbol(let symbol): "'\(symbol)'"
        }
    }

    // MARK: - Expressions

    mutating func parseExpression() throws(TemplateFailure) -> TemplateExpression {
        let operand = try parseOperand()
        var filters: [TemplateExpression.Filter] = []
        while peek == .symbol("|") {
            advance()
            let filterLocation = peekLocation
            guard case .word(let name)? = peek, !name.contains(".") else {
                throw TemplateFailure(.templateSyntax, "expected a filter name after '|'", at: filterLocation)
            }
            advance()
            var arguments: [TemplateExpression.Operand] = []
            if peek == .symbol(":") {
                advance()
                arguments.append(try parseOperand())
                while peek == .symbol(",") {
                    advance()
                    arguments.append(try parseOperand())
                }
            }
            filters.append(.init(name: name, arguments: arguments, location: filterLocation))
        }
        return TemplateExpression(operand: operand, filters: filters)
    }

    private mutating func parseOperand() throws(TemplateFailure) -> TemplateExpression.Operand {
        let operandLocation = peekLocation
        switch peek {
        case .string(let text)?:
            advance()
            return .string(text)
        case .int(let number)?:
            advance()
            return .int(number)
        case .word("true")?:
            advance()
            return .bool(true)
        case .word("false")?:
            advance()
            return .bool(false)
        case .word(let path)?:
            let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !components.contains(where: \.isEmpty), let first = components.first?.first, !first.isNumber else {
                throw TemplateFailure(.templateSyntax, "\"\(path)\" is not a variable name", at: operandLocation)
            }
            advance()
            return .variable(components, operandLocation)
        case let token?:
            throw TemplateFailure(.templateSyntax, "expected a value, found \(describe(token))", at: operandLocation)
        case nil:
            throw TemplateFailure(.templateSyntax, "expected a value", at: operandLocation)
        }
    }

    // MARK: - Conditions

    mutating func parseCondition() throws(TemplateFailure) -> TemplateCondition {
        var condition = try parseAnd()
        while peek == .word("or") {
            advance()
            condition = .or(condition, try parseAnd())
        }
        return condition
    }

    private mutating func parseAnd() throws(TemplateFailure) -> TemplateCondition {
        var condition = try parseNot()
        while peek == .word("and") {
            advance()
            condition = .and(condition, try parseNot())
        }
        return condition
    }

    private mutating func parseNot() throws(TemplateFailure) -> TemplateCondition {
        if peek == .word("not") {
            advance()
            return .not(try parseNot())
        }
        let left = try parseExpression()
        switch peek {
        case .symbol("==")?:
            advance()
            return .equal(left, try parseExpression())
        case .symbol("!=")?:
            advance()
            return .notEqual(left, try parseExpression())
        default:
            return .value(left)
        }
    }
}
