/// Removes from a source file the code its `CompilationEnvironment` proves
/// is never compiled or never run, before any scanner reads it: a branch
/// of `#if` whose condition fails on every platform the target builds for
/// (or follows one that holds), and in Swift the body of
/// `if UIDevice.current.userInterfaceIdiom == .tv { … }` on a platform that
/// is no TV (or of `!= .tv`, `== .phone` on tvOS), with the `else` blocks of
/// one that always holds. What it removes is neither a use nor a
/// declaration for the target: not a call, not a literal, not a class.
///
/// The removed bytes become spaces (line breaks are kept), so every offset,
/// line and column the scanners report is the file's own. A block of `#if`
/// whose branches are all decided loses its directive lines too, and its one
/// live branch reads as plain code; a block with branches still undecided
/// keeps their directives (the first becomes `#if`), which the scanners read
/// as before: the first branch, the others as branches not read. Every
/// scanner, including those with a reader of their own
/// (`ClassCreationScanner`), so sees one text.
enum InactiveCode {
    /// `bytes` with the code inactive in `environment` blanked; `bytes`
    /// themselves when nothing is.
    static func removed(
        from bytes: [UInt8], language: SourceTokenizer.Language, environment: CompilationEnvironment
    ) -> [UInt8] {
        edits(in: bytes, language: language, environment: environment).applied(to: bytes)
    }

    /// What `environment` removes from `bytes`.
    static func edits(
        in bytes: [UInt8], language: SourceTokenizer.Language, environment: CompilationEnvironment
    ) -> Edits {
        guard !environment.isUnknown, let structure = Structure(bytes, language: language) else { return Edits() }
        return structure.edits(in: environment)
    }

    /// What in a file depends on the environment, read once whatever the
    /// environments that judge it (`SourceScanCache` keeps it for each
    /// file, and judges it again for each target): its blocks of `#if`
    /// with their conditions, and its idiom tests.
    struct Structure: Sendable {
        fileprivate var blocks: [Block] = []
        fileprivate var idiomTests: [IdiomTest] = []

        /// The structure of `bytes`; nil when it has no directive and no
        /// idiom test, which most files have not: they pay for no second
        /// reading.
        init?(_ bytes: [UInt8], language: SourceTokenizer.Language) {
            let marks = InactiveCode.marks(in: bytes, language: language)
            guard marks.directive || marks.idiom else { return nil }
            // The tokens matter to the idiom tests only.
            let (tokens, directives) = SourceTokenizer.tokensAndDirectives(
                of: bytes, language: language, keepsTokens: marks.idiom)
            blocks = InactiveCode.blocks(of: directives, in: bytes, language: language)
            if marks.idiom {
                idiomTests = IdiomTests(tokens: TokenCursor(tokens: tokens, bytes: bytes), directives: directives).all()
            }
            guard !blocks.isEmpty || !idiomTests.isEmpty else { return nil }
        }

        /// What `environment` removes: two environments that remove the
        /// same (an iOS app and its extension, most files of an iOS and a
        /// tvOS target) read the file alike.
        func edits(in environment: CompilationEnvironment) -> Edits {
            var edits = Edits()
            guard !environment.isUnknown else { return edits }
            for block in blocks { block.judge(in: environment, edits: &edits) }
            for test in idiomTests {
                switch test.truth(in: environment) {
                case .no: edits.blanks.append(test.body)
                case .yes: edits.blanks += test.elseBodies
                case .unknown: break
                }
            }
            return edits
        }
    }

    /// Whether the file may have a directive (`#if`) and, in Swift, an
    /// idiom test (`userInterfaceIdiom`): most files have neither, and pay
    /// for no second reading. Every source file of a run is looked through,
    /// so eight bytes are tested at once for a `#` or the `I` of
    /// `userInterfaceIdiom`'s `Interface`, and only a word that holds one
    /// is looked at byte by byte.
    private static func marks(in bytes: [UInt8], language: SourceTokenizer.Language) -> (directive: Bool, idiom: Bool) {
        let idiomWord = Array("userInterfaceIdiom".utf8)
        var directive = false
        var idiom = false
        let seeksIdiom = language == .swift
        bytes.withUnsafeBytes { buffer in
            let count = buffer.count
            func look(at index: Int) {
                switch buffer[index] {
                case UInt8(ascii: "#"):
                    if index + 2 < count && buffer[index + 1] == UInt8(ascii: "i")
                        && buffer[index + 2] == UInt8(ascii: "f")
                    {
                        directive = true
                    }
                case UInt8(ascii: "I"):
                    if seeksIdiom && index >= 4 && buffer[(index - 4)...].starts(with: idiomWord) { idiom = true }
                default:
                    break
                }
            }
            /// The high bit of each byte of `word` that is the byte
            /// `pattern` repeats (and maybe of a byte after one that is).
            func matches(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
                let difference = word ^ pattern
                return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080
            }
            var index = 0
            while index + 8 <= count && !(directive && (idiom || !seeksIdiom)) {
                let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                var found =
                    matches(word, 0x2323_2323_2323_2323) | (seeksIdiom ? matches(word, 0x4949_4949_4949_4949) : 0)
                while found != 0 {
                    look(at: index + found.trailingZeroBitCount / 8)
                    found &= found &- 1
                }
                index += 8
            }
            while index < count {
                look(at: index)
                index += 1
            }
        }
        return (directive, idiom)
    }

