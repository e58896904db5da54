/// `typealias Name = A & B`, as the class checks read it: a class may name
/// its superclass through one (`class Detail: TrackableViewController`,
/// `typealias TrackableViewController = BaseViewController & Trackable`),
/// and then inherits from the class among the aliased types.
public struct TypeAlias: Sendable, Equatable {
    public var name: String
    /// The types the alias names, each by its last name part
    /// (`BaseViewController`, `Trackable`; `Base` for `Core.Base`).
    public var types: [String]

    /// The class `name` stands for when it is an alias of `aliases` and
    /// one of its types is a class (`isClass`); nil otherwise. An alias of
    /// an alias is followed, a few levels deep.
    static func aliasedClass(
        _ name: String, in aliases: [String: [String]], isClass: (String) -> Bool
    ) -> String? {
        var current = name
        for _ in 0..<4 {
            guard let types = aliases[current] else { return nil }
            if let found = types.first(where: isClass) { return found }
            guard types.count == 1 else { return nil }
            current = types[0]
        }
        return nil
    }
}
