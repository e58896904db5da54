/// Finds, in Objective-C source and headers, the string constants code can
/// pass to UIKit by name: `NSString *const kX = @"x";` (`static`,
/// `extern` or `FOUNDATION_EXPORT` before it, or none), `static NSString
/// *kX = @"x";` in a method or at the top level, and `#define kX @"x"`
/// (or `(@"x")`).
///
/// C has one namespace for them: a constant of the top level is named by
/// itself, one declared in a method or function by the offset of its body
/// too (`ConstantReference.localScope`). C linkage decides who sees one: a
/// `static` constant or a macro of a source file (`.m`, `.mm`) is that
/// file's own, named by `ConstantReference.fileScope(of:)` too, while a
/// header's, or a source file's `NSString *const`, is every file's. A
/// class's instance variables (`@implementation X { NSString *kX; }`,
/// `@synthesize`) hide a constant of their name in its methods: they are
/// recorded under the class, with no value.
///
/// A `static NSString *` that the file assigns again, a constant without
/// `const` or `static`, a definition holding more than one literal, and a
/// name declared in a block of conditional compilation that has another
/// branch (`#if TARGET_OS_TV … #else … #endif`: which one a build compiles
/// is not known) hold no known value.
enum ObjectiveCConstantScanner {
    static func scan(_ bytes: [UInt8], file: String) -> [StringConstant] {
        guard mentionsConstant(bytes) else { return [] }
        let (everyBranch, branchedRegions) = tokensOfEveryBranch(bytes)
        let tokens = TokenCursor(tokens: everyBranch, bytes: bytes)
        func literal(_ index: Int) -> String? {
            tokens.isString(index)
                ? NavigationCallScanner.literalValue(tokens[index], in: bytes, language: .objectiveC) : nil
        }
        /// Whether the token at `index` is the last of its line.
        func endsLine(_ index: Int) -> Bool {
            guard index < tokens.count else { return false }
            return index + 1 == tokens.count
                || bytes[tokens[index].end..<tokens[index + 1].offset].contains(UInt8(ascii: "\n"))
        }
        var assigned: [String: Int] = [:]
        for index in tokens.indices where tokens.isSymbol(index + 1, "=") && !tokens.isSymbol(index + 2, "=") {
            if let name = tokens.word(index) { assigned[name, default: 0] += 1 }
        }
        let fileScope = InputFormat(path: file) == .objectiveCSource ? ConstantReference.fileScope(of: file) : nil
        var found = StringConstantCollector()
        func append(_ path: [String], _ value: String?, at index: Int) {
            found.append(path, .constant, value, at: tokens[index].offset)
        }
        var depth = 0
        var body: Int?
        var implementation: String?
        var ivarBrace: (index: Int, owner: String)?
        var ivarOwner: String?
        for index in tokens.indices {
            let token = tokens[index]
            if token.isSymbol("{") {
                if depth == 0 { body = token.offset }
                if index == ivarBrace?.index { ivarOwner = ivarBrace?.owner }
                depth += 1
            } else if token.isSymbol("}") {
                depth = max(0, depth - 1)
                if depth == 0 { ivarOwner = nil }
            } else if let owner = ivarOwner, depth == 1, let name = tokens.word(index),
                tokens.isSymbol(index + 1, ";") || tokens.isSymbol(index + 1, ",")
            {
                append([owner, name], nil, at: index)
            } else if tokens.isSymbol(index - 1, "@"), let keyword = tokens.word(index) {
                if keyword == "interface" || keyword == "implementation", let name = tokens.word(index + 1) {
                    if keyword == "implementation" { implementation = name }
                    ivarBrace = instanceVariablesBrace(after: index + 1, in: tokens).map { ($0, name) }
                } else if keyword == "end" {
                    implementation = nil
                } else if keyword == "synthesize", let owner = implementation {
                    for ivar in synthesizedVariables(from: index + 1, in: tokens) {
                        append([owner, tokens.string(tokens[ivar])], nil, at: ivar)
                    }
                }
            } else if tokens.isWord(index, "define"), tokens.isSymbol(index - 1, "#"), let name = tokens.word(index + 1)
            {
                // `#define kX(a)` takes arguments; `#define kX (@"x")` not.
                let opens = tokens.isSymbol(index + 2, "(")
                guard !opens || tokens[index + 2].offset > tokens[index + 1].end else { continue }
                // The definition is the rest of its line: one literal.
                let isParenthesised = opens && tokens.isSymbol(index + 4, ")")
                let value =
                    endsLine(isParenthesised ? index + 4 : index + 2)
                    ? literal(isParenthesised ? index + 3 : index + 2) : nil
                append((fileScope.map { [$0] } ?? []) + [name], value, at: index + 1)
            } else if tokens.isWord(index, "NSString"), tokens.isSymbol(index + 1, "*") {
                var position = index + 2
                let isConst = tokens.word(position) == "const"
                if isConst { position += 1 }
                guard let name = tokens.word(position), tokens.isSymbol(position + 1, "=") else { continue }
                let isStatic = tokens.word(index - 1) == "static" || tokens.word(index - 2) == "static"
                guard depth == 0 || isStatic || isConst else { continue }
                let isExact = isConst || (isStatic && assigned[name] == 1)
                let value = isExact && tokens.isSymbol(position + 3, ";") ? literal(position + 2) : nil
                let scope = depth > 0 ? "\(file)@\(body ?? 0)" : isStatic ? fileScope : nil
                append((scope.map { [$0] } ?? []) + [name], value, at: position)
            }
        }
        return found.located(in: bytes, file: file, branchedRegions: branchedRegions)
    }

