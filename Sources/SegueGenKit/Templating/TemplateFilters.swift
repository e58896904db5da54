/// The filters templates can apply with `|`. Names and behaviour follow
/// SwiftGen's Stencil filters where those exist, so templates port easily.
enum TemplateFilters {
    typealias Filter =
        @Sendable (_ value: TemplateValue, _ arguments: [TemplateValue]) throws(FilterError) -> TemplateValue

    struct FilterError: Error {
        var message: String
    }

    static let all: [String: Filter] = [
        "swiftIdentifier": swiftIdentifier,
        "lowerFirstWord": textFilter("lowerFirstWord", SwiftNaming.lowerFirstWord),
        "upperFirstLetter": textFilter("upperFirstLetter", SwiftNaming.upperFirstLetter),
        "lowerFirstLetter": textFilter("lowerFirstLetter", SwiftNaming.lowerFirstLetter),
        "escapeReservedKeywords": textFilter("escapeReservedKeywords", SwiftNaming.escapedKeyword),
        "uppercase": textFilter("uppercase") { $0.uppercased() },
        "lowercase": textFilter("lowercase") { $0.lowercased() },
        "join": join,
        "default": { value, arguments throws(FilterError) in
            guard arguments.count == 1 else { throw FilterError(message: "default takes one argument") }
            return value.isTruthy ? value : arguments[0]
        },
        "count": { value, arguments throws(FilterError) in
            guard arguments.isEmpty else { throw FilterError(message: "count takes no argument") }
            switch value {
            case .array(let items): return .int(items.count)
            case .string(let text): return .int(text.count)
            default: throw FilterError(message: "count needs a list or a string, not \(value.typeDescription)")
            }
        },
    ]

    /// A filter that takes no argument and turns a string into a string.
    private static func textFilter(_ name: String, _ transform: @escaping @Sendable (String) -> String) -> Filter {
        { value, arguments throws(FilterError) in
            guard arguments.isEmpty else { throw FilterError(message: "\(name) takes no argument") }
            guard case .string(let text) = value else {
                throw FilterError(message: "\(name) needs a string, not \(value.typeDescription)")
            }
            return .string(transform(text))
        }
    }

    /// Turns text into a valid Swift identifier: characters an identifier
    /// cannot hold become `_`, a leading digit gets a `_` prefix, and the
    /// first letter is uppercased. With the argument `"pretty"`, words are
    /// joined in UpperCamelCase instead (`show detail` → `ShowDetail`).
    private static func swiftIdentifier(_ value: TemplateValue, _ arguments: [TemplateValue]) throws(FilterError)
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

    private static func join(_ value: TemplateValue, _ arguments: [TemplateValue]) throws(FilterError) -> TemplateValue
    {
        guard case .array(let items) = value else {
            throw FilterError(message: "join needs a list, not \(value.typeDescription)")
        }
        var separator = ", "
        if let argument = arguments.first {
            guard arguments.count == 1, case .string(let text) = argument else {
                throw FilterError(message: "join takes one string argument, the separator")
            }
            separator = text
        }
        var parts: [String] = []
        for item in items {
            guard let text = item.rendered else {
                throw FilterError(message: "join can only join strings, numbers and booleans")
            }
            parts.append(text)
        }
        return .string(parts.joined(separator: separator))
    }
}
