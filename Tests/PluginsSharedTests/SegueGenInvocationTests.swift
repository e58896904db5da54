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
        XCTAssertTrue(
            invocation.arguments(output: folder.appendingPathComponent("A.swift"), moduleName: "App")
                .contains(files[7].path))
        XCTAssertNil(invocation.configuration)
    }

    func testTheConfiguredTemplatesFolderIsADependency() throws {
        let configuration = try file(
            "App/seguegen.yaml", "accessLevel: public\ntemplate: \"../Templates/main.stencil\"\n")
        let template = try file("Templates/main.stencil", "{% include \"part\" %}")
        let part = try file("Templates/part", "x")
        let nested = try file("Templates/Parts/more.stencil", "y")
        let invocation = SegueGenInvocation(files: [configuration, try file("App/Flows.segues.yaml")])
        XCTAssertEqual(invocation.configuration, configuration)
        XCTAssertEqual(
            Set(invocation.dependencies.map(\.standardizedFileURL.path)),
            Set(
                [configuration, template, part, nested, folder.appendingPathComponent("App/Flows.segues.yaml")].map {
                    $0.standardizedFileURL.path
                }))
    }

    func testAJSONConfigurationNamesItsTemplateToo() throws {
        let configuration = try file(
            "App/seguegen.json", "{\"accessLevel\": \"public\", \"template\": \"T/a.stencil\"}\n")
        let template = try file("App/T/a.stencil")
        XCTAssertEqual(
            SegueGenInvocation.configuredTemplate(in: configuration)?.standardizedFileURL, template.standardizedFileURL)
    }

    func testABuiltInTemplateNameIsNoFile() throws {
        let configuration = try file("App/seguegen.yaml", "template: identifiers\n")
        XCTAssertNil(SegueGenInvocation.configuredTemplate(in: configuration))
    }

    func testATargetWithResourcesUsesItsModuleBundle() throws {
        let invocation = SegueGenInvocation(files: [try file("App/Flows.segues.yaml")])
        let output = folder.appendingPathComponent("AppSegues.swift")
        let arguments = invocation.arguments(output: output, moduleName: "App", resourceBundle: true)
        let index = try XCTUnwrap(arguments.firstIndex(of: "--bundle"))
        XCTAssertEqual(arguments[index + 1], "module")
        XCTAssertFalse(invocation.arguments(output: output, moduleName: "App").contains("--bundle"))
    }

    func testTheCheckNamesTheCommandThatRegenerates() throws {
        let invocation = SegueGenInvocation(files: [try file("App/Flows.segues.yaml")])
        let arguments = invocation.arguments(
            output: folder.appendingPathComponent("AppSegues.swift"), moduleName: "App", check: "fix it")
        XCTAssertEqual(Array(arguments.suffix(3)), ["--check", "--regenerate-command", "fix it"])
        XCTAssertFalse(
            invocation.arguments(output: folder.appendingPathComponent("AppSegues.swift"), moduleName: "App")
                .contains("--check"))
    }
}
