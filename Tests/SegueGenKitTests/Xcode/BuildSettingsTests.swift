import SegueGenKit
import SegueGenSupport
import XCTest

final class BuildSettingsTests: XCTestCase {
    private func settings(_ levels: [String: String]...) -> BuildSettings {
        BuildSettings(
            levels: [BuildSettings.defaults(target: "My App", project: "App", configuration: "Debug")] + levels)
    }

    func testTheModuleNameDefaultsToTheTargetNameAsAnIdentifier() {
        XCTAssertEqual(settings()["PRODUCT_MODULE_NAME"], "My_App")
        XCTAssertEqual(settings(["PRODUCT_NAME": "9 Lives-app"])["PRODUCT_MODULE_NAME"], "_9_Lives_app")
        XCTAssertEqual(
            settings(["PRODUCT_NAME": "$(TARGET_NAME)"], ["PRODUCT_MODULE_NAME": "Core"])["PRODUCT_MODULE_NAME"], "Core"
        )
    }

    /// One rule of module names for projects and packages (issue 53): a
    /// leading digit gets `_` before it, a space and a hyphen become `_`,
    /// letters of any script stay. SwiftPM's targets were named by a rule
    /// of their own, which kept the leading digit (`LinkedModulesTests`
    /// holds a package's).
    func testOneModuleNameRuleForTargetsAndPackages() {
        XCTAssertEqual(BuildSettings.moduleName(ofTarget: "2D Kit-iOS"), "_2D_Kit_iOS")
        XCTAssertEqual(BuildSettings.moduleName(ofTarget: "Café_Kit"), "Café_Kit")
    }

    func testInheritedStandsForTheLevelBelow() {
        let resolved = settings(["FLAGS": "-a"], ["FLAGS": "$(inherited) -b"], ["FLAGS": "${inherited} -c"])
        XCTAssertEqual(resolved["FLAGS"], "-a -b -c")
        XCTAssertEqual(settings(["FLAGS": "$(inherited) -b"])["FLAGS"], " -b")
    }

    func testReferencesOperatorsAndCycles() {
        let resolved = settings([
            "BASE": "Main", "NAME": "$(BASE)_$(CONFIGURATION)", "NESTED": "$(NAME_$(CONFIGURATION))",
            "NAME_Debug": "debug name", "LOWER": "$(BASE:lower)", "FILE": "$(PATH_VALUE:file)",
            "DIR": "$(PATH_VALUE:dir)", "PATH_VALUE": "a/b/c.plist", "BASENAME": "$(PATH_VALUE:base)",
            "DEFAULTED": "$(MISSING:default=fallback)", "SELF": "$(SELF) x",
            "BUNDLE": "com.$(TARGET_NAME:rfc1034identifier)",
        ])
        XCTAssertEqual(resolved["NAME"], "Main_Debug")
        XCTAssertEqual(resolved["NESTED"], "debug name")
        XCTAssertEqual(resolved["LOWER"], "main")
        XCTAssertEqual(resolved["FILE"], "c.plist")
        XCTAssertEqual(resolved["DIR"], "a/b")
        XCTAssertEqual(resolved["BASENAME"], "c")
        XCTAssertEqual(resolved["DEFAULTED"], "fallback")
        XCTAssertEqual(resolved["BUNDLE"], "com.My-App")
        // A setting that refers to itself stops, with no hang.
        XCTAssertNotNil(resolved["SELF"])
        XCTAssertNil(resolved["UNSET"])
    }

    func testConditionalSettingsAreChosenForAnIOSDeviceBuild() {
        let level = BuildSettings.level(
            [
                "INFOPLIST_FILE": "App/Info.plist", "INFOPLIST_FILE[sdk=iphoneos*]": "App/Device.plist",
                "OTHER[sdk=macosx*]": "mac", "OTHER": "plain", "MODE[config=Release]": "release", "MODE": "any",
            ],
            configuration: "Debug")
        XCTAssertEqual(level["INFOPLIST_FILE"], "App/Device.plist")
        XCTAssertEqual(level["OTHER"], "plain")
        XCTAssertEqual(level["MODE"], "any")
        XCTAssertEqual(
            BuildSettings.level(["MODE[config=Release]": "release", "MODE": "any"], configuration: "Release")["MODE"],
            "release")
    }

    /// Review finding: two conditions that both hold chose by dictionary
    /// order. The one with more conditions wins, and equals are ordered by
    /// how they are written, whatever the project's order.
    func testOfTwoConditionsThatHoldTheMoreSpecificWins() {
        let settings = [
            "MODULE": "plain", "MODULE[sdk=iphoneos*]": "device", "MODULE[config=Debug]": "debug",
            "MODULE[sdk=iphoneos*][config=Debug]": "device debug",
        ]
        XCTAssertEqual(BuildSettings.level(settings, configuration: "Debug")["MODULE"], "device debug")
        var tie = settings
        tie["MODULE[sdk=iphoneos*][config=Debug]"] = nil
        XCTAssertEqual(BuildSettings.level(tie, configuration: "Debug")["MODULE"], "device")
    }

    /// Review finding: a setting that names another twice doubled its work
    /// at every step, which hung on a cycle.
    func testReferencesThatBranchResolveOnce() {
        var level: [String: String] = [:]
        for index in 0..<40 { level["S\(index)"] = "$(S\(index + 1))$(S\(index + 1))" }
        level["S40"] = "x"
        level["LOOP"] = "$(LOOP)$(LOOP)$(OTHER)"
        level["OTHER"] = "$(LOOP)$(LOOP)"
        let resolved = settings(level)
        XCTAssertEqual(resolved["S30"]?.count, 1 << 10)
        XCTAssertNotNil(resolved["LOOP"])
    }
}
