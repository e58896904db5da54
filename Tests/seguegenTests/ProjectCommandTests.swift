import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// `seguegen` on an Xcode project: every target runs on its own, as Xcode
/// builds it, with the files of its build phases and its module.
final class ProjectCommandTests: TemporaryFolderTestCase {
    /// Two targets that each have a `Main.storyboard`, the app with an
    /// `.xcconfig` naming its product, the extension with a file its build
    /// phase names that is not on disk.
    static let project = """
        // !$*UTF8*$!
        {
            rootObject = P;
            objects = {
                P = {isa = PBXProject; mainGroup = G; targets = (TA, TB); buildConfigurationList = LP; };
                LP = {isa = XCConfigurationList; buildConfigurations = (CP); };
                CP = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = FX; buildSettings = { }; };
                G = {isa = PBXGroup; children = (GA, GB, FX); sourceTree = "<group>"; };
                FX = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
                GA = {isa = PBXGroup; path = App; children = (VA, FA); sourceTree = "<group>"; };
                VA = {isa = PBXVariantGroup; name = Main.storyboard; children = (VAB); sourceTree = "<group>"; };
                VAB = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                FA = {isa = PBXFileReference; path = RedViewController.swift; sourceTree = "<group>"; };
                GB = {isa = PBXGroup; path = Widget; children = (FB, FBS, FBM); sourceTree = "<group>"; };
                FB = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
                FBS = {isa = PBXFileReference; path = WidgetViewController.swift; sourceTree = "<group>"; };
                FBM = {isa = PBXFileReference; path = Generated.swift; sourceTree = "<group>"; };
                BA1 = {isa = PBXBuildFile; fileRef = VA; };
                BA2 = {isa = PBXBuildFile; fileRef = FA; };
                BB1 = {isa = PBXBuildFile; fileRef = FB; };
                BB2 = {isa = PBXBuildFile; fileRef = FBS; };
                BB3 = {isa = PBXBuildFile; fileRef = FBM; };
                SA = {isa = PBXSourcesBuildPhase; files = (BA2); };
                RA = {isa = PBXResourcesBuildPhase; files = (BA1); };
                SB = {isa = PBXSourcesBuildPhase; files = (BB2, BB3); };
                RB = {isa = PBXResourcesBuildPhase; files = (BB1); };
                TA = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                    buildPhases = (SA, RA); buildConfigurationList = LA; };
                LA = {isa = XCConfigurationList; buildConfigurations = (CA); };
                CA = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                TB = {isa = PBXNativeTarget; name = "Today Widget"; productType = "com.apple.product-type.app-extension";
                    buildPhases = (SB, RB); buildConfigurationList = LB; };
                LB = {isa = XCConfigurationList; buildConfigurations = (CB); };
                CB = {isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
            };
        }
        """

    static func storyboard(_ viewController: String, segue: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" \
        targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="\(viewController)" customModuleProvider="target" \
        sceneMemberID="viewController">
                            <connections>
                                <segue destination="vc1" kind="show" identifier="\(segue)" id="g1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try write(Self.project, to: "Demo/Demo.xcodeproj/project.pbxproj")
        try write("PRODUCT_NAME = Red App\n", to: "Demo/App.xcconfig")
        try write(Self.storyboard("RedViewController", segue: "showRed"), to: "Demo/App/Base.lproj/Main.storyboard")
        try write(
            "import UIKit\nclass RedViewController: UIViewController {\n    func go() { performSegue(withIdentifier: "
                + "\"showRed\", sender: nil) }\n}\n", to: "Demo/App/RedViewController.swift")
        try write(Self.storyboard("WidgetViewController", segue: "showWidget"), to: "Demo/Widget/Main.storyboard")
        try write(
            "import UIKit\nclass WidgetViewController: UIViewController {\n    func go() { performSegue(withIdentifier: "
                + "\"showWidget\", sender: nil) }\n}\n",
            to: "Demo/Widget/WidgetViewController.swift")
        // In the folder, but in no target.
        try write(Self.storyboard("Stray", segue: "x"), to: "Demo/Stray.storyboard")
    }

