import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The module generated code compiles into, without `--module-name`: the
/// one the storyboards say their target has, when they name one; else
/// none, and only classes a storyboard places in a module are qualified.
final class ModuleNameTests: XCTestCase {
    /// Xcode writes `customModule="xdrip" customModuleProvider="target"`
    /// for a class that inherits the target's module, and `customModule="xdrip"`
    /// alone for one whose module was set by hand.
    private func storyboard(secondModule: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a">
            <scenes>
                <scene sceneID="1"><objects>
                    <viewController storyboardIdentifier="Root" id="a" customClass="RootViewController" customModule="xdrip" customModuleProvider="target" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="2"><objects>
                    <viewController storyboardIdentifier="Settings" id="b" customClass="SettingsViewController" customModule="\(secondModule)" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>

        """
    }

    private func generate(_ storyboard: String, moduleName: String? = nil) throws -> (code: String, graph: String) {
        var diagnostics = DiagnosticCollector()
        let project = try XCTUnwrap(
            Pipeline.load(
                [InputFile(path: "Main.storyboard", bytes: Array(storyboard.utf8))], checks: .everything,
                diagnostics: &diagnostics))
        let code = try XCTUnwrap(
            Pipeline.generate(
                project, options: GenerationOptions(moduleName: moduleName), loader: TemplateCatalog.loader(),
                diagnostics: &diagnostics))
        return (code, GraphRenderer.render(project.project, graph: project.graph, format: .dot, moduleName: moduleName))
    }

    func testTheTargetModuleTheStoryboardNamesIsTheRunsOwn() throws {
        let (code, graph) = try generate(storyboard(secondModule: "xdrip"))
        XCTAssertFalse(code.contains("import xdrip"), code)
        XCTAssertFalse(code.contains("xdrip."), code)
        XCTAssertTrue(code.contains("SettingsViewController"), code)
        XCTAssertFalse(graph.contains("xdrip."), graph)
        XCTAssertTrue(graph.contains(#"label="SettingsViewController\nstoryboard ID Settings""#), graph)
    }

    func testAClassOfAnotherModuleStaysQualifiedAndImported() throws {
        let (code, graph) = try generate(storyboard(secondModule: "Kit"))
        XCTAssertTrue(code.contains("import Kit"), code)
        XCTAssertTrue(code.contains("Kit.SettingsViewController"), code)
        XCTAssertTrue(graph.contains(#"Kit.SettingsViewController"#), graph)
        XCTAssertFalse(code.contains("xdrip"), code)
    }

    /// A module the command line names wins over the storyboards'.
    func testAGivenModuleWins() throws {
        let (code, _) = try generate(storyboard(secondModule: "xdrip"), moduleName: "Other")
        XCTAssertTrue(code.contains("import xdrip"), code)
        XCTAssertTrue(code.contains("xdrip.SettingsViewController"), code)
    }

    /// Without a module given or named by a storyboard's target, there is
    /// none: a class a storyboard places in a module is qualified and its
    /// module imported, every other class is written as it is.
    func testWithoutAnyModuleOnlyPlacedClassesAreQualified() throws {
        let storyboard = storyboard(secondModule: "xdrip").replacingOccurrences(
            of: #"customModule="xdrip" customModuleProvider="target""#, with: "")
        let (code, _) = try generate(storyboard)
        XCTAssertTrue(code.contains("import xdrip"), code)
        XCTAssertTrue(code.contains("xdrip.SettingsViewController"), code)
        XCTAssertFalse(code.contains("xdrip.RootViewController"), code)
    }

    /// Storyboards of two targets name two modules: neither is the run's.
    func testTwoTargetModulesNameNone() throws {
        let other = storyboard(secondModule: "xdrip").replacingOccurrences(of: "Root", with: "Other")
            .replacingOccurrences(
                of: #"customModule="xdrip" customModuleProvider"#, with: #"customModule="Widget" customModuleProvider"#)
        var diagnostics = DiagnosticCollector()
        let project = try XCTUnwrap(
            Pipeline.load(
                [
                    InputFile(path: "Main.storyboard", bytes: Array(storyboard(secondModule: "xdrip").utf8)),
                    InputFile(path: "Widget.storyboard", bytes: Array(other.utf8)),
                ], checks: .everything, diagnostics: &diagnostics)
        ).project
        XCTAssertNil(project.storyboardTargetModule)
        XCTAssertEqual(project.moduleName(given: "App"), "App")
    }
}
