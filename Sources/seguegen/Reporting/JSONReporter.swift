import SegueGenKit
import SegueGenSupport

/// SegueGen's own JSON report, documented in docs/Reporters.md: `version`
/// says which shape it has (a change that could break a reader raises
/// it), then the tool, the counts and each diagnostic with its notes.
enum JSONReporter: Reporter {
    static let name = "json"
    static let summary = "SegueGen's JSON report, with a version field (docs/Reporters.md)"
    static let isLineBased = false
    /// The shape's version; docs/Reporters.md documents each.
    static let formatVersion = 1

    static func report(_ diagnostics: [Diagnostic], files: [String]) -> String {
        let counts = ReportCounts(diagnostics)
        return JSONText.object([
            ("version", .number(formatVersion)),
            ("tool", .object([("name", .string("seguegen")), ("version", .string(SegueGenVersion.current))])),
            (
                "summary",
                .object([
                    ("errors", .number(counts.errors)), ("warnings", .number(counts.warnings)),
                    ("notes", .number(counts.notes)),
                ])
            ),
            ("diagnostics", .array(diagnostics.map(object))),
        ]).rendered
    }

    private static func object(_ diagnostic: Diagnostic) -> JSONText {
        .object([
            ("code", .string(diagnostic.code.rawValue)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("title", .string(diagnostic.code.title)),
            ("message", .string(diagnostic.message)),
            ("location", location(diagnostic.location)),
            (
                "notes",
                .array(
                    diagnostic.notes.map {
                        .object([("message", .string($0.message)), ("location", location($0.location))])
                    })
            ),
        ])
    }

    private static func location(_ location: SourceLocation) -> JSONText {
        .object([
            ("file", .string(location.file)), ("line", .number(location.line)),
            ("column", .number(location.column)),
        ])
    }
}
