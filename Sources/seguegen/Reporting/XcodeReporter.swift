import SegueGenKit

/// `path:line:column: error: message [SGnnn]`, then a line for each note:
/// the form Xcode, SwiftPM and most editors turn into clickable issues, and
/// the default.
enum XcodeReporter: Reporter {
    static let name = "xcode"
    static let summary = "path:line:column: error: message [SGnnn], as Xcode and editors read it (the default)"
    static let isLineBased = true

    static func report(_ diagnostics: [Diagnostic], files: [String]) -> String {
        diagnostics.map { $0.description + "\n" }.joined()
    }
}
