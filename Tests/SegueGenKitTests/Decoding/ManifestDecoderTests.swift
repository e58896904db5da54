import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

final class ManifestDecoderTests: XCTestCase {
    private func decode(_ yaml: String, file: String = "Main.segues.yaml") -> (InputDocument?, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let document = Pipeline.read(InputFile(path: file, bytes: Array(yaml.utf8)), diagnostics: &diagnostics)
        return (document, diagnostics.sorted)
    }

    func testDecodesEveryPartOfTheFormat() throws {
        let (document, diagnostics) = decode(
            """
            version: 1
            initialScene: Nav
            scenes:
              - name: Nav
                kind: navigationController
                segues:
                  - {kind: relationship, relationship: rootViewController, destination: List}
              - name: List
                class: ListViewController
                module: Features
                storyboardID: list
                segues:
                  - {id: showItem, kind: show, destination: Other.Item, class: FadeSegue, module: Effects}
                  - {id: 42, kind: presentation, destination: {storyboard: Other, storyboardID: settings}}
                  - {kind: showDetail, destination: {storyboard: Other}}
                  - {kind: unwind, action: "done:"}
            classes:
              ListViewController:
                unwindActions: ["unwindToList:"]
                senders: {showItem: Item}
            """)
        XCTAssertEqual(diagnostics, [])
        let storyboard = try XCTUnwrap(document?.storyboard)
        XCTAssertEqual(storyboard.name, "Main")
        XCTAssertEqual(storyboard.initialScene, "Nav")
        XCTAssertEqual(storyboard.scenes.map(\.name), ["Nav", "List"])
        XCTAssertEqual(storyboard.scenes[0].kind, .navigationController)
        XCTAssertEqual(storyboard.scenes[0].viewControllerClass, .navigationController)
        let list = storyboard.scenes[1]
        XCTAssertEqual(list.customClass, TypeReference(name: "ListViewController", module: "Features"))
        XCTAssertEqual(list.storyboardIdentifier, "list")
        XCTAssertEqual(list.segues.map(\.identifier), ["showItem", "42", nil, nil])
        XCTAssertEqual(list.segues[0].destination, SceneReference(storyboard: "Other", target: .scene("Item")))
        XCTAssertEqual(list.segues[0].segueClass, TypeReference(name: "FadeSegue", module: "Effects"))
        XCTAssertEqual(
            list.segues[1].destination, SceneReference(storyboard: "Other", target: .storyboardIdentifier("settings")))
        XCTAssertEqual(list.segues[2].destination, SceneReference(storyboard: "Other", target: .initialScene))
        XCTAssertEqual(list.segues[3].action, "done:")
        XCTAssertEqual(list.segues[3].actionLocation, SourceLocation(file: "Main.segues.yaml", line: 16, column: 32))
        XCTAssertEqual(document?.classes.first?.unwindActions.map(\.selector), ["unwindToList:"])
        XCTAssertEqual(document?.classes.first?.senders.map(\.type), ["Item"])
    }

    func testStoryboardNameDefaultsFromTheFileName() {
        XCTAssertEqual(StoryboardDefinition.defaultName(forFile: "App/Main.segues.yaml"), "Main")
        XCTAssertEqual(StoryboardDefinition.defaultName(forFile: "Flows.segues.json"), "Flows")
        XCTAssertEqual(StoryboardDefinition.defaultName(forFile: "x/Base.lproj/Main.storyboard"), "Main")
        XCTAssertEqual(StoryboardDefinition.defaultName(forFile: "Short.SEGUES.YML"), "Short")
    }

    func testCollectsEveryErrorInOneRun() {
        let (_, diagnostics) = decode(
            """
            version: 1
            scene:
              - name: A
            scenes:
              - name: [A]
                kind: viewControler
                segue: []
              - segues:
                  - {id: x, kind: shw, destinaton: B}
                  - kind: unwind
                    action: [x]
              - "not a mapping"
            classes:
              A:
                unwindActions:
                  - unwindToA:
              B: []
            """)
        XCTAssertEqual(
            Diagnose.summary(diagnostics),
            [
                "2:1 error SG103", "5:11 error SG101", "6:11 error SG105", "7:5 error SG103", "8:5 error SG102",
                "9:23 error SG105", "9:28 error SG103", "11:17 error SG101", "12:5 error SG101", "16:9 error SG101",
                "17:6 error SG101",
            ])
        XCTAssertEqual(diagnostics[0].message, "unknown key \"scene\" in the manifest; did you mean \"scenes\"?")
        XCTAssertEqual(diagnostics[2].message, "unknown scene kind \"viewControler\"; did you mean \"viewController\"?")
        XCTAssertEqual(diagnostics[3].message, "unknown key \"segue\" in a scene; did you mean \"segues\"?")
        XCTAssertEqual(diagnostics[9].message, "a selector ending in ':' must be quoted in YAML; write \"unwindToA:\"")
    }

