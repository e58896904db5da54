/// Splits Swift or Objective-C source into the few tokens the unwind-action
/// scanners need (words, single symbols), skipping comments, string and
/// character literals, and the branches of conditional compilation that do
/// not count.
///
/// A scanner cannot evaluate `#if` conditions, so it reads one branch of
/// each block: the first, unless its condition is `false` (or `0`), in which
/// case the next. Reading one branch keeps braces balanced where two
/// branches open the same declaration differently.
struct SourceTokenizer {
    enum Language: Sendable {
        case swift
        case objectiveC

        /// The language of a source file or header of `format`.
        init(_ format: InputFormat) { self = format == .swiftSource ? .swift : .objectiveC }
    }

    /// A word or one symbol, as a range of the source's bytes: a scanner
    /// looks at most words only to see they are no keyword, so none is
    /// copied into a string until it is needed.
    struct Token {
        enum Kind: Equatable {
            case word
            case symbol(UInt8)
            /// A string literal, quotes and all (`"a"`, `#"a"#`, `@"a"`),
            /// only when the tokenizer is asked for them.
            case string
        }

        var kind: Kind
        var offset: Int
        var end: Int

        func isSymbol(_ character: Unicode.Scalar) -> Bool { kind == .symbol(UInt8(ascii: character)) }
    }

    /// Reads tokens' text in the bytes they came from.
    struct Text {
        let bytes: [UInt8]

        func string(_ token: Token) -> String {
            String(decoding: bytes[token.offset..<token.end], as: UTF8.self)
        }

        /// Whether `token` is the word `word`, compared byte by byte.
        func isWord(_ token: Token, _ word: StaticString) -> Bool {
            guard token.kind == .word, token.end - token.offset == word.utf8CodeUnitCount else { return false }
            return word.withUTF8Buffer { expected in
                var index = 0
                while index < expected.count {
                    if bytes[token.offset + index] != expected[index] { return false }
                    index += 1
                }
                return true
            }
        }
    }

    /// A line of conditional compilation, as `directives(of:language:)`
    /// finds it.
    struct Directive: Equatable, Sendable {
        enum Keyword: String, Sendable {
            case `if`, ifdef, ifndef, elseif, elif, `else`, endif
        }

        var keyword: Keyword
        /// Where its `#` is.
        var start: Int
        /// Where its line ends (before the line break), after any line
        /// continuations.
        var end: Int
        /// What follows the keyword.
        var condition: Range<Int>
    }

    private struct Condition {
        var active: Bool
        var anyBranchTaken: Bool
        /// Where its `#if` starts.
        var start: Int
        /// Whether an `#elif` or `#else` followed the `#if`.
        var hasOtherBranch = false
    }

    private let bytes: [UInt8]
    private let language: Language
    /// Whether string literals come out as tokens rather than being skipped.
    private let yieldsStrings: Bool
    /// The offset of the next byte to read.
    private(set) var index = 0
    private var conditions: [Condition] = []
    /// The branches of conditional compilation not read, as byte ranges,
    /// outside blocks skipped whole (`skipBlock()`): what a class or
    /// interface body holds there is not known.
    private(set) var skippedBranches: [Range<Int>] = []
    /// Where the branch being skipped started.
    private var skipStart = 0
    /// The `#if … #endif` blocks with more than one branch, as byte ranges
    /// from the `#if` to the end of the `#endif` line: which branch a build
    /// compiles is not known, so neither is what a name declared in one
    /// holds.
    private(set) var branchedRegions: [Range<Int>] = []
    private var atLineStart = true
    /// Whether every branch is read, each directive noted in `directives`
    /// instead of choosing one.
    private var readsEveryBranch = false
    /// The directives met, when `readsEveryBranch`.
    private(set) var directives: [Directive] = []
    /// While skipping a block, words are passed over without a token.
    private var skipsWords = false
    /// Which bytes can be part of a word, by value.
    private let wordBytes: [Bool] = SourceTokenizer.wordByteTable

    private static let wordByteTable: [Bool] = (0...255).map { isWordByte(UInt8($0)) }

    /// The tokens of `bytes`.
    static func tokens(of bytes: [UInt8], language: Language, yieldsStrings: Bool = false) -> [Token] {
        tokensAndSkippedBranches(of: bytes, language: language, yieldsStrings: yieldsStrings).tokens
    }

    /// The tokens of `bytes`, and the branches of conditional compilation
    /// not read (`skippedBranches`).
    static func tokensAndSkippedBranches(
        of bytes: [UInt8], language: Language, yieldsStrings: Bool = false
    ) -> (tokens: [Token], skippedBranches: [Range<Int>]) {
        var tokenizer = SourceTokenizer(bytes: bytes, language: language, yieldsStrings: yieldsStrings)
        var tokens: [Token] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return (tokens, tokenizer.skippedBranches)
    }