    /// The tokens of every branch of each block of conditional compilation
    /// with more than one, in order, and those blocks
    /// (`SourceTokenizer.branchedRegions`). The branches the tokenizer does
    /// not read give no braces, so that bodies balance as in the one read.
    private static func tokensOfEveryBranch(
        _ bytes: [UInt8]
    ) -> (tokens: [SourceTokenizer.Token], branchedRegions: [Range<Int>]) {
        var tokenizer = SourceTokenizer(bytes: bytes, language: .objectiveC, yieldsStrings: true)
        var tokens: [SourceTokenizer.Token] = []
        while let token = tokenizer.next() { tokens.append(token) }
        let regions = tokenizer.branchedRegions
        let otherBranches = tokenizer.skippedBranches.filter { branch in
            regions.contains { $0.lowerBound <= branch.lowerBound && branch.upperBound <= $0.upperBound }
        }
        guard !otherBranches.isEmpty else { return (tokens, regions) }
        for branch in otherBranches {
            let branchTokens = SourceTokenizer.tokens(
                of: Array(bytes[branch]), language: .objectiveC, yieldsStrings: true)
            for var token in branchTokens where !token.isSymbol("{") && !token.isSymbol("}") {
                token.offset += branch.lowerBound
                token.end += branch.lowerBound
                tokens.append(token)
            }
        }
        return (tokens.sorted { $0.offset < $1.offset }, regions)
    }

    /// The index of the `{` opening the instance variables of the class
    /// whose name is at `name` (`@interface X : Y <P> {`,
    /// `@interface X () {`, `@implementation X {`), if it has one.
    private static func instanceVariablesBrace(after name: Int, in tokens: TokenCursor) -> Int? {
        var position = name + 1
        if tokens.isSymbol(position, ":") {
            position += 1
            guard tokens.isWord(position) else { return nil }
            position += 1
        }
        if tokens.isSymbol(position, "(") {
            position += 1
            if tokens.isWord(position) { position += 1 }
            guard tokens.isSymbol(position, ")") else { return nil }
            position += 1
        }
        if tokens.isSymbol(position, "<") {
            while position < tokens.count, !tokens.isSymbol(position, ">"), !tokens.isSymbol(position, "{"),
                !tokens.isSymbol(position, "@")
            {
                position += 1
            }
            guard tokens.isSymbol(position, ">") else { return nil }
            position += 1
        }
        return tokens.isSymbol(position, "{") ? position : nil
    }

    /// The indices of the instance variables `@synthesize a, b = _b;`
    /// names from `start`: `a` and `_b`.
    private static func synthesizedVariables(from start: Int, in tokens: TokenCursor) -> [Int] {
        var names: [Int] = []
        var position = start
        while tokens.isWord(position) {
            var ivar = position
            if tokens.isSymbol(position + 1, "="), tokens.isWord(position + 2) { ivar = position + 2 }
            names.append(ivar)
            position = ivar + 1
            guard tokens.isSymbol(position, ",") else { break }
            position += 1
        }
        return names
    }

    /// Whether the file holds `NSString`, `define` or `implementation`:
    /// most headers and sources declare no constant nor instance variable,
    /// and cost no tokens.
    private static func mentionsConstant(_ bytes: [UInt8]) -> Bool {
        let patterns = [Array("NSString".utf8), Array("define".utf8), Array("implementation".utf8)]
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
