/// Reads, around a Swift dequeue call the `ReuseIdentifierScanner` found,
/// what `seguegen migrate` needs to replace it with the typed call
/// (`DequeueSpans`): the expression from the receiver to the cast, the
/// receiver and the index path as written, the cast, and whether the call
/// stands where the generated method can be called as it is.
///
/// It reads tokens, not a syntax tree, so what it cannot read for sure it
/// reports as unreadable (a nil receiver or cast type, `isInInstanceMethod`
/// false), and `migrate` declines the use rather than guess.
struct DequeueSpanReader {
    let tokens: TokenCursor

    /// The spans of the call whose name is at `call` and whose `)` is at
    /// `close`; `indexPath` and `elementKind` are its `for:` and `ofKind:`
    /// arguments' tokens; `blocks` are the `{` open around the call inside
    /// the innermost type's body, outermost first.
    func spans(
        call: Int, close: Int, indexPath: Range<Int>, elementKind: Range<Int>?, blocks: ArraySlice<Int>
    ) -> DequeueSpans? {
        guard !indexPath.isEmpty, close < tokens.count else { return nil }
        let receiverStart = receiverStart(ofCallAt: call)
        let cast = cast(after: close)
        let isInInstanceMethod = isInInstanceMethod(blocks)
        let end = cast.map { tokens[$0.last].end } ?? tokens[close].end
        let start = receiverStart.map { tokens[$0].offset } ?? tokens[call].offset
        return DequeueSpans(
            expression: start..<end,
            receiver: receiverStart.flatMap { bindsLooserThanCast(before: $0) ? tokens.source($0..<(call - 1)) : nil },
            indexPath: tokens.source(indexPath), castType: cast?.type, isForcedCast: cast?.isForced ?? false,
            isInInstanceMethod: isInInstanceMethod,
            namesDeclaredInMethod: isInInstanceMethod ? blocks.first.map(namesDeclared(inMethodOpenedAt:)) ?? [] : [],
            namesElementKind: elementKind.map(namesElementKind) ?? false)
    }

    /// `tableView`, `tableView!`, `self.tableView`, `self.tableView!`: the
    /// first token; nil for any other receiver, optional chaining among
    /// them (the call's value would be optional).
    private func receiverStart(ofCallAt call: Int) -> Int? {
        guard tokens.isSymbol(call - 1, ".") else { return nil }
        var position = call - 2
        if tokens.isSymbol(position, "!") { position -= 1 }
        guard tokens.word(position) != nil else { return nil }
        guard tokens.isSymbol(position - 1, ".") else { return position }
        guard tokens.word(position - 2) == "self", !tokens.isSymbol(position - 3, ".") else { return nil }
        return position - 2
    }

    /// Whether what stands before the receiver leaves the cast applying to
    /// the call alone: a statement's or argument's start, an assignment,
    /// or an operator of lower precedence than a cast (`??`, `==`, `? :`).
    private func bindsLooserThanCast(before start: Int) -> Bool {
        let previous = start - 1
        guard previous >= 0 else { return true }
        if tokens[previous].kind == .word { return true }
        return ["=", "(", ",", ":", "{", "}", ";", "[", "?"].contains { tokens.isSymbol(previous, $0) }
    }

    /// `as! T` or `as? T` right after the `)` at `close`, `T` a name or a
    /// dotted name that nothing follows but the end of the expression.
    private func cast(after close: Int) -> (type: String, isForced: Bool, last: Int)? {
        guard tokens.word(close + 1) == "as", tokens.isSymbol(close + 2, "!") || tokens.isSymbol(close + 2, "?"),
            tokens[close + 2].offset == tokens[close + 1].end, tokens.word(close + 3) != nil
        else { return nil }
        var last = close + 3
        while tokens.isSymbol(last + 1, "."), tokens.word(last + 2) != nil { last += 2 }
        // `Cell?`, `Cell!` make another type; `?? other` and `!= other`
        // stand apart from it.
        let attached = last + 1 < tokens.count && tokens[last + 1].offset == tokens[last].end
        guard !["." as Unicode.Scalar, "<", "(", "[", "&"].contains(where: { tokens.isSymbol(last + 1, $0) }),
            !(attached && (tokens.isSymbol(last + 1, "?") || tokens.isSymbol(last + 1, "!")))
        else { return nil }
        return (tokens.source((close + 3)..<(last + 1)), tokens.isSymbol(close + 2, "!"), last)
    }

