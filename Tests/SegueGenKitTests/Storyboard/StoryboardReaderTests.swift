import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

final class StoryboardReaderTests: XCTestCase {
    private func read(_ url: URL) throws -> (StoryboardDefinition?, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let document = Pipeline.read(
            InputFile(path: url.lastPathComponent, bytes: try Fixtures.bytes(of: url)), diagnostics: &diagnostics)
        return (document?.storyboard, diagnostics.sorted)
    }

    private func read(xml: String, file: String = "Test.storyboard") -> (StoryboardDefinition?, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let document = Pipeline.read(InputFile(path: file, bytes: Array(xml.utf8)), diagnostics: &diagnostics)
        return (document?.storyboard, diagnostics.sorted)
    }

    private var constructs: URL { Fixtures.url("Generation/Storyboard/Constructs.storyboard") }

    func testReadsEveryControllerKindWithItsClass() throws {
        let (storyboard, _) = try read(constructs)
        let scenes = try XCTUnwrap(storyboard).scenes
        XCTAssertEqual(storyboard?.name, "Constructs")
        XCTAssertEqual(storyboard?.initialScene, "Tabs")
        let summary = scenes.map {
            "\($0.name) | \($0.kind.rawValue) | \($0.viewControllerClass) | \($0.storyboardIdentifier ?? "-")"
        }
        XCTAssertEqual(
            summary,
            [
                "Tabs | tabBarController | UITabBarController | -",
                "Navigation | navigationController | UINavigationController | -",
                "ListViewController | tableViewController | ListViewController | list",
                "DetailViewController | viewController | DetailViewController | -",
                "AddNavigation | navigationController | UINavigationController | AddNavigation",
                "PickerViewController | collectionViewController | PickerViewController | -",
                "FlippedViewController | viewController | Features.FlippedViewController | -",
                "Legacy | viewController | UIViewController | Legacy",
                "Popover Content | viewController | UIViewController | -",
                "SettingsHostingController | hostingController | SettingsHostingController | -",
                "AVPlayerViewController | avPlayerViewController | AVKit.AVPlayerViewController | -",
                "PageViewController | pageViewController | UIPageViewController | -",
                "SplitViewController | splitViewController | UISplitViewController | -",
                "GLKViewController | glkViewController | GLKit.GLKViewController | -",
                "ViewController (vw2-00-vwc) | viewController | UIViewController | -",
                "ViewController (vw3-00-vwc) | viewController | UIViewController | -",
            ])
        XCTAssertEqual(scenes[2].location, SourceLocation(file: "Constructs.storyboard", line: 33, column: 17))
    }

    /// Each scene kind, by its element, alone in a storyboard: a new kind
    /// is read here without a test of its own.
    func testReadsEachSceneKindByItsElement() throws {
        for kind in SceneKind.allCases {
            let (storyboard, diagnostics) = read(
                xml: """
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" \
                    targetRuntime="iOS.CocoaTouch"><scenes><scene sceneID="s"><objects>
                    <\(kind.rawValue) id="v" sceneMemberID="viewController"/>
                    </objects></scene></scenes></document>
                    """)
            XCTAssertEqual(diagnostics, [], kind.rawValue)
            let scene = try XCTUnwrap(storyboard?.scenes.first, kind.rawValue)
            XCTAssertEqual(scene.kind, kind)
            XCTAssertEqual(scene.viewControllerClass, kind.defaultClass, kind.rawValue)
        }
    }

