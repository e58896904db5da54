import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// An app with an iOS and a tvOS target that share code (issue 54): each
/// target is judged on what its platform compiles and runs, never on the
/// other platform's `#if os(tvOS)` branch or `userInterfaceIdiom == .tv`
/// block, whose segues and storyboard IDs only the other target's
/// storyboard has. The same code without the platform tests is judged
/// whole, and its findings are errors.
final class PlatformConditionsTests: TemporaryFolderTestCase {
    /// Two app targets, `Phone` (`SDKROOT = iphoneos`) with
    /// `Phone/Main.storyboard` and `TV` (`SDKROOT = appletvos`) with
    /// `TV/TV.storyboard`, both compiling `Shared/RouterViewController.swift`.
    private static let project = """
        // !$*UTF8*$!
        {
            rootObject = P;
            objects = {
                P = {isa = PBXProject; mainGroup = G; targets = (TP, TT); buildConfigurationList = LP; };
                LP = {isa = XCConfigurationList; buildConfigurations = (CPD, CPR); };
                CPD = {isa = XCBuildConfiguration; name = Debug;
                    buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)"; }; };
                CPR = {isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
                G = {isa = PBXGroup; children = (GP, GT, GS); sourceTree = "<group>"; };
                GP = {isa = PBXGroup; path = Phone; children = (FPS); sourceTree = "<group>"; };
                GT = {isa = PBXGroup; path = TV; children = (FTS); sourceTree = "<group>"; };
                GS = {isa = PBXGroup; path = Shared; children = (FR); sourceTree = "<group>"; };
                FPS = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
                FTS = {isa = PBXFileReference; path = TV.storyboard; sourceTree = "<group>"; };
                FR = {isa = PBXFileReference; path = RouterViewController.swift; sourceTree = "<group>"; };
                BPS = {isa = PBXBuildFile; fileRef = FPS; };
                BTS = {isa = PBXBuildFile; fileRef = FTS; };
                BPR = {isa = PBXBuildFile; fileRef = FR; };
                BTR = {isa = PBXBuildFile; fileRef = FR; };
                RP = {isa = PBXResourcesBuildPhase; files = (BPS); };
                RT = {isa = PBXResourcesBuildPhase; files = (BTS); };
                SP = {isa = PBXSourcesBuildPhase; files = (BPR); };
                ST = {isa = PBXSourcesBuildPhase; files = (BTR); };
                TP = {isa = PBXNativeTarget; name = Phone; productType = "com.apple.product-type.application";
                    buildPhases = (SP, RP); buildConfigurationList = LTP; };
                TT = {isa = PBXNativeTarget; name = TV; productType = "com.apple.product-type.application";
                    buildPhases = (ST, RT); buildConfigurationList = LTT; };
                LTP = {isa = XCConfigurationList; buildConfigurations = (CTPD, CTPR); };
                CTPD = {isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
                CTPR = {isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; }; };
                LTT = {isa = XCConfigurationList; buildConfigurations = (CTTD, CTTR); };
                CTTD = {isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = appletvos; }; };
                CTTR = {isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = appletvos; }; };
            };
        }
        """