    /// Whether the first of `blocks` is the body of an instance method and
    /// every other one a statement's (`opensStatement`), so that no
    /// closure, accessor or nested function stands between the method and
    /// the call.
    private func isInInstanceMethod(_ blocks: ArraySlice<Int>) -> Bool {
        guard let first = blocks.first, let method = header(of: first)?.last(where: { tokens.word($0) == "func" }),
            isInstanceMethod(declaredAt: method)
        else { return false }
        return blocks.dropFirst().allSatisfy(opensStatement)
    }

    private static let statementKeywords: Set<String> = [
        "if", "guard", "else", "for", "while", "repeat", "switch", "do", "catch", "defer",
    ]

    /// Whether the `{` at `brace` opens a statement's block (`if`, `for`,
    /// `switch`, `else`, `catch`…) rather than a closure's: its header holds
    /// one of those keywords, not as a member's name (`.do`). Every such
    /// statement but one goes on to a block, so the keyword's is this one;
    /// the `while` of `repeat { … } while c` ends its statement without a
    /// block, and the header read after that `repeat`'s `}` starts with it,
    /// so it is passed over: `queue.async {` on the next line is a closure.
    private func opensStatement(_ brace: Int) -> Bool {
        guard var header = header(of: brace) else { return false }
        if let first = header.first, tokens.word(first) == "while", closesRepeat(first - 1) { header.removeFirst() }
        return header.contains {
            tokens.word($0).map(Self.statementKeywords.contains) == true && !tokens.isSymbol($0 - 1, ".")
        }
    }

    /// Whether the token at `index` is the `}` of a `repeat` block.
    private func closesRepeat(_ index: Int) -> Bool {
        guard tokens.isSymbol(index, "}"), let open = tokens.opening("{", of: "}", at: index) else { return false }
        return tokens.word(open - 1) == "repeat"
    }

    private static let declaringKeywords: Set<String> = [
        "let", "var", "func", "typealias", "struct", "class", "enum", "actor", "protocol", "for",
    ]

    /// The names the method whose body opens at `body` may declare, past
    /// its own name: a name after `let`, `var`, `func`, `struct`,
    /// `typealias`… or `for`, in a tuple after `let`, `var` or `for`, in
    /// the method's generic parameters, a parameter's or generic
    /// parameter's before `:` (`startsDeclaration`), or a name before `in`
    /// (a closure's parameter, a loop's variable). Read by position, not scope: an
    /// argument label or a closure's parameter counts too, which can only
    /// make `migrate` decline a call it could have rewritten.
    private func namesDeclared(inMethodOpenedAt body: Int) -> Set<String> {
        guard let method = header(of: body)?.last(where: { tokens.word($0) == "func" }) else { return [] }
        var names = Set(listedNames(from: method + 2, between: "<", and: ">"))
        // To the `}` that closes the body; the last token when none does.
        for index in (method + 2)...(tokens.closing("}", of: "{", at: body) ?? tokens.count - 1) {
            guard let name = tokens.word(index), !tokens.isSymbol(index - 1, ".") else { continue }
            if Self.declaringKeywords.contains(name) {
                names.formUnion(listedNames(from: index + 1, between: "(", and: ")"))
            } else if tokens.word(index - 1).map(Self.declaringKeywords.contains) == true
                || (tokens.isSymbol(index + 1, ":") && startsDeclaration(before: index))
                || tokens.word(index + 1) == "in"
            {
                names.insert(name)
            }
        }
        return names
    }

