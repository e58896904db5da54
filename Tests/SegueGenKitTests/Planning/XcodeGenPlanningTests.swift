import SegueGenKit
import SegueGenSupport
import XCTest

/// XcodeGen projects found in a folder: each spec one project, each target
/// run on its own with the files its `sources` hold, as a target of a
/// `project.pbxproj` runs.
final class XcodeGenPlanningTests: XCTestCase {
    static let storyboard = RunPlannerTests.storyboard

    /// Two apps, one level down. AppA has its launch screen; AppB has its
    /// own, a `Shared` storyboard, and a framework (from an included file
    /// and a template) with a `Shared` storyboard of its own, whose classes
    /// the app links.
    static let apps: [String: String] = [
        "Apps/AppA/project.yml": """
        name: AppA
        targets:
          AppA:
            type: application
            platform: iOS
            sources: [Sources]
            info:
              path: Sources/Info.plist
        """,
        "Apps/AppA/Sources/Base.lproj/LaunchScreen.storyboard": storyboard,
        "Apps/AppA/Sources/Info.plist": "",
        "Apps/AppA/Sources/AppDelegate.swift": "class AppDelegate {}\n",
        "Apps/AppB/project.yml": """
        name: AppB
        include:
          - path: Targets/kit.yml
        targetTemplates:
          Framework:
            type: framework
            platform: iOS
            settings:
              base:
                PRODUCT_MODULE_NAME: ${target_name}Module
        targets:
          AppB:
            type: application
            platform: iOS
            sources:
              - path: App
                excludes: ["**/*.md", "Old"]
            dependencies:
              - target: Kit
            preBuildScripts:
              - name: Lint
                script: |
                  swiftlint
        """,
        "Apps/AppB/Targets/kit.yml": """
        targets:
          Kit:
            templates: [Framework]
            sources: ../Kit
        """,
        "Apps/AppB/App/LaunchScreen.storyboard": storyboard,
        "Apps/AppB/App/Shared.storyboard": storyboard,
        "Apps/AppB/App/Notes.md": "",
        "Apps/AppB/App/Old/Old.storyboard": storyboard,
        "Apps/AppB/App/AppDelegate.swift": "class AppDelegate {}\n",
        "Apps/AppB/Kit/Shared.storyboard": storyboard,
        "Apps/AppB/Kit/KitViewController.swift": "open class KitViewController {}\n",
    ]

    private func planned(_ files: [String: String], _ selection: RunSelection) throws -> RunPlan {
        switch RunPlanner(fileSystem: MemoryFileSystem(files)).plan(selection) {
        case .success(let plan): return plan
        case .failure(let failure):
            XCTFail("no plan: \(failure)")
            throw failure
        }
    }

    /// Each input of a run, linked code with its module.
    private func inputs(_ run: PlannedRun) -> [String] {
        run.inputs.map { input in (input.module.map { "\($0): " } ?? "") + input.path }
    }

    func testEachSpecIsAProjectAndEachTargetRunsOnItsOwn() throws {
        let plan = try planned(Self.apps, RunSelection(paths: ["Apps"]))
        XCTAssertEqual(
            plan.runs.map(\.label),
            [
                "target AppA of Apps/AppA/project.yml", "target AppB of Apps/AppB/project.yml",
                "target Kit of Apps/AppB/project.yml",
            ])
        XCTAssertEqual(
            plan.runs.map(inputs),
            [
                [
                    "Apps/AppA/Sources/AppDelegate.swift", "Apps/AppA/Sources/Base.lproj/LaunchScreen.storyboard",
                    "Apps/AppA/Sources/Info.plist",
                ],
                // The framework's classes are the app's linked code, in its
                // module; its storyboard is its own run's.
                [
                    "Apps/AppB/App/AppDelegate.swift", "Apps/AppB/App/LaunchScreen.storyboard",
                    "Apps/AppB/App/Shared.storyboard", "KitModule: Apps/AppB/Kit/KitViewController.swift",
                ],
                ["Apps/AppB/Kit/KitViewController.swift", "Apps/AppB/Kit/Shared.storyboard"],
            ])
        XCTAssertEqual(plan.runs.map(\.request.options.moduleName), ["AppA", "AppB", "KitModule"])
        XCTAssertEqual(plan.runs.map(\.sourceRoot), ["Apps/AppA/", "Apps/AppB/", "Apps/AppB/"])
        // What a Run Script phase declares: the spec and what it includes.
        XCTAssertEqual(
            plan.runs.map(\.projectFiles),
            [
                ["Apps/AppA/project.yml"], ["Apps/AppB/project.yml", "Apps/AppB/Targets/kit.yml"],
                ["Apps/AppB/project.yml", "Apps/AppB/Targets/kit.yml"],
            ])
        XCTAssertEqual(plan.runs.map(\.request.ownModule), [.complete, .complete, .complete])
        // The excluded storyboard and the launch screen's Info.plist are in
        // no target's inputs, and only the storyboard is an input.
        XCTAssertEqual(
            plan.diagnostics.sorted.map { "\($0.code.rawValue) \($0.location.file)" },
            ["SG015 Apps/AppB/App/Old/Old.storyboard"])
    }

