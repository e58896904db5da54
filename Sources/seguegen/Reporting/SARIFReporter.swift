import SegueGenKit
import SegueGenSupport

/// SARIF 2.1.0, what GitHub code scanning uploads: a rule for each code
/// reported, with its title and its entry of docs/Diagnostics.md as help;
/// a result for each diagnostic, its notes as related locations (the
/// implementer searched for, the first definition of a duplicate).
/// SegueGen's columns count UTF-8 bytes; the run declares its columns
/// `unicodeCodePoints` and counts them so, reading each line, as clang's
/// SARIF does.
enum SARIFReporter: Reporter {
    static let name = "sarif"
    static let summary = "SARIF 2.1.0, for GitHub code scanning and other SARIF viewers"
    static let isLineBased = false

    static func report(_ diagnostics: [Diagnostic], files: [String]) -> String {
        var sources = SourceLines()
        func physicalLocation(_ location: SourceLocation) -> JSONText {
            let column = sources.codePointColumn(location.column, line: location.line, of: location.file)
            return .object([
                ("artifactLocation", .object([("uri", .string(uri(location.file)))])),
                ("region", .object([("startLine", .number(location.line)), ("startColumn", .number(column))])),
            ])
        }
        let codes = Set(diagnostics.map(\.code)).sorted { $0.rawValue < $1.rawValue }
        var ruleIndex: [DiagnosticCode: Int] = [:]
        for (index, code) in codes.enumerated() { ruleIndex[code] = index }
        let driver = JSONText.object([
            ("name", .string("SegueGen")),
            ("version", .string(SegueGenVersion.current)),
            ("rules", .array(codes.map(rule))),
        ])
        let run = JSONText.object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            (
                "results",
                .array(
                    diagnostics.map {
                        result($0, ruleIndex: ruleIndex[$0.code] ?? 0, physicalLocation: physicalLocation)
                    })
            ),
        ])
        return JSONText.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered
    }

    private static func rule(_ code: DiagnosticCode) -> JSONText {
        let help = DiagnosticHelp.text(of: code)
        return .object([
            ("id", .string(code.rawValue)),
            ("name", .string(ruleName(code))),
            ("shortDescription", .object([("text", .string(code.title))])),
            ("help", .object([("text", .string(help)), ("markdown", .string(help))])),
            ("defaultConfiguration", .object([("level", .string(level(code.severity)))])),
        ])
    }

    /// The code's Swift name, capitalized as SARIF's rule names are:
    /// `UnknownDestination`.
    private static func ruleName(_ code: DiagnosticCode) -> String {
        code.name.prefix(1).uppercased() + code.name.dropFirst()
    }

    private static func result(
        _ diagnostic: Diagnostic, ruleIndex: Int, physicalLocation: (SourceLocation) -> JSONText
    ) -> JSONText {
        var entries: [(String, JSONText)] = [
            ("ruleId", .string(diagnostic.code.rawValue)),
            ("ruleIndex", .number(ruleIndex)),
            ("level", .string(level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.location))])])),
        ]
        if !diagnostic.notes.isEmpty {
            entries.append(
                (
                    "relatedLocations",
                    .array(
                        diagnostic.notes.enumerated().map { index, note in
                            .object([
                                ("id", .number(index + 1)),
                                ("physicalLocation", physicalLocation(note.location)),
                                ("message", .object([("text", .string(note.message))])),
                            ])
                        })
                ))
        }
        return .object(entries)
    }

    private static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A path as a URI reference: relative paths stay relative (to the
    /// folder SegueGen ran in, the repository's root in CI), an absolute
    /// one becomes a `file://` URI, and every byte a URI cannot hold is
    /// percent-encoded.
    static func uri(_ path: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@".utf8)
        var result = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            if kept.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
