import Foundation
import TestSupport
import XCTest

/// What a new user reads first when a project runs (issue 54): a fact
/// several targets share is said once, a Mac target's skipped files are
/// one note, a configuration file is named only for a target that runs,
/// `generate` prints a shared finding once and writes nothing for a
/// target it skipped whole, and a project git could not merge is one
/// located error, with the summary still printed.
final class ProjectOutputTests: TemporaryFolderTestCase {
    /// App and Widget copy one storyboard, whose second scene nothing
    /// reaches (SG304); Mac copies three AppKit files; AppTests has no
    /// storyboard. The project's configuration is based on
    /// `Config/Shared.xcconfig`, AppTests' on `Config/Tests.xcconfig`, and
    /// neither is on disk.
    static let project = """
        // !$*UTF8*$!
        {
            rootObject = P;
            objects = {
                P = {isa = PBXProject; mainGroup = G; targets = (TA, TW, TM, TT); buildConfigurationList = LP; };
                LP = {isa = XCConfigurationList; buildConfigurations = (CP); };
                CP = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = FCS; buildSettings = { }; };
                FCS = {isa = PBXFileReference; path = Config/Shared.xcconfig; sourceTree = "<group>"; };
                FCT = {isa = PBXFileReference; path = Config/Tests.xcconfig; sourceTree = "<group>"; };
                G = {isa = PBXGroup; children = (FS, FX1, FX2, FX3, FCS, FCT); sourceTree = "<group>"; };
                FS = {isa = PBXFileReference; path = App/Main.storyboard; sourceTree = "<group>"; };
                FX1 = {isa = PBXFileReference; path = Mac/A.xib; sourceTree = "<group>"; };
                FX2 = {isa = PBXFileReference; path = Mac/B.xib; sourceTree = "<group>"; };
                FX3 = {isa = PBXFileReference; path = Mac/C.xib; sourceTree = "<group>"; };
                BSA = {isa = PBXBuildFile; fileRef = FS; };
                BSW = {isa = PBXBuildFile; fileRef = FS; };
                BX1 = {isa = PBXBuildFile; fileRef = FX1; };
                BX2 = {isa = PBXBuildFile; fileRef = FX2; };
                BX3 = {isa = PBXBuildFile; fileRef = FX3; };
                RA = {isa = PBXResourcesBuildPhase; files = (BSA); };
                RW = {isa = PBXResourcesBuildPhase; files = (BSW); };
                RM = {isa = PBXResourcesBuildPhase; files = (BX1, BX2, BX3); };
                TA = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                    buildPhases = (RA); buildConfigurationList = LT; };
                TW = {isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension";
                    buildPhases = (RW); buildConfigurationList = LT; };
                TM = {isa = PBXNativeTarget; name = Mac; productType = "com.apple.product-type.application";
                    buildPhases = (RM); buildConfigurationList = LT; };
                TT = {isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test";
                    buildPhases = (); buildConfigurationList = LX; };
                LT = {isa = XCConfigurationList; buildConfigurations = (CT); };
                CT = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                LX = {isa = XCConfigurationList; buildConfigurations = (CX); };
                CX = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = FCT; buildSettings = { }; };
            };
        }
        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let macXIB = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
            </objects>
        </document>
        """

    private func writeApp() throws {
        try write(Self.project, to: "Demo/Demo.xcodeproj/project.pbxproj")
        try write(Self.storyboard, to: "Demo/App/Main.storyboard")
        for name in ["A", "B", "C"] { try write(Self.macXIB, to: "Demo/Mac/\(name).xib") }
    }

    private func lines(_ text: String, with code: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains("[\(code)]") }
    }

    func testEachFactIsSaidOnce() throws {
        try writeApp()
        let result = try run(["validate", "Demo"])
        XCTAssertEqual(result.status, 0, result.standardError)
        // The configuration file three targets that run share: one note;
        // the test bundle's, which does not run: none.
        let configurations = lines(result.standardError, with: "SG014")
        XCTAssertEqual(configurations.count, 1, result.standardError)
        XCTAssertTrue(configurations.first?.contains("Config/Shared.xcconfig") == true, result.standardError)
        // The Mac target's three XIBs: one note, with the count, at the first.
        let skipped = lines(result.standardError, with: "SG017")
        XCTAssertEqual(skipped.count, 1, result.standardError)
        XCTAssertTrue(
            skipped.first?.hasPrefix(
                "Demo/Mac/A.xib:2:1: note: skipped 3 storyboards and XIBs for another platform, such as this one: "
                    + "this is an AppKit (macOS) XIB;") == true, result.standardError)
        XCTAssertEqual(lines(result.standardError, with: "SG304").count, 1, result.standardError)
    }

    func testGeneratePrintsASharedFindingOnceAndSkipsATargetItSkippedWhole() throws {
        try writeApp()
        let result = try run(["generate", "Demo", "--output", "Generated/"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let unreachable = lines(result.standardError, with: "SG304")
        XCTAssertEqual(unreachable.count, 1, result.standardError)
        XCTAssertTrue(result.standardError.contains("the targets App and Widget all report this"), result.standardError)
        let written = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("Generated").path)
        XCTAssertEqual(written.sorted(), ["App", "Widget"])
    }

    func testAMergeConflictInTheProjectIsOneLocatedError() throws {
        try writeApp()
        try edit("Demo/Demo.xcodeproj/project.pbxproj") {
            $0.replacingOccurrences(
                of: "        RA = {isa = PBXResourcesBuildPhase; files = (BSA); };\n",
                with: "<<<<<<< HEAD\n        RA = {isa = PBXResourcesBuildPhase; files = (BSA); };\n=======\n"
                    + "        RA = {isa = PBXResourcesBuildPhase; files = (); };\n>>>>>>> feature\n")
        }
        let result = try run(["validate", "Demo"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardError,
            "Demo/Demo.xcodeproj/project.pbxproj:20:1: error: unresolved merge conflict: git left this marker line "
                + "(<<<<<<< HEAD); keep the version you want, delete the markers, and run again [SG013]\n")
        XCTAssertEqual(result.standardOutput, "validated no target: 1 error, 0 warnings\n")

        // A configuration file git could not merge is no silent mix of
        // its two sides.
        try writeApp()
        try write(
            "A = 1\n<<<<<<< HEAD\nPRODUCT_MODULE_NAME = One\n=======\nPRODUCT_MODULE_NAME = Two\n>>>>>>> x\n",
            to: "Demo/Config/Shared.xcconfig")
        let configuration = try run(["validate", "Demo"])
        XCTAssertEqual(configuration.status, 1, configuration.standardError)
        XCTAssertTrue(
            configuration.standardError.contains(
                "Demo/Config/Shared.xcconfig:2:1: error: unresolved merge conflict"), configuration.standardError)
    }
}
