import SegueGenKit
import SegueGenSupport

/// Checkstyle XML, which Jenkins' warnings plugin, reviewdog and danger
/// read: the findings grouped by file, each with its severity. A
/// diagnostic's note is an `info` entry at the place it names, `source`
/// `seguegen.SGnnn.note`.
enum CheckstyleReporter: Reporter {
    static let name = "checkstyle"
    static let summary = "Checkstyle XML, for Jenkins, reviewdog and danger"
    static let isLineBased = false

    private struct Entry {
        var location: SourceLocation
        var severity: String
        var message: String
        var source: String
    }

    static func report(_ diagnostics: [Diagnostic], files: [String]) -> String {
        var byFile: [String: [Entry]] = [:]
        for diagnostic in diagnostics {
            let severity =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "info"
                }
            let source = "seguegen." + diagnostic.code.rawValue
            var entries = [
                Entry(location: diagnostic.location, severity: severity, message: diagnostic.message, source: source)
            ]
            entries += diagnostic.notes.map {
                Entry(location: $0.location, severity: "info", message: $0.message, source: source + ".note")
            }
            for entry in entries { byFile[entry.location.file, default: []].append(entry) }
        }
        var text = XMLText.declaration + "<checkstyle version=\"4.3\">\n"
        for file in byFile.keys.sorted() {
            text += "  <file name=\"\(XMLText.escaped(file))\">\n"
            for entry in byFile[file] ?? [] {
                text +=
                    "    <error line=\"\(entry.location.line)\" column=\"\(entry.location.column)\" "
                    + "severity=\"\(entry.severity)\" message=\"\(XMLText.escaped(entry.message))\" "
                    + "source=\"\(entry.source)\"/>\n"
            }
            text += "  </file>\n"
        }
        return text + "</checkstyle>\n"
    }
}
