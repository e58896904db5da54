import SegueGenKit
import SegueGenSupport
import XCTest

final class XcodeProjectReaderTests: XCTestCase {
    /// A project with the shapes the reader must resolve: nested groups,
    /// a group with no folder, a SOURCE_ROOT file, a variant group with a
    /// Base localization and one without, a product reference, an
    /// `.xcconfig`, a framework the app depends on, and Xcode 16's
    /// synchronized folders with exceptions both ways.
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            rootObject = P0 /* Project object */;
            objects = {
                P0 = {isa = PBXProject; mainGroup = G0; developmentRegion = en; targets = (T1, T2, T3, T4, T5);
                    buildConfigurationList = L0; };
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0, C0R); defaultConfigurationName = Release; };
                C0 = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = F9;
                    buildSettings = { SWIFT_VERSION = 5.0; }; };
                C0R = {isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
                G0 = {isa = PBXGroup; children = (G1, G2, G4, F5, F8, F9, S1, S2); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; path = "My App"; children = (G3, V1, V2, F4); sourceTree = "<group>"; };
                G3 = {isa = PBXGroup; name = Controllers; children = (F1, F2, F3); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = RedViewController.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Legacy/Blue.m; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Legacy/Blue.h; sourceTree = "<group>"; };
                V1 = {isa = PBXVariantGroup; name = Main.storyboard; children = (V1B, V1F); sourceTree = "<group>"; };
                V1B = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                V1F = {isa = PBXFileReference; name = fr; path = fr.lproj/Main.strings; sourceTree = "<group>"; };
                V2 = {isa = PBXVariantGroup; name = Extra.storyboard; children = (V2E, V2D); sourceTree = "<group>"; };
                V2D = {isa = PBXFileReference; name = de; path = de.lproj/Extra.storyboard; sourceTree = "<group>"; };
                V2E = {isa = PBXFileReference; name = en; path = en.lproj/Extra.storyboard; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = "../My App/./Flows.segues.yaml"; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; path = Core; children = (F6, F10); sourceTree = "<group>"; };
                F10 = {isa = PBXFileReference; path = CoreKit.h; sourceTree = "<group>"; };
                G4 = {isa = PBXGroup; path = Util; children = (F11); sourceTree = "<group>"; };
                F11 = {isa = PBXFileReference; path = Util.m; sourceTree = "<group>"; };
                B10 = {isa = PBXBuildFile; fileRef = F10; };
                B11 = {isa = PBXBuildFile; fileRef = F11; };
                PH3 = {isa = PBXHeadersBuildPhase; files = (B10); };
                PS5 = {isa = PBXSourcesBuildPhase; files = (B11); };
                D3 = {isa = PBXTargetDependency; target = T5; };
                T5 = {isa = PBXNativeTarget; name = Util; productType = "com.apple.product-type.framework";
                    buildPhases = (PS5); buildConfigurationList = L5; dependencies = (D4); };
                L5 = {isa = XCConfigurationList; buildConfigurations = (C5); };
                C5 = {isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_NAME = Util; }; };
                D4 = {isa = PBXTargetDependency; target = T3; };
                F5 = {isa = PBXFileReference; path = Tools/Helper.swift; sourceTree = SOURCE_ROOT; };
                F6 = {isa = PBXFileReference; path = Base.swift; sourceTree = "<group>"; };
                F7 = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
                F8 = {isa = PBXFileReference; path = UIKit.framework; sourceTree = SDKROOT; };
                F9 = {isa = PBXFileReference; path = Config/Shared.xcconfig; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = V1; };
                B4 = {isa = PBXBuildFile; fileRef = V2; };
                B5 = {isa = PBXBuildFile; fileRef = F4; };
                B6 = {isa = PBXBuildFile; fileRef = F5; };
                B7 = {isa = PBXBuildFile; fileRef = F7; };
                B8 = {isa = PBXBuildFile; fileRef = F6; };
                B9 = {isa = PBXBuildFile; productRef = X1; };
                PS1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B6, B9); };
                PR1 = {isa = PBXResourcesBuildPhase; files = (B3, B4, B5); };
                PF1 = {isa = PBXFrameworksBuildPhase; files = (B7); };
                PS3 = {isa = PBXSourcesBuildPhase; files = (B8); };
                D1 = {isa = PBXTargetDependency; target = T3; };
                T1 = {isa = PBXNativeTarget; name = "My App"; productType = "com.apple.product-type.application";
                    buildPhases = (PS1, PR1, PF1); dependencies = (D1); buildConfigurationList = L1;
                    fileSystemSynchronizedGroups = (S1); };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C1R); };
                C1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
                    INFOPLIST_FILE = "$(SRCROOT)/My App/Info.plist"; OTHER_SWIFT_FLAGS = ("$(inherited)", "-DAPP"); }; };
                C1R = {isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = "My App/Release.plist"; }; };
                T2 = {isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension";
                    buildPhases = (PC2); buildConfigurationList = L2; fileSystemSynchronizedGroups = (S2); };
                PC2 = {isa = PBXCopyFilesBuildPhase; files = (); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
                C2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {
                    GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIMainStoryboardFile = "$(WIDGET_STORYBOARD)";
                    WIDGET_STORYBOARD = MainInterface; PRODUCT_NAME = "Today Widget"; }; };
                T3 = {isa = PBXNativeTarget; name = Core; productType = "com.apple.product-type.framework";
                    buildPhases = (PS3, PH3); buildConfigurationList = L3; dependencies = (D3); };
                L3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
                C3 = {isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_MODULE_NAME = CoreKit; }; };
                T4 = {isa = PBXAggregateTarget; name = Lint; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>";
                    exceptions = (E1, E2); explicitFolders = (Assets.bundle); };
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; target = T1;
                    membershipExceptions = (Info.plist, Widget.swift, Legacy); };
                E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; target = T2;
                    membershipExceptions = (Model.swift, "/Localized: Shared.storyboard"); };
                S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; exceptions = (E3); };
                E3 = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = PC2;
                    membershipExceptions = (Extra.swift); };
            };
        }
        """

    private let folders: [String: [String]] = [
        "Root/Shared": [
            "Info.plist", "Model.swift", "Widget.swift", "View.swift", "Assets.bundle/Hidden.storyboard",
            "Base.lproj/Shared.storyboard", "fr.lproj/Shared.storyboard", "Notes.txt", "Legacy/Old.swift",
            "Legacy/Old.storyboard", "Images.xcassets/Inside.storyboard", "Pod.bundle/Theirs.storyboard",
        ],
        "Root/Widget": [
            "TodayViewController.swift", "Extra.swift", "en.lproj/MainInterface.storyboard",
            "de.lproj/MainInterface.storyboard", "Header.h",
        ],
    ]

    private func read() throws -> XcodeProject {
        var diagnostics = DiagnosticCollector()
        let project = XcodeProjectReader.read(
            Array(Self.project.utf8), projectPath: "Root/App.xcodeproj", diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.sorted.map(\.description), [])
        return try XCTUnwrap(project)
    }

    private func inputs(_ target: String, configuration: String? = nil) throws -> (XcodeTargetInputs, [String]) {
        let project = try read()
        var diagnostics = DiagnosticCollector()
        let files: [String: String] = [
            // Windows line endings, as a file edited elsewhere has them.
            "Root/Config/Shared.xcconfig": "#include \"Base.xcconfig\"\r\nPRODUCT_NAME = Red App // the name\r\n",
            "Root/Config/Base.xcconfig": "OTHER_SWIFT_FLAGS = -DBASE\n#include? \"Missing.xcconfig\"\n",
            "Root/My App/Legacy/Blue.m": "#import \"Blue.h\"\n#import <UIKit/UIKit.h>\n",
        ]
        let resolved = XcodeTargetInputs.resolve(
            try XCTUnwrap(project.target(named: target)), of: project, configuration: configuration,
            readFile: { files[$0].map { Array($0.utf8) } }, listFolder: { self.folders[$0] },
            diagnostics: &diagnostics)
        return (resolved, diagnostics.sorted.map(\.description))
    }

    func testTargetsAreTheNativeTargetsWithTheFilesOfTheirBuildPhases() throws {
        let project = try read()
        XCTAssertEqual(project.targets.map(\.name), ["My App", "Widget", "Core", "Util"])
        XCTAssertEqual(project.sourceRoot, "Root/")
        XCTAssertEqual(project.name, "App")
        let app = try XCTUnwrap(project.target(named: "My App"))
        XCTAssertEqual(
            app.files.map { "\($0.phase.rawValue) \($0.path)" },
            [
                "sources Root/My App/RedViewController.swift", "sources Root/My App/Legacy/Blue.m",
                "sources Root/Tools/Helper.swift", "resources Root/My App/Base.lproj/Main.storyboard",
                "resources Root/My App/en.lproj/Extra.storyboard", "resources Root/My App/Flows.segues.yaml",
            ])
        XCTAssertEqual(app.dependencies, ["Core"])
        XCTAssertTrue(project.target(named: "Core")?.isFramework == true)
    }

    func testSettingsResolveAcrossTheProjectTheXCConfigAndTheTarget() throws {
        let (app, problems) = try inputs("My App", configuration: "Debug")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(app.configuration, "Debug")
        // PRODUCT_NAME comes from the project's .xcconfig, through its include.
        XCTAssertEqual(app.moduleName, "Red_App")
        XCTAssertEqual(app.infoPlist, "Root/My App/Info.plist")
        // The framework's headers name its superclasses; Util comes through
        // Core, and links Core back, which ends.
        XCTAssertEqual(
            app.linked.sources,
            ["CoreKit": ["Root/Core/Base.swift", "Root/Core/CoreKit.h"], "Util": ["Root/Util/Util.m"]])
        // Blue.m imports Blue.h, which the build phases do not list.
        XCTAssertEqual(app.headers, ["Root/My App/Legacy/Blue.h"])
    }

    func testTheDefaultConfigurationIsTheProjects() throws {
        let (app, _) = try inputs("My App")
        XCTAssertEqual(app.configuration, "Release")
        XCTAssertEqual(app.moduleName, "My_App")
        XCTAssertEqual(app.infoPlist, "Root/My App/Release.plist")
    }

    func testSynchronizedFoldersAndTheirExceptions() throws {
        // An exception naming a folder (Legacy) leaves out all below it, and
        // what a bundle or an asset catalog holds is copied whole.
        let (app, _) = try inputs("My App")
        XCTAssertEqual(
            app.inputs,
            [
                "Root/My App/Base.lproj/Main.storyboard", "Root/My App/Flows.segues.yaml",
                "Root/My App/Legacy/Blue.m", "Root/My App/RedViewController.swift",
                "Root/My App/en.lproj/Extra.storyboard", "Root/Shared/Base.lproj/Shared.storyboard",
                "Root/Shared/Model.swift", "Root/Shared/View.swift", "Root/Tools/Helper.swift",
            ])
        let (widget, _) = try inputs("Widget")
        // The app's folder adds two of its files to the widget (a localized
        // storyboard named as Xcode 16 writes it, "/Localized: NAME"); the
        // widget's own folder holds its storyboard in the development
        // region's .lproj, and one file a Copy Files phase takes.
        XCTAssertEqual(
            widget.inputs,
            [
                "Root/Shared/Base.lproj/Shared.storyboard", "Root/Shared/Model.swift",
                "Root/Widget/TodayViewController.swift", "Root/Widget/en.lproj/MainInterface.storyboard",
            ])
        XCTAssertEqual(widget.headers, ["Root/Widget/Header.h"])
        XCTAssertEqual(widget.moduleName, "Today_Widget")
        XCTAssertNil(widget.infoPlist)
        XCTAssertEqual(widget.infoPlistKeys, ["UIMainStoryboardFile": "MainInterface"])
    }

    func testAMissingXCConfigIsAWarningAndTheDefaultsHold() throws {
        let project = try read()
        var diagnostics = DiagnosticCollector()
        let resolved = XcodeTargetInputs.resolve(
            try XCTUnwrap(project.target(named: "My App")), of: project, configuration: "Debug",
            readFile: { _ in nil }, listFolder: { _ in nil }, diagnostics: &diagnostics)
        XCTAssertEqual(resolved.moduleName, "My_App")
        XCTAssertEqual(
            diagnostics.sorted.map { "\($0.location) \($0.code.rawValue)" }, ["Root/Config/Shared.xcconfig:1:1 SG014"])
    }

    /// The bridging header a target's settings name is the target's,
    /// though no build phase lists it: a folder run reported it as in no
    /// target (SG015).
    func testTheBridgingHeaderBelongsToItsTarget() throws {
        let text = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                rootObject = P0;
                objects = {
                    P0 = {isa = PBXProject; mainGroup = G0; targets = (T1); buildConfigurationList = L0; };
                    L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
                    C0 = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                    G0 = {isa = PBXGroup; children = (F1, F2); path = App; sourceTree = "<group>"; };
                    F1 = {isa = PBXFileReference; path = ViewController.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = "App-Bridging-Header.h"; sourceTree = "<group>"; };
                    T1 = {isa = PBXNativeTarget; name = App; buildPhases = (B1); buildConfigurationList = L1; };
                    B1 = {isa = PBXSourcesBuildPhase; files = (BF1); };
                    BF1 = {isa = PBXBuildFile; fileRef = F1; };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                    C1 = {isa = XCBuildConfiguration; name = Debug;
                        buildSettings = { SWIFT_OBJC_BRIDGING_HEADER = "$(SRCROOT)/App/App-Bridging-Header.h"; }; };
                };
            }
            """
        var diagnostics = DiagnosticCollector()
        let project = try XCTUnwrap(
            XcodeProjectReader.read(Array(text.utf8), projectPath: "Root/App.xcodeproj", diagnostics: &diagnostics))
        let resolved = XcodeTargetInputs.resolve(
            try XCTUnwrap(project.target(named: "App")), of: project, readFile: { _ in nil }, listFolder: { _ in nil },
            diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.sorted.map(\.description), [])
        XCTAssertEqual(resolved.inputs, ["Root/App/ViewController.swift"])
        XCTAssertEqual(resolved.headers, ["Root/App/App-Bridging-Header.h"])
        XCTAssertEqual(resolved.bridgingHeader, "Root/App/App-Bridging-Header.h")
    }

    func testAPropertyListThatIsNoProjectIsRefused() {
        var diagnostics = DiagnosticCollector()
        XCTAssertNil(
            XcodeProjectReader.read(Array("{ a = b; }".utf8), projectPath: "X.xcodeproj", diagnostics: &diagnostics))
        XCTAssertEqual(
            diagnostics.sorted.map { "\($0.location) \($0.code.rawValue)" }, ["X.xcodeproj/project.pbxproj:1:1 SG013"])
    }
}

