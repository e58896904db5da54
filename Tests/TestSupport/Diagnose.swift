import SegueGenKit
import SegueGenSupport
import XCTest

/// Runs the pipeline on text held in a test, so a test states its input
/// and its expected diagnostics side by side.
public enum Diagnose {
    /// The diagnostics of loading the given files (path → contents).
    public static func files(_ files: [(String, String)], suppressing: Set<DiagnosticCode> = []) -> [Diagnostic] {
        load(files, checks: .everything, suppressing: suppressing).diagnostics
    }

    /// What `Pipeline.load` makes of the given files (path → contents),
    /// with the checks' scopes `seguegen.yaml` would set: the project and
    /// the diagnostics, sorted. The one way the tests load text they hold.
    public static func load(
        _ files: [(String, String)], checks: CheckScopes, suppressing: Set<DiagnosticCode> = []
    ) -> (project: Project?, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector(suppressedWarnings: suppressing)
        let project = Pipeline.load(inputs(files), checks: checks, diagnostics: &diagnostics)?.project
        return (project, diagnostics.sorted)
    }

    /// Input files of the given paths and contents.
    public static func inputs(_ files: [(String, String)]) -> [InputFile] {
        files.map { InputFile(path: $0.0, bytes: Array($0.1.utf8)) }
    }

    /// The diagnostics of one YAML manifest named `test.segues.yaml`.
    public static func yaml(_ text: String, suppressing: Set<DiagnosticCode> = []) -> [Diagnostic] {
        files([("test.segues.yaml", text)], suppressing: suppressing)
    }

    /// The diagnostics of one YAML manifest named `test.segues.yaml`, with
    /// an `Info.plist` that names it the storyboard the app starts from,
    /// so the navigation checks know where the app starts.
    public static func app(_ text: String, suppressing: Set<DiagnosticCode> = []) -> [Diagnostic] {
        files(
            [("test.segues.yaml", text), ("Info.plist", infoPlist(mainStoryboard: "test"))], suppressing: suppressing)
    }

    /// An XML `Info.plist` whose `UIMainStoryboardFile` is `name`.
    public static func infoPlist(mainStoryboard name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>UIMainStoryboardFile</key>
            <string>\(name)</string>
        </dict>
        </plist>

        """
    }

    /// A project from YAML manifests, for tests of later stages.
    public static func project(_ files: [(String, String)]) -> (Project?, [Diagnostic]) {
        load(files, checks: .everything)
    }

    /// `line:column code` of each diagnostic, the compact form table tests compare.
    public static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.code.rawValue)" }
    }

    /// `Class(Superclass): selector, selector…` for each class or extension
    /// the source scanners find in one file, which must read without a
    /// diagnostic.
    public static func sourceClasses(
        _ source: String, file: String, caller: StaticString = #filePath, line: UInt = #line
    ) -> [String] {
        var diagnostics = DiagnosticCollector()
        let document = Pipeline.read(InputFile(path: file, bytes: Array(source.utf8)), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.sorted, [], file: caller, line: line)
        return (document?.sourceClasses ?? []).map { found in
            let superclass = found.superclass.map { "(\($0))" } ?? ""
            return "\(found.name)\(superclass): " + found.unwindActions.map(\.selector).joined(separator: ", ")
        }
    }
}
