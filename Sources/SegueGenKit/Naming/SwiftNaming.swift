/// The one place that turns arbitrary names (segue identifiers, scene names,
/// selectors) into Swift identifiers, so the validator that detects
/// collisions and the templates that emit code always agree.
public enum SwiftNaming {
    /// Words that need backticks wherever an identifier may appear.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Member names that compile even with backticks only to clash with what
    /// every generated `String`-backed `CaseIterable` enum already has
    /// (`rawValue`, `allCases`, `init`) or to read as something else
    /// (`.self`, `.Type`). They get a trailing underscore instead.
    static let clashingMemberNames: Set<String> = [
        "self", "Self", "init", "rawValue", "allCases", "Type", "Protocol", "description", "hashValue",
    ]

    /// Type names that cannot be nested types (`X.Type` is the metatype) or
    /// would shadow names generated code relies on.
    static let clashingTypeNames: Set<String> = ["Type", "Protocol", "Self", "Any", "Segue", "PreparedSegue"]

    /// Splits a name into words at every character that cannot appear in an
    /// identifier, so `Show Detail`, `show-detail` and `show.detail` all give
    /// `show`, `detail`.
    static func words(_ name: String) -> [Substring] {
        name.split(whereSeparator: { !isIdentifierCharacter($0) })
    }

    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || (character.isASCII && character.isNumber)
    }

    /// `Show Detail` → `ShowDetail`, `1st` → `_1st`.
    public static func typeName(_ name: String) -> String {
        var result = words(name).map { upperFirstLetter(String($0)) }.joined()
        if result.isEmpty { result = "_" }
        if let first = result.first, first.isNumber { result = "_" + result }
        if clashingTypeNames.contains(result) { result += "_" }
        return result
    }

    /// `Show Detail` → `showDetail`, `URLPicker` → `urlPicker`,
    /// `default` → `` `default` ``, `1st` → `_1st`.
    public static func memberName(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return "_" }
        var result = lowerFirstWord(String(first)) + parts.dropFirst().map { upperFirstLetter(String($0)) }.joined()
        if let initial = result.first, initial.isNumber { result = "_" + result }
        return escapedMember(result)
    }

    /// Escapes a name that is already a valid identifier for use as a member.
    static func escapedMember(_ identifier: String) -> String {
        if clashingMemberNames.contains(identifier) { return identifier + "_" }
        if keywords.contains(identifier) { return "`\(identifier)`" }
        return identifier
    }

    /// Lowercases the leading run of capitals, keeping the last one when it
    /// starts the next word: `URLPicker` → `urlPicker`, `Red` → `red`.
    public static func lowerFirstWord(_ text: String) -> String {
        let characters = Array(text)
        var uppercaseRun = 0
        while uppercaseRun < characters.count && characters[uppercaseRun].isUppercase { uppercaseRun += 1 }
        if uppercaseRun == 0 { return text }
        if uppercaseRun == 1 || uppercaseRun == characters.count {
            return String(characters[..<uppercaseRun]).lowercased() + String(characters[uppercaseRun...])
        }
        let lowered = uppercaseRun - 1
        if characters[uppercaseRun].isLetter {
            return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
        }
        return String(characters[..<uppercaseRun]).lowercased() + String(characters[uppercaseRun...])
    }

    public static func upperFirstLetter(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    public static func lowerFirstLetter(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// Whether `name` can be written as a type in Swift source: an identifier
    /// not starting with a digit, or `Module.Type` paths of such identifiers.
    public static func isValidTypeName(_ name: String) -> Bool {
        let components = name.split(separator: ".", omittingEmptySubsequences: false)
        return components.allSatisfy { component in
            guard let first = component.first, !first.isNumber else { return false }
            return component.allSatisfy(isIdentifierCharacter) && !keywords.contains(String(component))
        }
    }

    /// `show "x"` → `"show \"x\""`: a Swift string literal for any text.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
