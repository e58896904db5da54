import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// A class the storyboard places in the target's own module (issue 52,
/// cause 1): no linked module, read or not, can put a class there, so once
/// the run has read every source file the target compiles, a class none of
/// them declares is absent. The commonest storyboard bug, a view controller
/// renamed in code while the storyboard keeps the old name, is then an
/// error; where the run may lack code of the module (a file not on disk, a
/// build step that writes code, a folder run) it is a warning or the note.
final class OwnModuleTests: TemporaryFolderTestCase {
    /// A Swift app target whose Compile Sources phase holds
    /// `App/ProfileViewController.swift` and `sources`, whose build phases
    /// include `phases`, and which links a pod whose code the run cannot
    /// read (`Pods_App.framework`, on disk): that pod must change nothing.
    private static func project(sources: [String] = [], phases: String = "", objects: String = "") -> String {
        let references = sources.enumerated().map { index, path in
            "FX\(index) = {isa = PBXFileReference; path = \(path); sourceTree = \"<group>\"; };\n"
                + "BX\(index) = {isa = PBXBuildFile; fileRef = FX\(index); };"
        }.joined(separator: "\n")
        let built = sources.indices.map { ", BX\($0)" }.joined()
        let children = sources.indices.map { ", FX\($0)" }.joined()
        return """
            // !$*UTF8*$!
            {
                rootObject = P;
                objects = {
                    P = {isa = PBXProject; mainGroup = G; targets = (TA); buildConfigurationList = LP; };
                    LP = {isa = XCConfigurationList; buildConfigurations = (CP); };
                    CP = {isa = XCBuildConfiguration; name = Debug;
                        buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG; }; };
                    G = {isa = PBXGroup; children = (GA); sourceTree = "<group>"; };
                    GA = {isa = PBXGroup; path = App; children = (FSB, FV, FP\(children)); sourceTree = "<group>"; };
                    FSB = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
                    FV = {isa = PBXFileReference; path = ProfileViewController.swift; sourceTree = "<group>"; };
                    FP = {isa = PBXFileReference; path = Pods_App.framework; sourceTree = "<group>"; };
                    \(references)
                    BSB = {isa = PBXBuildFile; fileRef = FSB; };
                    BV = {isa = PBXBuildFile; fileRef = FV; };
                    BP = {isa = PBXBuildFile; fileRef = FP; };
                    RA = {isa = PBXResourcesBuildPhase; files = (BSB); };
                    SA = {isa = PBXSourcesBuildPhase; files = (BV\(built)); };
                    KA = {isa = PBXFrameworksBuildPhase; files = (BP); };
                    TA = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                        buildPhases = (SA, RA, KA\(phases.isEmpty ? "" : ", SP")); buildConfigurationList = LA; };
                    \(phases)
                    LA = {isa = XCConfigurationList; buildConfigurations = (CA); };
                    CA = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                    \(objects)
                };
            }
            """
    }

    /// The app's initial scene of `className` in the target's module, with
    /// an outlet the class declares when `outlet` (a plain
    /// UIViewController has no key `titleButton`), and a prototype cell of
    /// `cellClass` with the reuse identifier "Profile" and an outlet of its
    /// own.
    private static func storyboard(
        className: String, outlet: Bool = true, cellClass: String? = nil, action: String? = nil,
        hidden: Bool = false
    ) -> String {
        let buttonConnections =
            action.map {
                "<connections><action selector=\"\($0)\" destination=\"vc1\" eventType=\"touchUpInside\" "
                    + "id=\"a1\"/></connections>"
            } ?? ""
        let button =
            "<button opaque=\"NO\" contentMode=\"scaleToFill\"\(hidden ? " hidden=\"YES\"" : "") id=\"b1\">"
            + buttonConnections + "</button>"
        let cell =
            cellClass.map {
                """
                <tableView key="view" contentMode="scaleToFill" id="t1">
                    <prototypes>
                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Profile" id="c1" \
                customClass="\($0)" customModule="App" customModuleProvider="target">
                            <tableViewCellContentView key="contentView" contentMode="center" id="cv1">
                                <subviews>
                                    <label opaque="NO" contentMode="left" text="Name" id="l1"/>
                                </subviews>
                            </tableViewCellContentView>
                            <connections>
                                <outlet property="nameLabel" destination="l1" id="o2"/>
                            </connections>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                """
            } ?? """
                <view key="view" contentMode="scaleToFill" id="v1">
                    <subviews>
                        \(button)
                    </subviews>
                </view>
                """
        let connections =
            outlet && cellClass == nil
            ? "<connections><outlet property=\"titleButton\" destination=\"b1\" id=\"o1\"/></connections>" : ""
        let element = cellClass == nil ? "viewController" : "tableViewController"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" \
            targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <\(element) id="vc1" customClass="\(className)" customModule="App" \
            customModuleProvider="target" sceneMemberID="viewController">
                                \(cell)
                                \(connections)
                            </\(element)>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    /// The class the storyboard names, declared as `ProfileViewController`
    /// (or renamed, as a refactoring leaves it), with the outlet.
    private static func profileCode(_ className: String = "ProfileViewController", body: String = "") -> String {
        """
        import UIKit

        class \(className): UIViewController {
            @IBOutlet weak var titleButton: UIButton!
            \(body)
        }

        """
    }

