import SegueGenSupport

/// What the JSON and YAML readers share: one entry point that checks the
/// text, reads one document, and reports duplicate keys with the syntax
/// error that may follow them.
protocol TreeReader {
    /// A reader at the start of `cursor`'s text: each reader's memberwise
    /// initializer.
    init(cursor: TextCursor, keys: MappingKeys)
    /// Mapping entries whose keys were already taken.
    var keys: MappingKeys { get }
    mutating func readDocument() throws(ReadFailure) -> Node
}

/// A syntax error, which ends reading.
struct ReadFailure: Error {
    var diagnostic: Diagnostic
}

extension TreeReader {
    /// Reads `bytes` as one document. Returns nil, with the reasons in
    /// `diagnostics`, when it cannot be read or has duplicate keys.
    static func readTree(
        _ bytes: [UInt8], file: String, limits: ReaderLimits, diagnostics: inout DiagnosticCollector
    ) -> Node? {
        readTree(bytes, file: file, limits: limits, diagnostics: &diagnostics) { Self(cursor: $0, keys: MappingKeys()) }
    }

    /// Reads `bytes` as one document with the reader `making` gives for the
    /// text: one set to read more than manifests allow.
    static func readTree(
        _ bytes: [UInt8], file: String, limits: ReaderLimits, diagnostics: inout DiagnosticCollector,
        making: (TextCursor) -> Self
    ) -> Node? {
        guard
            let input = InputText(
                bytes: bytes, file: file, maximumSize: limits.maximumManifestSize, diagnostics: &diagnostics)
        else { return nil }
        var reader = making(TextCursor(input, maximumDepth: limits.maximumManifestDepth))
        do {
            let node = try reader.readDocument()
            diagnostics.emit(contentsOf: reader.keys.duplicates)
            return reader.keys.duplicates.isEmpty ? node : nil
        } catch {
            diagnostics.emit(contentsOf: reader.keys.duplicates)
            diagnostics.emit(error.diagnostic)
            return nil
        }
    }
}

/// The duplicate keys of a whole document, each reported at both places.
struct MappingKeys {
    private(set) var duplicates: [Diagnostic] = []

    /// Appends the entry unless its mapping already has the key, which is
    /// then reported.
    mutating func add(_ entry: Node.Entry, to entries: inout [Node.Entry], seen: inout [String: SourceLocation]) {
        if let first = seen[entry.key] {
            duplicates.append(
                Diagnostic(
                    .duplicateKey, "duplicate key \"\(entry.key)\"", at: entry.keyLocation,
                    notes: [.init("\"\(entry.key)\" first appears here", at: first)]))
        } else {
            seen[entry.key] = entry.keyLocation
            entries.append(entry)
        }
    }
}
