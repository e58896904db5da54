import Foundation
import XCTest

/// The plugins' choice of inputs and build dependencies for a target.
final class SegueGenInvocationTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("invocation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func file(_ path: String, _ text: String = "") throws -> URL {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func testAnXcodeTargetsCommittedFileGoesWhereItsInputsAre() throws {
        let storyboard = try file("App/Base.lproj/Main.storyboard")
        let manifest = try file("App/Flows/Flows.segues.yaml")
        let source = try file("Shared/View.swift")
        XCTAssertEqual(SegueGenInvocation(files: [storyboard, source]).inputsFolder?.path, folder.path + "/App")
        XCTAssertEqual(SegueGenInvocation(files: [manifest]).inputsFolder?.path, folder.path + "/App/Flows")
        XCTAssertEqual(
            SegueGenInvocation(files: [manifest, storyboard, source]).inputsFolder?.path, folder.path + "/App")
        let elsewhere = try file("Other/More.segues.json")
        XCTAssertEqual(SegueGenInvocation(files: [manifest, elsewhere]).inputsFolder?.path, folder.path)
        XCTAssertNil(SegueGenInvocation(files: [source]).inputsFolder)
    }

    func testInputsFollowTheSharedRule() throws {
        let files = [
            try file("App/Flows.segues.yaml"), try file("App/Short.SEGUES.YML"), try file("App/Data.segues.json"),
            try file("App/Base.lproj/Main.storyboard"), try file("App/fr.lproj/Main.storyboard"),
            try file("App/Main.yaml"), try file("App/x.json"), try file("App/View.swift"),
        ]
        let invocation = SegueGenInvocation(files: files.shuffled())
        XCTAssertEqual(
            invocation.inputs.map { $0.path.replacingOccurrences(of: folder.path + "/", with: "") },
            [
                "App/Base.lproj/Main.storyboard", "App/Data.segues.json", "App/Flows.segues.yaml",
                "App/Short.SEGUES.YML",
            ])
        XCTAssertEqual(invocation.sources.map(\.lastPathComponent), ["View.swift"])
        XCTAssertTrue(invocation.dependencies.contains(files[7]))
        XCTAssertTrue(invocation.arguments(output: "/out/", moduleName: "App").contains(files[7].path))
        XCTAssertNil(invocation.configuration)
    }

    /// The plugin reads no configuration: the configuration file and the
    /// target's templates are build inputs, and the tool reads the rest.
    func testTheConfigurationAndTheTargetsTemplatesAreDependencies() throws {
        let configuration = try file("App/seguegen.yaml", "{accessLevel: public, template: T/main.stencil}\n")
        let nested = try file("App/Config/seguegen.yaml")
        let template = try file("App/T/main.stencil", "{% include \"part.stencil\" %}")
        let part = try file("App/T/part.stencil", "x")
        let manifest = try file("App/Flows.segues.yaml")
        let invocation = SegueGenInvocation(files: [part, nested, template, configuration, manifest].shuffled())
        XCTAssertEqual(invocation.configuration, configuration)
        XCTAssertEqual(invocation.templateFiles, [template, part].sorted { $0.path < $1.path })
        XCTAssertEqual(Set(invocation.dependencies), [configuration, template, part, manifest])
        let arguments = invocation.arguments(output: "/out/", moduleName: "App")
        let index = try XCTUnwrap(arguments.firstIndex(of: "--config"))
        XCTAssertEqual(arguments[index + 1], configuration.path)
    }

    /// The build plugin declares the split output from the inputs' names
    /// alone, by the rule the tool writes it by.
    func testTheOutputFilesFollowTheSharedLayout() throws {
        let invocation = SegueGenInvocation(files: [
            try file("App/Flows.segues.yaml"), try file("App/Base.lproj/Main.storyboard"), try file("App/A.swift"),
        ])
        XCTAssertEqual(
            invocation.outputFiles(in: URL(fileURLWithPath: "/out")).map(\.path),
            ["/out/FlowsSegues.swift", "/out/MainSegues.swift", "/out/SegueGenShared.swift"])
    }

    func testATargetWithResourcesUsesItsModuleBundle() throws {
        let invocation = SegueGenInvocation(files: [try file("App/Flows.segues.yaml")])
        let output = "/out/"
        let arguments = invocation.arguments(output: output, moduleName: "App", resourceBundle: true)
        let index = try XCTUnwrap(arguments.firstIndex(of: "--bundle"))
        XCTAssertEqual(arguments[index + 1], "module")
        XCTAssertFalse(invocation.arguments(output: output, moduleName: "App").contains("--bundle"))
    }

    func testTheCheckNamesTheCommandThatRegenerates() throws {
        let invocation = SegueGenInvocation(files: [try file("App/Flows.segues.yaml")])
        let arguments = invocation.arguments(output: "/out/AppSegues.swift", moduleName: "App", check: "fix it")
        XCTAssertEqual(Array(arguments.suffix(3)), ["--check", "--regenerate-command", "fix it"])
        XCTAssertFalse(invocation.arguments(output: "/out/AppSegues.swift", moduleName: "App").contains("--check"))
    }

    /// The command plugins' `--reporter` and `--output-report` reach the
    /// tool as given, after the check's own arguments.
    func testTheReportOptionsPassThrough() throws {
        let invocation = SegueGenInvocation(files: [try file("App/Flows.segues.yaml")])
        let report = SegueGenInvocation.Report(reporter: "github-actions", outputReport: "/tmp/report.txt")
        let arguments = invocation.arguments(
            output: "/out/AppSegues.swift", moduleName: "App", check: "fix it", report: report)
        XCTAssertEqual(
            Array(arguments.suffix(7)),
            [
                "--check", "--regenerate-command", "fix it", "--reporter", "github-actions", "--output-report",
                "/tmp/report.txt",
            ])
        XCTAssertFalse(invocation.arguments(output: "/out/AppSegues.swift", moduleName: "App").contains("--reporter"))
        XCTAssertEqual(SegueGenInvocation.Report(reporter: "json").arguments, ["--reporter", "json"])
    }
}
