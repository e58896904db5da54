import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The naming layer against the app's own names: what is renamed, what is
/// spelled through an alias, and what cannot be worked around.
final class NamePlanTests: XCTestCase {
    private let manifest = """
        version: 1
        storyboard: Main
        initialScene: List
        scenes:
          - {name: List, class: ListViewController, segues: [{id: showDetail, kind: show, destination: Detail}]}
          - {name: Detail, class: DetailViewController, storyboardID: detail, segues: [{kind: unwind, action: "back:"}]}
        classes:
          ListViewController: {confirmsLeaving: true}

        """

    private func diagnose(_ swift: String, configuration: String? = nil) -> [String] {
        var names: [GeneratedName: String] = [:]
        if let configuration {
            var diagnostics = DiagnosticCollector()
            names =
                Configuration.read(Array(configuration.utf8), file: "seguegen.yaml", diagnostics: &diagnostics)?
                .names ?? [:]
        }
        var diagnostics = DiagnosticCollector()
        _ = Pipeline.load(
            [
                InputFile(path: "Main.segues.yaml", bytes: Array(manifest.utf8)),
                InputFile(path: "App.swift", bytes: Array(swift.utf8)),
            ], checks: .everything, names: names, diagnostics: &diagnostics)
        return diagnostics.sorted.filter { ["SG226", "SG227"].contains($0.code.rawValue) }.map {
            "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.code.rawValue) \($0.message)"
        }
    }

    private func plan(_ swift: String, chosen: [GeneratedName: String] = [:]) throws -> NamePlan {
        var diagnostics = DiagnosticCollector()
        let run = try XCTUnwrap(
            Pipeline.load(
                [
                    InputFile(path: "Main.segues.yaml", bytes: Array(manifest.utf8)),
                    InputFile(path: "App.swift", bytes: Array(swift.utf8)),
                ], checks: .everything, names: chosen, diagnostics: &diagnostics))
        return run.names
    }

    func testNamesNothingDeclaresStayAsTheyAre() throws {
        let names = try plan(
            "class ListViewController: UIViewController {}\nclass DetailViewController: UIViewController {}")
        XCTAssertEqual(names.renames, [])
        XCTAssertEqual(names.conflicts, [])
        XCTAssertEqual(names.name(.sceneNamespace), "StoryboardScene")
        XCTAssertEqual(names.member(.segue, of: "ListViewController"), "Segue")
        XCTAssertEqual(
            names.spelling(of: TypeReference(name: "DetailViewController"), at: .sceneNamespace, moduleName: nil).text,
            "DetailViewController")
    }

    /// A run given storyboards alone knows the app's classes only from
    /// them: a scene class named like a generated namespace makes the
    /// namespace give way, as the class's Swift declaration does. It used
    /// to generate `enum StoryboardSegue` beside the app's class, and the
    /// output did not compile.
    func testClassesTheStoryboardsPlaceInTheModuleAreTheAppsNames() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a">
                <scenes>
                    <scene sceneID="1"><objects>
                        <viewController storyboardIdentifier="segues" id="a" customClass="StoryboardSegue" customModuleProvider="target" sceneMemberID="viewController">
                            <connections>
                                <segue destination="b" kind="show" identifier="next" id="s1"/>
                            </connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="2"><objects>
                        <viewController storyboardIdentifier="scenes" id="b" customClass="StoryboardScene" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>

