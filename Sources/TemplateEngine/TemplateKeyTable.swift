/// The keys of one kind of context object, each written once beside how it
/// is read, so the documented list (`templateKeys`, which
/// `seguegen context` prints and a test holds against
/// docs/TemplateContext.md) and the lookup cannot drift apart.
public struct TemplateKeyTable<Object: AnyObject>: Sendable {
    public typealias Reader = @Sendable (Object) -> TemplateValue

    /// The keys in documentation order.
    public let names: [String]
    private let readers: [String: Reader]

    public init(_ entries: KeyValuePairs<String, Reader>) {
        names = entries.map(\.key)
        readers = Dictionary(entries.map { ($0.key, $0.value) }) { first, _ in
            preconditionFailure("a context key is declared twice")
        }
    }

    public func value(of object: Object, forKey key: String) -> TemplateValue? {
        readers[key].map { $0(object) }
    }
}

/// A context object whose keys are a fixed table.
public protocol KeyedTemplateObject: TemplateObject {
    static var keyTable: TemplateKeyTable<Self> { get }
}

extension KeyedTemplateObject {
    public var templateKeys: [String] { Self.keyTable.names }

    public func templateValue(forKey key: String) -> TemplateValue? {
        Self.keyTable.value(of: self, forKey: key)
    }
}