    private func writeApp(
        code: String = profileCode(), storyboard: String = storyboard(className: "ProfileViewController"),
        sources: [String] = [], phases: String = ""
    ) throws {
        try write(Self.project(sources: sources, phases: phases), to: "App.xcodeproj/project.pbxproj")
        try write(storyboard, to: "App/Main.storyboard")
        try write(code, to: "App/ProfileViewController.swift")
        try write("", to: "App/Pods_App.framework/Pods_App")
    }

    private func validate() throws -> ProcessResult { try run(["validate", "."]) }

    func testTheWorkingAppIsQuiet() throws {
        try writeApp()
        let result = try validate()
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertFalse(result.standardError.contains("SG242"), result.standardError)
        XCTAssertFalse(result.standardError.contains("SG254"), result.standardError)
    }

    /// The class renamed in code, not in the storyboard: UIKit creates a
    /// plain UIViewController, and setting the outlet on it throws.
    func testAClassRenamedInCodeIsAnError() throws {
        try writeApp(code: Self.profileCode("AccountViewController"))
        let result = try validate()
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(
            result.standardError.contains(
                "App/Main.storyboard:6:17: error: Unknown class ProfileViewController in Interface Builder file: no "
                    + "source file of App, where the file says it is, declares ProfileViewController, and the run "
                    + "read every one"), result.standardError)
        XCTAssertTrue(result.standardError.contains("no key \"titleButton\""), result.standardError)
        XCTAssertTrue(result.standardError.contains("[SG242]"), result.standardError)
    }

