import SegueGenKit
import SegueGenSupport
import XCTest

/// The run planner on a file system in memory: which projects a folder
/// holds, which targets run, which files the configuration's `inputs`
/// keep, and the errors of a selection that cannot run, each with its code
/// and place or its message.
final class RunPlannerTests: XCTestCase {
    /// Two targets, App and Today Widget, each with a storyboard; the
    /// widget's build phase names a storyboard that is not on disk.
    static let project = """
        // !$*UTF8*$!
        {
            rootObject = P;
            objects = {
                P = {isa = PBXProject; mainGroup = G; targets = (TA, TB); buildConfigurationList = LP; };
                LP = {isa = XCConfigurationList; buildConfigurations = (CPD, CPR); };
                CPD = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                CPR = {isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
                G = {isa = PBXGroup; children = (GA, GB); sourceTree = "<group>"; };
                GA = {isa = PBXGroup; path = App; children = (FA, FAS); sourceTree = "<group>"; };
                FA = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
                FAS = {isa = PBXFileReference; path = AppViewController.swift; sourceTree = "<group>"; };
                GB = {isa = PBXGroup; path = Widget; children = (FB, FBX); sourceTree = "<group>"; };
                FB = {isa = PBXFileReference; path = Widget.storyboard; sourceTree = "<group>"; };
                FBX = {isa = PBXFileReference; path = Gone.storyboard; sourceTree = "<group>"; };
                BA1 = {isa = PBXBuildFile; fileRef = FA; };
                BA2 = {isa = PBXBuildFile; fileRef = FAS; };
                BB1 = {isa = PBXBuildFile; fileRef = FB; };
                BB2 = {isa = PBXBuildFile; fileRef = FBX; };
                SA = {isa = PBXSourcesBuildPhase; files = (BA2); };
                RA = {isa = PBXResourcesBuildPhase; files = (BA1); };
                RB = {isa = PBXResourcesBuildPhase; files = (BB1, BB2); };
                TA = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                    buildPhases = (SA, RA); buildConfigurationList = LA; };
                LA = {isa = XCConfigurationList; buildConfigurations = (CA); };
                CA = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                TB = {isa = PBXNativeTarget; name = "Today Widget"; productType = "com.apple.product-type.app-extension";
                    buildPhases = (RB); buildConfigurationList = LB; };
                LB = {isa = XCConfigurationList; buildConfigurations = (CB); };
                CB = {isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
            };
        }
        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        targetRuntime="iOS.CocoaTouch"><scenes/></document>
        """

    /// The project in `Demo`, its files on disk, a storyboard in no target,
    /// and CocoaPods' project, which is never a project of the app, in its
    /// folder or out of it.
    static let demo: [String: String] = [
        "Demo/Demo.xcodeproj/project.pbxproj": project,
        "Demo/App/Main.storyboard": storyboard,
        "Demo/App/AppViewController.swift": "class AppViewController {}\n",
        "Demo/Widget/Widget.storyboard": storyboard,
        "Demo/Stray.storyboard": storyboard,
        "Demo/Pods/Pods.xcodeproj/project.pbxproj": project,
        "Demo/Vendor/Pods.xcodeproj/project.pbxproj": project,
    ]

    private func plan(_ files: [String: String], _ selection: RunSelection) -> Result<RunPlan, RunPlanner.Failure> {
        RunPlanner(fileSystem: MemoryFileSystem(files)).plan(selection)
    }

    private func planned(_ files: [String: String], _ selection: RunSelection) throws -> RunPlan {
        switch plan(files, selection) {
        case .success(let plan): return plan
        case .failure(let failure):
            XCTFail("no plan: \(failure)")
            throw failure
        }
    }

    private func usage(_ files: [String: String], _ selection: RunSelection) -> String? {
        guard case .failure(.usage(let message)) = plan(files, selection) else { return nil }
        return message
    }

    private func codes(_ plan: RunPlan) -> [String] {
        plan.diagnostics.sorted.map { "\($0.code.rawValue) \($0.location.file)" }
    }

    func testAFolderHoldingAProjectRunsEachTargetWithItsOwnFiles() throws {
        let plan = try planned(Self.demo, RunSelection(paths: ["Demo"]))
        XCTAssertEqual(
            plan.runs.map(\.label), ["target App of Demo.xcodeproj", "target Today Widget of Demo.xcodeproj"])
        XCTAssertEqual(
            plan.runs.map { $0.inputs.map(\.path) },
            [["Demo/App/AppViewController.swift", "Demo/App/Main.storyboard"], ["Demo/Widget/Widget.storyboard"]])
        XCTAssertEqual(plan.runs.map(\.request.options.moduleName), ["App", "Today_Widget"])
        XCTAssertEqual(plan.runs.map(\.sourceRoot), ["Demo/", "Demo/"])
        XCTAssertEqual(plan.runs[0].projectFiles, ["Demo/Demo.xcodeproj/project.pbxproj"])
        XCTAssertEqual(plan.configurationNames, ["Debug", "Release"])
        // The storyboard in no target, and the one the widget's phase names
        // that is not on disk, each at its place.
        XCTAssertEqual(
            codes(plan), ["SG015 Demo/Stray.storyboard", "SG016 Demo/Widget/Gone.storyboard"])
        XCTAssertEqual(plan.diagnostics.sorted.first?.code, .fileInNoTarget)
    }

