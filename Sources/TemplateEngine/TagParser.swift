import SegueGenSupport

/// Parses the inside of one tag, as tokens from `TagTokenizer`: the words
/// of the tag itself for `TemplateParser`, which splits a template into text
/// and tags and builds its node tree, and the expressions and conditions
/// in it.
struct TagParser {
    private let tokens: [(TagToken, SourceLocation)]
    private var index = 0
    private let location: SourceLocation

    init(_ content: String, at location: SourceLocation) throws(TemplateError) {
        self.location = location
        tokens = try TagTokenizer.tokens(in: content, at: location)
    }

    var peek: TagToken? { index < tokens.count ? tokens[index].0 : nil }

    /// Where the tag's first token starts: what an error about the whole
    /// tag points at.
    var firstTokenLocation: SourceLocation { tokens.first?.1 ?? location }

    private var peekLocation: SourceLocation { index < tokens.count ? tokens[index].1 : location }

    mutating func advance() { index += 1 }

    func expectEnd() throws(TemplateError) {
        guard index < tokens.count else { return }
        throw TemplateError(
            .syntax, "unexpected \(describe(tokens[index].0)) in the tag", at: tokens[index].1)
    }

    private func describe(_ token: TagToken) -> String {
        switch token {
        case .word(let word): "\"\(word)\""
        case .string(let text): "string \"\(text)\""
        case .int(let number): "number \(number)"
        case .symbol(let symbol): "'\(symbol)'"
        }
    }

    // MARK: - Expressions

    mutating func parseExpression() throws(TemplateError) -> TemplateExpression {
        let operand = try parseOperand()
        var filters: [TemplateExpression.Filter] = []
        while peek == .symbol("|") {
            advance()
            let filterLocation = peekLocation
            guard case .word(let name)? = peek, !name.contains(".") else {
                throw TemplateError(.syntax, "expected a filter name after '|'", at: filterLocation)
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

    private mutating func parseOperand() throws(TemplateError) -> TemplateExpression.Operand {
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
                throw TemplateError(.syntax, "\"\(path)\" is not a variable name", at: operandLocation)
            }
            advance()
            return .variable(components, operandLocation)
        case let token?:
            throw TemplateError(.syntax, "expected a value, found \(describe(token))", at: operandLocation)
        case nil:
            throw TemplateError(.syntax, "expected a value", at: operandLocation)
        }
    }

    // MARK: - Conditions

    mutating func parseCondition() throws(TemplateError) -> TemplateCondition {
        var condition = try parseAnd()
        while peek == .word("or") {
            advance()
            condition = .or(condition, try parseAnd())
        }
        return condition
    }

    private mutating func parseAnd() throws(TemplateError) -> TemplateCondition {
        var condition = try parseNot()
        while peek == .word("and") {
            advance()
            condition = .and(condition, try parseNot())
        }
        return condition
    }

    private mutating func parseNot() throws(TemplateError) -> TemplateCondition {
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
