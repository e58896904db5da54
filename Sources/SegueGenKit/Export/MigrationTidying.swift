import SegueGenSupport

/// What a typed-scene or typed-cell rewrite leaves behind, removed so
/// that `migrate` adds no warning to the user's build: the local
/// `let storyboard = UIStoryboard(…)` a typed scene was the only use of
/// (an unused local is a compiler warning), and a
/// `// swiftlint:disable:next force_cast` (or `:this`) whose cast is gone
/// (SwiftLint's `superfluous_disable_command` flags it). Only a local the
/// file shows unused is removed, never a property; what looks left over
/// but is not provably so stays, with a note that says why.
///
/// The file is read as lines of text, not parsed: a declaration is removed
/// only when it is alone on its line, its value is a `UIStoryboard(…)`
/// initializer (which does nothing else), and its name occurs nowhere
/// else in its block, comments and strings included. Blocks and the words
/// before them are read from the code alone (`Text.code`): a brace in a
/// string, or `set` in a doc comment, would otherwise end a block early or
/// make a class body look like a function's (review findings: both
/// removed a declaration still in use).
enum MigrationTidying {
    static func tidy(_ edits: [Migration.Edit], in bytes: [UInt8], file: String)
        -> (removals: [Migration.Edit], notes: [Migration.Declined])
    {
        let text = Text(bytes)
        var removals: [Migration.Edit] = []
        var notes: [Migration.Declined] = []
        var removedLines: Set<Int> = []
        for edit in edits where edit.removesCast {
            let line = text.line(of: edit.range.lowerBound)
            let lastLine = text.line(of: max(edit.range.lowerBound, edit.range.upperBound - 1))
            let castLeft = (line...lastLine).contains { index in
                text.afterEdits(line: index, edits).contains("as!")
            }
            guard !castLeft else { continue }
            for removal in swiftLintRemovals(line: line, text: text, file: file)
            where !removedLines.contains(text.line(of: removal.range.lowerBound)) {
                removedLines.insert(text.line(of: removal.range.lowerBound))
                removals.append(removal)
            }
        }
        let rewritten = edits.filter { $0.replacement.hasSuffix(".instantiate()") }
        for edit in rewritten {
            let line = text.line(of: edit.range.lowerBound)
            let receiver = String(decoding: bytes[edit.range], as: UTF8.self)
                .prefix { $0 != "." }.trimmingWhitespace()
            guard isIdentifier(receiver) else { continue }
            switch localDeclaration(of: receiver, before: line, text: text, ignoring: rewritten) {
            case .none: break
            case .remove(let declarationLine):
                guard !removedLines.contains(declarationLine) else { continue }
                removedLines.insert(declarationLine)
                removals.append(
                    Migration.Edit(
                        range: text.range(ofLine: declarationLine), replacement: "",
                        location: SourceLocation(file: file, line: declarationLine + 1, column: 1)))
            case .keep(let declarationLine, let reason):
                let location = SourceLocation(file: file, line: declarationLine + 1, column: 1)
                guard !notes.contains(where: { $0.location == location }) else { continue }
                notes.append(Migration.Declined(location: location, reason: reason))
            }
        }
        return (removals, notes)
    }

    /// The swiftlint comment that disables `force_cast` for `line`: the line
    /// before it, removed when `force_cast` is its only rule, else the rule
    /// taken out of it; or a trailing `:this` comment on the line.
    private static func swiftLintRemovals(line: Int, text: Text, file: String) -> [Migration.Edit] {
        var removals: [Migration.Edit] = []
        if line > 0, let rules = swiftLintRules(text.line(line - 1), command: "next"),
            rules.rules.contains("force_cast")
        {
            let location = SourceLocation(file: file, line: line, column: 1)
            if rules.rules == ["force_cast"] && rules.prefix.trimmingWhitespace().isEmpty {
                removals.append(
                    Migration.Edit(range: text.range(ofLine: line - 1), replacement: "", location: location))
            } else {
                removals.append(
                    Migration.Edit(
                        range: text.range(ofContent: line - 1),
                        replacement: rules.rewritten(without: "force_cast"), location: location))
            }
        }
        if let rules = swiftLintRules(text.line(line), command: "this"), rules.rules.contains("force_cast") {
            // Only the comment, after the code the rewrite changes.
            let code = rules.prefix.reversed().drop { $0 == " " }.count
            let content = text.range(ofContent: line)
            let left = rules.rules.filter { $0 != "force_cast" }
            removals.append(
                Migration.Edit(
                    range: (content.lowerBound + String(rules.prefix.prefix(code)).utf8.count)..<content.upperBound,
                    replacement: left.isEmpty ? "" : " // swiftlint:disable:this " + left.joined(separator: " "),
                    location: SourceLocation(file: file, line: line + 1, column: 1)))
        }
        return removals
    }