    func testAProjectNamedTwiceRunsOnce() throws {
        let plan = try planned(Self.demo, RunSelection(paths: ["Demo/Demo.xcodeproj", "Demo/./Demo.xcodeproj/"]))
        XCTAssertEqual(plan.runs.count, 2)
    }

    func testATargetLeftOutStillClaimsItsFiles() throws {
        let plan = try planned(Self.demo, RunSelection(paths: ["Demo"], targets: ["App"]))
        XCTAssertEqual(plan.runs.map(\.targetName), ["App"])
        // The widget's storyboard is no file in no target; what reading the
        // widget says (its missing file) is not reported.
        XCTAssertEqual(
            plan.diagnostics.sorted.map(\.description),
            [
                "Demo/Stray.storyboard:1:1: note: 1 input file below Demo belongs to no target of its Xcode "
                    + "projects and was not read, such as this one; add it to a target, or name it on the command "
                    + "line [SG015]"
            ])
    }

    func testTargetSelectionErrors() {
        XCTAssertEqual(
            usage(Self.demo, RunSelection(paths: ["Demo"], targets: ["Ap"])), "no target \"Ap\" in Demo/Demo.xcodeproj")
        XCTAssertEqual(
            usage(Self.demo, RunSelection(paths: ["Demo"], buildConfiguration: "Relase")),
            "no build configuration \"Relase\" in Demo/Demo.xcodeproj; it has Debug, Release; did you mean \"Release\"?"
        )
        XCTAssertEqual(
            usage(Self.demo, RunSelection(paths: ["Demo"], infoPlist: "Info.plist")),
            "--info-plist names the Info.plist of one target, and 2 targets run; name one with --target")
        XCTAssertEqual(
            usage(Self.demo, RunSelection(paths: ["Demo/App"], targets: ["App"])),
            "--target, --configuration and --info-plist need an Xcode project: --project App.xcodeproj, or a folder "
                + "that holds one")
        XCTAssertEqual(
            usage([:], RunSelection()),
            "no input files; name manifests, storyboards, an Xcode project or folders holding them")
    }

    func testOneRunIsChosenOrNamed() throws {
        let plan = try planned(Self.demo, RunSelection(paths: ["Demo"]))
        guard case .failure(.usage(let message)) = plan.single() else { return XCTFail("two targets ran as one") }
        XCTAssertEqual(
            message, "2 targets have storyboards, XIBs or manifests (App, Today Widget); name one with --target")
        let one = try planned(Self.demo, RunSelection(project: "Demo/Demo.xcodeproj", targets: ["Today Widget"]))
        guard case .success(let run) = one.single() else { return XCTFail("one target") }
        XCTAssertEqual(run.targetName, "Today Widget")
    }

    func testTheConfigurationsInputsSelectAmongATargetsFiles() throws {
        var files = Self.demo
        files["Demo/seguegen.yaml"] = "inputs:\n  - Widget/Widget.storyboard\n  - App/AppViewController.swift\n"
        let plan = try planned(files, RunSelection(paths: ["Demo"]))
        // The app keeps no storyboard, so it does not run.
        XCTAssertEqual(plan.runs.map(\.targetName), ["Today Widget"])
        XCTAssertEqual(plan.runs[0].inputs.map(\.path), ["Demo/Widget/Widget.storyboard"])
        XCTAssertEqual(plan.runs[0].configurationFile, "Demo/seguegen.yaml")
        XCTAssertEqual(plan.runs[0].readFiles.last, "Demo/seguegen.yaml")
    }

