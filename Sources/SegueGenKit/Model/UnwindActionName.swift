/// The Swift spelling of an unwind action's Objective-C selector.
///
/// A generated protocol requirement pins the selector with `@objc(...)`, but
/// conformance is checked by Swift name, so the name must be the one a
/// developer writes for an `@IBAction` with that selector. Swift derives a
/// selector from a method name by appending the first argument label,
/// prefixed with `With` unless the label starts with a preposition; this
/// type inverts that rule:
///
/// | selector | Swift name |
/// |---|---|
/// | `unwindToRed:` | `unwindToRed(_:)` |
/// | `unwindToGreenWithSegue:` | `unwindToGreen(segue:)` |
/// | `unwindWith:` | `unwind(with:)` |
public struct UnwindActionName: Hashable, Sendable {
    public let selector: String
    /// The method's base name, e.g. `unwindToGreen`.
    public let baseName: String
    /// The first argument label; nil for `_`.
    public let argumentLabel: String?

    /// The words Swift treats as prepositions when building a selector from a
    /// first argument label (checked against the compiler's output).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    /// Returns nil when `selector` is not a one-argument Objective-C selector
    /// (`name:`), the only shape an unwind action can have.
    public init?(selector: String) {
        guard selector.hasSuffix(":"), let base = Self.selectorPiece(selector) else { return nil }
        self.selector = selector
        for candidate in [Self.splitAtWith(base), Self.splitAtTrailingPreposition(base)] {
            if let (name, label) = candidate, Self.selector(baseName: name, label: label) == selector {
                baseName = name
                argumentLabel = label
                return
            }
        }
        baseName = base
        argumentLabel = nil
    }

    /// `unwindToGreen(segue:)`.
    public var swiftName: String { "\(baseName)(\(argumentLabel ?? "_"):)" }

    /// The first selector piece without its colon, when it is a valid
    /// Objective-C identifier and the selector has exactly one colon.
    static func selectorPiece(_ selector: String) -> String? {
        let piece = selector.dropLast()
        guard let first = piece.first, !first.isNumber, !piece.contains(":"),
            piece.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) })
        else { return nil }
        return String(piece)
    }

    /// The selector Swift gives `baseName(label:)`.
    static func selector(baseName: String, label: String?) -> String {
        guard let label else { return baseName + ":" }
        let firstWord = camelCaseWords(label).first.map { $0.lowercased() } ?? ""
        let joiner = prepositions.contains(firstWord) ? "" : "With"
        return baseName + joiner + SwiftNaming.upperFirstLetter(label) + ":"
    }

    /// The selector Swift gives a method of any number of arguments:
    /// `save()` → `save`, `save(_:)` → `save:`, `save(sender:)` →
    /// `saveWithSender:`, `tap(on:)` → `tapOn:`, `tap(_:forEvent:)` →
    /// `tap:forEvent:`; `labels` holds `_` for an argument without one.
    public static func selector(baseName: String, labels: [String]) -> String {
        guard let first = labels.first else { return baseName }
        return selector(baseName: baseName, label: first == "_" ? nil : first)
            + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
    }

    /// `unwindToGreenWithSegue` → (`unwindToGreen`, `segue`).
    private static func splitAtWith(_ piece: String) -> (String, String)? {
        let characters = Array(piece)
        let marker: [Character] = ["W", "i", "t", "h"]
        var start = characters.count - marker.count - 1
        while start > 0 {
            if Array(characters[start..<start + marker.count]) == marker,
                characters[start + marker.count].isUppercase
            {
                let rest = String(characters[(start + marker.count)...])
                return (String(characters[..<start]), SwiftNaming.lowerFirstLetter(rest))
            }
            start -= 1
        }
        return nil
    }

    /// `unwindWith` → (`unwind`, `with`).
    private static func splitAtTrailingPreposition(_ piece: String) -> (String, String)? {
        let words = camelCaseWords(piece)
        guard words.count > 1, let last = words.last, prepositions.contains(last.lowercased()) else { return nil }
        return (String(piece.dropLast(last.count)), last.lowercased())
    }

    /// `unwindToRed` → `unwind`, `To`, `Red`.
    static func camelCaseWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isUppercase && !current.isEmpty && !(current.last?.isUppercase ?? false) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
