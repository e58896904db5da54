import SegueGenSupport

/// Parses the template language, a documented subset of Stencil (see
/// `docs/Templates.md`): `{{ expression|filter:argument }}`,
/// `{% for %}…{% empty %}…{% endfor %}`, `{% if %}/{% elif %}/{% else %}`,
/// `{% include "name" %}` and `{# comments #}`.
///
/// Whitespace: a line holding only block tags and comments disappears
/// entirely, as with Stencil's smart trimming, so templates can be indented
/// for reading; `{%-` and `-%}` (likewise for `{{ }}` and `{# #}`) also
/// remove all white space before or after the tag.
struct TemplateParser {
    private let source: [UInt8]
    private let file: String
    private var lineStarts: [Int] = [0]

    init(source: String, file: String) {
        self.source = Array(source.utf8)
        self.file = file
        for (offset, byte) in self.source.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(offset + 1)
        }
    }

    static func parse(_ source: String, file: String) throws(TemplateError) -> [TemplateNode] {
        var parser = TemplateParser(source: source, file: file)
        return try parser.parse()
    }

    private enum Token {
        case text(String)
        case output(String, SourceLocation)
        case block(String, SourceLocation)
    }

    // MARK: - Tokens

    func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(file: file, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    private func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Bytes that smart trimming removes: the indentation, inner spaces and
    /// line break of every line made only of block tags and comments.
    private func smartTrimmedBytes() -> [Bool] {
        var skipped = [Bool](repeating: false, count: source.count)
        // The line's blanks outside tags, marked once the line proves to
        // hold tags and nothing else.
        var blanks: [Int] = []
        for (lineIndex, start) in lineStarts.enumerated() {
            let end = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] - 1 : source.count
            var position = start
            var sawTag = false
            var onlyTags = true
            blanks.removeAll(keepingCapacity: true)
            while position < end {
                if isSpace(source[position]) || source[position] == UInt8(ascii: "\r") {
                    blanks.append(position)
                    position += 1
                    continue
                }
                guard position + 1 < end, source[position] == UInt8(ascii: "{"),
                    source[position + 1] == UInt8(ascii: "%") || source[position + 1] == UInt8(ascii: "#")
                else {
                    onlyTags = false
                    break
                }
                let closer = source[position + 1]
                var close = position + 2
                while close + 1 < end && !(source[close] == closer && source[close + 1] == UInt8(ascii: "}")) {
                    close += 1
                }
                guard close + 1 < end else {
                    onlyTags = false
                    break
                }
                sawTag = true
                position = close + 2
            }
            guard onlyTags && sawTag else { continue }
            for blank in blanks { skipped[blank] = true }
            if end < source.count { skipped[end] = true }
        }
        return skipped
    }

    private func tokenize() throws(TemplateError) -> [Token] {
        let skipped = smartTrimmedBytes()
        var tokens: [Token] = []
        var text: [UInt8] = []
        var trimNextText = false
        var position = 0

        func flushText() {
            if !text.isEmpty { tokens.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll()
        }

        while position < source.count {
            let byte = source[position]
            let next: UInt8? = position + 1 < source.count ? source[position + 1] : nil
            guard byte == UInt8(ascii: "{"), let kind = next,
                kind == UInt8(ascii: "{") || kind == UInt8(ascii: "%") || kind == UInt8(ascii: "#")
            else {
                if !skipped[position] && !(trimNextText && isWhitespace(byte)) {
                    trimNextText = false
                    text.append(byte)
                }
                position += 1
                continue
            }
            let start = position
            let closer = kind == UInt8(ascii: "{") ? UInt8(ascii: "}") : kind
            var contentStart = position + 2
            let trimBefore = contentStart < source.count && source[contentStart] == UInt8(ascii: "-")
            if trimBefore { contentStart += 1 }
            var close = contentStart
            var quote: UInt8?
            while close + 1 < source.count {
                let current = source[close]
                if let open = quote {
                    if current == UInt8(ascii: "\\") && open == UInt8(ascii: "\"") {
                        close += 2
                        continue
                    }
                    if current == open { quote = nil }
                } else if kind != UInt8(ascii: "#") && (current == UInt8(ascii: "\"") || current == UInt8(ascii: "'")) {
                    quote = current
                } else if current == closer && source[close + 1] == UInt8(ascii: "}") {
                    break
                }
                close += 1
            }
            guard close + 1 < source.count else {
                let name = kind == UInt8(ascii: "{") ? "{{" : kind == UInt8(ascii: "%") ? "{%" : "{#"
                throw TemplateError(.syntax, "\(name) is never closed", at: location(of: start))
            }
            var contentEnd = close
            let trimAfter = contentEnd > contentStart && source[contentEnd - 1] == UInt8(ascii: "-")
            if trimAfter { contentEnd -= 1 }
            if trimBefore {
                while let last = text.last, isWhitespace(last) { text.removeLast() }
            }
            flushText()
            trimNextText = trimAfter
            let content = String(decoding: source[contentStart..<contentEnd], as: UTF8.self)
            let contentLocation = location(of: contentStart)
            switch kind {
            case UInt8(ascii: "{"): tokens.append(.output(content, contentLocation))
            case UInt8(ascii: "%"): tokens.append(.block(content, contentLocation))
            default: break
            }
            position = close + 2
        }
        flushText()
        return tokens
    }

    // MARK: - Nodes

    /// The block tag that ended a run of nodes, with its tagParser positioned
    /// after the tag name so the caller can read the rest (an `elif`'s
    /// condition).
    private struct Terminator {
        var tag: String
        var location: SourceLocation
        var tagParser: TagParser
    }

    mutating func parse() throws(TemplateError) -> [TemplateNode] {
        var tokens = try tokenize()[...]
        let (nodes, end) = try parseNodes(&tokens, until: [])
        if let end {
            throw TemplateError(.syntax, "{% \(end.tag) %} without a matching opening tag", at: end.location)
        }
        return nodes
    }

    /// Parses until one of the block tags in `terminators`, or the end.
    private func parseNodes(_ tokens: inout ArraySlice<Token>, until terminators: Set<String>)
        throws(TemplateError) -> ([TemplateNode], Terminator?)
    {
        var nodes: [TemplateNode] = []
        while let token = tokens.popFirst() {
            switch token {
            case .text(let text):
                nodes.append(.text(text))
            case .output(let content, let location):
                var tagParser = try TagParser(content, at: location)
                let expression = try tagParser.parseExpression()
                try tagParser.expectEnd()
                nodes.append(.output(expression, tagParser.firstTokenLocation))
            case .block(let content, let location):
                var tagParser = try TagParser(content, at: location)
                guard case .word(let tag)? = tagParser.peek else {
                    throw TemplateError(.syntax, "empty block tag", at: location)
                }
                tagParser.advance()
                if terminators.contains(tag) {
                    return (nodes, Terminator(tag: tag, location: location, tagParser: tagParser))
                }
                switch tag {
                case "for": nodes.append(try parseFor(&tagParser, &tokens, location))
                case "if": nodes.append(try parseIf(&tagParser, &tokens, location))
                case "include":
                    guard case .string(let name)? = tagParser.peek else {
                        throw TemplateError(.syntax, "include needs a quoted template name", at: location)
                    }
                    tagParser.advance()
                    try tagParser.expectEnd()
                    nodes.append(.include(name: name, location))
                case "endfor", "endif", "else", "elif", "empty":
                    throw TemplateError(.syntax, "{% \(tag) %} without a matching opening tag", at: location)
                default:
                    let known = ["for", "empty", "endfor", "if", "elif", "else", "endif", "include"]
                    throw TemplateError(
                        .syntax, "unknown tag \"\(tag)\"\(Suggestion.didYouMean(tag, in: known))", at: location)
                }
            }
        }
        return (nodes, nil)
    }

    private func parseFor(_ tagParser: inout TagParser, _ tokens: inout ArraySlice<Token>, _ location: SourceLocation)
        throws(TemplateError) -> TemplateNode
    {
        guard case .word(let variable)? = tagParser.peek, !variable.contains(".") else {
            throw TemplateError(.syntax, "expected {% for name in sequence %}", at: location)
        }
        tagParser.advance()
        guard case .word("in")? = tagParser.peek else {
            throw TemplateError(.syntax, "expected \"in\" after {% for \(variable)", at: location)
        }
        tagParser.advance()
        let sequence = try tagParser.parseExpression()
        try tagParser.expectEnd()
        var (body, end) = try parseNodes(&tokens, until: ["empty", "endfor"])
        var empty: [TemplateNode] = []
        if let terminator = end, terminator.tag == "empty" {
            try terminator.tagParser.expectEnd()
            (empty, end) = try parseNodes(&tokens, until: ["endfor"])
        }
        guard let terminator = end, terminator.tag == "endfor" else {
            throw TemplateError(.syntax, "{% for %} is never closed with {% endfor %}", at: location)
        }
        try terminator.tagParser.expectEnd()
        return .forLoop(variable: variable, sequence: sequence, body: body, empty: empty, location)
    }

    private func parseIf(_ tagParser: inout TagParser, _ tokens: inout ArraySlice<Token>, _ location: SourceLocation)
        throws(TemplateError) -> TemplateNode
    {
        var branches: [(condition: TemplateCondition, body: [TemplateNode])] = []
        var condition = try tagParser.parseCondition()
        try tagParser.expectEnd()
        while true {
            let (body, end) = try parseNodes(&tokens, until: ["elif", "else", "endif"])
            branches.append((condition, body))
            guard var terminator = end else {
                throw TemplateError(.syntax, "{% if %} is never closed with {% endif %}", at: location)
            }
            switch terminator.tag {
            case "elif":
                condition = try terminator.tagParser.parseCondition()
                try terminator.tagParser.expectEnd()
            case "else":
                try terminator.tagParser.expectEnd()
                let (otherwise, last) = try parseNodes(&tokens, until: ["endif"])
                guard let closing = last else {
                    throw TemplateError(.syntax, "{% if %} is never closed with {% endif %}", at: location)
                }
                try closing.tagParser.expectEnd()
                return .conditional(branches: branches, otherwise: otherwise)
            default:
                try terminator.tagParser.expectEnd()
                return .conditional(branches: branches, otherwise: [])
            }
        }
    }
}
