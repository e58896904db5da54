/// A string-keyed map for the many tiny scopes validation walks (a scene's
/// handful of identifiers): a plain array while small, a dictionary once
/// large, so ten thousand scenes do not cost ten thousand hash tables.
struct SmallMap<Value> {
    private var pairs: [(key: String, value: Value)] = []
    private var index: [String: Int]?
    private static var limit: Int { 16 }

    subscript(key: String) -> Value? {
        if let index { return index[key].map { pairs[$0].value } }
        return pairs.first { $0.key == key }?.value
    }

    /// Stores `value` unless `key` is taken; returns the earlier value then.
    mutating func insertIfAbsent(_ key: String, _ value: Value) -> Value? {
        if let earlier = self[key] { return earlier }
        pairs.append((key, value))
        index?[key] = pairs.count - 1
        if index == nil && pairs.count > Self.limit {
            index = Dictionary(uniqueKeysWithValues: pairs.enumerated().map { ($1.key, $0) })
        }
        return nil
    }
}