            """
        let input = InputFile(path: "Main.storyboard", bytes: Array(storyboard.utf8))
        var diagnostics = DiagnosticCollector()
        var code = ""
        let generated = Pipeline.run(
            GenerationRequest(inputs: [input], options: GenerationOptions()), diagnostics: &diagnostics,
            output: { code += $0 })
        XCTAssertTrue(generated, "\(diagnostics.sorted)")
        XCTAssertEqual(
            diagnostics.sorted.filter { $0.code.rawValue == "SG226" }.map { "\($0.location.line)" }, ["5", "12"])
        XCTAssertTrue(code.contains("enum SegueGenStoryboardSegue"), code)
        XCTAssertTrue(code.contains("enum SegueGenStoryboardScene"), code)
        XCTAssertFalse(code.contains("enum StoryboardSegue "), code)
        XCTAssertFalse(code.contains("enum StoryboardScene "), code)
        let run = try XCTUnwrap(Pipeline.load([input], checks: .everything, diagnostics: &diagnostics))
        let folder = try SwiftTypeChecker.temporaryFolder("placed-names")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Generated.swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        let stubs = try ClassStubs.write(for: run.project.storyboards, into: folder, checker: .standIn)
        try SwiftTypeChecker.standIn.assertCompilesCleanly([file] + stubs)
    }

    func testAGeneratedTypeTheAppDeclaresIsRenamed() {
        XCTAssertEqual(
            diagnose(
                "enum StoryboardScene {}\nstruct LeaveDecision {}\nclass DetailViewController: UIViewController {}"),
            [
                "1:6 warning SG226 the app declares StoryboardScene here, so the generated StoryboardScene is named "
                    + "SegueGenStoryboardScene instead; to choose the name, set names: {StoryboardScene: …} in seguegen.yaml",
                "2:8 warning SG226 the app declares LeaveDecision here, so the generated LeaveDecision is named "
                    + "SegueGenLeaveDecision instead; to choose the name, set names: {LeaveDecision: …} in seguegen.yaml",
            ])
    }

    func testATypeNestedInAnExtendedClassRenamesTheTopLevelNamesSpelledThere() throws {
        let names = try plan("class ListViewController: UIViewController { enum PendingDeparture {} }")
        XCTAssertEqual(names.name(.pendingDeparture), "SegueGenPendingDeparture")
        // Not spelled in class bodies, so not renamed.
        XCTAssertEqual(names.name(.sceneType), "StoryboardSceneType")
    }

    func testMembersGiveWayToTheClassChainAndToTopLevelTypes() throws {
        let nested = try plan(
            """
            class BaseViewController: UIViewController { enum Segue {}; func performSegue(_ s: Int, sender: Any?) {} }
            class ListViewController: BaseViewController {}
            """)
        XCTAssertEqual(nested.member(.segue, of: "ListViewController"), "SegueGenSegue")
        XCTAssertEqual(nested.member(.performSegue, of: "ListViewController"), "segueGenPerformSegue")
        XCTAssertEqual(nested.member(.preparedSegue, of: "ListViewController"), "PreparedSegue")
        let topLevel = try plan("enum Departure {}\nenum SegueGenDeparture {}")
        XCTAssertEqual(topLevel.member(.departure, of: "ListViewController"), "SegueGenDeparture2")
    }

    func testNamesChosenInTheConfigurationAreUsedAndStillGiveWay() throws {
        let chosen = try plan("enum Scenes {}", chosen: [.sceneNamespace: "Scenes", .segue: "Identifier"])
        XCTAssertEqual(chosen.name(.sceneNamespace), "SegueGenScenes")
        XCTAssertEqual(chosen.member(.segue, of: "ListViewController"), "Identifier")
    }

    func testWhatCannotBeWorkedAroundIsAnErrorAtTheAppsDeclaration() {
        XCTAssertEqual(
            diagnose(
                """
                struct Swift {}
                class ListViewController: UIViewController {
                    enum UIKit {}
                    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
                }
                """),
            [
                "1:8 error SG227 a type named Swift hides the Swift module, which the generated code qualifies its "
                    + "types with (Swift.String); rename the type",
                "3:10 error SG227 the type UIKit declared here would hide the UIKit module in the extension SegueGen "
                    + "generates for ListViewController, which qualifies names with it; rename this type",
                "4:19 error SG227 ListViewController confirms leaving, so SegueGen overrides "
                    + "shouldPerformSegue(withIdentifier:sender:) in its extension, and a class cannot override a method "
                    + "twice; decide in confirmLeaving(by:later:) instead, or remove confirmsLeaving",
            ])
    }

    /// `import class UIKit.UIScreen` imports one declaration of UIKit; no
    /// import declares a type, whatever kind it names (issue 42: a false
    /// SG227 in DuckDuckGo and WooCommerce). A type named UIKit still hides
    /// the module.
    func testAnImportOfOneDeclarationDeclaresNoType() {
        let imports = """
            import class UIKit.UIScreen
            @testable import struct Foundation.URL
            import enum Swift.Optional
            import protocol UIKit.UITableViewDelegate
            import func Darwin.sqrt
            import var Darwin.errno
            import let Darwin.M_PI
            import typealias Swift.AnyClass
            class ListViewController: UIViewController {}
            """
        XCTAssertEqual(diagnose(imports), [])
        XCTAssertEqual(
            diagnose(imports + "\nclass UIKit {}\n"),
            [
                "10:7 error SG227 a type named UIKit hides the UIKit module, which the generated code qualifies its "
                    + "types with (UIKit.UIStoryboard); rename the type"
            ])
    }

    /// Review finding: a method of the class named like a helper the
    /// generated extension calls is found first, and the extension does not
    /// compile; it is refused at the method.
    func testAMethodNamedLikeAGeneratedHelperIsAnError() {
        XCTAssertEqual(
            diagnose(
                """
                class ListViewController: UIViewController {
                    func seguegenIdentifier() -> String { "" }
                }
                """),
            [
                "2:10 error SG227 the method seguegenIdentifier() declared here would hide SegueGen's helper of that "
                    + "name in the extension SegueGen generates for ListViewController; rename the method (names that "
                    + "start with seguegen are SegueGen's)"
            ])
    }

    func testATypeHiddenWhereItIsSpelledGoesThroughAnAliasAtFileScope() throws {
        let names = try plan("class ListViewController: UIViewController { class DetailViewController {} }")
        let hidden = names.spelling(
            of: TypeReference(name: "DetailViewController"), at: .classBody("ListViewController"), moduleName: nil)
        XCTAssertEqual(hidden.text, "SeguegenDetailViewController")
        XCTAssertEqual(hidden.alias?.name, "SeguegenDetailViewController")
        XCTAssertEqual(hidden.alias?.target, "DetailViewController")
        // Elsewhere, nothing hides it.
        XCTAssertNil(
            names.spelling(of: TypeReference(name: "DetailViewController"), at: .fileScope, moduleName: nil).alias)
        // The storyboard Main is a namespace of StoryboardScene.
        let main = names.spelling(of: TypeReference(name: "Main", module: "Kit"), at: .sceneNamespace, moduleName: nil)
        XCTAssertEqual(main.text, "Kit.Main")
        XCTAssertEqual(
            names.spelling(of: TypeReference(name: "Main"), at: .sceneNamespace, moduleName: nil).alias?.target, "Main")
        XCTAssertEqual(
            names.spelling(ofTypeText: "[DetailViewController]?", at: .classBody("ListViewController")).text,
            "[SeguegenDetailViewController]?")
    }

    /// Review finding: an app type named like a UIKit or Foundation type
    /// the generated code spells (a `struct Bundle` of a shop's products)
    /// hid it. The generated code qualifies them, so nothing is renamed or
    /// refused.
    func testAppTypesNamedLikeUIKitsAndFoundationsAreNoConflict() {
        XCTAssertEqual(
            diagnose(
                """
                struct Bundle {}
                final class NSCoder {}
                enum UIStoryboard {}
                class ListViewController: UIViewController {
                    enum UIStoryboardSegue {}
                    enum UINavigationController {}
                }
                """), [])
    }

    /// Review finding: `Kit.Item` and a type `Kit_Item`, both hidden, got
    /// one alias name, which declared it twice.
    func testTwoHiddenTypesNeverShareAnAlias() throws {
        let names = try plan("class ListViewController: UIViewController { enum Kit {}; enum Kit_Item {} }")
        let site = NamePlan.Site.classBody("ListViewController")
        let dotted = names.spelling(of: TypeReference(name: "Item", module: "Kit"), at: site, moduleName: "App")
        let underscored = names.spelling(of: TypeReference(name: "Kit_Item"), at: site, moduleName: "App")
        XCTAssertEqual(dotted.alias?.target, "Kit.Item")
        XCTAssertEqual(underscored.alias?.target, "Kit_Item")
        XCTAssertNotEqual(dotted.alias?.name, underscored.alias?.name)
    }

    /// Review finding: a framework `Kit` that declares a type `Kit` (as
    /// many do) made `Kit.Item` look inside that type.
    func testAModuleWithATypeOfItsOwnNameIsNotUsedToQualify() throws {
        var framework = InputFile(path: "Kit/Kit.swift", bytes: Array("public final class Kit {}\n".utf8))
        framework.module = "Kit"
        var diagnostics = DiagnosticCollector()
        let names = try XCTUnwrap(
            Pipeline.load(
                [InputFile(path: "Main.segues.yaml", bytes: Array(manifest.utf8)), framework],
                checks: .everything,
                diagnostics: &diagnostics)
        ).names
        XCTAssertEqual(
            names.spelling(of: TypeReference(name: "Item", module: "Kit"), at: .fileScope, moduleName: "App").text,
            "Item")
        XCTAssertEqual(
            names.spelling(of: TypeReference(name: "Item", module: "Other"), at: .fileScope, moduleName: "App").text,
            "Other.Item")
    }

    func testAModuleNamedLikeAnAppTypeIsNotUsedToQualify() throws {
        let names = try plan("class Kit {}")
        XCTAssertEqual(
            names.spelling(of: TypeReference(name: "Item", module: "Kit"), at: .fileScope, moduleName: "App").text,
            "Item")
    }

    func testStoryboardsNamedLikeWhatTheirNamespacesSpellAreEscaped() throws {
        let names = try plan("")
        for name in ["Swift", "UIKit", "Foundation", "StoryboardSceneType", "Type", "Self"] {
            XCTAssertEqual(names.storyboardType(name), name + "_", name)
        }
        XCTAssertEqual(names.storyboardType("String"), "String")
        // The generated code qualifies UIKit's types: a storyboard named
        // UIStoryboard hides nothing.
        XCTAssertEqual(names.storyboardType("UIStoryboard"), "UIStoryboard")
        XCTAssertEqual(names.sceneType("Swift"), "Swift_")
        let renamed = try plan("", chosen: [.sceneType: "Scene"])
        XCTAssertEqual(renamed.storyboardType("Scene"), "Scene_")
        XCTAssertEqual(renamed.storyboardType("StoryboardSceneType"), "StoryboardSceneType")
    }

    func testTheConfigurationsNamesAreChecked() {
        var diagnostics = DiagnosticCollector()
        let configuration = Configuration.read(
            Array(
                "names: {StoryboardScene: Scenes, Segue: seg, PreparedSegue: Scenes, Nope: X, performSegue: go}\n".utf8),
            file: "seguegen.yaml", diagnostics: &diagnostics)
        XCTAssertEqual(configuration?.names, [.sceneNamespace: "Scenes", .performSegue: "go"])
        XCTAssertEqual(
            diagnostics.sorted.map { "\($0.location.column) \($0.code.rawValue) \($0.message)" },
            [
                "41 SG105 \"seg\" cannot name Segue: write a Swift identifier starting with a capital letter, not a "
                    + "keyword, and not starting with SegueGen (names of that prefix are the generated code's own)",
                "61 SG105 \"Scenes\" names StoryboardScene already; give PreparedSegue another name",
                "69 SG103 unknown key \"Nope\" in names",
            ])
    }
}
