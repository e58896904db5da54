import SegueGenSupport

/// A template's own error, at `template:line:column`. The engine knows
/// nothing of the tool that uses it: it says what kind of error this is,
/// and the tool gives it a diagnostic code of its own (SegueGen's SG5xx).
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, CaseIterable {
        /// A tag, expression or include that does not parse, or includes
        /// that nest too deep.
        case syntax
        case unknownVariable
        case unknownFilter
        /// A template, or an included one, that cannot be found.
        case notFound
        /// An operation on a value of the wrong type.
        case typeError
        /// A render that did more than its limits allow.
        case tooLarge
    }

    public var kind: Kind
    public var message: String
    public var location: SourceLocation

    init(_ kind: Kind, _ message: String, at location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(message)" }
}
