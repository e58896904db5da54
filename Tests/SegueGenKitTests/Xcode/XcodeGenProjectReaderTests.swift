import SegueGenSupport
import XCTest

@testable import SegueGenKit

/// XcodeGen specs read into the model a `project.pbxproj` gives: includes,
/// templates, settings, platforms, sources and dependencies, as `xcodegen
/// generate` would write them.
final class XcodeGenProjectReaderTests: XCTestCase {
    private func read(_ files: [String: String], _ path: String = "project.yml") -> Result<
        XcodeProject, ProjectDescriptionFailure
    > {
        let disk = MemoryFileSystem(files)
        return XcodeGenProjectReader.read(
            path, readFile: { disk.bytes(of: $0) }, listFolder: { disk.filesBelow($0) })
    }

    private func project(_ files: [String: String], _ path: String = "project.yml") throws -> XcodeProject {
        try read(files, path).get()
    }

    /// A target's resolved setting in a configuration.
    private func setting(_ key: String, of target: String, in project: XcodeProject, _ configuration: String)
        throws -> String?
    {
        var files: [String: [String: String]] = [:]
        var diagnostics = DiagnosticCollector()
        return project.buildSettings(
            of: try XCTUnwrap(project.target(named: target)), configuration: configuration, readFile: { _ in nil },
            configurationFiles: &files, diagnostics: &diagnostics)[key]
    }

    func testSettingsMergeGroupsBaseAndConfigsAsXcodeGenDoes() throws {
        let spec = try project([
            "project.yml": """
            name: App
            configs: {Debug: debug, Staging Debug: debug, Release: release}
            settingGroups:
              shared:
                base: {SWIFT_ACTIVE_COMPILATION_CONDITIONS: SHARED, OTHER: [a, b]}
            settings:
              configs:
                release: {SWIFT_ACTIVE_COMPILATION_CONDITIONS: RELEASE}
            targets:
              App:
                type: application
                platform: tvOS
                productName: Shown
                info: {path: App/Info.plist}
                settings:
                  groups: [shared]
                  configs:
                    debug: {FLAG: true}
            """
        ])
        XCTAssertEqual(spec.name, "App")
        XCTAssertEqual(spec.configurations.map(\.name), ["Debug", "Staging Debug", "Release"])
        XCTAssertEqual(spec.chosenConfiguration, "Release")
        XCTAssertEqual(try setting("SWIFT_ACTIVE_COMPILATION_CONDITIONS", of: "App", in: spec, "Debug"), "SHARED")
        XCTAssertEqual(try setting("OTHER", of: "App", in: spec, "Debug"), "a b")
        XCTAssertEqual(try setting("FLAG", of: "App", in: spec, "Staging Debug"), "YES")
        XCTAssertNil(try setting("FLAG", of: "App", in: spec, "Release"))
        XCTAssertEqual(try setting("SDKROOT", of: "App", in: spec, "Release"), "appletvos")
        XCTAssertEqual(try setting("PRODUCT_MODULE_NAME", of: "App", in: spec, "Release"), "Shown")
        XCTAssertEqual(try setting("INFOPLIST_FILE", of: "App", in: spec, "Release"), "App/Info.plist")
        XCTAssertEqual(spec.targets.map(\.productType), ["com.apple.product-type.application"])
    }

    func testTemplatesAndPlatformListsMakeTargetsAsXcodeGenDoes() throws {
        let spec = try project([
            "project.yml": """
            name: Kits
            targetTemplates:
              Base:
                settings:
                  PRODUCT_MODULE_NAME: ${target_name}${suffix}
              Kit:
                templates: [Base]
                type: framework
                sources: [Shared]
            targets:
              Kit:
                templates: [Kit]
                templateAttributes: {suffix: Module}
                platform: [iOS, tvOS]
                sources: [Kit/$platform]
            """,
            "Shared/A.swift": "", "Kit/iOS/B.swift": "", "Kit/tvOS/C.swift": "",
        ])
        XCTAssertEqual(spec.targets.map(\.name), ["Kit_iOS", "Kit_tvOS"])
        XCTAssertEqual(
            spec.targets.map { $0.synchronizedFolders.map(\.path) }, [["Shared", "Kit/iOS"], ["Shared", "Kit/tvOS"]])
        XCTAssertEqual(try setting("PRODUCT_MODULE_NAME", of: "Kit_tvOS", in: spec, "Debug"), "KitModule")
        XCTAssertEqual(try setting("SDKROOT", of: "Kit_tvOS", in: spec, "Debug"), "appletvos")
        XCTAssertEqual(spec.targets.map(\.productFile), ["Kit_iOS.framework", "Kit_tvOS.framework"])
    }

