import SegueGenKit
import SegueGenSupport

/// `seguegen.baseline.json`: the findings a project has accepted for now,
/// which `validate --baseline` hides so that only new ones fail (as
/// SwiftLint's `--baseline`). docs/Baseline.md documents the file.
struct Baseline {
    /// The file's shape; a file of another version is refused, never
    /// half-read.
    static let formatVersion = 1

    /// One accepted finding, and where the file names it (for the error
    /// about an entry that no longer fits the run).
    struct Entry {
        var key: FindingKey
        var fileLocation: SourceLocation
    }

    var entries: [Entry]

    /// The file for the findings `keys` and `messages` give, sorted so
    /// that the file changes only where the findings do.
    static func render(_ findings: [(key: FindingKey, message: String)]) -> String {
        let sorted = findings.sorted { ($0.key, $0.message) < ($1.key, $1.message) }
        return JSONText.object([
            ("version", .number(formatVersion)),
            (
                "findings",
                .array(
                    sorted.map { finding in
                        let anchor = finding.key.anchor.entry
                        return .object([
                            ("code", .string(finding.key.code)),
                            ("file", .string(finding.key.file)),
                            (anchor.key, .string(anchor.value)),
                            ("subject", .string(finding.key.subject)),
                            ("message", .string(finding.message)),
                        ])
                    })
            ),
        ]).rendered
    }

    /// Reads a baseline; every way it can be wrong is a located error.
    static func read(_ path: String, diagnostics: inout DiagnosticCollector) -> Baseline? {
        guard let bytes = FileSystem.disk.read(path, diagnostics: &diagnostics),
            let root = ManifestSyntax.json.read(bytes, file: path, diagnostics: &diagnostics)
        else { return nil }
        var reader = BaselineReader(path: path)
        let baseline = reader.baseline(root)
        diagnostics.emit(contentsOf: reader.problems)
        return reader.problems.isEmpty ? baseline : nil
    }

    /// Hides the findings the baseline holds, each entry once.
    struct Matcher {
        /// How many entries of each key no finding has used yet.
        private(set) var remaining: [FindingKey: Int] = [:]
        private(set) var hidden = 0

        init(_ baseline: Baseline) {
            for entry in baseline.entries { remaining[entry.key, default: 0] += 1 }
        }

        /// Whether the finding is a known one; it then uses up its entry.
        mutating func isKnown(_ key: FindingKey) -> Bool {
            guard let count = remaining[key], count > 0 else { return false }
            remaining[key] = count - 1
            hidden += 1
            return true
        }

        /// Entries no finding of the run used: fixed since the baseline.
        var fixed: Int { remaining.values.reduce(0, +) }
    }
}

/// The baseline's JSON tree to entries, with a located problem for each
/// thing that is not as docs/Baseline.md says.
private struct BaselineReader {
    let path: String
    var problems: [Diagnostic] = []

    mutating func baseline(_ root: Node) -> Baseline {
        guard let entries = mapping(root, "the baseline", keys: ["version", "findings"]) else {
            return Baseline(entries: [])
        }
        guard let version = entries["version"] else {
            problems.append(Diagnostic(.missingKey, "the baseline has no \"version\"", at: root.location))
            return Baseline(entries: [])
        }
        guard case .scalar(.number(let number)) = version.value else {
            problems.append(
                Diagnostic(
                    .typeMismatch, "\"version\" must be a number, not \(version.kindDescription)",
                    at: version.location))
            return Baseline(entries: [])
        }
        guard number == String(Baseline.formatVersion) else {
            problems.append(
                Diagnostic(
                    .unsupportedVersion,
                    "this baseline has version \(number); this seguegen reads version \(Baseline.formatVersion); "
                        + "write it again with seguegen validate --write-baseline",
                    at: version.location))
            return Baseline(entries: [])
        }
        guard let findings = entries["findings"] else {
            problems.append(Diagnostic(.missingKey, "the baseline has no \"findings\"", at: root.location))
            return Baseline(entries: [])
        }
        guard case .sequence(let items) = findings.value else {
            problems.append(
                Diagnostic(
                    .typeMismatch, "\"findings\" must be a list, not \(findings.kindDescription)", at: findings.location
                ))
            return Baseline(entries: [])
        }
        var read: [Baseline.Entry] = []
        for item in items {
            if let entry = entry(item) { read.append(entry) }
        }
        return Baseline(entries: read)
    }

    private mutating func entry(_ node: Node) -> Baseline.Entry? {
        let anchorKeys = ["element", "declaration", "line"]
        guard
            let fields = mapping(node, "a finding", keys: ["code", "file", "subject", "message"] + anchorKeys),
            let code = string(fields, "code", in: node), let file = string(fields, "file", in: node),
            let subject = string(fields, "subject", in: node), string(fields, "message", in: node) != nil
        else { return nil }
        guard DiagnosticCode(rawValue: code) != nil else {
            problems.append(
                Diagnostic(
                    .invalidValue, "\"\(code)\" is not a diagnostic code of this seguegen",
                    at: fields["code"]?.location ?? node.location))
            return nil
        }
        let anchors = anchorKeys.filter { fields[$0] != nil }
        guard anchors.count == 1, let anchorKey = anchors.first, let value = string(fields, anchorKey, in: node) else {
            problems.append(
                Diagnostic(
                    anchors.isEmpty ? .missingKey : .conflictingKeys,
                    "a finding has exactly one of \"element\", \"declaration\" and \"line\"", at: node.location))
            return nil
        }
        let anchor: FindingKey.Anchor =
            switch anchorKey {
            case "element": .element(value)
            case "declaration": .declaration(value)
            default: .line(value)
            }
        return Baseline.Entry(
            key: FindingKey(code: code, file: file, anchor: anchor, subject: subject),
            fileLocation: fields["file"]?.location ?? node.location)
    }

    /// The entries of a mapping by key; an unknown key is a problem.
    private mutating func mapping(_ node: Node, _ what: String, keys: [String]) -> [String: Node]? {
        guard case .mapping(let entries) = node.value else {
            problems.append(
                Diagnostic(.typeMismatch, "\(what) must be a mapping, not \(node.kindDescription)", at: node.location))
            return nil
        }
        var result: [String: Node] = [:]
        for entry in entries {
            guard keys.contains(entry.key) else {
                problems.append(
                    Diagnostic(
                        .unknownKey,
                        "unknown key \"\(entry.key)\" in \(what)"
                            + Suggestion.didYouMean(entry.key, in: keys), at: entry.keyLocation))
                continue
            }
            result[entry.key] = entry.value
        }
        return result
    }

    private mutating func string(_ fields: [String: Node], _ key: String, in node: Node) -> String? {
        guard let value = fields[key] else {
            problems.append(Diagnostic(.missingKey, "a finding has no \"\(key)\"", at: node.location))
            return nil
        }
        guard case .scalar(.string(let text)) = value.value else {
            problems.append(
                Diagnostic(
                    .typeMismatch, "\"\(key)\" must be a string, not \(value.kindDescription)", at: value.location))
            return nil
        }
        return text
    }
}
