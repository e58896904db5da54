import TestSupport
import XCTest

@testable import SegueGenKit

/// `RuntimeClasses.resolution(of:targetModule:ownModule:)`: how the runtime finds an
/// object's custom class when its file loads, the model's one set of rules
/// that the connection checks ask.
final class RuntimeClassLookupTests: XCTestCase {
    /// The resolution of the one view of a XIB that names `Profile` with
    /// `moduleAttributes`, in a run whose Swift code is `code`.
    private func resolution(
        _ moduleAttributes: String, code: String, ownModule: ModuleCoverage = .notATarget
    ) throws -> RuntimeClasses.Resolution {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="p" customClass="Profile" \(moduleAttributes)/>
                </objects>
            </document>
            """
        let (project, diagnostics) = Diagnose.project([("Profile.xib", xib), ("Profile.swift", code)])
        let loaded = try XCTUnwrap(project, "\(diagnostics)")
        let object = try XCTUnwrap(loaded.interfaceFiles.first?.objects.first { $0.customClass == "Profile" })
        return loaded.runtimeClasses.resolution(
            of: object, targetModule: loaded.targetModule, ownModule: ownModule)
    }

    /// A Swift class named with no module is not found by its runtime
    /// name; with the target's module, or `@objc(Profile)`, it is.
    func testASwiftClassNeedsItsModuleOrAnObjectiveCName() throws {
        let swift = "import UIKit\nclass Profile: UIView {}\n"
        guard case .invisible(let why) = try resolution("", code: swift) else {
            return XCTFail("a Swift class named with no module was found")
        }
        XCTAssertTrue(why.contains("is a Swift class, which the runtime knows by its module's name"), why)
        XCTAssertEqual(try resolution("customModuleProvider=\"target\"", code: swift), .judged)
        XCTAssertEqual(try resolution("", code: "import UIKit\n@objc(Profile) class Profile: UIView {}\n"), .judged)
    }

    /// A module whose code the run lacks makes no claim; a class the run
    /// does not declare at all neither.
    func testWhatTheRunDoesNotSeeIsUnknown() throws {
        guard case .unknown(let why) = try resolution("customModule=\"Kit\"", code: "import UIKit\n") else {
            return XCTFail("a class of an unread module was judged")
        }
        XCTAssertTrue(why.contains("in the module Kit, whose code the run does not have"), why)
        guard case .unknown(let undeclared) = try resolution("", code: "import UIKit\n") else {
            return XCTFail("an undeclared class was judged")
        }
        XCTAssertEqual(undeclared, "no code of the run declares Profile")
    }

    /// A class the file places in the target's own module, which no file
    /// declares: absent when the run has every file of the module, else
    /// unproven, with why; a folder run makes no claim. A class with no
    /// module is looked up in every image the app loads: never absent.
    func testAClassTheTargetsModuleLacksIsAbsentOnlyWhenTheRunHasTheWholeModule() throws {
        let own = "customModuleProvider=\"target\""
        let renamed = "import UIKit\nclass Account: UIView {}\n"
        guard case .absent(let why) = try resolution(own, code: renamed, ownModule: .complete) else {
            return XCTFail("a class the whole module lacks was not absent")
        }
        XCTAssertTrue(why.contains("declares Profile, and the run read every one"), why)
        XCTAssertEqual(
            try resolution(own, code: renamed, ownModule: .partial("a build step writes code")),
            .unproven(
                "no source file of the target's module the run read declares Profile, where the file says it is; "
                    + "but a build step writes code: unless that code declares it"))
        XCTAssertEqual(
            try resolution(own, code: renamed, ownModule: .notATarget), .unknown("no code of the run declares Profile"))
        XCTAssertEqual(
            try resolution("", code: renamed, ownModule: .complete), .unknown("no code of the run declares Profile"))
        // Declared, or only extended.
        XCTAssertEqual(
            try resolution(own, code: "import UIKit\nclass Profile: UIView {}\n", ownModule: .complete), .judged)
        guard
            case .absent(let extended) = try resolution(
                own, code: "import UIKit\nextension Profile {}\n", ownModule: .complete)
        else { return XCTFail("a class the module only extends was not absent") }
        XCTAssertTrue(extended.contains("only extends Profile"), extended)
    }
}
