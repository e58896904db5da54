import SegueGenSupport

/// Reads the keys of one mapping node while remembering which were used,
/// so that every key the format does not define is reported with a
/// suggestion instead of being silently ignored.
struct MappingReader {
    let node: Node
    /// What the mapping is, for messages: "a scene", "a segue".
    let subject: String
    private let entries: [Node.Entry]
    private var used: Set<String> = []

    /// Returns nil, with an error, when `node` is not a mapping.
    init?(_ node: Node, subject: String, diagnostics: inout DiagnosticCollector) {
        guard case .mapping(let entries) = node.value else {
            diagnostics.emit(
                Diagnostic(
                    .typeMismatch, "expected \(subject) as a mapping, found \(node.kindDescription)", at: node.location)
            )
            return nil
        }
        self.node = node
        self.subject = subject
        self.entries = entries
    }

    mutating func value(_ key: String) -> Node? {
        used.insert(key)
        return entries.first { $0.key == key }?.value
    }

    /// A required key; reports its absence at the mapping.
    mutating func required(_ key: String, diagnostics: inout DiagnosticCollector) -> Node? {
        guard let value = value(key) else {
            diagnostics.emit(Diagnostic(.missingKey, "\(subject) needs the key \"\(key)\"", at: node.location))
            return nil
        }
        return value
    }

    /// Reports every key not read so far.
    func reportUnknownKeys(known: [String], diagnostics: inout DiagnosticCollector) {
        for entry in entries where !used.contains(entry.key) {
            diagnostics.emit(
                Diagnostic(
                    .unknownKey,
                    "unknown key \"\(entry.key)\" in \(subject)\(Suggestion.didYouMean(entry.key, in: known))",
                    at: entry.keyLocation))
        }
    }
}

extension Node {
    /// The node as a string. YAML plain numbers count (`id: 123`), booleans
    /// and null do not: they are rarely meant as text.
    func string(_ what: String, diagnostics: inout DiagnosticCollector) -> String? {
        switch value {
        case .scalar(.string(let text)):
            return text
        case .scalar(.number(let text)) where plainText != nil:
            return text
        default:
            let hint = plainText.map { "; write \"\($0)\" in quotes to use it as text" } ?? ""
            diagnostics.emit(
                Diagnostic(.typeMismatch, "expected \(what) as a string, found \(kindDescription)\(hint)", at: location)
            )
            return nil
        }
    }

    /// The node as a boolean: `true` or `false`, never a string that reads
    /// like one.
    func bool(_ what: String, diagnostics: inout DiagnosticCollector) -> Bool? {
        guard case .scalar(.bool(let flag)) = value else {
            diagnostics.emit(
                Diagnostic(.typeMismatch, "expected \(what) as true or false, found \(kindDescription)", at: location))
            return nil
        }
        return flag
    }

    /// The node as a list; a lone scalar is not promoted, so mistakes show.
    func sequence(_ what: String, diagnostics: inout DiagnosticCollector) -> [Node]? {
        guard case .sequence(let items) = value else {
            diagnostics.emit(
                Diagnostic(.typeMismatch, "expected \(what) as a list, found \(kindDescription)", at: location))
            return nil
        }
        return items
    }
}
