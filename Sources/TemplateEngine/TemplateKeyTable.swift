/// The keys of one kind of context object, each written once beside how it
/// is read, so the documented list (`templateKeys`, which
/// `seguegen context` prints and a test holds against
/// docs/TemplateContext.md) and the lookup cannot drift apart.
public struct TemplateKeyTable<Object: AnyObject>: Sendable {
    public typealias Reader = @Sendable (Object) -> TemplateValue

    /// The keys in documentation order.
    public let names: [String]
    @usableFromInline let readers: [Reader]

    public init(_ entries: KeyValuePairs<String, Reader>) {
        names = entries.map(\.key)
        readers = entries.map(\.value)
        precondition(Set(names).count == names.count, "a context key is declared twice")
    }

    /// A table has a score of keys at most, so comparing short names one
    /// by one is quicker than hashing the key; a template asks for keys
    /// hundreds of thousands of times in a large storyboard.
    @inlinable
    public func value(of object: Object, forKey key: String) -> TemplateValue? {
        let length = key.utf8.count
        var index = 0
        while index < names.count {
            // Lengths first: comparing strings of different storage is slow.
            if names[index].utf8.count == length && names[index] == key { return readers[index](object) }
            index += 1
        }
        return nil
    }
}

/// A context object whose keys are a fixed table.
public protocol KeyedTemplateObject: TemplateObject {
    static var keyTable: TemplateKeyTable<Self> { get }
}

// Inlinable, so each conforming class gets the lookup specialised for it,
// without fetching the reader type's metadata at run time on every call.
extension KeyedTemplateObject {
    public var templateKeys: [String] { Self.keyTable.names }

    @inlinable
    public func templateValue(forKey key: String) -> TemplateValue? {
        Self.keyTable.value(of: self, forKey: key)
    }
}
