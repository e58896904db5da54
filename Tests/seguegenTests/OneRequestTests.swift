import Foundation
import TestSupport
import XCTest

/// Every command judges the inputs with the one request the command line
/// resolves: `context` and `migrate` once checked with a request that left
/// out their `--module-name`, so they missed what `generate` proves.
final class OneRequestTests: TemporaryFolderTestCase {
    func testContextAndMigrateCheckWithTheModuleTheyAreGiven() throws {
        // V is in the module Shop, which the run compiles into: its code is
        // the run's, and the outlet it lacks is proven.
        try write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            targetRuntime="iOS.CocoaTouch" initialViewController="a"><scenes><scene sceneID="s"><objects>
            <viewController id="a" storyboardIdentifier="A" customClass="V" customModule="Shop" \
            sceneMemberID="viewController"><connections><outlet property="missing" destination="a" id="o"/>
            </connections></viewController></objects></scene></scenes></document>
            """, to: "A.storyboard")
        try write("import UIKit\nclass V: UIViewController {}\n", to: "V.swift")
        for command in ["generate", "context", "migrate"] {
            let result = try ProcessRunner.run(
                ProcessRunner.seguegen, [command, "A.storyboard", "V.swift", "--module-name", "Shop"], in: folder)
            XCTAssertEqual(result.status, 1, command)
            XCTAssertTrue(
                result.standardError.contains("error: the outlet \"missing\" cannot be set on V"),
                "\(command): \(result.standardError)")
        }
    }
}
