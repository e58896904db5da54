/// The access level of generated declarations.
public enum AccessLevel: String, NamedChoice {
    case `internal`
    case `public`
    case package

    /// The modifier to write before a declaration: empty for `internal`,
    /// which is Swift's default and keeps the common case uncluttered.
    public var modifier: String { self == .internal ? "" : rawValue + " " }
}