    func testRefusesMissingAndUnknownVersions() {
        XCTAssertEqual(Diagnose.summary(decode("scenes: []\n").1), ["1:1 error SG102"])
        XCTAssertEqual(Diagnose.summary(decode("version: 2\nscenes: []\n").1), ["1:10 error SG104"])
        XCTAssertEqual(Diagnose.summary(decode("version: \"1\"\nscenes: []\n").1), ["1:10 error SG101"])
        XCTAssertEqual(Diagnose.summary(decode("- 1\n").1), ["1:1 error SG101"])
        XCTAssertEqual(Diagnose.summary(decode("version: 1\n").1), ["1:1 error SG102"])
    }

    func testStopsAfterTheErrorLimit() {
        let scenes = (0..<150).map { "  - {name: S\($0), bogus: 1}" }.joined(separator: "\n")
        var diagnostics = DiagnosticCollector(errorLimit: 100)
        _ = Pipeline.read(
            InputFile(path: "m.segues.yaml", bytes: Array("version: 1\nscenes:\n\(scenes)\n".utf8)),
            diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.diagnostics.count, 101)
        XCTAssertEqual(diagnostics.diagnostics.last?.code, .tooManyErrors)
    }

    func testReadsTheSameModelFromJSONAndYAML() throws {
        let yaml = decode(
            "version: 1\nscenes:\n  - name: A\n    segues:\n      - {id: go, kind: show, destination: A}\n",
            file: "S.segues.yaml")
        let json = decode(
            #"{"version": 1, "scenes": [{"name": "A", "segues": [{"id": "go", "kind": "show", "destination": "A"}]}]}"#,
            file: "S.segues.json")
        let yamlScene = try XCTUnwrap(yaml.0?.storyboard?.scenes.first)
        let jsonScene = try XCTUnwrap(json.0?.storyboard?.scenes.first)
        XCTAssertEqual(yamlScene.segues.map(\.identifier), jsonScene.segues.map(\.identifier))
        XCTAssertEqual(yamlScene.segues.map(\.destination), jsonScene.segues.map(\.destination))
        XCTAssertEqual(yaml.0?.storyboard?.name, json.0?.storyboard?.name)
    }
}

extension ManifestDecoderTests {
    /// Issue 37: a misspelt kind hid a misspelt destination on its line;
    /// both are reported.
    func testAMisspeltKindDoesNotHideAMisspeltDestination() {
        let diagnostics = Diagnose.yaml(
            "version: 1\nscenes:\n  - name: Start\n    segues: [{id: go, kind: shwo, destination: Strat}]\n")
        XCTAssertEqual(diagnostics.map(\.code), [.invalidValue, .unknownDestination])
        XCTAssertEqual(diagnostics.map(\.location.line), [4, 4])
        XCTAssertTrue(diagnostics[1].message.contains("\"Strat\""), diagnostics[1].message)
    }

    /// After value errors only a destination no scene has is added, never
    /// what a value left out may cause (a misspelt key's segue without its
    /// destination), nor a warning; after a syntax error nothing is.
    func testOnlyAMissingDestinationFollowsValueErrors() {
        let unreachable = Diagnose.yaml(
            "version: 1\ninitialScene: A\nscenes:\n  - {name: A, kind: viewControler}\n  - {name: B}\n")
        XCTAssertEqual(unreachable.map(\.code), [.invalidValue])
        let misspeltKey = Diagnose.yaml(
            "version: 1\nscenes:\n  - name: A\n    segues: [{id: go, kind: show, destinaton: A}]\n")
        XCTAssertEqual(misspeltKey.map(\.code), [.unknownKey])
        // A scene whose name is misspelt or mistyped is dropped: a segue to
        // it is no second error.
        let droppedScene = Diagnose.yaml(
            "version: 1\nscenes:\n  - {nmae: Nav}\n  - {name: A, segues: [{id: go, kind: show, destination: Nav}]}\n")
        XCTAssertFalse(droppedScene.map(\.code).contains(.unknownDestination), "\(droppedScene)")
        let mistyped = Diagnose.yaml(
            "version: 1\nscenes:\n  - {name: [Nav]}\n  - {name: A, segues: [{id: go, kind: show, destination: Nav}]}\n")
        XCTAssertFalse(mistyped.map(\.code).contains(.unknownDestination), "\(mistyped)")
        let syntax = Diagnose.files([
            ("a.segues.yaml", "version: 1\nscenes:\n  - name: A\n    segues: [{kind: show, destination: Nowhere}]\n"),
            ("b.segues.json", "{"),
        ])
        XCTAssertEqual(syntax.map(\.code), [.jsonSyntax])
    }
}