    /// The tokens of every branch of `bytes` (none unless `keepsTokens`),
    /// and its directives: what `InactiveCode` needs to judge each branch
    /// before the scanners read one.
    static func tokensAndDirectives(of bytes: [UInt8], language: Language, keepsTokens: Bool) -> (
        tokens: [Token], directives: [Directive]
    ) {
        var tokenizer = SourceTokenizer(bytes: bytes, language: language)
        tokenizer.readsEveryBranch = true
        tokenizer.skipsWords = !keepsTokens
        var tokens: [Token] = []
        while let token = tokenizer.next() {
            if keepsTokens { tokens.append(token) }
        }
        return (tokens, tokenizer.directives)
    }

    init(bytes: [UInt8], language: Language, yieldsStrings: Bool = false) {
        self.bytes = bytes
        self.language = language
        self.yieldsStrings = yieldsStrings
    }

    /// Moves past the `}` that closes a `{` just read, giving no tokens:
    /// what a function body holds does not matter, only where it ends.
    ///
    /// Most of a file is function bodies, so this runs through plain bytes
    /// in a tight loop and leaves comments, literals and directives to
    /// `next()`.
    mutating func skipBlock() {
        skipsWords = true
        defer { skipsWords = false }
        var depth = 1
        while index < bytes.count {
            let current = bytes[index]
            var brace = current
            switch current {
            case UInt8(ascii: "\n"):
                atLineStart = true
                index += 1
                continue
            case UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "'"), UInt8(ascii: "@"),
                UInt8(ascii: "`"):
                guard let token = next(), case .symbol(let symbol) = token.kind else { continue }
                brace = symbol
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                continue
            default:
                atLineStart = false
                index += 1
            }
            guard brace == UInt8(ascii: "{") || brace == UInt8(ascii: "}"), conditions.isEmpty || isActive else {
                continue
            }
            depth += brace == UInt8(ascii: "{") ? 1 : -1
            if depth == 0 { return }
        }
    }

    private var isActive: Bool { conditions.allSatisfy(\.active) }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || (byte >= 0x30 && byte <= 0x39)
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte >= 0x80
    }

    mutating func next() -> Token? {
        while index < bytes.count {
            let current = bytes[index]
            let next = byte(at: index + 1)
            switch current {
            case UInt8(ascii: "\n"):
                atLineStart = true
                index += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                continue
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                skipLine()
                continue
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            case UInt8(ascii: "#") where atLineStart && directive():
                continue
            default:
                break
            }
            atLineStart = false
            let start = index
            if let skipped = skipRegexLiteral() {
                index = skipped
                continue
            }
            if let skipped = skipLiteral() {
                index = skipped
                if yieldsStrings && isActive && !skipsWords { return Token(kind: .string, offset: start, end: skipped) }
                continue
            }
            guard isActive else {
                index += 1
                continue
            }
            if wordBytes[Int(current)] {
                index += 1
                while index < bytes.count && wordBytes[Int(bytes[index])] { index += 1 }
                if skipsWords { continue }
                return Token(kind: .word, offset: start, end: index)
            }
            if current == UInt8(ascii: "`") {
                var end = index + 1
                while let byte = byte(at: end), wordBytes[Int(byte)] { end += 1 }
                // A backtick-quoted name (`default`); a lone backtick is a symbol.
                if end > index + 1 && byte(at: end) == UInt8(ascii: "`") {
                    index = end + 1
                    if skipsWords { continue }
                    return Token(kind: .word, offset: start + 1, end: end)
                }
            }
            index += 1
            return Token(kind: .symbol(current), offset: start, end: index)
        }
        return nil
    }

    private mutating func skipLine() {
        while let byte = byte(at: index), byte != UInt8(ascii: "\n") { index += 1 }
    }

    /// Swift's block comments nest; Objective-C's do not.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
                if language == .swift || depth == 0 { depth += 1 }
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// `#if`, `#elseif`, `#else`, `#endif` at the start of a line. Returns
    /// false for anything else that starts with `#` there.
    private mutating func directive() -> Bool {
        let directiveStart = index
        let wasActive = isActive
        defer {
            if wasActive && !isActive {
                skipStart = index
            } else if !wasActive && isActive && !skipsWords {
                skippedBranches.append(skipStart..<directiveStart)
            }
        }
        var end = index + 1
        while let byte = byte(at: end), Self.isWordByte(byte) { end += 1 }
        let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        guard let keyword = Directive.Keyword(rawValue: name) else { return false }
        index = end
        let conditionStart = index
        skipLine()
        if readsEveryBranch {
            // A preprocessor line goes on after a `\` at its end.
            while language == .objectiveC, index < bytes.count,
                bytes[conditionStart..<index].last(where: { $0 != UInt8(ascii: "\r") }) == UInt8(ascii: "\\")
            {
                index += 1
                skipLine()
            }
            directives.append(
                Directive(keyword: keyword, start: directiveStart, end: index, condition: conditionStart..<index))
            return true
        }
        let condition =
            String(decoding: bytes[conditionStart..<index], as: UTF8.self)
            .split(separator: "/").first.map { $0.trimmingWhitespace() } ?? ""
        switch name {
        case "if", "ifdef", "ifndef":
            let isFalse = name == "if" && (condition == "false" || condition == "0")
            conditions.append(Condition(active: !isFalse, anyBranchTaken: !isFalse, start: directiveStart))
        case "elseif", "elif", "else":
            guard var last = conditions.popLast() else { return true }
            last.active = !last.anyBranchTaken
            last.anyBranchTaken = true
            last.hasOtherBranch = true
            conditions.append(last)
        default:
            if let last = conditions.popLast(), last.hasOtherBranch { branchedRegions.append(last.start..<index) }
        }
        return true
    }

    /// Skips a Swift extended regex literal (`#/[}]/#`) starting at
    /// `index`, returning the offset after it, or nil when none starts
    /// there: a brace or a quote in it is no code's. (A bare `/…/` cannot
    /// be told from division without parsing, and is read as code.)
    private func skipRegexLiteral() -> Int? {
        guard language == .swift, bytes[index] == UInt8(ascii: "#") else { return nil }
        var hashes = 0
        while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard byte(at: index + hashes) == UInt8(ascii: "/") else { return nil }
        var position = index + hashes + 1
        while let current = byte(at: position) {
            if current == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if current == UInt8(ascii: "/") && hasHashes(hashes, at: position + 1) { return position + 1 + hashes }
            position += 1
        }
        return nil
    }

    /// Skips a string or character literal starting at `index`, returning
    /// the offset after it, or nil when none starts there.
    private func skipLiteral() -> Int? {
        switch language {
        case .swift:
            var hashes = 0
            while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
            guard byte(at: index + hashes) == UInt8(ascii: "\"") else { return nil }
            return skipSwiftString(from: index + hashes, hashes: hashes)
        case .objectiveC:
            var start = index
            if bytes[start] == UInt8(ascii: "@") && byte(at: start + 1) == UInt8(ascii: "\"") { start += 1 }
            guard bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[start]
            var position = start + 1
            while let byte = byte(at: position), byte != quote, byte != UInt8(ascii: "\n") {
                position += byte == UInt8(ascii: "\\") ? 2 : 1
            }
            return position + 1
        }
    }

    /// The offset after a Swift string literal whose opening quote is at
    /// `start`, preceded by `hashes` `#`: single-line or multi-line, with
    /// interpolations, which may hold strings of their own.
    private func skipSwiftString(from start: Int, hashes: Int) -> Int {
        let isMultiline = byte(at: start + 1) == UInt8(ascii: "\"") && byte(at: start + 2) == UInt8(ascii: "\"")
        var position = start + (isMultiline ? 3 : 1)
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\n") && !isMultiline { return position }
            if current == UInt8(ascii: "\\") && hasHashes(hashes, at: position + 1) {
                let afterEscape = position + 1 + hashes
                if byte(at: afterEscape) == UInt8(ascii: "(") {
                    position = skipInterpolation(from: afterEscape + 1)
                } else {
                    position = afterEscape + 1
                }
                continue
            }
            if current == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                if (0..<quotes).allSatisfy({ byte(at: position + $0) == UInt8(ascii: "\"") })
                    && hasHashes(hashes, at: position + quotes)
                {
                    return position + quotes + hashes
                }
            }
            position += 1
        }
        return position
    }

    private func hasHashes(_ count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
    }

    /// The offset after the `)` that closes an interpolation whose contents
    /// start at `start`.
    private func skipInterpolation(from start: Int) -> Int {
        var depth = 1
        var position = start
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\"") || current == UInt8(ascii: "#") {
                var hashes = 0
                while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(at: position + hashes) == UInt8(ascii: "\"") {
                    position = skipSwiftString(from: position + hashes, hashes: hashes)
                    continue
                }
            }
            if current == UInt8(ascii: "(") { depth += 1 }
            if current == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return position + 1 }
            }
            position += 1
        }
        return position
    }
}

