import SegueGenSupport

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
    static let clashingTypeNames: Set<String> = [
        "Type", "Protocol", "Self", "Any", GeneratedName.segue.defaultName, GeneratedName.preparedSegue.defaultName,
    ]

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
        if ASCIINaming.isIdentifier(name, startingWith: .uppercase), !clashingTypeNames.contains(name) { return name }
        var result =
            ASCIINaming.joinedWords(name, lowerFirst: false)
            ?? words(name).map { upperFirstLetter(String($0)) }.joined()
        if result.isEmpty { result = "_" }
        if let first = result.first, first.isNumber { result = "_" + result }
        if clashingTypeNames.contains(result) { result += "_" }
        return result
    }

    /// `Show Detail` → `showDetail`, `URLPicker` → `urlPicker`,
    /// `default` → `` `default` ``, `1st` → `_1st`.
    public static func memberName(_ name: String) -> String {
        if ASCIINaming.isIdentifier(name, startingWith: .lowercase), !keywords.contains(name),
            !clashingMemberNames.contains(name)
        {
            return name
        }
        var result: String
        if let ascii = ASCIINaming.joinedWords(name, lowerFirst: true) {
            guard !ascii.isEmpty else { return "_" }
            result = ascii
        } else {
            let parts = words(name)
            guard let first = parts.first else { return "_" }
            result = lowerFirstWord(String(first)) + parts.dropFirst().map { upperFirstLetter(String($0)) }.joined()
        }
        if let initial = result.first, initial.isNumber { result = "_" + result }
        return escapedMember(result)
    }

    /// Escapes a name that is already a valid identifier for use as a member.
    static func escapedMember(_ identifier: String) -> String {
        if clashingMemberNames.contains(identifier) { return identifier + "_" }
        return escapedKeyword(identifier)
    }

    /// A keyword in backticks, so it can name a declaration; any other
    /// identifier as it is.
    static func escapedKeyword(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
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
        if let valid = ASCIINaming.isValidTypeName(name) { return valid && !keywords.contains(name) }
        let components = name.split(separator: ".", omittingEmptySubsequences: false)
        return components.allSatisfy { component in
            guard let first = component.first, !first.isNumber else { return false }
            return component.allSatisfy(isIdentifierCharacter) && !keywords.contains(String(component))
        }
    }

    /// `show "x"` → `"show \"x\""`: a Swift string literal for any text.
    public static func stringLiteral(_ text: String) -> String {
        StringEscaping.quoted(text, style: .swift)
    }
}

/// The naming rules on bytes, for the names that are plain ASCII: almost all
/// of them, and in a large storyboard the difference between scanning
/// Unicode properties for every character and not.
enum ASCIINaming {
    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isLetter(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) }

    enum Case {
        case uppercase
        case lowercase
    }

    /// Whether `name` is already an ASCII identifier starting with a letter
    /// of that case, which every naming rule leaves as it is: the common
    /// case, answered without allocating.
    static func isIdentifier(_ name: String, startingWith letterCase: Case) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next() else { return false }
        switch letterCase {
        case .uppercase: guard isUppercase(first) else { return false }
        case .lowercase: guard isLowercase(first) else { return false }
        }
        while let byte = bytes.next() {
            guard byte.isASCIIWordByte else { return false }
        }
        return true
    }

    /// The words of `name` joined in camel case (the first word lowered with
    /// the `lowerFirstWord` rule when `lowerFirst`), or nil when `name` is
    /// not ASCII.
    static func joinedWords(_ name: String, lowerFirst: Bool) -> String? {
        var name = name
        name.makeContiguousUTF8()
        return name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var index = 0
            var isFirstWord = true
            while index < bytes.count {
                while index < bytes.count && !bytes[index].isASCIIWordByte { index += 1 }
                let start = index
                while index < bytes.count && bytes[index].isASCIIWordByte { index += 1 }
                guard index > start else { break }
                let word = bytes[start..<index]
                if isFirstWord && lowerFirst {
                    appendLoweringFirstWord(word, to: &result)
                } else {
                    result.append(isLowercase(word.first!) ? word.first! - 0x20 : word.first!)
                    result.append(contentsOf: word.dropFirst())
                }
                isFirstWord = false
            }
            return String(decoding: result, as: UTF8.self)
        } ?? nil
    }

    /// `URLPicker` → `urlPicker`, as `SwiftNaming.lowerFirstWord`.
    private static func appendLoweringFirstWord(_ word: Slice<UnsafeBufferPointer<UInt8>>, to result: inout [UInt8]) {
        var run = 0
        let bytes = Array(word)
        while run < bytes.count && isUppercase(bytes[run]) { run += 1 }
        var lowered = run
        if run > 1 && run < bytes.count && isLetter(bytes[run]) { lowered = run - 1 }
        for (offset, byte) in bytes.enumerated() {
            result.append(offset < lowered ? byte + 0x20 : byte)
        }
    }

    /// Whether an ASCII `name` is a type name (`Name` or `Module.Name`), or
    /// nil when it is not ASCII.
    static func isValidTypeName(_ name: String) -> Bool? {
        var valid = true
        var componentStart = true
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == 0x2E {
                if componentStart { valid = false }
                componentStart = true
                continue
            }
            if componentStart && byte >= 0x30 && byte <= 0x39 { valid = false }
            if !byte.isASCIIWordByte { valid = false }
            componentStart = false
        }
        return valid && !componentStart
    }
}
