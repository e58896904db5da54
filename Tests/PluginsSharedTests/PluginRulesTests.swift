import SegueGenKit
import XCTest

/// What the plugins decide without the tool, pinned to the tool's own
/// rules: the file names of the output, and the module a target compiles
/// into, as the tool resolves it from an Xcode project's build settings.
final class PluginRulesTests: XCTestCase {
    func testTheCommittedFileIsNamedByTheOutputRule() {
        XCTAssertEqual(
            SegueGenInvocation.committedOutputName(forTarget: "App"), "App" + SegueGenKit.OutputLayout.fileNameSuffix)
        XCTAssertEqual(OutputLayout.sharedFileName, SegueGenKit.OutputLayout.sharedFileName)
        XCTAssertEqual(
            OutputLayout(inputs: ["A/Main.storyboard"]).allFileNames,
            SegueGenKit.OutputLayout(inputs: ["A/Main.storyboard"]).allFileNames)
    }

    func testTheModuleOfATargetIsTheOneBuildSettingsGive() {
        for target in ["App", "My App", "Today-Widget", "9Lives", "Café"] {
            let settings = BuildSettings(
                levels: [BuildSettings.defaults(target: target, project: "P", configuration: "Debug")])
            XCTAssertEqual(SegueGenInvocation.moduleName(forTarget: target), settings["PRODUCT_MODULE_NAME"], target)
        }
    }
}
