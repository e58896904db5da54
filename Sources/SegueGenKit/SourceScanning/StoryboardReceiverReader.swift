/// Which storyboard a storyboard ID's call instantiates from
/// (`StringLiteralUse.Storyboard`), read from the receiver of
/// `instantiateViewController(withIdentifier:)` in the tokens read.
extension NavigationCallGrammar {
    /// The storyboard the call whose identifier argument is the literal at
    /// `literal` instantiates from; nil when the code does not say.
    func storyboardReceiver(ofIdentifierAt literal: Int) -> StringLiteralUse.Storyboard? {
        switch Self.language {
        case .swift:
            // `receiver.instantiateViewController(withIdentifier: "x")`, or
            // Swift 2's `…WithIdentifier("x")`.
            let method = tokens.isSymbol(literal - 1, ":") ? literal - 4 : literal - 2
            guard tokens.isSymbol(method - 1, ".") else { return nil }
            return swiftStoryboard(endingAt: method - 2)
        case .objectiveC:
            // `[receiver instantiateViewControllerWithIdentifier:@"x"]`.
            return objectiveCStoryboard(endingAt: literal - 3)
        }
    }

    /// `storyboard`, `self.storyboard` (optional or forced),
    /// `UIStoryboard(name: "x", bundle: nil)`, or a name every assignment
    /// of which in the code read is such a storyboard.
    private func swiftStoryboard(endingAt end: Int) -> StringLiteralUse.Storyboard? {
        var last = end
        if tokens.isSymbol(last, "?") || tokens.isSymbol(last, "!") { last -= 1 }
        if tokens.isSymbol(last, ")"), let open = tokens.opening("(", of: ")", at: last) {
            return swiftNamedStoryboard(openingAt: open).map { .named([$0]) }
        }
        guard let name = tokens.word(last) else { return nil }
        if tokens.isSymbol(last - 1, ".") {
            return name == "storyboard" && tokens.isWord(last - 2, "self") ? .loadingStoryboard : nil
        }
        let assigned = assignedValues(of: name)
        if assigned.isEmpty {
            // The view controller's own `storyboard`, unless a parameter
            // of that name hides it.
            return name == "storyboard" && !isParameterOrLocal(name, usedAt: last) ? .loadingStoryboard : nil
        }
        let names = assigned.compactMap {
            tokens.isWord($0, "UIStoryboard") ? swiftNamedStoryboard(openingAt: $0 + 1) : nil
        }
        return names.count == assigned.count ? .named(names) : nil
    }

    /// The name of `UIStoryboard(name: "x", bundle: nil)` whose `(` is at
    /// `open`, with the app's own bundle.
    private func swiftNamedStoryboard(openingAt open: Int) -> String? {
        guard tokens.isWord(open - 1, "UIStoryboard"), tokens.isSymbol(open, "("), tokens.isWord(open + 1, "name"),
            tokens.isSymbol(open + 2, ":"), tokens.isString(open + 3), isMainBundle(afterArgumentAt: open + 3)
        else { return nil }
        return NavigationCallScanner.literalValue(tokens[open + 3], in: tokens.bytes, language: Self.language)
    }

    /// `, bundle: nil`, `, bundle: .main` or `, bundle: Bundle.main`
    /// after the argument at `index` (Swift): the app's own storyboards.
    func isMainBundle(afterArgumentAt index: Int) -> Bool {
        guard tokens.isSymbol(index + 1, ","), tokens.word(index + 2) == "bundle", tokens.isSymbol(index + 3, ":")
        else { return false }
        if tokens.word(index + 4) == "nil" { return true }
        if tokens.isSymbol(index + 4, "."), tokens.word(index + 5) == "main" { return true }
        return tokens.word(index + 4) == "Bundle" && tokens.isSymbol(index + 5, ".") && tokens.word(index + 6) == "main"
    }

    /// `self.storyboard`, `[self storyboard]`,
    /// `[UIStoryboard storyboardWithName:@"x" bundle:nil]`, or a name every
    /// assignment of which in the code read is such a storyboard.
    private func objectiveCStoryboard(endingAt end: Int) -> StringLiteralUse.Storyboard? {
        if tokens.isSymbol(end, "]"), let open = tokens.opening("[", of: "]", at: end) {
            if tokens.isWord(open + 1, "self") && tokens.isWord(open + 2, "storyboard") && open + 3 == end {
                return .loadingStoryboard
            }
            return objectiveCNamedStoryboard(openingAt: open).map { .named([$0]) }
        }
        guard let name = tokens.word(end) else { return nil }
        if tokens.isSymbol(end - 1, ".") {
            return name == "storyboard" && tokens.isWord(end - 2, "self") ? .loadingStoryboard : nil
        }
        let assigned = assignedValues(of: name)
        guard !assigned.isEmpty else { return nil }
        let names = assigned.compactMap { tokens.isSymbol($0, "[") ? objectiveCNamedStoryboard(openingAt: $0) : nil }
        return names.count == assigned.count ? .named(names) : nil
    }

    /// The name of `[UIStoryboard storyboardWithName:@"x" bundle:nil]`
    /// whose `[` is at `open`, with the app's own bundle.
    private func objectiveCNamedStoryboard(openingAt open: Int) -> String? {
        guard tokens.isWord(open + 1, "UIStoryboard"), tokens.isWord(open + 2, "storyboardWithName"),
            tokens.isSymbol(open + 3, ":"), tokens.isString(open + 4), tokens.isWord(open + 5, "bundle"),
            tokens.isSymbol(open + 6, ":")
        else { return nil }
        let bundle = open + 7
        let isMain =
            (tokens.isWord(bundle, "nil") && tokens.isSymbol(bundle + 1, "]"))
            || (tokens.isSymbol(bundle, "[") && tokens.isWord(bundle + 1, "NSBundle")
                && tokens.isWord(bundle + 2, "mainBundle") && tokens.isSymbol(bundle + 3, "]")
                && tokens.isSymbol(bundle + 4, "]"))
        guard isMain else { return nil }
        return NavigationCallScanner.literalValue(tokens[open + 4], in: tokens.bytes, language: Self.language)
    }

    /// Where each value assigned to `name` in the code read starts: after
    /// `name =` (not `==`), and after `name: Type =` in Swift.
    private func assignedValues(of name: String) -> [Int] {
        var values: [Int] = []
        for index in tokens.indices where tokens.word(index) == name {
            var position = index + 1
            if Self.language == .swift, tokens.isSymbol(position, ":"), tokens.isWord(position + 1) {
                position += 2
                if tokens.isSymbol(position, "?") || tokens.isSymbol(position, "!") { position += 1 }
            }
            guard tokens.isSymbol(position, "="), !tokens.isSymbol(position + 1, "="),
                !tokens.isSymbol(index - 1, "=")
            else { continue }
            values.append(position + 1)
        }
        return values
    }
}