/// A file's tokens with the bytes they came from, read at any index: what
/// every scanner's grammar asks of the tokens around where it stands (a
/// word, a symbol, the bracket that matches another), written once. An
/// index before the first token or past the last reads as no token, so a
/// grammar looks behind and ahead without bounds checks of its own.
struct TokenCursor {
    let tokens: [SourceTokenizer.Token]
    let text: SourceTokenizer.Text

    init(tokens: [SourceTokenizer.Token], bytes: [UInt8]) {
        self.tokens = tokens
        text = SourceTokenizer.Text(bytes: bytes)
    }

    /// The tokens of `bytes` (`SourceTokenizer.tokens(of:language:yieldsStrings:)`).
    init(bytes: [UInt8], language: SourceTokenizer.Language, yieldsStrings: Bool = false) {
        self.init(
            tokens: SourceTokenizer.tokens(of: bytes, language: language, yieldsStrings: yieldsStrings), bytes: bytes)
    }

    var bytes: [UInt8] { text.bytes }
    var count: Int { tokens.count }
    var indices: Range<Int> { tokens.indices }

    subscript(index: Int) -> SourceTokenizer.Token { tokens[index] }

    /// The word at `index`, or nil for a symbol, a string or no token.
    func word(_ index: Int) -> String? {
        isWord(index) ? text.string(tokens[index]) : nil
    }

