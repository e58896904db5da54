/// A value a template can print, test or loop over.
///
/// Context objects are not dictionaries but types that answer key lookups
/// on demand (`TemplateObject`), so a context for ten thousand scenes costs
/// little more memory than the model it reads from.
public enum TemplateValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([TemplateValue])
    case object(any TemplateObject)
    case null

    /// Truthiness as Stencil defines it: false, null, 0, "" and [] are false.
    var isTruthy: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .int(let number): number != 0
        case .bool(let value): value
        case .array(let items): !items.isEmpty
        case .object: true
        case .null: false
        }
    }

    /// How the value prints in `{{ }}`.
    var rendered: String? {
        switch self {
        case .string(let text): text
        case .int(let number): String(number)
        case .bool(let value): value ? "true" : "false"
        case .null: ""
        case .array, .object: nil
        }
    }

    public var typeDescription: String {
        switch self {
        case .string: "a string"
        case .int: "a number"
        case .bool: "a boolean"
        case .array: "a list"
        case .object: "an object"
        case .null: "null"
        }
    }

    public init(_ text: String?) {
        self = text.map { .string($0) } ?? .null
    }
}

/// A context object: a fixed, documented set of keys. Objects are classes,
/// so passing one around a template costs a reference count, not a copy.
public protocol TemplateObject: AnyObject, Sendable {
    /// The keys in documentation order; `seguegen context` prints them so.
    var templateKeys: [String] { get }
    func templateValue(forKey key: String) -> TemplateValue?
}

extension TemplateValue: Equatable {
    public static func == (lhs: TemplateValue, rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        default: false
        }
    }
}
