import SegueGenSupport

/// A name the app's code declares, with where: a type, or a method's full
/// Swift name (`performSegue(_:sender:)`). The naming layer keeps generated
/// code from clashing with these, or hiding them.
public struct DeclaredName: Sendable, Equatable, Hashable {
    public var name: String
    public var location: SourceLocation

    public init(_ name: String, at location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
