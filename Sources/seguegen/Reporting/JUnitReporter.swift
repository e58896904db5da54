import SegueGenKit
import SegueGenSupport

/// JUnit XML, which CI systems show as test results: a test case for each
/// file the run read or found something in, a failure for each error in
/// it, so a clean file is a passing test. Warnings and notes
/// fail nothing, as in every other format; they are the test case's
/// standard output, so a reader of the result still sees them.
enum JUnitReporter: Reporter {
    static let name = "junit"
    static let summary = "JUnit XML: a test case for each file, a failure for each error"
    static let isLineBased = false

    static func report(_ diagnostics: [Diagnostic], files: [String]) -> String {
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics { byFile[diagnostic.location.file, default: []].append(diagnostic) }
        let files = Set(files).union(byFile.keys).sorted()
        let failures = ReportCounts(diagnostics).errors
        let counts = "tests=\"\(files.count)\" failures=\"\(failures)\" errors=\"0\""
        var text = XMLText.declaration
        text += "<testsuites name=\"seguegen\" \(counts)>\n"
        text += "  <testsuite name=\"seguegen\" \(counts) skipped=\"0\">\n"
        for file in files {
            let found = byFile[file] ?? []
            text += "    <testcase classname=\"seguegen\" name=\"\(XMLText.escaped(file))\""
            guard !found.isEmpty else {
                text += "/>\n"
                continue
            }
            text += ">\n"
            for error in found where error.severity == .error {
                text += "      <failure type=\"\(error.code.rawValue)\" message=\"\(XMLText.escaped(error.message))\">"
                text += XMLText.escaped(error.description) + "</failure>\n"
            }
            let others = found.filter { $0.severity != .error }
            if !others.isEmpty {
                text += "      <system-out>"
                text += XMLText.escaped(others.map(\.description).joined(separator: "\n")) + "</system-out>\n"
            }
            text += "    </testcase>\n"
        }
        return text + "  </testsuite>\n</testsuites>\n"
    }
}
