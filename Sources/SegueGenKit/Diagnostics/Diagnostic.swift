import SegueGenSupport

/// One problem found in the inputs, carried as a value so every stage can
/// report many of them and the edge decides how to print them.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        case note
        case warning
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// Extra context printed after the diagnostic, such as the other place of
    /// a duplicate.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation

        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    public var location: SourceLocation
    public var notes: [Note]

    /// A diagnostic of `code`, with the severity its owner gives it
    /// (`DiagnosticOwner`): no emit site chooses one.
    public init(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, notes: [Note] = []) {
        severity = code.severity
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// The form Xcode, SwiftPM and most editors turn into a clickable issue:
    /// `path:line:column: error: message [SGnnn]`, then one line per note.
    public var description: String {
        var lines = ["\(location): \(severity.rawValue): \(message) [\(code.rawValue)]"]
        for note in notes {
            lines.append("\(note.location): note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }
}

extension Diagnostic: Comparable {
    /// Orders by place first so output never depends on the order of the
    /// inputs or of the checks that found the problems.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.code != rhs.code { return lhs.code.rawValue < rhs.code.rawValue }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        return lhs.message < rhs.message
    }
}