    /// A line's `// swiftlint:disable:<command> rule…` comment: the text
    /// before it and its rules.
    private struct SwiftLintComment {
        var prefix: String
        var command: String
        var rules: [String]

        /// The line with `rule` taken out of the comment, and the comment
        /// gone with its last rule.
        func rewritten(without rule: String) -> String {
            let left = rules.filter { $0 != rule }
            let base = prefix.hasSuffix(" ") ? String(prefix.dropLast()) : prefix
            guard !left.isEmpty else { return base }
            return prefix + "// swiftlint:disable:\(command) " + left.joined(separator: " ")
        }
    }

    private static func swiftLintRules(_ line: String, command: String) -> SwiftLintComment? {
        let marker = "// swiftlint:disable:\(command) "
        guard let start = line.indices.first(where: { line[$0...].hasPrefix(marker) }) else { return nil }
        let rules = line[line.index(start, offsetBy: marker.count)...].split(separator: " ").map(String.init)
        guard rules.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
        return SwiftLintComment(prefix: String(line[..<start]), command: command, rules: rules)
    }

    private enum Declaration {
        case none
        case remove(line: Int)
        case keep(line: Int, reason: String)
    }

    /// The declaration of `name` that a use on `useLine` refers to, when
    /// the file shows it: the nearest line before that declares it, in a
    /// block that holds the use.
    private static func localDeclaration(
        of name: String, before useLine: Int, text: Text, ignoring rewritten: [Migration.Edit]
    ) -> Declaration {
        guard
            let line = (0..<useLine).reversed().first(where: { declares(name, text.codeLine($0)) })
        else { return .none }
        let start = text.lineStarts[line]
        guard let open = text.enclosingBrace(before: start), let close = text.matchingBrace(after: open),
            close > text.lineStarts[useLine]
        else { return .none }
        if text.opensTypeBody(at: open) {
            return .keep(
                line: line,
                reason: "the property \(name) is left: migrate removes only a local the rewrite leaves unused")
        }
        let declaration = text.line(line).trimmingWhitespace()
        let afterDeclaration = text.range(ofLine: line).upperBound
        let uses = text.wordOccurrences(of: name, in: afterDeclaration..<close).filter { offset in
            !rewritten.contains { $0.range.contains(offset) }
        }
        guard uses.isEmpty else { return .none }
        guard isStoryboardInitializer(declaration, name: name) else {
            return .keep(
                line: line,
                reason: "\(name) is no longer used, but is left: its value is not a plain UIStoryboard(…) alone "
                    + "on its line; remove it by hand")
        }
        return .remove(line: line)
    }

