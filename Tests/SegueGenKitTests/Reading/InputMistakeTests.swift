import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// Mistakes in a file as a whole are named for what they are, not for the
/// parse error they cause.
final class InputMistakeTests: XCTestCase {
    private func described(_ path: String, _ text: String) -> [String] {
        Diagnose.files([(path, text)]).map(\.description)
    }

    /// Issue 23: git's conflict markers, in every format SegueGen parses.
    func testAMergeConflictIsNamedAtItsFirstMarker() {
        let advice = "keep the version you want, delete the markers, and run again"
        XCTAssertEqual(
            described(
                "a.segues.yaml",
                "version: 1\nscenes:\n<<<<<<< HEAD\n  - {name: A}\n=======\n  - {name: B}\n>>>>>>> feature\n"),
            [
                "a.segues.yaml:3:1: error: unresolved merge conflict: git left this marker line (<<<<<<< HEAD); \(advice) [SG006]"
            ])
        XCTAssertEqual(
            described("a.segues.json", "{\"version\": 1,\n=======\n\"scenes\": []}\n"),
            [
                "a.segues.json:2:1: error: unresolved merge conflict: git left this marker line (=======); \(advice) [SG005]"
            ])
        XCTAssertEqual(
            described(
                "A.storyboard",
                "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n"
                    + "<<<<<<< origin/main\r\n</scenes></document>\n"),
            [
                "A.storyboard:3:1: error: unresolved merge conflict: git left this marker line (<<<<<<< origin/main); "
                    + "\(advice) [SG009]"
            ])
        // Seven equals signs inside a value are no marker, and a file that
        // parses is never searched.
        XCTAssertEqual(
            Diagnose.summary(Diagnose.files([("a.segues.yaml", "version: 1\nscenes:\n  - {name: \"=======\"}\n")])),
            [])
    }

    func testAnEmptyManifestSaysSo() {
        for text in ["", "# only a comment\n\n", "---\n"] {
            XCTAssertEqual(
                described("a.segues.yaml", text),
                [
                    "a.segues.yaml:1:1: error: the manifest is empty; a manifest starts with \"version: 1\", then its "
                        + "scenes or classes [SG102]"
                ], text)
        }
    }

    /// A binary file with a `.swift` ending is refused as a binary manifest
    /// is; an Objective-C file in a legacy encoding still compiles, so it
    /// is read.
    func testABinaryFileGivenASwiftEndingIsRefused() {
        var binary: [UInt8] = Array("\u{7F}ELF".utf8) + [0, 0, 0xD0, 0x9F, 0xFF, 0x01]
        var diagnostics = DiagnosticCollector()
        _ = Pipeline.load(
            [InputFile(path: "App/Tool.swift", bytes: binary)], checks: .everything, diagnostics: &diagnostics)
        XCTAssertEqual(
            diagnostics.sorted.map(\.description),
            ["App/Tool.swift:1:9: error: invalid UTF-8 byte 0xFF; Swift source is UTF-8 [SG002]"])
        binary = Array("@implementation Caf".utf8) + [0xE9] + Array(" : UIViewController\n@end\n".utf8)
        diagnostics = DiagnosticCollector()
        _ = Pipeline.load(
            [InputFile(path: "App/Legacy.m", bytes: binary)], checks: .everything, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.sorted, [])
    }
}
