/// What a source file may load a nib by, when the file speaks of nibs at
/// all (a word holding "nib": `UINib`, `nibName`, `loadNibNamed`,
/// `NibLoadable`, `R.nib`):
/// - every string literal, since a nib is loaded by a literal name
///   (`UINib(nibName: "Cell", bundle: nil)`, `@"Cell"`);
/// - a class whose name code turns into a nib's name or asks for its nib:
///   `String(describing: Cell.self)`, `"\(Cell.self)"`,
///   `NSStringFromClass([Cell class])`, `Cell.nib`, `Cell.loadFromNib()`,
///   `[Cell nib]`, or a class that adopts a protocol whose name holds
///   "Nib" (`NibReusable`, `NibOwnerLoadable`), whose extension loads the
///   nib named after it.
///
/// A class registered by its type (`register(Cell.self, …)`) is none of
/// these: UIKit creates it in code and loads no nib. A XIB is seen loaded
/// when its name, or a class it names, is among what this returns; a file
/// that never speaks of nibs loads none, and costs one byte scan.
enum NibLoadingScanner {
    static func names(in bytes: [UInt8], language: SourceTokenizer.Language) -> [String] {
        guard mentionsNib(bytes) else { return [] }
        let tokens = TokenCursor(bytes: bytes, language: language, yieldsStrings: true)
        var names: Set<String> = []
        func isNibWord(_ index: Int) -> Bool {
            tokens.isWord(index) && holdsNib(bytes[tokens[index].offset..<tokens[index].end])
        }
        /// Whether a word that names a nib, or turns a class into a name,
        /// comes shortly before `index`.
        func namesANibBefore(_ index: Int) -> Bool {
            for back in max(0, index - 8)..<index {
                if isNibWord(back) { return true }
                if tokens.isWord(back, "describing") || tokens.isWord(back, "NSStringFromClass") { return true }
            }
            return false
        }
        var classBeingDeclared: String?
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .string:
                let value = StringLiteralText.body(of: tokens.string(token))
                names.insert(value)
                // `"\(Cell.self)"`: the class interpolated.
                for part in value.split(separator: "\\(", omittingEmptySubsequences: false).dropFirst() {
                    if let end = part.firstRange(of: ".self)") {
                        names.insert(String(part[..<end.lowerBound]))
                    }
                }
            case .symbol:
                if token.isSymbol("{") { classBeingDeclared = nil }
            case .word:
                if tokens.isWord(index, "class") || tokens.isWord(index, "extension")
                    || tokens.isWord(index, "interface")
                {
                    classBeingDeclared = tokens.word(index + 1)
                    continue
                }
                // `class Cell: UITableViewCell, NibReusable`, or an
                // extension that adopts it.
                if let declared = classBeingDeclared, isNibWord(index) { names.insert(declared) }
                // `Cell.self` or `Cell.nib…` in a nib-naming expression.
                if tokens.isSymbol(index + 1, "."),
                    isNibWord(index + 2) || (tokens.isWord(index + 2, "self") && namesANibBefore(index))
                {
                    names.insert(tokens.string(token))
                }
                // Objective-C: `[Cell class]` after NSStringFromClass, `[Cell nib]`.
                if tokens.isSymbol(index - 1, "["),
                    isNibWord(index + 1) || (tokens.isWord(index + 1, "class") && namesANibBefore(index))
                {
                    names.insert(tokens.string(token))
                }
            }
        }
        return names.sorted()
    }

    /// Whether the bytes hold "nib" in any case.
    static func mentionsNib(_ bytes: [UInt8]) -> Bool {
        holdsNib(bytes[...])
    }

    /// A Horspool search for "nib" in any case: the byte under the
    /// needle's last place says how far it moves, so most bytes of a file
    /// are looked at once in three. (Every source file of a run passes
    /// through it; one byte at a time it was 7% of `validate`.)
    private static func holdsNib(_ slice: ArraySlice<UInt8>) -> Bool {
        slice.withUnsafeBufferPointer { bytes in
            let (n, i, b) = (UInt8(ascii: "n"), UInt8(ascii: "i"), UInt8(ascii: "b"))
            var index = 2
            while index < bytes.count {
                switch bytes[index] | 0x20 {
                case b:
                    if bytes[index - 1] | 0x20 == i, bytes[index - 2] | 0x20 == n { return true }
                    index += 3
                case i: index += 1
                case n: index += 2
                default: index += 3
                }
            }
            return false
        }
    }
}
