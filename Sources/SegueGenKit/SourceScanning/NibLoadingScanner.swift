/// What a source file may load a nib by: when the file speaks of nibs at
/// all (a word holding "nib": `UINib`, `nibName`, `loadNibNamed`,
/// `NibLoadable`, `R.nib`), every word and string literal in it, since a
/// nib is loaded by a literal name (`UINib(nibName: "Cell", bundle: nil)`),
/// by a class's name (`String(describing: Cell.self)`,
/// `NSStringFromClass([Cell class])`) or through a helper the run cannot
/// follow. A XIB is seen loaded when its name, or a class it names, is
/// among them; a file that never speaks of nibs loads none, and costs one
/// byte scan.
enum NibLoadingScanner {
    static func names(in bytes: [UInt8], language: SourceTokenizer.Language) -> [String] {
        guard mentionsNib(bytes) else { return [] }
        let text = SourceTokenizer.Text(bytes: bytes)
        var names: Set<String> = []
        for token in SourceTokenizer.tokens(of: bytes, language: language, yieldsStrings: true) {
            switch token.kind {
            case .word: names.insert(text.string(token))
            case .string: names.insert(literalValue(text.string(token)))
            case .symbol: continue
            }
        }
        return names.sorted()
    }

    /// Whether the bytes hold "nib" in any case.
    private static func mentionsNib(_ bytes: [UInt8]) -> Bool {
        var index = 0
        let count = bytes.count
        while index + 2 < count {
            if bytes[index] | 0x20 == UInt8(ascii: "n"), bytes[index + 1] | 0x20 == UInt8(ascii: "i"),
                bytes[index + 2] | 0x20 == UInt8(ascii: "b")
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// A literal's text without its quotes (`"Cell"`, `@"Cell"`, `#"Cell"#`).
    private static func literalValue(_ literal: String) -> String {
        var body = Substring(literal)
        if body.hasPrefix("@") { body = body.dropFirst() }
        while body.hasPrefix("#") && body.hasSuffix("#") && body.count >= 2 { body = body.dropFirst().dropLast() }
        if body.hasPrefix("\"") && body.hasSuffix("\"") && body.count >= 2 { body = body.dropFirst().dropLast() }
        return String(body)
    }
}
