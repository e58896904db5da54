/// The filters templates can apply with `|`: the engine's general ones, and
/// whatever a tool registers beside them (SegueGen adds its Swift-naming
/// filters). Names and behaviour follow SwiftGen's Stencil filters where
/// those exist, so templates port easily.
public struct TemplateFilters: Sendable {
    public typealias Filter =
        @Sendable (_ value: TemplateValue, _ arguments: [TemplateValue]) throws(FilterError) -> TemplateValue

    public struct FilterError: Error {
        public var message: String

        public init(message: String) {
            self.message = message
        }
    }

    private var byName: [String: Filter]

    /// The filter names, sorted.
    public var names: [String] { byName.keys.sorted() }

    public subscript(name: String) -> Filter? { byName[name] }

    /// These filters and `filters`; a name registered twice is a
    /// programming error.
    public func adding(_ filters: [String: Filter]) -> TemplateFilters {
        var result = self
        result.byName.merge(filters) { _, _ in preconditionFailure("a template filter is registered twice") }
        return result
    }

    /// The general filters, which know nothing of Swift or storyboards.
    public static let standard = TemplateFilters(byName: [
        "uppercase": text("uppercase") { $0.uppercased() },
        "lowercase": text("lowercase") { $0.lowercased() },
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
    ])

    /// A filter that takes no argument and turns a string into a string.
    public static func text(_ name: String, _ transform: @escaping @Sendable (String) -> String) -> Filter {
        { value, arguments throws(FilterError) in
            guard arguments.isEmpty else { throw FilterError(message: "\(name) takes no argument") }
            guard case .string(let text) = value else {
                throw FilterError(message: "\(name) needs a string, not \(value.typeDescription)")
            }
            return .string(transform(text))
        }
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