    func testIncludedPathsAreRelativeToTheirFileAndMergedUnderTheIncluder() throws {
        let spec = try project(
            [
                "App/project.yml": """
                name: App
                include: [Config/base.yml, {path: Config/off.yml, enable: false}]
                targets:
                  App:
                    sources: [Sources]
                """,
                "App/Config/base.yml": """
                name: Base
                configFiles: {Debug: Debug.xcconfig}
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [../Shared]
                """,
                "App/Config/off.yml": "name: [not, read]\n",
                "App/Sources/A.swift": "", "App/Shared/B.swift": "",
            ], "App/project.yml")
        XCTAssertEqual(spec.name, "App")
        XCTAssertEqual(spec.descriptionFiles, ["App/project.yml", "App/Config/base.yml"])
        XCTAssertEqual(spec.sourceRoot, "App/")
        // Lists are joined, the included file's first.
        XCTAssertEqual(spec.targets.first?.synchronizedFolders.map(\.path), ["App/Shared", "App/Sources"])
        XCTAssertEqual(spec.configurations.first?.baseConfigurationFile, "App/Config/Debug.xcconfig")
    }

    func testSourcesExcludesIncludesAndBuildPhases() throws {
        let spec = try project([
            "project.yml": """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                sources:
                  - path: App
                    excludes: ["**/*.md", "Legacy", "Tests/{A,B}*.swift"]
                  - path: Scenes
                    includes: ["*.storyboard"]
                    buildPhase: resources
                  - path: Web
                    type: folder
                  - One.swift
            """,
            "App/Read.md": "", "App/Legacy/Old.swift": "", "App/Tests/ATest.swift": "", "App/Tests/CTest.swift": "",
            "App/Main.swift": "", "App/Info.plist": "", "Scenes/Main.storyboard": "", "Scenes/Scene.swift": "",
            "Web/Page.storyboard": "", "One.swift": "",
        ])
        let target = try XCTUnwrap(spec.targets.first)
        XCTAssertEqual(target.files, [XcodeTarget.File(path: "One.swift", phase: .sources)])
        XCTAssertEqual(target.synchronizedFolders.map(\.path), ["App", "Scenes"])
        XCTAssertEqual(
            target.synchronizedFolders[0].exceptions, ["Read.md", "Legacy/Old.swift", "Tests/ATest.swift"])
        XCTAssertEqual(target.synchronizedFolders[1].exceptions, ["Scene.swift"])
        XCTAssertEqual(target.synchronizedFolders[1].phaseExceptions, ["Main.storyboard": .resources])
        let files = spec.files(
            of: target.synchronizedFolders[0],
            listing: [
                "Read.md", "Legacy/Old.swift", "Tests/ATest.swift", "Tests/CTest.swift", "Main.swift", "Info.plist",
            ])
        // XcodeGen copies no Info.plist; it names the first as the target's.
        XCTAssertEqual(files.map(\.path), ["App/Main.swift", "App/Tests/CTest.swift"])
        XCTAssertEqual(try setting("INFOPLIST_FILE", of: "App", in: spec, "Debug"), "App/Info.plist")
    }