    func testAFolderWithAProjectRunsEachTargetOnItsOwn() throws {
        let result = try run(["validate", "Demo"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            result.standardOutput,
            "validated target App of Demo.xcodeproj, 2 files: 0 errors, 0 warnings\n"
                + "validated target Today Widget of Demo.xcodeproj, 2 files: 0 errors, 0 warnings\n")
        // Two Main.storyboards, one a target: no SG213.
        XCTAssertFalse(result.standardError.contains("SG213"), result.standardError)
        XCTAssertTrue(
            result.standardError.contains(
                "Demo/Stray.storyboard:1:1: note: 1 input file below Demo belongs to no target of its Xcode "
                    + "projects and was not read"), result.standardError)
        XCTAssertTrue(
            result.standardError.contains(
                "Demo/Widget/Generated.swift:1:1: note: 1 file the build phases of target Today Widget name is not "
                    + "on disk"), result.standardError)
    }

    /// The example Xcode app, as its README runs it: each target validates
    /// without a diagnostic, not even a note (its bridging header belongs to
    /// the app target).
    func testTheExampleXcodeAppValidatesWithoutADiagnostic() throws {
        let result = try ProcessRunner.run(
            ProcessRunner.seguegen, ["validate", "Examples/XcodeApp"], in: Fixtures.root)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            result.standardOutput,
            "validated target XcodeApp of XcodeApp.xcodeproj, 20 files: 0 errors, 0 warnings\n"
                + "validated target ShareExtension of XcodeApp.xcodeproj, 5 files: 0 errors, 0 warnings\n")
        XCTAssertEqual(result.standardError, "")
    }