/// The build steps that write code into a target's module
/// (`XcodeTarget.codeGenerators`, issue 52): what makes the run's copy of
/// the module incomplete, so a class it lacks is no proof.
final class CodeGeneratorTests: XCTestCase {
    private func generators(phases: String, rules: String = "", dependencies: String = "", sources: String = "")
        throws -> [String]
    {
        let text = """
            // !$*UTF8*$!
            { rootObject = P; objects = {
                P = {isa = PBXProject; mainGroup = G; targets = (T); };
                G = {isa = PBXGroup; children = (S1, S2); sourceTree = "<group>"; };
                S1 = {isa = PBXFileReference; path = Keys.secret; sourceTree = "<group>"; };
                S2 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = S1; }; B2 = {isa = PBXBuildFile; fileRef = S2; };
                Q = {isa = PBXSourcesBuildPhase; files = (B2\(sources)); };
                R1 = {isa = PBXShellScriptBuildPhase; name = "Lint"; shellScript = "swiftlint"; outputPaths = (); };
                R2 = {isa = PBXShellScriptBuildPhase; name = "Keys"; shellScript = "make";
                    outputPaths = ("$(DERIVED_FILE_DIR)/Keys.swift"); };
                R3 = {isa = PBXShellScriptBuildPhase; shellScript = "\\"$PODS_ROOT/R.swift/rswift\\" generate"; };
                U1 = {isa = PBXBuildRule; filePatterns = "*.secret"; outputFiles = ("$(DERIVED_FILE_DIR)/$(INPUT_FILE_BASE).swift"); };
                U2 = {isa = PBXBuildRule; filePatterns = "*.proto"; outputFiles = ("$(DERIVED_FILE_DIR)/$(INPUT_FILE_BASE).swift"); };
                X = {isa = XCSwiftPackageProductDependency; productName = "plugin:SwiftGenPlugin"; };
                D = {isa = PBXTargetDependency; productRef = X; };
                T = {isa = PBXNativeTarget; name = App; buildPhases = (Q\(phases)); buildRules = (\(rules));
                    dependencies = (\(dependencies)); };
            }; }
            """
        var diagnostics = DiagnosticCollector()
        let project = try XCTUnwrap(
            XcodeProjectReader.read(Array(text.utf8), projectPath: "App.xcodeproj", diagnostics: &diagnostics))
        return try XCTUnwrap(project.target(named: "App")).codeGenerators
    }

    func testRunScriptsBuildRulesAndPluginsThatWriteCodeAreGenerators() throws {
        XCTAssertEqual(try generators(phases: ", R1"), [], "a script that writes no code")
        XCTAssertEqual(try generators(phases: ", R2"), ["the Run Script phase \"Keys\" (it writes Keys.swift)"])
        XCTAssertEqual(try generators(phases: ", R3"), ["the Run Script phase \"Run Script\" (it runs rswift)"])
        // A rule writes code only for the sources that match it.
        XCTAssertEqual(try generators(phases: "", rules: "U1, U2"), [])
        XCTAssertEqual(
            try generators(phases: "", rules: "U1, U2", sources: ", B1"),
            ["the build rule on Keys.secret (it writes $(INPUT_FILE_BASE).swift)"])
        XCTAssertEqual(try generators(phases: "", dependencies: "D"), ["the package plugin SwiftGenPlugin"])
    }
}