    func testDependenciesAreTargetsProductsAndPackages() throws {
        let spec = try project([
            "project.yml": """
            name: App
            packages:
              Local: {path: Packages/Local}
              Remote: {url: https://example.com/Remote.git, from: 1.0.0}
            targets:
              App:
                type: application
                platform: iOS
                dependencies:
                  - target: Kit
                  - framework: Carthage/Build/Lib.xcframework
                  - carthage: Alamofire
                  - sdk: UIKit.framework
                  - package: Local
                    products: [LocalA, LocalB]
                  - package: Remote
                buildRules:
                  - filePattern: "*.proto"
                    script: protoc
                    outputFiles: [$(DERIVED_FILE_DIR)/$(INPUT_FILE_BASE).pb.swift]
            """
        ])
        let target = try XCTUnwrap(spec.targets.first)
        XCTAssertEqual(target.dependencies, ["Kit"])
        XCTAssertEqual(
            target.linkedProducts,
            [
                .init(fileName: "Lib.xcframework", isBuilt: false),
                .init(fileName: "Alamofire.framework", isBuilt: false),
            ])
        XCTAssertEqual(
            target.packageProducts,
            [
                .init(productName: "LocalA", source: .local("Packages/Local")),
                .init(productName: "LocalB", source: .local("Packages/Local")),
                .init(productName: "Remote", source: .remote("https://example.com/Remote.git")),
            ])
        XCTAssertEqual(target.codeGenerators, ["the build rule (it writes $(INPUT_FILE_BASE).pb.swift)"])
    }

    func testWhatCannotBeReadIsLocated() {
        func failure(_ text: String) -> String {
            guard case .failure(let failure) = read(["project.yml": text]) else { return "read" }
            return "\(failure.location.line):\(failure.location.column) \(failure.reason)"
        }
        XCTAssertEqual(failure("name: A\ntargets: [A]\n"), "2:10 expected targets as a mapping, found a list")
        XCTAssertEqual(failure("targets: {}\n"), "1:1 the spec has no name, which XcodeGen requires")
        XCTAssertEqual(
            failure("name: A\ninclude: [gone.yml]\n"), "2:11 cannot read the included file gone.yml")
        XCTAssertEqual(
            failure("name: A\ntargets:\n  A: {type: tool, templates: [T]}\n"),
            "3:31 no target template \"T\" in targetTemplates")
        XCTAssertEqual(
            failure("name: A\ntargets:\n  - A\n  b: c\n"),
            "4:3 unexpected indentation; this line is indented more than the keys of its mapping")
        XCTAssertEqual(
            failure("name: A\ntargetTemplates:\n  T: {templates: [T]}\ntargets:\n  A: {templates: [T]}\n"),
            "3:18 templates name each other, or nest deeper than 16")
        // A project.json of another tool is no spec.
        guard case .failure(let other) = read(["project.json": "{\"name\": \"web\"}"], "project.json") else {
            return XCTFail("read")
        }
        XCTAssertTrue(other.isOtherFormat)
    }

    func testGlobsMatchAsXcodeGensMatcher() {
        XCTAssertTrue(SourceGlob.matches("**/*.md", "a/b/c.md"))
        XCTAssertTrue(SourceGlob.matches("**/*.md", "c.md"))
        XCTAssertTrue(SourceGlob.matches("Frameworks/*", "Frameworks/A.swift"))
        XCTAssertTrue(SourceGlob.matches("Frameworks", "Frameworks/Deep/A.swift"))
        XCTAssertTrue(SourceGlob.matches("[A-C]?.swift", "Bx.swift"))
        XCTAssertFalse(SourceGlob.matches("[!A-C]?.swift", "Bx.swift"))
        XCTAssertTrue(SourceGlob.matches("{One,Two}/*.swift", "Two/x.swift"))
        XCTAssertFalse(SourceGlob.matches("*.swift", "a/b.swift"))
        XCTAssertFalse(SourceGlob.matches("*/x.swift", "a/b/x.swift"))
        // Stars cost no backtracking.
        XCTAssertFalse(
            SourceGlob.matches(
                String(repeating: "*a", count: 40) + "*b", String(repeating: "a", count: 2_000) + "/x"))
    }
}