    func testTargetsAndConfigurationsAreChosenByName() throws {
        let one = try run(["validate", "--project", "Demo/Demo.xcodeproj", "--target", "Today Widget"])
        XCTAssertEqual(one.status, 0, one.standardError)
        XCTAssertEqual(
            one.standardOutput, "validated target Today Widget of Demo.xcodeproj, 2 files: 0 errors, 0 warnings\n")
        let unknown = try run(["validate", "--project", "Demo/Demo.xcodeproj", "--target", "Wdget"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(
            unknown.standardError.contains("no target \"Wdget\" in Demo/Demo.xcodeproj"), unknown.standardError)
        let noProject = try run(["validate", "Demo/App/Base.lproj/Main.storyboard", "--target", "App"])
        XCTAssertEqual(noProject.status, 2)
        XCTAssertTrue(
            noProject.standardError.contains("--target, --configuration and --info-plist need an Xcode project"))
    }

    func testGenerateTakesTheTargetsModule() throws {
        let ambiguous = try run(["generate", "Demo", "--output", "Segues.swift"])
        XCTAssertEqual(ambiguous.status, 2)
        XCTAssertTrue(
            ambiguous.standardError.contains(
                "2 targets have storyboards, XIBs or manifests (App, Today Widget); name one "
                    + "with --target"), ambiguous.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Segues.swift").path))

        let app = try run(["generate", "Demo", "--target", "App", "--output", "Segues.swift"])
        XCTAssertEqual(app.status, 0, app.standardError)
        let code = try String(contentsOf: folder.appendingPathComponent("Segues.swift"), encoding: .utf8)
        XCTAssertTrue(code.contains("extension RedViewController {"))
        // The module comes from the .xcconfig: Red_App, which the code
        // neither imports nor qualifies with.
        XCTAssertFalse(code.contains("import Red_App"))

        let both = try run(["generate", "Demo", "--output", "Generated/"])
        XCTAssertEqual(both.status, 0, both.standardError)
        for file in ["App/MainSegues.swift", "App/SegueGenShared.swift", "Today Widget/MainSegues.swift"] {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/" + file).path), file)
        }
    }

    func testAConfigurationBesideTheProjectIsRead() throws {
        try write("accessLevel: public\n", to: "Demo/seguegen.yaml")
        let result = try run(["generate", "--project", "Demo/Demo.xcodeproj", "--target", "App"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("public enum StoryboardSegue"), result.standardOutput)
    }

    func testABrokenProjectIsLocated() throws {
        try write("{\n  rootObject = P;\n  objects = {\n", to: "Demo/Demo.xcodeproj/project.pbxproj")
        let result = try run(["validate", "Demo"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardError.contains(
                "Demo/Demo.xcodeproj/project.pbxproj:3:13: error: the dictionary opened here is never closed with '}' "
                    + "[SG013]"), result.standardError)
    }

    /// A second copy of Demo, in `Other/`: a project whose targets have the
    /// same names.
    private func writeOtherProject() throws {
        try write(Self.project, to: "Other/Other.xcodeproj/project.pbxproj")
        try write("PRODUCT_NAME = Other App\n", to: "Other/App.xcconfig")
        for path in [
            "App/Base.lproj/Main.storyboard", "App/RedViewController.swift", "Widget/Main.storyboard",
            "Widget/WidgetViewController.swift",
        ] {
            try write(
                String(contentsOf: folder.appendingPathComponent("Demo/" + path), encoding: .utf8), to: "Other/" + path)
        }
    }

    /// Review findings: `--target` over two projects ran the target of the
    /// first only; one project named twice ran twice; the other targets'
    /// files were reported as in no target; a misspelt configuration was
    /// taken silently.
    func testTargetsAndConfigurationsAcrossProjects() throws {
        try writeOtherProject()
        let both = try run(["validate", "--target", "App", "Demo", "Other"])
        XCTAssertEqual(both.status, 0, both.standardError)
        XCTAssertEqual(
            both.standardOutput,
            "validated target App of Demo.xcodeproj, 2 files: 0 errors, 0 warnings\n"
                + "validated target App of Other.xcodeproj, 2 files: 0 errors, 0 warnings\n")
        // Only the stray storyboard belongs to no target.
        XCTAssertEqual(both.standardError.components(separatedBy: "[SG015]").count - 1, 1, both.standardError)
        XCTAssertTrue(both.standardError.contains("Demo/Stray.storyboard:1:1: note: 1 input file"), both.standardError)

        let twice = try run(["validate", "--project", "Demo/Demo.xcodeproj", "Demo"])
        XCTAssertEqual(twice.standardOutput.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 2)

        let misspelt = try run(["validate", "Demo", "--configuration", "Debg"])
        XCTAssertEqual(misspelt.status, 2)
        XCTAssertTrue(
            misspelt.standardError.contains(
                "no build configuration \"Debg\" in Demo/Demo.xcodeproj; it has Debug; did you mean \"Debug\"?"),
            misspelt.standardError)
    }

    /// Review finding: two projects' targets of one name shared an output
    /// folder, the second overwriting the first.
    func testGenerateGivesTargetsOfOneNameAFolderEach() throws {
        try writeOtherProject()
        let result = try run(["generate", "Demo", "Other", "--output", "Generated/"])
        XCTAssertEqual(result.status, 0, result.standardError)
        for file in ["Demo/App/MainSegues.swift", "Other/App/MainSegues.swift", "Other/Today Widget/MainSegues.swift"] {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/" + file).path), file)
        }
    }

    /// Other people's code (`Pods`, `Carthage`) is not read from a folder,
    /// and a folder that links to itself ends.
    func testAFolderRunSkipsPodsAndSymbolicLinkLoops() throws {
        try write(Self.storyboard("RedViewController", segue: "showRed"), to: "Plain/Main.storyboard")
        try write(
            "class Pod: UIViewController { func f() { performSegue(withIdentifier: \"podSegue\", sender: nil) } }\n",
            to: "Plain/Pods/Pod/Pod.swift")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Plain/Loop").path,
            withDestinationPath: folder.appendingPathComponent("Plain").path)
        let result = try run(["validate", "Plain"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("validated 1 file:"), result.standardOutput)
    }
}

extension TemporaryFolderTestCase {
    /// Writes a scene of `viewController` with one segue, `segue`, at
    /// `storyboard`, and at `code` the view controller, which performs it.
    func writeScene(_ viewController: String, segue: String, storyboard: String, code: String) throws {
        try write(ProjectCommandTests.storyboard(viewController, segue: segue), to: storyboard)
        try write(
            "import UIKit\nopen class \(viewController): UIViewController {\n    func go() { "
                + "performSegue(withIdentifier: \"\(segue)\", sender: nil) }\n}\n", to: code)
    }
}
