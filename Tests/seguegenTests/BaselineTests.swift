import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// `validate --write-baseline` and `--baseline`: a finding is known by
/// what survives edits elsewhere (its code, file, Interface Builder ID or
/// Swift declaration, and subject), never by its line.
final class BaselineTests: TemporaryFolderTestCase {
    /// The reporting fixture, copied: three errors, a warning and a note.
    private func copyFixture() throws -> URL {
        let app = folder.appendingPathComponent("App")
        try FileManager.default.copyItem(at: Fixtures.url("Reporting"), to: app)
        return app
    }

    private func edit(_ url: URL, _ change: (String) throws -> String) throws {
        let text = try Fixtures.text(of: url)
        let changed = try change(text)
        XCTAssertNotEqual(changed, text, "the edit changed nothing in \(url.lastPathComponent)")
        try changed.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Cuts the element of `tag` that starts with `start` and pastes it
    /// before `before`.
    static func move(_ start: String, endingWith end: String, before anchor: String, in text: String) throws -> String {
        let from = try XCTUnwrap(text.range(of: start))
        let to = try XCTUnwrap(text.range(of: end, range: from.upperBound..<text.endIndex))
        let element = String(text[from.lowerBound..<to.upperBound])
        var rest = text
        rest.removeSubrange(from.lowerBound..<to.upperBound)
        let at = try XCTUnwrap(rest.range(of: anchor))
        rest.insert(contentsOf: element, at: at.lowerBound)
        return rest
    }

    func testOnlyANewFindingFailsAfterEditsElsewhere() throws {
        let app = try copyFixture()
        let written = try run(["validate", "App", "--write-baseline", "App/seguegen.baseline.json"])
        XCTAssertEqual(written.status, 1, "writing a baseline reports as usual")
        XCTAssertTrue(written.standardOutput.hasSuffix("wrote App/seguegen.baseline.json: 5 findings\n"))
        let baseline = try Fixtures.text(of: app.appendingPathComponent("seguegen.baseline.json"))
        for anchor in [
            "\"element\": \"out-00-ttl\"", "\"element\": \"seg-00-unw\"", "\"declaration\": \"openDetail\"",
            "\"subject\": \"titleLabel\"",
        ] {
            XCTAssertTrue(baseline.contains(anchor), anchor)
        }
        XCTAssertFalse(baseline.contains("\"line\": 2"), "no line numbers")

        let clean = try run(["validate", "App", "--baseline", "App/seguegen.baseline.json"])
        XCTAssertEqual(clean.status, 0, clean.standardError)
        XCTAssertEqual(clean.standardError, "")
        XCTAssertEqual(
            clean.standardOutput,
            "validated 3 files: 0 errors, 0 warnings\n"
                + "baseline App/seguegen.baseline.json: hid 5 known findings, 0 fixed since it was written\n")

        // A line above the call of the Swift finding, the unreachable scene
        // moved to the top, and a new wrong outlet.
        try edit(app.appendingPathComponent("App Code/ListViewController.swift")) {
            $0.replacingOccurrences(of: "    func openDetail() {\n", with: "    func openDetail() {\n        log()\n")
        }
        try edit(app.appendingPathComponent("Main.storyboard")) { text in
            try Self.move(
                "        <scene sceneID=\"scn-00-orp\">", endingWith: "</scene>\n",
                before: "        <scene sceneID=\"scn-00-nav\">", in: text
            )
            .replacingOccurrences(
                of: "<outlet property=\"titleLabel\" destination=\"lst-00-vwc\" id=\"out-00-ttl\"/>",
                with: "<outlet property=\"titleLabel\" destination=\"lst-00-vwc\" id=\"out-00-ttl\"/>\n"
                    + "                        <outlet property=\"subtitleLabel\" destination=\"lst-00-vwc\" "
                    + "id=\"out-00-sub\"/>")
        }
        let edited = try run(["validate", "App", "--baseline", "App/seguegen.baseline.json"])
        XCTAssertEqual(edited.status, 1)
        let lines = edited.standardError.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, edited.standardError)
        XCTAssertTrue(lines.first?.contains("the outlet \"subtitleLabel\" cannot be set") == true, edited.standardError)
        XCTAssertTrue(edited.standardOutput.contains("hid 5 known findings, 0 fixed since it was written"))

        // From the app's own folder, paths written differently: the same.
        let inside = try run(["validate", ".", "--baseline", "seguegen.baseline.json", "--reporter", "json"], in: app)
        XCTAssertEqual(inside.status, 1)
        XCTAssertTrue(inside.standardOutput.contains("\"errors\": 1,"), inside.standardOutput)

        // The old outlet fixed: one fewer known, one fixed.
        try edit(app.appendingPathComponent("Main.storyboard")) {
            $0.replacingOccurrences(
                of: "<outlet property=\"titleLabel\" destination=\"lst-00-vwc\" id=\"out-00-ttl\"/>", with: "")
        }
        let fixed = try run(["validate", "App", "--baseline", "App/seguegen.baseline.json"])
        XCTAssertTrue(fixed.standardOutput.contains("hid 4 known findings, 1 fixed since it was written"))
    }

