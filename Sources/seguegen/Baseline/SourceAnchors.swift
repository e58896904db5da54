import SegueGenSupport

/// The Interface Builder element a storyboard or XIB finding is at: every
/// finding there points into an element's start tag, which Interface
/// Builder writes on one line.
enum InterfaceBuilderAnchor {
    /// The `id` (else the `sceneID`) of the start tag around `offset` of
    /// `line`; nil when the tag has neither.
    static func elementID(in line: [UInt8], at offset: Int) -> String? {
        guard !line.isEmpty else { return nil }
        var start = min(max(offset, 0), line.count - 1)
        while start > 0 && line[start] != UInt8(ascii: "<") { start -= 1 }
        guard line[start] == UInt8(ascii: "<") else { return nil }
        let end = line[start...].firstIndex(of: UInt8(ascii: ">")) ?? line.count
        let tag = Array(line[start..<end])
        return attribute("id", in: tag) ?? attribute("sceneID", in: tag)
    }

    /// The value of ` name="…"` in a tag.
    private static func attribute(_ name: String, in tag: [UInt8]) -> String? {
        let pattern = Array(" \(name)=\"".utf8)
        guard tag.count >= pattern.count else { return nil }
        for start in 0...(tag.count - pattern.count) where tag[start..<start + pattern.count].elementsEqual(pattern) {
            let valueStart = start + pattern.count
            guard let valueEnd = tag[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            return String(decoding: tag[valueStart..<valueEnd], as: UTF8.self)
        }
        return nil
    }
}

/// The Swift or Objective-C declaration a finding is in or at: the line's
/// own declaration (an outlet's property, an action's method), else the
/// nearest function or type above it, which a line added in between does
/// not change.
enum DeclarationAnchor {
    /// Declarations a finding's own line may be: any, properties too.
    private static let ownLine: Set<String> = enclosing.union(["var", "let"])
    /// Declarations that enclose the lines below them; a local `let` does not.
    private static let enclosing: Set<String> = [
        "func", "init", "deinit", "subscript", "class", "struct", "enum", "extension", "protocol", "actor",
        "@interface", "@implementation", "@protocol",
    ]

    static func name(enclosing index: Int, _ lines: [[UInt8]]) -> String? {
        guard lines.indices.contains(index) else { return nil }
        if let name = declaredName(String(decoding: lines[index], as: UTF8.self), keywords: ownLine) { return name }
        for above in stride(from: index - 1, through: 0, by: -1) {
            if let name = declaredName(String(decoding: lines[above], as: UTF8.self), keywords: enclosing) {
                return name
            }
        }
        return nil
    }

    /// `openDetail` for `    func openDetail() {`, `viewDidLoad` for
    /// `- (void)viewDidLoad {`, `init` for `init(coder:)`.
    private static func declaredName(_ line: String, keywords: Set<String>) -> String? {
        let text = line.trimmingWhitespace()
        guard !text.hasPrefix("//"), !text.hasPrefix("*"), !text.hasPrefix("/*") else { return nil }
        if keywords.contains("func"), text.hasPrefix("- (") || text.hasPrefix("+ (") {
            return words(String(text.drop { $0 != ")" }.dropFirst())).first
        }
        let words = words(text)
        for (position, word) in words.enumerated() where keywords.contains(word) {
            if ["init", "deinit", "subscript"].contains(word) { return word }
            if position + 1 < words.count { return words[position + 1] }
        }
        return nil
    }

    /// The identifiers of a line, `@`-words included, in order; a string
    /// literal's words are skipped.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inString = false
        for character in text {
            if character == "\"" {
                inString.toggle()
                current = ""
                continue
            }
            if !inString && (character.isLetter || character.isNumber || character == "_" || character == "@") {
                current.append(character)
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
