import TestSupport
import XCTest

@testable import SegueGenKit

/// `RuntimeClasses.resolution(of:targetModule:)`: how the runtime finds an
/// object's custom class when its file loads, the model's one set of rules
/// that the connection checks ask.
final class RuntimeClassLookupTests: XCTestCase {
    /// The resolution of the one view of a XIB that names `Profile` with
    /// `moduleAttributes`, in a run whose Swift code is `code`.
    private func resolution(_ moduleAttributes: String, code: String) throws -> RuntimeClasses.Resolution {
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
        return loaded.runtimeClasses.resolution(of: object, targetModule: loaded.targetModule)
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
}