    func testReadsSeguesWhereverTheySitInTheScene() throws {
        let (storyboard, _) = try read(constructs)
        let list = try XCTUnwrap(storyboard?.scenes.first { $0.name == "ListViewController" })
        // Cell (twice, peek-and-pop children skipped), bar button item, the
        // controller's own connections, and a gesture recognizer.
        XCTAssertEqual(
            list.segues.map {
                "\($0.identifier ?? "-") \($0.kind.rawValue) \($0.destination?.description ?? "-") \($0.segueClass?.description ?? "-")"
            },
            [
                "Show Detail show DetailViewController -", "Show Detail show DetailViewController -",
                "add-item presentation AddNavigation -", "1st flip custom FlippedViewController Transitions.FlipSegue",
                "legacyPush push Legacy -", "legacyModal modal Legacy -",
                "default popoverPresentation Popover Content -",
                "legacyPopover popover Legacy -", "tapped: showDetail SettingsHostingController -",
            ])
        XCTAssertEqual(list.segues[0].location, SourceLocation(file: "Constructs.storyboard", line: 38, column: 37))
        let detail = try XCTUnwrap(storyboard?.scenes.first { $0.name == "DetailViewController" })
        XCTAssertEqual(detail.segues.map(\.kind), [.unwind, .unwind, .embed, .show])
        XCTAssertEqual(detail.segues.map(\.action), ["unwindToList:", "unwindToList:", nil, nil])
        XCTAssertEqual(detail.segues[0].destination, nil)
        XCTAssertEqual(detail.segues[1].segueClass, TypeReference(name: "FadeUnwindSegue"))
        XCTAssertEqual(detail.segues[2].identifier, "")
        XCTAssertEqual(detail.segues.filter { $0.identifier == nil }.count, 2)
        let relationships = storyboard?.scenes.first { $0.name == "SplitViewController" }?.segues.map(\.relationship)
        XCTAssertEqual(relationships, ["masterViewController", "detailViewController"])
    }

    func testResolvesStoryboardReferencesAcrossInputs() throws {
        let home = Fixtures.url("Storyboards/Home.storyboard")
        let settings = Fixtures.url("Storyboards/Settings.storyboard")
        let (storyboard, _) = try read(home)
        XCTAssertEqual(
            storyboard?.scenes.first?.segues.map(\.destination),
            [
                SceneReference(storyboard: "Settings", target: .storyboardIdentifier("profile")),
                SceneReference(storyboard: "Settings", target: .initialScene),
                SceneReference(target: .storyboardIdentifier("local")),
                SceneReference(storyboard: "Help", target: .initialScene, bundle: "com.example.Help"),
                SceneReference(storyboard: "Settings", target: .storyboardIdentifier("nobody")),
            ])
        let alone = Diagnose.files([("Home.storyboard", try Fixtures.text(of: home))])
        XCTAssertEqual(
            Diagnose.summary(alone),
            ["9:25 warning SG205", "10:25 warning SG205", "12:25 warning SG205", "13:25 warning SG205"])
        let both = Diagnose.files([
            ("Home.storyboard", try Fixtures.text(of: home)), ("Settings.storyboard", try Fixtures.text(of: settings)),
        ])
        // The profile's unwind hangs on the controller and has no identifier:
        // nothing can perform it (SG308).
        XCTAssertEqual(
            Diagnose.summary(both),
            ["12:25 warning SG205", "13:25 error SG204", "22:25 note SG220", "22:25 warning SG308"])
        XCTAssertEqual(both[1].message, "storyboard \"Settings\" has no scene with storyboard ID \"nobody\"")
    }

    func testTypesReferencedDestinationsAcrossStoryboards() throws {
        let home = Fixtures.url("Storyboards/Home.storyboard")
        let settings = Fixtures.url("Storyboards/Settings.storyboard")
        let homeText = try Fixtures.text(of: home).replacingOccurrences(
            of: "referencedIdentifier=\"nobody\"", with: "referencedIdentifier=\"profile\"")
        var diagnostics = DiagnosticCollector()
        let project = try XCTUnwrap(
            Pipeline.load(
                [
                    InputFile(path: "Home.storyboard", bytes: Array(homeText.utf8)),
                    InputFile(path: "Settings.storyboard", bytes: try Fixtures.bytes(of: settings)),
                ], checks: .everything, diagnostics: &diagnostics)
        ).project
        let homeScene = try XCTUnwrap(project.storyboard(named: "Home")?.scenes.first)
        let source = SceneID(storyboard: "Home", scene: homeScene.name)
        let types = homeScene.segues.map { project.typedDestination(of: $0, from: source) }
        XCTAssertEqual(
            types.map(\.type.name),
            [
                "ProfileViewController", "SettingsViewController", "UITableViewController", "UIViewController",
                "ProfileViewController",
            ])
        XCTAssertEqual(types.map(\.viaNavigationController), [false, true, false, false, false])
    }

