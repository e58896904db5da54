import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// A target's code is the code it runs (issue 42): what it links from a
/// static library of its project, a framework of another project of its
/// workspace, a local Swift package. Each fixture is a small app whose
/// storyboard uses a member that only the linked code declares: it
/// validates without an error, and renaming the member in the linked code
/// brings the error back, so the proof really rests on that code.
final class LinkedCodeTests: TemporaryFolderTestCase {
    /// A project of one app target, whose code is `App/AppDelegate.m`, and
    /// what the arguments add: objects, and the app target's
    /// `dependencies`, Frameworks phase files and package products.
    private static func project(
        objects: String, dependencies: String = "", linked: String = "", packages: String = "",
        extraTargets: String = "", extraGroups: String = ""
    ) -> String {
        """
        // !$*UTF8*$!
        {
            rootObject = P;
            objects = {
                P = {isa = PBXProject; mainGroup = G; targets = (TA\(extraTargets)); buildConfigurationList = LP; };
                LP = {isa = XCConfigurationList; buildConfigurations = (CP); };
                CP = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                G = {isa = PBXGroup; children = (GA\(extraGroups)); sourceTree = "<group>"; };
                GA = {isa = PBXGroup; path = App; children = (FSB, FH, FD); sourceTree = "<group>"; };
                FSB = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
                FH = {isa = PBXFileReference; path = AboutViewController.h; sourceTree = "<group>"; };
                FD = {isa = PBXFileReference; path = AppDelegate.m; sourceTree = "<group>"; };
                BSB = {isa = PBXBuildFile; fileRef = FSB; };
                BD = {isa = PBXBuildFile; fileRef = FD; };
                RA = {isa = PBXResourcesBuildPhase; files = (BSB); };
                SA = {isa = PBXSourcesBuildPhase; files = (BD); };
                KA = {isa = PBXFrameworksBuildPhase; files = (\(linked)); };
                TA = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                    buildPhases = (SA, RA, KA); buildConfigurationList = LA; dependencies = (\(dependencies));
                    packageProductDependencies = (\(packages)); };
                LA = {isa = XCConfigurationList; buildConfigurations = (CA); };
                CA = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                \(objects)
            };
        }
        """
    }