    func testTheConfigurationsInputsSelectAmongFilesOrStandForThem() throws {
        let files = [
            "App/A.storyboard": Self.storyboard, "App/B.storyboard": Self.storyboard,
            "seguegen.yaml": "inputs:\n  - App/B.storyboard\n",
        ]
        let named = try planned(
            files, RunSelection(paths: ["App/A.storyboard", "App/B.storyboard"], configurationFile: "seguegen.yaml"))
        XCTAssertEqual(named.runs.map { $0.inputs.map(\.path) }, [["App/B.storyboard"]])
        // Every file named is a candidate of the split output.
        XCTAssertEqual(named.runs[0].candidates, ["App/A.storyboard", "App/B.storyboard"])
        let none = try planned(files, RunSelection(configurationFile: "seguegen.yaml"))
        XCTAssertEqual(none.runs.map { $0.inputs.map(\.path) }, [["App/B.storyboard"]])
        let without = try planned(files, RunSelection(paths: ["App"]))
        XCTAssertEqual(without.runs.map { $0.inputs.map(\.path) }, [["App/A.storyboard", "App/B.storyboard"]])
        XCTAssertEqual(without.runs[0].inputs.map(\.isFoundInFolder), [true, true])
    }

    func testTheCommandLineWinsOverTheConfigurationAndTheProject() throws {
        var files = Self.demo
        files["Demo/seguegen.yaml"] = "moduleName: Configured\ndisableWarnings: [SG304]\n"
        var selection = RunSelection(paths: ["Demo"], targets: ["App"])
        XCTAssertEqual(try planned(files, selection).runs.map(\.request.options.moduleName), ["Configured"])
        selection.overrides = GenerationOverrides(moduleName: "Given", disabledWarnings: [.unusedUnwindAction])
        let run = try XCTUnwrap(planned(files, selection).runs.first)
        XCTAssertEqual(run.request.options.moduleName, "Given")
        XCTAssertEqual(run.request.suppressedWarnings, [.unreachableScene, .unusedUnwindAction])
    }

    func testAProjectGeneratorsDescriptionIsNotRead() throws {
        let plan = try planned(
            ["App/Project.swift": "let project = Project(name: \"App\")\n", "App/Main.storyboard": Self.storyboard],
            RunSelection(paths: ["App"]))
        XCTAssertEqual(plan.runs.map(\.label), [nil])
        XCTAssertEqual(codes(plan), ["SG021 App/Project.swift"])
    }

    func testAConfigurationThatCannotBeReadIsLocated() {
        guard
            case .failure(.unusable(let diagnostics)) = plan(
                Self.demo, RunSelection(paths: ["Demo"], configurationFile: "missing.yaml"))
        else { return XCTFail("a missing configuration was read") }
        XCTAssertEqual(
            diagnostics.sorted.map(\.description),
            ["missing.yaml:1:1: error: cannot read the file: no such file or directory [SG001]"])
    }

    func testFilesOfAPackageTargetCompileIntoItsModule() throws {
        let files = [
            "/p/Package.swift": "let package = Package(targets: [.target(name: \"Feature\")])\n",
            "/p/Sources/Feature/Main.storyboard": Self.storyboard,
        ]
        let plan = try planned(files, RunSelection(paths: ["/p/Sources/Feature"]))
        XCTAssertEqual(plan.runs.map(\.request.options.moduleName), ["Feature"])

        // A name the manifest spells elsewhere (a product, a dependency),
        // or a target it moves to another path, is no module of the folder.
        for manifest in [
            "let package = Package(products: [.library(name: \"Feature\", targets: [\"Core\"])], "
                + "targets: [.target(name: \"Core\")])\n",
            "let package = Package(targets: [.target(name: \"Feature\", path: \"Code\")])\n",
        ] {
            var moved = files
            moved["/p/Package.swift"] = manifest
            let unknown = try planned(moved, RunSelection(paths: ["/p/Sources/Feature"]))
            XCTAssertEqual(unknown.runs.map(\.request.options.moduleName), [nil], manifest)
        }
    }
}

/// Files in memory, by path; a folder is any prefix of a file's path. The
/// working folder is `/`.
struct MemoryFileSystem: RunFileSystem {
    private let files: [String: [UInt8]]

    init(_ files: [String: String]) {
        self.files = Dictionary(uniqueKeysWithValues: files.map { (Self.normalized($0.key), Array($0.value.utf8)) })
    }

    /// The working folder is `/`.
    private static func normalized(_ path: String) -> String { FilePath.normalized("/" + path) }

    func entries(of folder: String) -> [String] {
        let prefix = Self.normalized(folder) == "/" ? "/" : Self.normalized(folder) + "/"
        return Array(
            Set(
                files.keys.filter { $0.hasPrefix(prefix) }.map {
                    String($0.dropFirst(prefix.count).prefix { $0 != "/" })
                }))
    }

    func kind(of path: String) -> FileKind? {
        let path = Self.normalized(path)
        if files[path] != nil { return .file }
        return path == "/" || files.keys.contains(where: { $0.hasPrefix(path + "/") }) ? .folder : nil
    }

    func bytes(of path: String) -> [UInt8]? { files[Self.normalized(path)] }

    func canonicalPath(_ path: String) -> String { Self.normalized(path) }
}