    /// Whether what stands before the name at `index`, which a `:`
    /// follows, leaves the name a parameter's or a generic parameter's
    /// (after `(`, `,`, `<` or an argument label), not an expression's
    /// that a ternary's `:` ends (`c ? x : y`, `c ? x as! T : y`).
    private func startsDeclaration(before index: Int) -> Bool {
        if let previous = tokens.word(index - 1) { return !["as", "is", "try", "await"].contains(previous) }
        return tokens.isSymbol(index - 1, "(") || tokens.isSymbol(index - 1, ",") || tokens.isSymbol(index - 1, "<")
    }

    /// The names listed first in each element of the list that `open`
    /// opens at `start` and `close` ends (`(a, b)`, `<T: P, U>`); none
    /// when no list starts there.
    private func listedNames(from start: Int, between open: Unicode.Scalar, and close: Unicode.Scalar) -> [String] {
        guard tokens.isSymbol(start, open) else { return [] }
        var names: [String] = []
        var depth = 0
        for index in start..<tokens.count {
            if tokens.isSymbol(index, open) { depth += 1 }
            if tokens.isSymbol(index, close) { depth -= 1 }
            if depth == 0 { break }
            if depth == 1, tokens.isSymbol(index - 1, open) || tokens.isSymbol(index - 1, ","),
                let name = tokens.word(index)
            {
                names.append(name)
            }
        }
        return names
    }

    /// The words and symbols before the `{` at `brace`, back to the end of
    /// the previous statement or block, outside parentheses; nil when the
    /// brace is inside parentheses or brackets (a closure argument).
    private func header(of brace: Int) -> [Int]? {
        var found: [Int] = []
        var depth = 0
        var index = brace - 1
        while index >= 0 {
            if tokens.isSymbol(index, ")") || tokens.isSymbol(index, "]") {
                depth += 1
            } else if tokens.isSymbol(index, "(") || tokens.isSymbol(index, "[") {
                depth -= 1
                if depth < 0 { return nil }
            } else if depth == 0
                && (tokens.isSymbol(index, "{") || tokens.isSymbol(index, "}") || tokens.isSymbol(index, ";"))
            {
                break
            } else if depth == 0 {
                found.append(index)
            }
            index -= 1
        }
        return found.reversed()
    }

    /// Whether the modifiers and attributes before the `func` at `index`
    /// leave it an instance method of the main actor's class: no `static`,
    /// `class` or `nonisolated`.
    private func isInstanceMethod(declaredAt index: Int) -> Bool {
        var position = index - 1
        while position >= 0 {
            if tokens.isSymbol(position, ")") {
                // An attribute's arguments: `@objc(name:)`, `@available(…)`.
                position = (tokens.opening("(", of: ")", at: position) ?? -1) - 1
            }
            guard let modifier = tokens.word(position) else { return true }
            if ["static", "class", "nonisolated"].contains(modifier) { return false }
            if tokens.isSymbol(position - 1, "@") {
                position -= 2
            } else if Self.modifiers.contains(modifier) {
                position -= 1
            } else {
                return true
            }
        }
        return true
    }

    private static let modifiers: Set<String> = [
        "override", "public", "private", "fileprivate", "internal", "open", "final", "dynamic", "optional",
        "required", "mutating", "nonmutating", "package",
    ]

    /// `UICollectionView.elementKindSectionHeader`,
    /// `UICollectionElementKindSectionFooter`: UIKit's named kind, alone.
    private func namesElementKind(_ argument: Range<Int>) -> Bool {
        guard argument.count % 2 == 1,
            argument.enumerated().allSatisfy({
                $0.offset % 2 == 0 ? tokens.word($0.element) != nil : tokens.isSymbol($0.element, ".")
            }),
            let first = tokens.word(argument.lowerBound), let last = tokens.word(argument.upperBound - 1)
        else { return false }
        let kind = last.hasSuffix("KindSectionHeader") || last.hasSuffix("KindSectionFooter")
        return kind && (argument.count == 1 ? first.hasPrefix("UICollectionElementKind") : first == "UICollectionView")
    }
}