    func testRefusesAppKitAndWatchKitDocumentsWithOneLocatedError() throws {
        for (file, kind) in [
            ("MacApp.storyboard", "an AppKit (macOS) storyboard"), ("Watch.storyboard", "a WatchKit storyboard"),
        ] {
            let (storyboard, diagnostics) = try read(Fixtures.url("Storyboards/\(file)"))
            XCTAssertNil(storyboard)
            XCTAssertEqual(
                diagnostics.map(\.description),
                [
                    "\(file):2:1: error: this is \(kind); SegueGen supports UIKit storyboards (iOS, tvOS, Mac Catalyst) only [SG011]"
                ])
        }
        let (xib, diagnostics) = read(xml: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>")
        XCTAssertNil(xib)
        XCTAssertEqual(diagnostics.map(\.code), [.unsupportedDocument])
        XCTAssertEqual(read(xml: "<plist version=\"1.0\"/>").1.map(\.code), [.unsupportedDocument])
    }

    func testMalformedXMLIsALocatedErrorWithTheOpeningTag() throws {
        let (storyboard, diagnostics) = try read(Fixtures.url("Storyboards/Malformed.storyboard"))
        XCTAssertNil(storyboard)
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Malformed.storyboard:7:13: error: end tag </objects> does not match <viewController> [SG009]\n"
                    + "Malformed.storyboard:6:17: note: <viewController> opens here"
            ])
    }

    func testRefusesDoctypeAndEntityDeclarations() throws {
        let (storyboard, diagnostics) = try read(Fixtures.url("Storyboards/Doctype.storyboard"))
        XCTAssertNil(storyboard)
        XCTAssertEqual(Diagnose.summary(diagnostics), ["2:1 error SG010"])
        XCTAssertEqual(Diagnose.summary(read(xml: "<x>\n<!ENTITY y \"z\">\n</x>").1), ["2:1 error SG010"])
    }

    func testScannerChecksWellFormedness() {
        let cases: [(String, String)] = [
            ("<x", "1:1 error SG009"),
            ("<x a=\"1\" a=\"2\"/>", "1:10 error SG009"),
            ("<x a=1/>", "1:6 error SG009"),
            ("<x a=\"<\"/>", "1:7 error SG009"),
            ("<x a=\"&bogus;\"/>", "1:7 error SG009"),
            ("<x a=\"&#0;\"/>", "1:7 error SG009"),
            ("<x>&nbsp;</x>", "1:4 error SG009"),
            ("<x/><x/>", "1:5 error SG009"),
            ("text<x/>", "1:1 error SG009"),
            ("<x><!-- a -- b --></x>", "1:11 error SG009"),
            ("<x></xs>", "1:4 error SG009"),
            ("</x>", "1:1 error SG009"),
            ("", "1:1 error SG009"),
            ("<x a=\"x\"b=\"y\"/>", "1:9 error SG009"),
            ("<x><![CDATA[ unterminated </x>", "1:4 error SG009"),
        ]
        for (xml, expected) in cases {
            XCTAssertEqual(Diagnose.summary(read(xml: xml).1), [expected], xml)
        }
    }

    func testDecodesEntitiesAndCharacterReferences() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
              <scenes><scene sceneID="s"><objects>
                <viewController id="a" customClass="A" sceneMemberID="viewController">
                  <connections>
                    <segue destination="a" kind="show" identifier="say &quot;hi&quot; &amp; &lt;&gt; &apos;&#233;&#x1F600;" id="x"/>
                  </connections>
                </viewController>
              </objects></scene></scenes>
            </document>
            """
        let (storyboard, diagnostics) = read(xml: xml)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(storyboard?.scenes.first?.segues.first?.identifier, "say \"hi\" & <> 'é😀")
    }

    func testBoundsNestingAndLocatesInvalidUTF8() {
        let deep = String(repeating: "<a>", count: 2_000) + String(repeating: "</a>", count: 2_000)
        XCTAssertEqual(read(xml: deep).1.map(\.code), [.nestingTooDeep])
        var diagnostics = DiagnosticCollector()
        _ = Pipeline.read(
            InputFile(
                path: "Bad.storyboard",
                bytes: Array("<document>\n  <a b=\"".utf8) + [0xFF] + Array("\"/></document>".utf8)),
            diagnostics: &diagnostics)
        XCTAssertEqual(Diagnose.summary(diagnostics.diagnostics), ["2:9 error SG002"])
        XCTAssertEqual(diagnostics.diagnostics.first?.message, "invalid UTF-8 byte 0xFF; storyboards are UTF-8")
        // After a byte-order mark, and in a file too large to read.
        var marked = DiagnosticCollector()
        _ = Pipeline.read(
            InputFile(path: "Bad.storyboard", bytes: [0xEF, 0xBB, 0xBF] + Array("<a b=\"".utf8) + [0xFF]),
            diagnostics: &marked)
        XCTAssertEqual(Diagnose.summary(marked.diagnostics), ["1:7 error SG002"])
        var large = DiagnosticCollector()
        _ = Pipeline.read(
            InputFile(path: "Big.storyboard", bytes: Array("<document/>".utf8)),
            limits: ReaderLimits(maximumStoryboardSize: 4), diagnostics: &large)
        XCTAssertEqual(large.diagnostics.map(\.message), ["file is 11 bytes; the limit is 4 bytes"])
    }

    func testNamesScenesReadablyAndUniquely() {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
              <scenes>
                <!--Inbox-->
                <scene sceneID="1"><objects><viewController id="a1" customClass="ListViewController" storyboardIdentifier="inbox" sceneMemberID="viewController"/></objects></scene>
                <!--Archive-->
                <scene sceneID="2"><objects><viewController id="a2" customClass="ListViewController" sceneMemberID="viewController"/></objects></scene>
                <!--Settings Title-->
                <scene sceneID="3"><objects><viewController id="a3" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="4"><objects><viewController id="a4" userLabel="Main Menu" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="5"><objects><navigationController id="a5" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="6"><objects><viewController id="a6.x" storyboardIdentifier="Step.One" sceneMemberID="viewController"/></objects></scene>
              </scenes>
            </document>
            """
        let (storyboard, _) = read(xml: xml)
        XCTAssertEqual(
            storyboard?.scenes.map(\.name),
            [
                "ListViewController (inbox)", "ListViewController (Archive)", "Settings Title", "Main Menu",
                "NavigationController", "Step One",
            ])
    }
}