    /// `baseline:` in seguegen.yaml, relative to it, does what
    /// `--baseline` does.
    func testTheConfigurationNamesTheBaseline() throws {
        _ = try copyFixture()
        XCTAssertEqual(try run(["validate", "App", "--write-baseline", "known.json"]).status, 1)
        try write("baseline: ../known.json\n", to: "config/seguegen.yaml")
        let result = try run(["validate", "App", "--config", "config/seguegen.yaml"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("baseline known.json: hid 5 known findings"))
    }

    /// A baseline that cannot be read, or that no longer fits the run, is
    /// a located error and fails the run: never a silent pass.
    func testAMalformedOrStaleBaselineIsALocatedError() throws {
        _ = try copyFixture()
        let cases: [(String, String)] = [
            ("{\"version\": 1, \"findings\": [}", "known.json:1:29: error: "),
            ("{\"version\": 2, \"findings\": []}", "known.json:1:13: error: this baseline has version 2"),
            ("[]", "known.json:1:1: error: the baseline must be a mapping, not a list [SG101]"),
            (
                "{\"version\": 1, \"findings\": [{\"code\": \"SG240\", \"file\": \"App/Main.storyboard\", "
                    + "\"subject\": \"x\", \"message\": \"m\"}]}",
                "known.json:1:29: error: a finding has exactly one of \"element\", \"declaration\" and \"line\" [SG102]"
            ),
            (
                "{\"version\": 1, \"findings\": [{\"code\": \"SG999\", \"file\": \"App/Main.storyboard\", "
                    + "\"element\": \"a\", \"subject\": \"x\", \"message\": \"m\"}]}",
                "known.json:1:38: error: \"SG999\" is not a diagnostic code of this seguegen [SG105]"
            ),
            (
                "{\"version\": 1, \"findings\": [], \"baseline\": true}",
                "known.json:1:32: error: unknown key \"baseline\" in the baseline [SG103]"
            ),
        ]
        for (text, expected) in cases {
            try write(text, to: "known.json")
            let result = try run(["validate", "App", "--baseline", "known.json"])
            XCTAssertEqual(result.status, 1, text)
            XCTAssertTrue(result.standardError.hasPrefix(expected), "\(text)\n\(result.standardError)")
            XCTAssertEqual(result.standardOutput, "", "nothing is validated against a broken baseline")
        }
        XCTAssertEqual(try run(["validate", "App", "--baseline", "missing.json"]).status, 1)

        // Written for other inputs: its entries name a file the run does not read.
        XCTAssertEqual(try run(["validate", "App", "--write-baseline", "known.json"]).status, 1)
        let stale = try run(["validate", "App/Main.storyboard", "--baseline", "known.json"])
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(
            stale.standardError.contains(
                "error: the baseline holds findings in App/App Code/ListViewController.swift, which this run does not read"
            ), stale.standardError)
    }
}
