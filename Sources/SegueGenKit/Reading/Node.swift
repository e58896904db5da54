import SegueGenSupport

/// A located document tree: what the JSON and YAML readers produce and the
/// manifest decoder consumes, so the decoder never cares which syntax a user
/// chose and every value it rejects has a line and column.
public struct Node: Sendable, Equatable {
    public enum Scalar: Sendable, Equatable {
        case string(String)
        /// The number as written, so no precision is lost and integers stay
        /// exact.
        case number(String)
        case bool(Bool)
        case null
    }

    public struct Entry: Sendable, Equatable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: Node
    }

    public enum Value: Sendable, Equatable {
        case scalar(Scalar)
        case sequence([Node])
        /// Entries in document order; readers guarantee unique keys.
        case mapping([Entry])
    }

    public var value: Value
    public var location: SourceLocation
    /// For a YAML plain (unquoted) scalar, the text as written: `id: 123`
    /// resolves to a number, yet a manifest may still read it as a string.
    public var plainText: String?

    public init(_ value: Value, at location: SourceLocation, plainText: String? = nil) {
        self.value = value
        self.location = location
        self.plainText = plainText
    }

    /// How a value is named in messages such as "expected a string, found a
    /// mapping".
    public var kindDescription: String {
        switch value {
        case .scalar(.string): "a string"
        case .scalar(.number): "a number"
        case .scalar(.bool): "a boolean"
        case .scalar(.null): "null"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}
