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
        "lowerFirstWord": { value, arguments throws(FilterError) in
            try .string(SwiftNaming.lowerFirstWord(string(value, arguments, 0, "lowerFirstWord")))
        },
        "upperFirstLetter": { value, arguments throws(FilterError) in
            try .string(SwiftNaming.upperFirstLetter(string(value, arguments, 0, "upperFirstLetter")))
        },
        "lowerFirstLetter": { value, arguments throws(FilterError) in
            try .string(SwiftNaming.lowerFirstLetter(string(value, arguments, 0, "lowerFirstLetter")))
        },
        "escapeReservedKeywords": { value, arguments throws(FilterError) in
            let text = try string(value, arguments, 0, "escapeReservedKeywords")
            return .string(SwiftNaming.keywords.contains(text) ? "`\(text)`" : text)
        },
        "uppercase": { value, arguments throws(FilterError) in
            try .string(string(value, arguments, 0, "uppercase").uppercased())
        },
        "lowercase": { value, arguments throws(FilterError) in
            try .string(string(value, arguments, 0, "lowercase").lowercased())
        },
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

    /// The value as text, after checking the filter got `expected` arguments.
    private static func string(_ value: TemplateValue, _ arguments: [TemplateValue], _ expected: Int, _ name: String)
        throws(FilterError) -> String
    {
        guard arguments.count == expected else {
            throw FilterError(message: "\(name) takes \(expected == 0 ? "no argument" : "\(expected) arguments")")
        }
        guard case .string(let text) = value else {
            throw FilterError(message: "\(name) needs a string, not \(value.typeDescription)")
        }
        return text
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