    func testAScriptThatGeneratesCodeOrAMissingSourcePathLeavesTheModulePartial() throws {
        var files = Self.apps
        files["Apps/AppA/project.yml"] = """
            name: AppA
            targets:
              AppA:
                type: application
                platform: iOS
                sources:
                  - Sources
                  - path: Generated
                    optional: true
              Gen:
                type: application
                platform: iOS
                sources: [Sources]
                postCompileScripts:
                  - name: Resources
                    script: |
                      swiftgen config run
            """
        let plan = try planned(files, RunSelection(paths: ["Apps/AppA"]))
        XCTAssertEqual(
            plan.runs.map(\.request.ownModule),
            [
                .partial(
                    "the source path Generated, not on disk (a build step may write it), of target AppA writes code "
                        + "into its module AppA, which the run does not have"),
                .partial(
                    "the script \"Resources\" (it runs swiftgen) of target Gen writes code into its module Gen, which "
                        + "the run does not have"),
            ])
    }

    func testALocalPackageIsLinkedCode() throws {
        var files = Self.apps
        files["Apps/AppA/project.yml"] = """
            name: AppA
            packages:
              Feature:
                path: ../../Packages/Feature
            targets:
              AppA:
                type: application
                platform: iOS
                sources: Sources
                dependencies:
                  - package: Feature
            """
        files["Packages/Feature/Package.swift"] = """
            let package = Package(name: "Feature", products: [.library(name: "Feature", targets: ["Feature"])],
                targets: [.target(name: "Feature")])
            """
        files["Packages/Feature/Sources/Feature/FeatureViewController.swift"] = "open class FeatureViewController {}\n"
        let plan = try planned(files, RunSelection(paths: ["Apps/AppA"]))
        XCTAssertEqual(
            plan.runs.map(inputs),
            [
                [
                    "Apps/AppA/Sources/AppDelegate.swift", "Apps/AppA/Sources/Base.lproj/LaunchScreen.storyboard",
                    "Apps/AppA/Sources/Info.plist",
                    "Feature: Packages/Feature/Sources/Feature/FeatureViewController.swift",
                ]
            ])
    }

    func testAProjectBesideTheSpecWins() throws {
        var files = RunPlannerTests.demo
        files["Demo/project.yml"] = "name: Demo\ntargets: {Other: {type: application, platform: iOS, sources: [.]}}\n"
        let plan = try planned(files, RunSelection(paths: ["Demo"]))
        XCTAssertEqual(
            plan.runs.map(\.label), ["target App of Demo.xcodeproj", "target Today Widget of Demo.xcodeproj"])
    }

    func testASpecThatCannotBeReadIsLocatedAndTheFolderRunsAsBefore() throws {
        var files = Self.apps
        files["Apps/AppB/Targets/kit.yml"] = "targets:\n  Kit:\n    sources: &kit Kit\n"
        let plan = try planned(files, RunSelection(paths: ["Apps/AppB"]))
        XCTAssertEqual(plan.runs.map(\.label), [nil])
        XCTAssertEqual(
            plan.diagnostics.sorted.map(\.description),
            [
                "Apps/AppB/Targets/kit.yml:3:14: warning: the XcodeGen project spec cannot be read: anchors (&name) "
                    + "are not supported in SegueGen manifests; repeat the value instead; so the folder runs as one "
                    + "target, which may mix targets that Xcode keeps apart [SG022]"
            ])
        // With another project in the folder, the spec's targets do not
        // run and its files are in no target.
        let both = try planned(files, RunSelection(paths: ["Apps"]))
        XCTAssertEqual(both.runs.map(\.label), ["target AppA of Apps/AppA/project.yml"])
        XCTAssertEqual(
            both.diagnostics.sorted.map { "\($0.code.rawValue) \($0.location.file):\($0.location.line)" },
            ["SG015 Apps/AppB/App/AppDelegate.swift:1", "SG022 Apps/AppB/Targets/kit.yml:3"])
    }

    func testAStructureXcodeGenRefusesIsLocated() throws {
        var files = Self.apps
        files["Apps/AppA/project.yml"] = "name: AppA\ntargets:\n  AppA:\n    platform: iOS\n    sources: [Sources]\n"
        let plan = try planned(files, RunSelection(paths: ["Apps/AppA"]))
        XCTAssertEqual(
            plan.diagnostics.sorted.map(\.description),
            [
                "Apps/AppA/project.yml:4:5: warning: the XcodeGen project spec cannot be read: target AppA has no "
                    + "type, which XcodeGen requires; so the folder runs as one target, which may mix targets that "
                    + "Xcode keeps apart [SG022]"
            ])
    }
}