    private static func declares(_ name: String, _ line: String) -> Bool {
        let words = line.trimmingWhitespace().split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "=" })
        guard words.count >= 2, words[0] == "let" || words[0] == "var" else { return false }
        return words[1] == name
    }

    /// `let name = UIStoryboard(…)` or `let name: UIStoryboard = UIStoryboard(…)`,
    /// the whole statement.
    private static func isStoryboardInitializer(_ declaration: String, name: String) -> Bool {
        guard let equals = declaration.firstIndex(of: "=") else { return false }
        let value = declaration[declaration.index(after: equals)...].trimmingWhitespace()
        guard value.hasPrefix("UIStoryboard("), value.hasSuffix(")") else { return false }
        var depth = 0
        for (index, character) in value.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 && index != value.count - 1 { return false }
            }
        }
        return depth == 0 && !value.contains(";")
    }

    private static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.first, first.isLetter || first == "_" else { return false }
        return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// A file's bytes with their lines.
    private struct Text {
        let bytes: [UInt8]
        /// The bytes with comments, string literals and the branches of
        /// `#if` the tokenizer passes over blanked out, line breaks kept:
        /// what blocks and declarations are read from.
        let code: [UInt8]
        let lineStarts: [Int]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var code = bytes.map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
            for token in SourceTokenizer.tokens(of: bytes, language: .swift, yieldsStrings: true)
            where token.kind != .string {
                let end = min(token.end, bytes.count)
                if token.offset < end { code.replaceSubrange(token.offset..<end, with: bytes[token.offset..<end]) }
            }
            self.code = code
            var starts = [0]
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
            lineStarts = starts
        }

        /// A line of `code`, without its line break.
        func codeLine(_ index: Int) -> String { String(decoding: code[range(ofContent: index)], as: UTF8.self) }

        func line(of offset: Int) -> Int { (lineStarts.lastIndex { $0 <= offset }) ?? 0 }

        /// The line with its line break.
        func range(ofLine index: Int) -> Range<Int> {
            lineStarts[index]..<(index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count)
        }

        /// The line without its line break.
        func range(ofContent index: Int) -> Range<Int> {
            let whole = range(ofLine: index)
            let end =
                whole.upperBound > whole.lowerBound && bytes[whole.upperBound - 1] == UInt8(ascii: "\n")
                ? whole.upperBound - 1 : whole.upperBound
            return whole.lowerBound..<end
        }

        func line(_ index: Int) -> String { String(decoding: bytes[range(ofContent: index)], as: UTF8.self) }

        /// The line's text once `edits` are applied to it.
        func afterEdits(line index: Int, _ edits: [Migration.Edit]) -> String {
            let range = range(ofContent: index)
            let inside = edits.filter {
                $0.range.lowerBound >= range.lowerBound && $0.range.upperBound <= range.upperBound
            }
            .map {
                Migration.Edit(
                    range: ($0.range.lowerBound - range.lowerBound)..<($0.range.upperBound - range.lowerBound),
                    replacement: $0.replacement, location: $0.location)
            }
            return String(decoding: Migration.apply(inside, to: Array(bytes[range])), as: UTF8.self)
        }

        /// The `{` of the innermost block open at `offset`.
        func enclosingBrace(before offset: Int) -> Int? {
            var depth = 0
            for index in stride(from: offset - 1, through: 0, by: -1) {
                switch code[index] {
                case UInt8(ascii: "}"): depth += 1
                case UInt8(ascii: "{"):
                    if depth == 0 { return index }
                    depth -= 1
                default: break
                }
            }
            return nil
        }

        /// The `}` that closes the `{` at `open`.
        func matchingBrace(after open: Int) -> Int? {
            var depth = 0
            for index in open..<code.count {
                switch code[index] {
                case UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return index }
                default: break
                }
            }
            return nil
        }

        /// Whether the `{` at `open` opens a type's body (whose `let`s are
        /// properties), read from the words of the declaration before it.
        func opensTypeBody(at open: Int) -> Bool {
            var start = open
            while start > 0, ![UInt8(ascii: "}"), UInt8(ascii: "{"), UInt8(ascii: ";")].contains(code[start - 1]) {
                start -= 1
            }
            let header = String(decoding: code[start..<open], as: UTF8.self)
            let words = header.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            return words.contains { ["class", "struct", "enum", "extension", "actor", "protocol"].contains($0) }
                && !words.contains { ["func", "init", "get", "set", "didSet", "willSet", "deinit"].contains($0) }
        }

        /// Where `word` occurs as a whole word in `range`.
        func wordOccurrences(of word: String, in range: Range<Int>) -> [Int] {
            let pattern = Array(word.utf8)
            func isWordByte(_ byte: UInt8) -> Bool { byte.isASCIIWordByte || byte >= 0x80 }
            var found: [Int] = []
            var index = range.lowerBound
            while index + pattern.count <= range.upperBound {
                if bytes[index..<(index + pattern.count)].elementsEqual(pattern),
                    index == 0 || !isWordByte(bytes[index - 1]),
                    index + pattern.count == bytes.count || !isWordByte(bytes[index + pattern.count])
                {
                    found.append(index)
                }
                index += 1
            }
            return found
        }
    }
}