extension StoryboardReaderTests {
    /// Issue 37: a storyboard with an empty `<scenes/>` passed without a
    /// word; it is a note, and the graph draws it as one node.
    func testAStoryboardWithoutScenesIsANoteAndOneNode() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes/>
            </document>

            """
        let diagnostics = Diagnose.files([("Empty.storyboard", text)])
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Empty.storyboard:2:1: note: this storyboard has no scenes, so it adds nothing to check and nothing "
                    + "to the generated code [SG019]"
            ])
        var collector = DiagnosticCollector()
        let project = try XCTUnwrap(
            Pipeline.load(
                [InputFile(path: "Empty.storyboard", bytes: Array(text.utf8))], checks: .everything,
                diagnostics: &collector))
        let mermaid = GraphRenderer.render(project.project, graph: project.graph, format: .mermaid)
        XCTAssertFalse(mermaid.contains("subgraph"), mermaid)
        XCTAssertTrue(mermaid.contains(#"e0[/"Empty<br/>storyboard without scenes"/]"#), mermaid)
        let dot = GraphRenderer.render(project.project, graph: project.graph, format: .dot)
        XCTAssertFalse(dot.contains("cluster"), dot)
        XCTAssertTrue(dot.contains(#"e0 [label="Empty\nstoryboard without scenes", shape=folder, style=dashed];"#), dot)
    }
}
