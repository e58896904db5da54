import TemplateEngine

/// The template filters that name Swift things, registered beside the
/// engine's general ones; each uses the naming rules of `SwiftNaming`, the
/// same rules the generated names follow.
enum SwiftNamingFilters {
    typealias FilterError = TemplateFilters.FilterError

    static let all: [String: TemplateFilters.Filter] = [
        "swiftIdentifier": swiftIdentifier,
        "lowerFirstWord": TemplateFilters.text("lowerFirstWord", SwiftNaming.lowerFirstWord),
        "upperFirstLetter": TemplateFilters.text("upperFirstLetter", SwiftNaming.upperFirstLetter),
        "lowerFirstLetter": TemplateFilters.text("lowerFirstLetter", SwiftNaming.lowerFirstLetter),
        "escapeReservedKeywords": TemplateFilters.text("escapeReservedKeywords", SwiftNaming.escapedKeyword),
    ]

    /// Turns text into a valid Swift identifier: characters an identifier
    /// cannot hold become `_`, a leading digit gets a `_` prefix, and the
    /// first letter is uppercased. With the argument `"pretty"`, words are
    /// joined in UpperCamelCase instead (`show detail` → `ShowDetail`).
    static func swiftIdentifier(_ value: TemplateValue, _ arguments: [TemplateValue]) throws(FilterError)
        -> TemplateValue
    {
        guard case .string(let text) = value else {
            throw FilterError(message: "swiftIdentifier needs a string, not \(value.typeDescription)")
        }
        if arguments.isEmpty {
            var result = String(text.map { SwiftNaming.isIdentifierCharacter($0) ? $0 : "_" })
            if result.isEmpty { result = "_" }
            if let first = result.first, first.isNumber { result = "_" + result }
            return .string(SwiftNaming.upperFirstLetter(result))
        }
        guard arguments == [.string("pretty")] else {
            throw FilterError(message: "swiftIdentifier takes no argument or \"pretty\"")
        }
        return .string(SwiftNaming.typeName(text))
    }
}