    /// Whether the token at `index` is a word.
    func isWord(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .word
    }

    /// Whether the token at `index` is the word `word`, compared byte by
    /// byte (no string is made).
    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        index >= 0 && index < tokens.count && text.isWord(tokens[index], word)
    }

    func isSymbol(_ index: Int, _ symbol: Unicode.Scalar) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].isSymbol(symbol)
    }

    /// The word at `index` when it is a whole value, no operator after it
    /// (`true`, not `true && ready`).
    func loneWord(_ index: Int) -> String? {
        guard !"&|?=!<>+-*/%^.".unicodeScalars.contains(where: { isSymbol(index + 1, $0) }) else { return nil }
        return word(index)
    }

    /// Whether the token at `index` is a string literal.
    func isString(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .string
    }

    /// The text of `token`.
    func string(_ token: SourceTokenizer.Token) -> String { text.string(token) }

    /// The text of `range`'s tokens, from the first's start to the last's
    /// end, comments between them kept.
    func source(_ range: Range<Int>) -> String {
        String(decoding: bytes[tokens[range.lowerBound].offset..<tokens[range.upperBound - 1].end], as: UTF8.self)
    }

    /// The `close` that matches the `open` at `start`, brackets of the
    /// same kind nested between them counted; nil when none does.
    func closing(_ close: Unicode.Scalar, of open: Unicode.Scalar, at start: Int) -> Int? {
        var depth = 0
        var index = max(start, 0)
        while index < tokens.count {
            if tokens[index].isSymbol(open) { depth += 1 }
            if tokens[index].isSymbol(close) {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// The `open` that the `close` at `end` matches, read backwards; nil
    /// when none does.
    func opening(_ open: Unicode.Scalar, of close: Unicode.Scalar, at end: Int) -> Int? {
        var depth = 0
        var index = min(end, tokens.count - 1)
        while index >= 0 {
            if tokens[index].isSymbol(close) { depth += 1 }
            if tokens[index].isSymbol(open) {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    /// The `}` that closes the `{` at `open`; nil when `open` holds no `{`
    /// or nothing closes it.
    func closingBrace(openedAt open: Int) -> Int? {
        isSymbol(open, "{") ? closing("}", of: "{", at: open) : nil
    }

    /// `A.B<T>.C` from the token at `index`: the last name, as a class is
    /// known to the scanners that note which type's body they read.
    func lastNamePart(from index: Int) -> String? {
        var position = index
        var name = word(position)
        while isSymbol(position + 1, "."), let next = word(position + 2) {
            name = next
            position += 2
        }
        return name
    }
}

extension SourceTokenizer {
    /// The classes declared in the branches of conditional compilation the
    /// tokenizer did not read (`skipped`, the `#else` of an `#if` it took):
    /// `class Name` in Swift, `@interface Name` and `@implementation Name`
    /// in Objective-C. A class may be declared in such a branch only, so
    /// the run cannot say that the code lacks it.
    static func classesDeclared(in skipped: [Range<Int>], of bytes: [UInt8], language: Language) -> [String] {
        var names: [String] = []
        for range in skipped where !range.isEmpty {
            let tokens = TokenCursor(bytes: Array(bytes[range]), language: language)
            for index in tokens.indices {
                let isDeclaration =
                    language == .swift
                    ? tokens.isWord(index, "class")
                    : (tokens.isWord(index, "interface") || tokens.isWord(index, "implementation"))
                        && tokens.isSymbol(index - 1, "@")
                if isDeclaration, let name = tokens.word(index + 1) { names.append(name) }
            }
        }
        return names
    }
}