    /// The app's code only extends the class: it is another module's, not
    /// the target's, where the storyboard looks for it.
    func testAClassTheAppOnlyExtendsIsAnError() throws {
        try writeApp(code: "import UIKit\n\nextension ProfileViewController {\n    func refresh() {}\n}\n")
        let result = try validate()
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardError.contains("App only extends ProfileViewController"), result.standardError)
    }

    /// No outlet fails on the plain UIViewController UIKit creates: the
    /// scene loses its class's code, which is a warning, not a proof of a
    /// crash.
    func testAnAbsentClassWithNoFailingOutletIsAWarning() throws {
        try writeApp(
            code: Self.profileCode("AccountViewController"),
            storyboard: Self.storyboard(className: "ProfileViewController", outlet: false))
        let result = try validate()
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            result.standardError.contains("warning: Unknown class ProfileViewController"), result.standardError)
        XCTAssertTrue(result.standardError.contains("[SG254]"), result.standardError)
    }

    /// The run reads the first branch of an `#if` it cannot decide (`DEBUG`,
    /// which the Debug configuration sets): a class declared only in
    /// another (`#else`, `#elseif`) may be the compiled one, so its absence
    /// is no proof (the SG243 note), in Swift and Objective-C.
    func testAClassDeclaredInABranchNotReadIsNoProof() throws {
        let swift = """
            import UIKit

            #if DEBUG
            class DebugViewController: UIViewController {}
            #else
            class ProfileViewController: UIViewController {
                @IBOutlet weak var titleButton: UIButton!
            }
            #endif

            """
        try writeApp(code: swift)
        let branched = try validate()
        XCTAssertEqual(branched.status, 0, branched.standardError)
        XCTAssertFalse(branched.standardError.contains("SG242"), branched.standardError)
        XCTAssertTrue(branched.standardError.contains("may be declared in a branch"), branched.standardError)

        try writeApp(code: Self.profileCode("AccountViewController"), sources: ["Legacy.m"])
        try write(
            "#if TARGET_OS_TV\n@implementation Other\n@end\n#else\n@implementation ProfileViewController\n@end\n#endif\n",
            to: "App/Legacy.m")
        let objectiveC = try validate()
        XCTAssertEqual(objectiveC.status, 0, objectiveC.standardError)
        XCTAssertFalse(objectiveC.standardError.contains("SG242"), objectiveC.standardError)
    }

    /// An action the scene's button sends to the view controller crashes
    /// on a plain UIViewController: the proof without a failing outlet;
    /// a hidden button may never send it.
    func testAnActionSentToAnAbsentClassIsTheProof() throws {
        try writeApp(
            code: Self.profileCode("AccountViewController"),
            storyboard: Self.storyboard(className: "ProfileViewController", outlet: false, action: "save:"))
        let sent = try validate()
        XCTAssertEqual(sent.status, 1, sent.standardError)
        XCTAssertTrue(sent.standardError.contains("does not implement the action \"save:\""), sent.standardError)
        XCTAssertTrue(sent.standardError.contains("[SG242]"), sent.standardError)
        try writeApp(
            code: Self.profileCode("AccountViewController"),
            storyboard: Self.storyboard(
                className: "ProfileViewController", outlet: false, action: "save:", hidden: true))
        let hidden = try validate()
        XCTAssertEqual(hidden.status, 0, hidden.standardError)
        XCTAssertTrue(hidden.standardError.contains("[SG254]"), hidden.standardError)
    }

    /// A build step that writes Swift into the module may declare the
    /// class: a warning naming the step.
    func testARunScriptThatWritesSwiftMakesItAWarning() throws {
        let phase = """
            SP = {isa = PBXShellScriptBuildPhase; name = "Generate"; shellScript = "make-code";
                outputPaths = ("$(DERIVED_FILE_DIR)/Generated.swift"); };
            """
        try writeApp(code: Self.profileCode("AccountViewController"), phases: phase)
        let result = try validate()
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            result.standardError.contains("the Run Script phase \"Generate\" (it writes Generated.swift)"),
            result.standardError)
        XCTAssertTrue(result.standardError.contains("[SG254]"), result.standardError)
        // A script that runs a code generator without declaring its output.
        try writeApp(
            code: Self.profileCode("AccountViewController"),
            phases: "SP = {isa = PBXShellScriptBuildPhase; shellScript = \"$PODS_ROOT/SwiftGen/bin/swiftgen\"; };")
        let swiftGen = try validate()
        XCTAssertEqual(swiftGen.status, 0, swiftGen.standardError)
        XCTAssertTrue(swiftGen.standardError.contains("(it runs swiftgen)"), swiftGen.standardError)
    }

    /// A source file of the target that is not on disk (a generated or
    /// git-ignored `Secrets.swift`) may declare it: a warning naming it.
    func testASourceFileNotOnDiskMakesItAWarning() throws {
        try writeApp(code: Self.profileCode("AccountViewController"), sources: ["Secrets.swift"])
        let result = try validate()
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            result.standardError.contains("the run could not read App/Secrets.swift, a source file of target App"),
            result.standardError)
        XCTAssertTrue(result.standardError.contains("[SG254]"), result.standardError)
    }

    /// A folder with no project: which files the module compiles is not
    /// known, so the class is one of the connections not judged (SG243).
    func testAFolderRunMakesNoClaim() throws {
        try write(Self.storyboard(className: "ProfileViewController"), to: "Loose/Main.storyboard")
        try write(Self.profileCode("AccountViewController"), to: "Loose/Profile.swift")
        let result = try run(["validate", "Loose"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertFalse(result.standardError.contains("SG242"), result.standardError)
        XCTAssertTrue(result.standardError.contains("[SG243]"), result.standardError)
    }

    /// A prototype cell is created only when code dequeues it: an absent
    /// class of one no code dequeues fails nothing; dequeued, its outlet
    /// throws.
    func testAPrototypeCellOfAnAbsentClassFailsOnlyWhenDequeued() throws {
        let code = """
            import UIKit

            class ProfileViewController: UITableViewController {
                DEQUEUE
            }

            """
        let storyboard = Self.storyboard(className: "ProfileViewController", cellClass: "ProfileCell")
        try writeApp(code: code.replacingOccurrences(of: "DEQUEUE", with: ""), storyboard: storyboard)
        let unused = try validate()
        XCTAssertEqual(unused.status, 0, unused.standardError)
        XCTAssertFalse(unused.standardError.contains("SG242"), unused.standardError)

        let dequeue = """
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "Profile", for: indexPath)
                }
            """
        try writeApp(code: code.replacingOccurrences(of: "DEQUEUE", with: dequeue), storyboard: storyboard)
        let dequeued = try validate()
        XCTAssertEqual(dequeued.status, 1, dequeued.standardError)
        XCTAssertTrue(
            dequeued.standardError.contains("error: Unknown class ProfileCell in Interface Builder file"),
            dequeued.standardError)
        XCTAssertTrue(dequeued.standardError.contains("no key \"nameLabel\""), dequeued.standardError)
    }

    /// A storyboard ID instantiated from a storyboard of the target (issue
    /// 52, cause 2): no module the target links can add a scene to it, so
    /// an ID none of its scenes has is an error though the target links a
    /// pod the run cannot read. From a storyboard the code does not name,
    /// or one the run lacks, the pod may bring the scene (SG235).
    func testAStoryboardIDOfTheTargetsStoryboardIsAnErrorWhateverItLinks() throws {
        let proven = [
            "func next() { _ = storyboard?.instantiateViewController(withIdentifier: \"Sumary\") }",
            "func next() { _ = self.storyboard!.instantiateViewController(withIdentifier: \"Sumary\") }",
            "func next() { _ = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: "
                + "\"Sumary\") }",
            "func next() {\n let board = UIStoryboard(name: \"Main\", bundle: .main)\n"
                + " _ = board.instantiateViewController(withIdentifier: \"Sumary\")\n}",
        ]
        for body in proven {
            try writeApp(code: Self.profileCode(body: body))
            let result = try validate()
            XCTAssertEqual(result.status, 1, body + "\n" + result.standardError)
            XCTAssertTrue(result.standardError.contains("no scene has the storyboard ID \"Sumary\""), body)
            XCTAssertTrue(result.standardError.contains("[SG223]"), body + "\n" + result.standardError)
        }
        let unproven = [
            "func next(_ board: UIStoryboard) { _ = board.instantiateViewController(withIdentifier: \"Sumary\") }",
            // A parameter that hides the view controller's own storyboard.
            "func next(storyboard: UIStoryboard) { _ = storyboard.instantiateViewController(withIdentifier: \"Sumary\") }",
            "func next() { _ = UIStoryboard(name: \"Vendor\", bundle: nil).instantiateViewController("
                + "withIdentifier: \"Sumary\") }",
            "func next() { _ = navigationController?.storyboard?.instantiateViewController(withIdentifier: "
                + "\"Sumary\") }",
        ]
        for body in unproven {
            try writeApp(code: Self.profileCode(body: body))
            let result = try validate()
            XCTAssertEqual(result.status, 0, body + "\n" + result.standardError)
            XCTAssertTrue(result.standardError.contains("[SG235]"), body + "\n" + result.standardError)
        }
        // Objective-C: the view controller's storyboard, and a variable
        // that only ever holds the app's storyboard.
        let objectiveC = [
            "- (void)next { [self.storyboard instantiateViewControllerWithIdentifier:@\"Sumary\"]; }",
            "- (void)next { [[self storyboard] instantiateViewControllerWithIdentifier:@\"Sumary\"]; }",
            "- (void)next {\n UIStoryboard *board = [UIStoryboard storyboardWithName:@\"Main\" bundle:nil];\n"
                + " [board instantiateViewControllerWithIdentifier:@\"Sumary\"];\n}",
        ]
        for method in objectiveC {
            try writeApp(sources: ["Flow.m"])
            try write("@implementation Flow\n\(method)\n@end\n", to: "App/Flow.m")
            let result = try validate()
            XCTAssertEqual(result.status, 1, method + "\n" + result.standardError)
            XCTAssertTrue(result.standardError.contains("[SG223]"), method + "\n" + result.standardError)
        }
        try writeApp(sources: ["Flow.m"])
        try write(
            "@implementation Flow\n- (void)next:(UIStoryboard *)board {\n"
                + " [board instantiateViewControllerWithIdentifier:@\"Sumary\"];\n}\n@end\n", to: "App/Flow.m")
        let parameter = try validate()
        XCTAssertEqual(parameter.status, 0, parameter.standardError)
        XCTAssertTrue(parameter.standardError.contains("[SG235]"), parameter.standardError)
    }
}