    /// What to change: keywords to rewrite (`#elseif` to `#if`) and ranges
    /// to blank, applied in that order so that a block blanked whole loses
    /// a rewritten line inside it too.
    struct Edits: Hashable, Sendable {
        /// `#elseif` or `#elif` at `offset`, to become `#if`.
        struct Rewrite: Hashable, Sendable {
            var offset: Int
            var keyword: SourceTokenizer.Directive.Keyword
        }

        var rewrites: [Rewrite] = []
        var blanks: [Range<Int>] = []

        var isEmpty: Bool { rewrites.isEmpty && blanks.isEmpty }

        /// `bytes` edited; an edit past their end (bytes that changed
        /// since they were judged) is left out.
        func applied(to bytes: [UInt8]) -> [UInt8] {
            guard !isEmpty else { return bytes }
            var result = bytes
            for rewrite in rewrites where rewrite.offset + 1 + rewrite.keyword.rawValue.utf8.count <= result.count {
                // `#elseif` and `#elif` become `#if` and spaces.
                let length = rewrite.keyword.rawValue.utf8.count
                result[rewrite.offset + 1] = UInt8(ascii: "i")
                result[rewrite.offset + 2] = UInt8(ascii: "f")
                for offset in (rewrite.offset + 3)..<(rewrite.offset + 1 + length) {
                    result[offset] = UInt8(ascii: " ")
                }
            }
            for range in blanks {
                for offset in range.clamped(to: 0..<result.count)
                where result[offset] != UInt8(ascii: "\n") && result[offset] != UInt8(ascii: "\r") {
                    result[offset] = UInt8(ascii: " ")
                }
            }
            return result
        }
    }

    // MARK: #if

    /// One `#if … #endif` block: its directives in order, the `#endif`
    /// last, and the condition of each branch (nil for `#else`).
    fileprivate struct Block: Sendable {
        var directives: [SourceTokenizer.Directive]
        var conditions: [CompilationCondition?]

        /// Removes the branches compiled on no platform of `environment`:
        /// those whose condition fails, or that follow one whose condition
        /// holds.
        func judge(in environment: CompilationEnvironment, edits: inout Edits) {
            // A block without `#else` has an empty one, taken when no
            // branch is.
            let hasElse = directives[directives.count - 2].keyword == .else
            var isDead = Array(repeating: true, count: conditions.count + (hasElse ? 0 : 1))
            for platform in environment.judgedPlatforms {
                var anyHolds = false
                for index in isDead.indices {
                    let truth =
                        index < conditions.count
                        ? conditions[index].map { $0.truth(on: platform, in: environment) } ?? .yes : Truth.yes
                    if !anyHolds && truth != .no { isDead[index] = false }
                    anyHolds = anyHolds || truth == .yes
                }
            }
            let live = isDead.indices.filter { !isDead[$0] }
            guard live.count < isDead.count else { return }
            for index in conditions.indices where isDead[index] {
                edits.blanks.append(directives[index].start..<directives[index + 1].start)
            }
            if live.count <= 1 {
                // One branch is compiled: it reads as plain code.
                for directive in directives { edits.blanks.append(directive.start..<directive.end) }
            } else if let first = live.first, first > 0 {
                edits.rewrites.append(
                    Edits.Rewrite(offset: directives[first].start, keyword: directives[first].keyword))
            }
        }
    }

    /// The closed blocks, nested ones included, with their conditions
    /// read; a block left open at the end of the file, or an `#endif` with
    /// no `#if`, is not judged.
    private static func blocks(
        of directives: [SourceTokenizer.Directive], in bytes: [UInt8], language: SourceTokenizer.Language
    ) -> [Block] {
        var open: [[SourceTokenizer.Directive]] = []
        var closed: [Block] = []
        for directive in directives {
            switch directive.keyword {
            case .if, .ifdef, .ifndef:
                open.append([directive])
            case .elseif, .elif, .else:
                guard !open.isEmpty else { continue }
                open[open.count - 1].append(directive)
            case .endif:
                guard var block = open.popLast() else { continue }
                let conditions = block.map { directive -> CompilationCondition? in
                    switch directive.keyword {
                    case .else: return nil
                    // `#ifdef NAME` tests a macro any header may define: an
                    // empty condition, which is not known.
                    case .ifdef, .ifndef: return CompilationCondition([], language: language)
                    default: return CompilationCondition(bytes[directive.condition], language: language)
                    }
                }
                block.append(directive)
                closed.append(Block(directives: block, conditions: conditions))
            }
        }
        return closed
    }