    /// One scene of `className` (in `module`, or none), with an outlet and
    /// an action to the controller.
    private static func storyboard(className: String, module: String? = nil, unwind: String? = nil) -> String {
        let moduleAttribute = module.map { " customModule=\"\($0)\"" } ?? ""
        let exit =
            unwind.map {
                """
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2">
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="b2">
                                        <connections>
                                            <segue destination="x2" kind="unwind" unwindAction="\($0)" id="u1"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <exit id="x2" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                """
            } ?? ""
        let show = unwind == nil ? "" : "<segue destination=\"vc2\" kind=\"show\" identifier=\"next\" id=\"g1\"/>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" \
            targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" customClass="\(className)"\(moduleAttribute) \
            sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" id="b1">
                                            <connections>
                                                <action selector="showAbout:" destination="vc1" \
            eventType="touchUpInside" id="a1"/>
                                                \(show)
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="titleButton" destination="b1" id="o1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    \(exit)
                </scenes>
            </document>
            """
    }

    /// The app's own code: it imports the header of the class the static
    /// library implements, so the app sees the class and its superclass.
    private static let appDelegate = "#import \"AboutViewController.h\"\n@implementation AppDelegate\n@end\n"

    /// A scene of UIKit's own view controller, without the outlet and the
    /// action, which such a class lacks.
    private static func plainStoryboard(unwind: String? = nil) -> String {
        storyboard(className: "UIViewController", unwind: unwind).replacingOccurrences(
            of: "<action selector=\"showAbout:\" destination=\"vc1\" eventType=\"touchUpInside\" id=\"a1\"/>",
            with: ""
        ).replacingOccurrences(of: "<outlet property=\"titleButton\" destination=\"b1\" id=\"o1\"/>", with: "")
    }

    // MARK: - Cause 1: a static library of the app's own project

    /// The Objective-C class's header is the app's; its `.m`, with the
    /// class extension that declares the outlet and the action, is
    /// compiled by a static library the app depends on (iSH's
    /// TerminalViewController). Linked only through the Frameworks phase
    /// (`libCore.a`), without a target dependency, it counts too.
    private func writeStaticLibraryApp(dependency: Bool) throws {
        let objects = """
            GL = {isa = PBXGroup; path = Core; children = (FM); sourceTree = "<group>"; };
            FM = {isa = PBXFileReference; path = AboutViewController.m; sourceTree = "<group>"; };
            BM = {isa = PBXBuildFile; fileRef = FM; };
            SL = {isa = PBXSourcesBuildPhase; files = (BM); };
            TL = {isa = PBXNativeTarget; name = Core; productType = "com.apple.product-type.library.static";
                productReference = FL; buildPhases = (SL); buildConfigurationList = LL; };
            FL = {isa = PBXFileReference; explicitFileType = archive.ar; path = libCore.a; sourceTree = BUILT_PRODUCTS_DIR; };
            BL = {isa = PBXBuildFile; fileRef = FL; };
            DL = {isa = PBXTargetDependency; target = TL; };
            LL = {isa = XCConfigurationList; buildConfigurations = (CL); };
            CL = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
            """
        try write(
            Self.project(
                objects: objects, dependencies: dependency ? "DL" : "", linked: dependency ? "" : "BL",
                extraTargets: ", TL", extraGroups: ", GL"),
            to: "StaticLibrary/App.xcodeproj/project.pbxproj")
        try write(Self.storyboard(className: "AboutViewController"), to: "StaticLibrary/App/Main.storyboard")
        try write(Self.appDelegate, to: "StaticLibrary/App/AppDelegate.m")
        try write(
            "#import <UIKit/UIKit.h>\n@interface AboutViewController : UIViewController\n@end\n",
            to: "StaticLibrary/App/AboutViewController.h")
        try write(
            """
            #import "AboutViewController.h"
            @interface AboutViewController ()
            @property (weak) IBOutlet UIButton *titleButton;
            @end
            @implementation AboutViewController
            - (IBAction)showAbout:(id)sender {}
            @end

            """, to: "StaticLibrary/Core/AboutViewController.m")
    }

    func testAStaticLibrarysClassExtensionHoldsTheOutletsAndActions() throws {
        for dependency in [true, false] {
            try writeStaticLibraryApp(dependency: dependency)
            let clean = try run(["validate", "StaticLibrary"])
            XCTAssertEqual(clean.status, 0, clean.standardError)
            XCTAssertFalse(clean.standardError.contains("error:"), clean.standardError)

            // Renamed in the library, the outlet and the action are errors again.
            let implementation = "StaticLibrary/Core/AboutViewController.m"
            let text = try String(contentsOf: folder.appendingPathComponent(implementation), encoding: .utf8)
            try write(
                text.replacingOccurrences(of: "titleButton", with: "headerButton").replacingOccurrences(
                    of: "showAbout:", with: "showInfo:"), to: implementation)
            let broken = try run(["validate", "StaticLibrary"])
            XCTAssertEqual(broken.status, 1, broken.standardError)
            XCTAssertTrue(broken.standardError.contains("[SG240]"), broken.standardError)
            XCTAssertTrue(broken.standardError.contains("[SG241]"), broken.standardError)
        }
    }

    // MARK: - Cause 2: a framework of another project of the workspace

    /// The app links `Kit.framework`, which `Kit/Kit.xcodeproj` builds; the
    /// workspace beside the app's project lists both. The framework's
    /// `extension UIViewController` implements the unwind action, so every
    /// view controller does (NetNewsWire's and others' pattern).
    private func writeWorkspaceApp(unwindInKit: String) throws {
        let appObjects = """
            FK = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            BK = {isa = PBXBuildFile; fileRef = FK; };
            """
        try write(
            Self.project(objects: appObjects, linked: "BK"), to: "Workspace/App/App.xcodeproj/project.pbxproj")
        try write(
            Self.plainStoryboard(unwind: "unwindToStart:"), to: "Workspace/App/App/Main.storyboard")
        try write("@implementation AppDelegate\n@end\n", to: "Workspace/App/App/AppDelegate.m")
        try write(
            """
            // !$*UTF8*$!
            {
                rootObject = P;
                objects = {
                    P = {isa = PBXProject; mainGroup = G; targets = (TK); buildConfigurationList = LP; };
                    LP = {isa = XCConfigurationList; buildConfigurations = (CP); };
                    CP = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                    G = {isa = PBXGroup; children = (FS); sourceTree = "<group>"; };
                    FS = {isa = PBXFileReference; path = Sources/Navigation.swift; sourceTree = "<group>"; };
                    BS = {isa = PBXBuildFile; fileRef = FS; };
                    SK = {isa = PBXSourcesBuildPhase; files = (BS); };
                    TK = {isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework";
                        productReference = FP; buildPhases = (SK); buildConfigurationList = LK; };
                    FP = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                    LK = {isa = XCConfigurationList; buildConfigurations = (CK); };
                    CK = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                };
            }
            """, to: "Workspace/Kit/Kit.xcodeproj/project.pbxproj")
        try write(
            """
            import UIKit
            extension UIViewController {
                @IBAction public func \(unwindInKit)(_ segue: UIStoryboardSegue) {}
            }

            """, to: "Workspace/Kit/Sources/Navigation.swift")
        try write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <Group location = "container:" name = "Apps">
                  <FileRef location = "group:App/App.xcodeproj"></FileRef>
               </Group>
               <FileRef location = "group:Kit/Kit.xcodeproj"></FileRef>
            </Workspace>

            """, to: "Workspace/App.xcworkspace/contents.xcworkspacedata")
    }

    func testAFrameworkOfAnotherProjectOfTheWorkspaceImplementsTheUnwind() throws {
        try writeWorkspaceApp(unwindInKit: "unwindToStart")
        // Named alone, the app's project finds Kit through the workspace.
        let clean = try run(["validate", "--project", "Workspace/App/App.xcodeproj"])
        XCTAssertEqual(clean.status, 0, clean.standardError)
        XCTAssertFalse(clean.standardError.contains("SG208"), clean.standardError)

        try writeWorkspaceApp(unwindInKit: "unwindToHome")
        let broken = try run(["validate", "--project", "Workspace/App/App.xcodeproj"])
        XCTAssertEqual(broken.status, 1, broken.standardError)
        XCTAssertTrue(broken.standardError.contains("unwindToStart:"), broken.standardError)
        XCTAssertTrue(broken.standardError.contains("[SG208]"), broken.standardError)
    }

    /// CocoaPods checked in (issue 52, cause 6): the app links
    /// `Pods_App.framework`, which `Pods/Pods.xcodeproj` builds under the
    /// reference's name from the path `Pods-App.framework` (GitHawk), or
    /// `libPods-App.a`, the path of a reference named `Pods-App` (Delta);
    /// the aggregate target depends on the pod's target, whose class the
    /// storyboard's scene inherits from. The pod is read, so a missing
    /// outlet is proven.
    func testAPodCheckedInIsReadByTheNameTheAppLinks() throws {
        for (linked, reference) in [
            ("Pods_App.framework", "name = Pods_App.framework; path = \"Pods-App.framework\""),
            ("libPods-App.a", "name = \"Pods-App\"; path = \"libPods-App.a\""),
        ] {
            try writePodsApp(linked: linked, reference: reference)
            let kit = "import UIKit\nopen class KitViewController: UIViewController {\n    OUTLET\n}\n"
            try write(
                kit.replacingOccurrences(of: "OUTLET", with: "@IBOutlet public weak var titleButton: UIButton!"),
                to: "Pods/Pods/Kit/KitViewController.swift")
            let clean = try run(["validate", "--project", "Pods/App.xcodeproj"])
            XCTAssertEqual(clean.status, 0, clean.standardError)
            XCTAssertFalse(clean.standardError.contains("Pods_App"), linked + clean.standardError)
            XCTAssertFalse(clean.standardError.contains("Pods-App"), linked + clean.standardError)

            try write(
                kit.replacingOccurrences(of: "OUTLET", with: "@IBOutlet public weak var headerButton: UIButton!"),
                to: "Pods/Pods/Kit/KitViewController.swift")
            let broken = try run(["validate", "--project", "Pods/App.xcodeproj"])
            XCTAssertEqual(broken.status, 1, linked + broken.standardError)
            XCTAssertTrue(broken.standardError.contains("[SG240]"), linked + broken.standardError)
        }
    }

    /// The app of `testAPodCheckedInIsReadByTheNameTheAppLinks`, linking
    /// `linked`, which the Pods project's aggregate target builds with the
    /// product `reference`'s name and path.
    private func writePodsApp(linked: String, reference: String) throws {
        let objects = """
            FK = {isa = PBXFileReference; path = \(linked); sourceTree = BUILT_PRODUCTS_DIR; };
            BK = {isa = PBXBuildFile; fileRef = FK; };
            FW = {isa = PBXFileReference; path = AboutViewController.swift; sourceTree = "<group>"; };
            BW = {isa = PBXBuildFile; fileRef = FW; };
            """
        try write(
            Self.project(objects: objects, linked: "BK").replacingOccurrences(
                of: "files = (BD)", with: "files = (BD, BW)"
            )
            .replacingOccurrences(of: "children = (FSB, FH, FD)", with: "children = (FSB, FH, FD, FW)"),
            to: "Pods/App.xcodeproj/project.pbxproj")
        try write(Self.storyboard(className: "AboutViewController", module: "App"), to: "Pods/App/Main.storyboard")
        try write("@implementation AppDelegate\n@end\n", to: "Pods/App/AppDelegate.m")
        try write(
            "import UIKit\nimport Kit\nclass AboutViewController: KitViewController {\n"
                + "    @IBAction func showAbout(_ sender: Any) {}\n}\n", to: "Pods/App/AboutViewController.swift")
        try write(
            """
            // !$*UTF8*$!
            {
                rootObject = P;
                objects = {
                    P = {isa = PBXProject; mainGroup = G; targets = (TP, TK); buildConfigurationList = LP; };
                    LP = {isa = XCConfigurationList; buildConfigurations = (CP); };
                    CP = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                    G = {isa = PBXGroup; children = (FS); sourceTree = "<group>"; };
                    FS = {isa = PBXFileReference; path = Kit/KitViewController.swift; sourceTree = "<group>"; };
                    BS = {isa = PBXBuildFile; fileRef = FS; };
                    SK = {isa = PBXSourcesBuildPhase; files = (BS); };
                    TK = {isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework";
                        productReference = FKP; buildPhases = (SK); buildConfigurationList = LK; };
                    FKP = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                    DK = {isa = PBXTargetDependency; target = TK; };
                    TP = {isa = PBXNativeTarget; name = "Pods-App"; productType = "com.apple.product-type.framework";
                        productReference = FPP; buildPhases = (); dependencies = (DK); buildConfigurationList = LK; };
                    FPP = {isa = PBXFileReference; \(reference); sourceTree = BUILT_PRODUCTS_DIR; };
                    LK = {isa = XCConfigurationList; buildConfigurations = (CK); };
                    CK = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                };
            }
            """, to: "Pods/Pods/Pods.xcodeproj/project.pbxproj")
        try write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App.xcodeproj"></FileRef>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
            </Workspace>

            """, to: "Pods/App.xcworkspace/contents.xcworkspacedata")
    }

    // MARK: - Workspaces (issue 54)

    /// A CocoaPods app run through its workspace, as CocoaPods tells its
    /// users to open it: the app's target runs, the Pods project's targets
    /// do not, and the pod is read as the module the app links.
    func testACocoaPodsAppRunsThroughItsWorkspace() throws {
        try writePodsApp(linked: "Pods_App.framework", reference: "path = \"Pods_App.framework\"")
        let kit = "import UIKit\nopen class KitViewController: UIViewController {\n    OUTLET\n}\n"
        try write(
            kit.replacingOccurrences(of: "OUTLET", with: "@IBOutlet public weak var titleButton: UIButton!"),
            to: "Pods/Pods/Kit/KitViewController.swift")
        for selection in [["Pods/App.xcworkspace"], ["--project", "Pods/App.xcworkspace"]] {
            let clean = try run(["validate"] + selection)
            XCTAssertEqual(clean.status, 0, clean.standardError)
            XCTAssertEqual(
                clean.standardOutput, "validated target App of App.xcodeproj, 4 files: 0 errors, 0 warnings\n",
                clean.standardError)
            XCTAssertFalse(clean.standardError.contains("[SG020]"), clean.standardError)
        }
        try write(
            kit.replacingOccurrences(of: "OUTLET", with: "@IBOutlet public weak var headerButton: UIButton!"),
            to: "Pods/Pods/Kit/KitViewController.swift")
        let broken = try run(["validate", "Pods/App.xcworkspace"])
        XCTAssertEqual(broken.status, 1, broken.standardError)
        XCTAssertTrue(broken.standardError.contains("[SG240]"), broken.standardError)
    }

    /// The same app before `pod install`: no `Pods/` but the workspace
    /// and the lock file. CocoaPods' missing configuration files make no
    /// note each; one line for the target names the pods the lock file
    /// lists and how to give them to the run.
    func testACocoaPodsAppWithoutItsPodsNamesThemOnce() throws {
        try writePodsApp(linked: "Pods_App.framework", reference: "path = \"Pods_App.framework\"")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Pods/Pods"))
        // Both configurations are based on CocoaPods' files, as `pod
        // install` sets them.
        try edit("Pods/App.xcodeproj/project.pbxproj") {
            $0.replacingOccurrences(
                of: "CA = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };",
                with: "CA = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = FX; "
                    + "buildSettings = { }; };\n"
                    + "FX = {isa = PBXFileReference; path = \"Pods/Target Support Files/Pods-App/"
                    + "Pods-App.debug.xcconfig\"; sourceTree = \"<group>\"; };"
            ).replacingOccurrences(
                of: "CP = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };",
                with: "CP = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = FX; "
                    + "buildSettings = { }; };")
        }
        try write(
            "PODS:\n  - Alamofire (5.9.1)\n  - Firebase/Core (10.0.0):\n    - FirebaseCore\n\nDEPENDENCIES:\n"
                + "  - Alamofire (~> 5.9)\n  - \"Firebase/Core\"\n\nSPEC CHECKSUMS:\n  Alamofire: 0123\n",
            to: "Pods/Podfile.lock")
        let result = try run(["validate", "Pods/App.xcworkspace"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertFalse(result.standardError.contains("[SG014]"), result.standardError)
        let notes = result.standardError.split(separator: "\n").filter { $0.contains("[SG020]") }
        XCTAssertEqual(notes.count, 1, result.standardError)
        XCTAssertTrue(
            notes.first?.contains("Podfile.lock names Alamofire, Firebase; run 'pod install' to read them") == true,
            result.standardError)

        // Without a lock file, the Podfile names them.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Pods/Podfile.lock"))
        try write("platform :ios, '15.0'\ntarget 'App' do\n  pod 'SnapKit', '~> 5'\nend\n", to: "Pods/Podfile")
        let podfile = try run(["validate", "Pods/App.xcworkspace"])
        XCTAssertTrue(podfile.standardError.contains("Podfile names SnapKit; run 'pod install'"), podfile.standardError)
    }

    /// A workspace that references two projects and a local package the
    /// projects do not: each project's target runs, and the package is
    /// read as the module the app links by name.
    func testAWorkspaceRunsItsProjectsAndReadsItsLocalPackages() throws {
        try writePackageApp(outlet: "titleButton", asFolderReference: true)
        // Only the workspace references the package.
        try edit("Package/App.xcodeproj/project.pbxproj") { $0.replacingOccurrences(of: ", FPK)", with: ")") }
        try write(
            Self.project(objects: "").replacingOccurrences(of: "name = App;", with: "name = Other;"),
            to: "Package/Other/Other.xcodeproj/project.pbxproj")
        try write(Self.plainStoryboard(), to: "Package/Other/App/Main.storyboard")
        try write("@implementation AppDelegate\n@end\n", to: "Package/Other/App/AppDelegate.m")
        try write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <Group location = "group:Apps" name = "Apps">
                  <FileRef location = "group:../App.xcodeproj"></FileRef>
                  <FileRef location = "group:../Other/Other.xcodeproj"></FileRef>
               </Group>
               <FileRef location = "group:Packages/UIComponents"></FileRef>
            </Workspace>

            """, to: "Package/App.xcworkspace/contents.xcworkspacedata")
        let clean = try run(["validate", "Package/App.xcworkspace"])
        XCTAssertEqual(clean.status, 0, clean.standardError)
        XCTAssertTrue(clean.standardOutput.contains("validated target App of App.xcodeproj"), clean.standardOutput)
        XCTAssertTrue(clean.standardOutput.contains("validated target Other of Other.xcodeproj"), clean.standardOutput)
        XCTAssertFalse(clean.standardError.contains("[SG020]"), clean.standardError)
        XCTAssertFalse(clean.standardError.contains("[SG243]"), clean.standardError)

        try writePackageApp(outlet: "headerButton", asFolderReference: true)
        try edit("Package/App.xcodeproj/project.pbxproj") { $0.replacingOccurrences(of: ", FPK)", with: ")") }
        let broken = try run(["validate", "Package/App.xcworkspace"])
        XCTAssertEqual(broken.status, 1, broken.standardError)
        XCTAssertTrue(broken.standardError.contains("\"titleButton\""), broken.standardError)
    }

    // MARK: - Cause 3: a local Swift package

    /// The storyboard names a class of the local package `UIComponents`
    /// (`customModule="UIComponents"`), whose outlet and action only the
    /// package declares; the generated code imports the package's module.
    private func writePackageApp(outlet: String, asFolderReference: Bool) throws {
        let objects =
            asFolderReference
            ? """
            FPK = {isa = PBXFileReference; lastKnownFileType = wrapper; path = Packages/UIComponents; sourceTree = "<group>"; };
            XP = {isa = XCSwiftPackageProductDependency; productName = UIComponents; };
            """
            : """
            XL = {isa = XCLocalSwiftPackageReference; relativePath = Packages/UIComponents; };
            XP = {isa = XCSwiftPackageProductDependency; package = XL; productName = UIComponents; };
            """
        try write(
            Self.project(
                objects: objects, packages: "XP", extraGroups: asFolderReference ? ", FPK" : ""),
            to: "Package/App.xcodeproj/project.pbxproj")
        try write(
            Self.storyboard(className: "AboutViewController", module: "UIComponents").replacingOccurrences(
                of: "<button opaque=\"NO\" contentMode=\"scaleToFill\" id=\"b1\">",
                with: "<button opaque=\"NO\" contentMode=\"scaleToFill\" id=\"b1\"><userDefinedRuntimeAttributes>"
                    + "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"cornerRadius\"><integer key=\"value\" "
                    + "value=\"4\"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>"),
            to: "Package/App/Main.storyboard")
        try write("@implementation AppDelegate\n@end\n", to: "Package/App/AppDelegate.m")
        // An @IBInspectable in an extension of a UIKit class, in the package.
        try write(
            """
            import UIKit
            extension UIView {
                @IBInspectable public var cornerRadius: CGFloat {
                    get { layer.cornerRadius }
                    set { layer.cornerRadius = newValue }
                }
            }

            """, to: "Package/Packages/UIComponents/Sources/UIComponents/UIView+Corners.swift")
        try write(
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "UIComponents",
                platforms: [.iOS(.v15)],
                products: [.library(name: "UIComponents", targets: ["UIComponents"])],
                dependencies: [],
                targets: [
                    .target(name: "UIComponents", dependencies: ["Styles"]),
                    .target(name: "Styles", path: "Sources/Shared/Styles"),
                    .testTarget(name: "UIComponentsTests", dependencies: ["UIComponents"]),
                ]
            )

            """, to: "Package/Packages/UIComponents/Package.swift")
        try write(
            """
            import UIKit
            open class AboutViewController: StyledViewController {
                @IBAction open func showAbout(_ sender: Any) {}
            }

            """, to: "Package/Packages/UIComponents/Sources/UIComponents/AboutViewController.swift")
        try write(
            """
            import UIKit
            open class StyledViewController: UIViewController {
                @IBOutlet public var \(outlet): UIButton!
            }

            """, to: "Package/Packages/UIComponents/Sources/Shared/Styles/StyledViewController.swift")
    }

    func testALocalPackagesClassesAreReadInTheirModule() throws {
        for asFolderReference in [false, true] {
            try writePackageApp(outlet: "titleButton", asFolderReference: asFolderReference)
            let clean = try run(["validate", "Package"])
            XCTAssertEqual(clean.status, 0, clean.standardError)
            XCTAssertFalse(clean.standardError.contains("error:"), clean.standardError)
            XCTAssertFalse(clean.standardError.contains("SG243"), clean.standardError)
            XCTAssertFalse(clean.standardError.contains("SG244"), clean.standardError)

            let generated = try run(["generate", "Package"])
            XCTAssertEqual(generated.status, 0, generated.standardError)
            XCTAssertTrue(generated.standardOutput.contains("import UIComponents"), generated.standardOutput)

            // The outlet lives in the package's other target, two modules down.
            try writePackageApp(outlet: "headerButton", asFolderReference: asFolderReference)
            let broken = try run(["validate", "Package"])
            XCTAssertEqual(broken.status, 1, broken.standardError)
            XCTAssertTrue(broken.standardError.contains("\"titleButton\""), broken.standardError)
            XCTAssertTrue(broken.standardError.contains("[SG240]"), broken.standardError)
        }
    }

    /// A remote package with no checkout on disk, and a binary framework,
    /// are named in one note a target: the run cannot read their code.
    func testWhatTheRunCannotReadIsOneNoteATarget() throws {
        let objects = """
            XR = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/Sparkle.git"; };
            XP = {isa = XCSwiftPackageProductDependency; package = XR; productName = Sparkle; };
            FB = {isa = PBXFileReference; path = Vendor/Analytics.xcframework; sourceTree = "<group>"; };
            BB = {isa = PBXBuildFile; fileRef = FB; };
            """
        try write(
            Self.project(objects: objects, linked: "BB", packages: "XP"),
            to: "Remote/App.xcodeproj/project.pbxproj")
        try write(Self.plainStoryboard(), to: "Remote/App/Main.storyboard")
        let result = try run(["validate", "Remote"])
        let notes = result.standardError.split(separator: "\n").filter { $0.contains("[SG020]") }
        XCTAssertEqual(notes.count, 1, result.standardError)
        XCTAssertTrue(
            notes.first?.hasPrefix(
                "Remote/App.xcodeproj/project.pbxproj:1:1: note: target App links code the run cannot read: "
                    + "Analytics (Analytics.xcframework, a binary the project links, whose code the run cannot read); "
                    + "Sparkle (a product of the remote package https://example.com/Sparkle.git, with no checkout "
                    + "on disk") == true, result.standardError)

        // With the checkout that Xcode leaves in SourcePackages, the
        // package is read, and only the binary is left.
        try write(
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Sparkle", products: [.library(name: "Sparkle", targets: ["Sparkle"])],
                targets: [.target(name: "Sparkle")])

            """, to: "Remote/SourcePackages/checkouts/Sparkle/Package.swift")
        try write(
            "import UIKit\npublic class Updater {}\n",
            to: "Remote/SourcePackages/checkouts/Sparkle/Sources/Sparkle/Updater.swift")
        let resolved = try run(["validate", "Remote"])
        XCTAssertTrue(resolved.standardError.contains("Analytics (Analytics.xcframework"), resolved.standardError)
        XCTAssertFalse(resolved.standardError.contains("Sparkle"), resolved.standardError)
    }

    /// A storyboard name no storyboard of the run has is no proof while
    /// the target links a module the run cannot read, which may bring it
    /// (SG235); listed as seen enough, with the reason, the module is no
    /// longer waited for, and the finding is the error.
    func testAModuleTheRunCannotReadMakesAMissingStoryboardAWarning() throws {
        let objects = """
            FB = {isa = PBXFileReference; path = Vendor/Analytics.xcframework; sourceTree = "<group>"; };
            BB = {isa = PBXBuildFile; fileRef = FB; };
            """
        try write(
            Self.project(objects: objects, linked: "BB", packages: ""), to: "Unseen/App.xcodeproj/project.pbxproj")
        try write(Self.plainStoryboard(), to: "Unseen/App/Main.storyboard")
        try write(
            "void openOnboarding(void) { [UIStoryboard storyboardWithName:@\"Onboarding\" bundle:nil]; }\n",
            to: "Unseen/App/AppDelegate.m")
        let unproven = try run(["validate", "Unseen"])
        XCTAssertEqual(unproven.status, 0, unproven.standardError)
        XCTAssertTrue(unproven.standardError.contains("[SG235]"), unproven.standardError)
        XCTAssertTrue(unproven.standardError.contains("the files of Analytics (SG020)"), unproven.standardError)

        try write(
            "seenEnough:\n  Analytics: a binary analytics framework, no storyboards\n", to: "Unseen/seguegen.yaml")
        let proven = try run(["validate", "Unseen"])
        XCTAssertEqual(proven.status, 1, proven.standardError)
        XCTAssertTrue(proven.standardError.contains("[SG224]"), proven.standardError)
        XCTAssertFalse(proven.standardError.contains("[SG020]"), proven.standardError)
    }

    /// A binary framework Carthage built is read from its checkout
    /// (`Carthage/Checkouts/Name`), in its module, outside its tests.
    func testACarthageFrameworksCheckoutIsRead() throws {
        let objects = """
            FB = {isa = PBXFileReference; path = Carthage/Build/iOS/Kit.framework; sourceTree = "<group>"; };
            BB = {isa = PBXBuildFile; fileRef = FB; };
            """
        try write(Self.project(objects: objects, linked: "BB", packages: ""), to: "Cart/App.xcodeproj/project.pbxproj")
        try write(Self.plainStoryboard(), to: "Cart/App/Main.storyboard")
        let unread = try run(["validate", "Cart"])
        XCTAssertTrue(unread.standardError.contains("Kit (Kit.framework, a binary"), unread.standardError)
        try write("import UIKit\npublic class Base {}\n", to: "Cart/Carthage/Checkouts/Kit/Source/Base.swift")
        try write("import UIKit\nclass KitTests {}\n", to: "Cart/Carthage/Checkouts/Kit/KitTests/KitTests.swift")
        let read = try run(["validate", "Cart"])
        XCTAssertFalse(read.standardError.contains("[SG020]"), read.standardError)
    }

    // MARK: - A test bundle hosted by the app

    /// A unit test target runs in its host app (TEST_HOST): its
    /// `UIStoryboard(name: "Main", bundle: nil)` opens the host's storyboard,
    /// which the test target's own run does not have (WooCommerce's tests):
    /// its literals are not judged, and a note says so.
    func testATestBundlesLiteralsAreNotJudged() throws {
        let objects = """
            GT = {isa = PBXGroup; path = Tests; children = (FT, FTS); sourceTree = "<group>"; };
            FT = {isa = PBXFileReference; path = ListTests.swift; sourceTree = "<group>"; };
            FTS = {isa = PBXFileReference; path = Fixture.storyboard; sourceTree = "<group>"; };
            BT = {isa = PBXBuildFile; fileRef = FT; };
            BTS = {isa = PBXBuildFile; fileRef = FTS; };
            ST = {isa = PBXSourcesBuildPhase; files = (BT); };
            RT = {isa = PBXResourcesBuildPhase; files = (BTS); };
            TT = {isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test";
                buildPhases = (ST, RT); buildConfigurationList = LT; };
            LT = {isa = XCConfigurationList; buildConfigurations = (CT); };
            CT = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
                TEST_HOST = "$(BUILT_PRODUCTS_DIR)/App.app/App"; }; };
            """
        try write(
            Self.project(objects: objects, extraTargets: ", TT", extraGroups: ", GT"),
            to: "Hosted/App.xcodeproj/project.pbxproj")
        try write(Self.plainStoryboard(), to: "Hosted/App/Main.storyboard")
        try write("@implementation AppDelegate\n@end\n", to: "Hosted/App/AppDelegate.m")
        try write(Self.plainStoryboard(), to: "Hosted/Tests/Fixture.storyboard")
        try write(
            "import UIKit\nfunc testList() { _ = UIStoryboard(name: \"Main\", bundle: nil) }\n",
            to: "Hosted/Tests/ListTests.swift")
        let result = try run(["validate", "Hosted", "--target", "AppTests"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertFalse(result.standardError.contains("SG224"), result.standardError)
        XCTAssertTrue(
            result.standardError.contains("note: string literals of target AppTests were not checked: a test bundle"),
            result.standardError)
    }

    /// A target's INFOPLIST_FILE is its Info.plist whatever its name
    /// (Corona-Warn-App's Info_Debug.plist was "cannot tell what this file
    /// is", SG012).
    func testAnInfoPlistOfAnotherNameIsRead() throws {
        let project = Self.project(objects: "").replacingOccurrences(
            of: "CA = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };",
            with:
                "CA = {isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = App/Info_Debug.plist; }; };"
        )
        try write(project, to: "Plist/App.xcodeproj/project.pbxproj")
        try write(Self.plainStoryboard(), to: "Plist/App/Main.storyboard")
        try write("@implementation AppDelegate\n@end\n", to: "Plist/App/AppDelegate.m")
        try write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>

            """, to: "Plist/App/Info_Debug.plist")
        let result = try run(["validate", "Plist"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertFalse(result.standardError.contains("SG012"), result.standardError)
        XCTAssertEqual(result.standardOutput, "validated target App of App.xcodeproj, 3 files: 0 errors, 0 warnings\n")
    }

    // MARK: - Cause 9: a target with XIBs and no storyboard

    func testATargetWithXIBsAloneIsValidated() throws {
        try write(
            """
            // !$*UTF8*$!
            {
                rootObject = P;
                objects = {
                    P = {isa = PBXProject; mainGroup = G; targets = (TA); buildConfigurationList = LP; };
                    LP = {isa = XCConfigurationList; buildConfigurations = (CP); };
                    CP = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                    G = {isa = PBXGroup; children = (FX, FS); sourceTree = "<group>"; };
                    FX = {isa = PBXFileReference; path = ShareViewController.xib; sourceTree = "<group>"; };
                    FS = {isa = PBXFileReference; path = ShareViewController.swift; sourceTree = "<group>"; };
                    BX = {isa = PBXBuildFile; fileRef = FX; };
                    BS = {isa = PBXBuildFile; fileRef = FS; };
                    RA = {isa = PBXResourcesBuildPhase; files = (BX); };
                    SA = {isa = PBXSourcesBuildPhase; files = (BS); };
                    TA = {isa = PBXNativeTarget; name = Share; productType = "com.apple.product-type.app-extension";
                        buildPhases = (SA, RA); buildConfigurationList = LA; };
                    LA = {isa = XCConfigurationList; buildConfigurations = (CA); };
                    CA = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
                        INFOPLIST_FILE = Info.plist; }; };
                };
            }
            """, to: "Share/Share.xcodeproj/project.pbxproj")
        // The system creates the extension's principal class, which loads
        // its default nib.
        try write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSExtension</key><dict>\
            <key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).ShareViewController</string>\
            </dict></dict></plist>
            """, to: "Share/Info.plist")
        try write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" \
            targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" \
            customClass="ShareViewController" customModuleProvider="target">
                        <connections>
                            <outlet property="view" destination="v1" id="o0"/>
                            <outlet property="sendButton" destination="v1" id="o1"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="v1"/>
                </objects>
            </document>
            """, to: "Share/ShareViewController.xib")
        // The view controller loads the XIB as its own view, by its name.
        try write(
            "import UIKit\nclass ShareViewController: UIViewController {\n    @IBOutlet var sendButton: UIView!\n}\n",
            to: "Share/ShareViewController.swift")
        let clean = try run(["validate", "Share", "--target", "Share"])
        XCTAssertEqual(clean.status, 0, clean.standardError)
        XCTAssertEqual(
            clean.standardOutput, "validated target Share of Share.xcodeproj, 3 files: 0 errors, 0 warnings\n")

        try write(
            "import UIKit\nclass ShareViewController: UIViewController {\n    @IBOutlet var postButton: UIView!\n}\n",
            to: "Share/ShareViewController.swift")
        let broken = try run(["validate", "Share"])
        XCTAssertEqual(broken.status, 1, broken.standardError)
        XCTAssertTrue(broken.standardError.contains("\"sendButton\""), broken.standardError)
    }
}