    /// The router's scene and a settings scene with the storyboard ID
    /// `<prefix>Detail`, reached by the segue `show<prefix>Settings`.
    private static func storyboard(prefix: String, module: String, isTV: Bool) -> String {
        let type =
            isTV
            ? "com.apple.InterfaceBuilder.AppleTV.Storyboard" : "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="21507" \
            targetRuntime="\(isTV ? "AppleTV" : "iOS.CocoaTouch")" initialViewController="vc1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" customClass="RouterViewController" customModule="\(module)" \
            customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1"/>
                                <connections>
                                    <segue destination="vc2" kind="show" identifier="show\(prefix)Settings" id="g1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController storyboardIdentifier="\(prefix)Detail" id="vc2" \
            sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v2"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    /// The shared router: each platform's storyboard, storyboard ID and
    /// segue, under `#if os(tvOS)` and an idiom test when `branched`, else
    /// one after the other.
    private static func router(branched: Bool) -> String {
        let (ifTV, orElse, end) = branched ? ("#if os(tvOS)", "#else", "#endif") : ("", "", "")
        let (ifIdiom, orElseIdiom, endIdiom) =
            branched ? ("if UIDevice.current.userInterfaceIdiom == .tv {", "} else {", "}") : ("", "", "")
        return """
            import UIKit

            class RouterViewController: UIViewController {
                func showDetail() {
                    \(ifTV)
                    let board = UIStoryboard(name: "TV", bundle: nil)
                    show(board.instantiateViewController(withIdentifier: "TVDetail"), sender: nil)
                    \(orElse)
                    let phoneBoard = UIStoryboard(name: "Main", bundle: nil)
                    show(phoneBoard.instantiateViewController(withIdentifier: "PhoneDetail"), sender: nil)
                    \(end)
                }

                func showSettings() {
                    \(ifIdiom)
                    performSegue(withIdentifier: "showTVSettings", sender: nil)
                    \(orElseIdiom)
                    performSegue(withIdentifier: "showPhoneSettings", sender: nil)
                    \(endIdiom)
                }
            }

            """
    }

    private func writeApp(branched: Bool) throws {
        try write(Self.project, to: "App.xcodeproj/project.pbxproj")
        try write(Self.storyboard(prefix: "Phone", module: "Phone", isTV: false), to: "Phone/Main.storyboard")
        try write(Self.storyboard(prefix: "TV", module: "TV", isTV: true), to: "TV/TV.storyboard")
        try write(Self.router(branched: branched), to: "Shared/RouterViewController.swift")
    }

    func testEachTargetIsJudgedOnItsOwnPlatformsCode() throws {
        try writeApp(branched: true)
        let result = try run(["validate", "."])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertFalse(result.standardError.contains("RouterViewController.swift"), result.standardError)
        // Without the project, the storyboards say the platform.
        for storyboard in ["Phone", "TV"] {
            let files = try run(["validate", storyboard, "Shared"])
            XCTAssertEqual(files.status, 0, files.standardError)
            XCTAssertFalse(files.standardError.contains("RouterViewController.swift"), files.standardError)
        }
    }

    /// A class declared only in a branch the target never compiles is
    /// absent from it, not a class that may be declared in a branch not
    /// read (SG243): the iOS target's scene has no class.
    func testAClassOnlyTheOtherPlatformCompilesIsAbsent() throws {
        try writeApp(branched: true)
        try write("#if os(tvOS)\n" + Self.router(branched: true) + "#endif\n", to: "Shared/RouterViewController.swift")
        let result = try run(["validate", "."])
        XCTAssertTrue(
            result.standardError.contains("Phone/Main.storyboard:6:17: warning: Unknown class RouterViewController"),
            result.standardError)
        XCTAssertFalse(result.standardError.contains("TV/TV.storyboard"), result.standardError)
        XCTAssertFalse(result.standardError.contains("SG243"), result.standardError)
    }

    /// Without the platform tests, each target runs the other's code: the
    /// errors the tests above prevent.
    func testWithoutThePlatformTestsEachTargetRunsTheOthersCode() throws {
        try writeApp(branched: false)
        let result = try run(["validate", "."])
        XCTAssertEqual(result.status, 1, result.standardError)
        for finding in [
            "no storyboard of this run is named \"TV\"", "no scene has the storyboard ID \"TVDetail\"",
            "no storyboard of this run is named \"Main\"", "no scene has the storyboard ID \"PhoneDetail\"",
        ] {
            XCTAssertTrue(result.standardError.contains(finding), "\(finding)\n\(result.standardError)")
        }
        XCTAssertTrue(result.standardError.contains("showTVSettings"), result.standardError)
        XCTAssertTrue(result.standardError.contains("showPhoneSettings"), result.standardError)
    }
}