    // MARK: userInterfaceIdiom

    /// `if <…>.userInterfaceIdiom == .tv { … }`: the device's idiom
    /// (`UIDevice.current`, a trait collection's) compared with one idiom,
    /// and nothing else in the condition, since a second clause could
    /// change its truth.
    fileprivate struct IdiomTest: Sendable {
        var idiom: String
        var isEqual: Bool
        /// What is between the braces of its block.
        var body: Range<Int>
        /// What is between the braces of the `else if` and `else` blocks
        /// after it.
        var elseBodies: [Range<Int>]

        func truth(in environment: CompilationEnvironment) -> Truth {
            let truth = Truth.combined(environment.judgedPlatforms.map { Self.isIdiom(idiom, on: $0) })
            return isEqual ? truth : !truth
        }

        /// Whether the device's idiom is `idiom` on `platform`: `.tv` on
        /// tvOS, and never on the platforms of UIKit apps that are no TV;
        /// which of the others an iOS device has is not known.
        private static func isIdiom(_ idiom: String, on platform: CompilationEnvironment.Platform?) -> Truth {
            switch platform {
            case .tvOS: return Truth(idiom == "tv")
            case .iOS, .macCatalyst, .visionOS: return idiom == "tv" ? .no : .unknown
            case .macOS, .watchOS, nil: return .unknown
            }
        }
    }

    /// The idiom tests of a file, read from the tokens of every branch.
    private struct IdiomTests {
        let tokens: TokenCursor
        let directives: [SourceTokenizer.Directive]

        func all() -> [IdiomTest] {
            var tests: [IdiomTest] = []
            var index = 0
            while index < tokens.count {
                defer { index += 1 }
                guard tokens.isWord(index, "if"), let (idiom, isEqual, open) = idiomTest(after: index),
                    let close = tokens.closingBrace(openedAt: open), isPlain(tokens[index].offset..<tokens[close].end)
                else { continue }
                tests.append(
                    IdiomTest(
                        idiom: idiom, isEqual: isEqual, body: tokens[open].end..<tokens[close].offset,
                        elseBodies: elseBodies(after: close)))
            }
            return tests
        }

        /// The bodies of the `else if` and `else` blocks after the block
        /// that closes at `close`, up to one that `#if` may split.
        private func elseBodies(after close: Int) -> [Range<Int>] {
            var bodies: [Range<Int>] = []
            var close = close
            while tokens.isWord(close + 1, "else") {
                var open = close + 2
                if tokens.isWord(open, "if") {
                    // The condition of `else if` ends at its block's `{`;
                    // brackets before it may hold a closure's.
                    var depth = 0
                    while open < tokens.count, !(depth == 0 && tokens.isSymbol(open, "{")) {
                        if tokens.isSymbol(open, "(") || tokens.isSymbol(open, "[") { depth += 1 }
                        if tokens.isSymbol(open, ")") || tokens.isSymbol(open, "]") { depth -= 1 }
                        open += 1
                    }
                }
                guard let end = tokens.closingBrace(openedAt: open), isPlain(tokens[close].end..<tokens[end].end)
                else { break }
                bodies.append(tokens[open].end..<tokens[end].offset)
                close = end
            }
            return bodies
        }

        /// Whether no directive stands in `range`: braces matched across
        /// branches of `#if` may not be the compiled ones.
        private func isPlain(_ range: Range<Int>) -> Bool {
            !directives.contains { range.overlaps($0.start..<$0.end) }
        }

        /// The idiom the test after the `if` at `index` compares with,
        /// whether it asks for equality, and the index of the `{` that
        /// opens its block.
        private func idiomTest(after index: Int) -> (String, Bool, Int)? {
            var position = index + 1
            var chain: [String] = []
            while let word = tokens.word(position) {
                chain.append(word)
                position += 1
                guard tokens.isSymbol(position, ".") else { break }
                position += 1
            }
            guard chain.last == "userInterfaceIdiom", chain.count >= 2,
                chain.suffix(3) == ["UIDevice", "current", "userInterfaceIdiom"]
                    || chain[chain.count - 2] == "traitCollection"
                    || chain.suffix(3) == ["UITraitCollection", "current", "userInterfaceIdiom"]
            else { return nil }
            let isEqual: Bool
            if tokens.isSymbol(position, "="), tokens.isSymbol(position + 1, "=") {
                isEqual = true
            } else if tokens.isSymbol(position, "!"), tokens.isSymbol(position + 1, "=") {
                isEqual = false
            } else {
                return nil
            }
            position += 2
            if tokens.isWord(position, "UIUserInterfaceIdiom") { position += 1 }
            guard tokens.isSymbol(position, "."), let idiom = tokens.word(position + 1),
                tokens.isSymbol(position + 2, "{")
            else { return nil }
            return (idiom, isEqual, position + 2)
        }
    }
}
