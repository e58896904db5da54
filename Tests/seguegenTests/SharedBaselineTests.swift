import Foundation
import TestSupport
import XCTest

/// The baseline adopted on a real app with findings from the shared
/// corpus (firebase/quickstart-ios's authentication sample: an Xcode project
/// of two targets sharing a storyboard with errors and warnings), then the
/// app edited as a team would: a scene moved, a line added above the old
/// findings, a new wrong outlet. Only the new outlet fails.
final class SharedBaselineTests: TemporaryFolderTestCase {
    /// The app's copy, where the tool runs.
    override var commandFolder: URL { folder.appendingPathComponent("firebase__quickstart-ios") }

    func testAdoptingABaselineOnASharedAppLeavesOnlyTheNewFinding() throws {
        let original = try Fixtures.sharedItem("firebase__quickstart-ios", in: "apps")
        let repository = commandFolder
        try FileManager.default.copyItem(at: original, to: repository)
        let adopted = try run([
            "validate", "authentication", "--write-baseline", "authentication/seguegen.baseline.json",
        ])
        XCTAssertEqual(adopted.status, 1, "the app has errors")
        let wrote = try XCTUnwrap(adopted.standardOutput.split(separator: "\n").last)
        let known = try XCTUnwrap(Int(wrote.split(separator: " ").dropLast().last ?? ""), String(wrote))
        XCTAssertGreaterThanOrEqual(known, 15, adopted.standardOutput)

        // The project's seguegen.yaml names the baseline from now on.
        try "baseline: seguegen.baseline.json\n".write(
            to: repository.appendingPathComponent("authentication/seguegen.yaml"), atomically: true, encoding: .utf8)
        let clean = try run(["validate", "authentication"])
        XCTAssertEqual(clean.status, 0, clean.standardError)
        XCTAssertFalse(clean.standardError.contains(": error: ") || clean.standardError.contains(": warning: "))
        XCTAssertTrue(clean.standardOutput.contains(" fixed since it was written"), clean.standardOutput)

        let storyboard = repository.appendingPathComponent(
            "authentication/AuthenticationExample/Base.lproj/Main.storyboard")
        var text = try Fixtures.text(of: storyboard)
        // The scene with most of the findings moved to the end.
        text = try BaselineTests.move(
            "        <scene sceneID=\"n1k-Fp-ZFh\">", endingWith: "</scene>\n", before: "    </scenes>", in: text)
        // A line above every finding.
        text = text.replacingOccurrences(
            of: "        <scene sceneID=\"tne-QT-ifu\">",
            with: "        <!--a line added above-->\n        <scene sceneID=\"tne-QT-ifu\">")
        // A new outlet CustomViewController does not have.
        let outlet = "<outlet property=\"signInButton\" destination=\"GmX-By-PJS\" id=\"TwZ-Mc-gd2\"/>\n"
        XCTAssertTrue(text.contains(outlet))
        text = text.replacingOccurrences(
            of: outlet,
            // To the scene's own e-mail field: an outlet to another scene's
            // object is dropped when the storyboard is built (SG248).
            with: outlet + "                        <outlet property=\"brandNewButton\" destination=\"F4F-GQ-QyF\" "
                + "id=\"New-Ou-t01\"/>\n")
        try text.write(to: storyboard, atomically: true, encoding: .utf8)

        let edited = try run(["validate", "authentication"])
        XCTAssertEqual(edited.status, 1)
        let reported = edited.standardError.split(separator: "\n").filter {
            $0.contains(": error: ") || $0.contains(": warning: ")
        }
        // Both targets build the storyboard, so each reports the new
        // outlet: printed once, with a note naming both.
        XCTAssertEqual(reported.count, 1, edited.standardError)
        XCTAssertTrue(
            edited.standardError.contains(
                "Main.storyboard:212:25: note: the targets AuthenticationExample and AuthenticationExampleSwift all "
                    + "report this; it is printed once"), edited.standardError)
        for line in reported {
            XCTAssertTrue(line.contains("the outlet \"brandNewButton\" cannot be set"), String(line))
        }
        XCTAssertTrue(edited.standardError.contains("all report this; it is printed once"), edited.standardError)
        XCTAssertEqual(edited.standardOutput.split(separator: "\n").filter { $0.contains(": 1 error") }.count, 2)
        XCTAssertTrue(
            edited.standardOutput.contains("hid \(known) known findings, 0 fixed since it was written"),
            edited.standardOutput)
    }
}
