import Foundation
import SegueGenKit
import SegueGenSupport
import TemplateEngine
import TestSupport
import XCTest

/// One row per diagnostic code: an input that must produce it. The table
/// must cover every code, so a new code cannot ship without a test.
final class DiagnosticCoverageTests: XCTestCase {
    private let manifest = "version: 1\nscenes:\n"
    private let xibHeader =
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects>"
        + "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" customClass=\"V\" "
        + "customModuleProvider=\"target\"/>"
    /// A XIB whose File's Owner is `V`, holding a view with `body`, and
    /// `V`'s Swift code.
    /// `V.xib`, the default nib of `V`, which code creates (`makeV()`).
    private func xibCase(_ body: String, code: String = "class V: UIViewController {}\n") -> [(String, String)] {
        [
            ("V.xib", xibHeader + "<view id=\"v\">\(body)</view></objects></document>"),
            ("V.swift", code + "func makeV() -> V { V() }\n"),
        ]
    }
    private let storyboardHeader =
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" targetRuntime=\"iOS.CocoaTouch\"><scenes>"

    /// A scene of `V`, whose SegueHandlerType enum has a case `nope` no
    /// segue has, performed when `statement` says so.
    private func segueHandlerCase(_ statement: String) -> [(String, String)] {
        [
            ("a.segues.yaml", manifest + "  - {name: A, class: V, segues: [{id: go, kind: show, destination: A}]}\n"),
            (
                "V.swift",
                "protocol SegueHandler { associatedtype SegueIdentifier: RawRepresentable }\n"
                    + "extension SegueHandler where Self: UIViewController {\n"
                    + "    func performSegue(withIdentifier identifier: SegueIdentifier, sender: Any?) {}\n}\n"
                    + "class V: UIViewController, SegueHandler {\n"
                    + "    enum SegueIdentifier: String { case go, nope }\n    func f() { \(statement) }\n}\n"
            ),
        ]
    }

    /// A manifest and a Swift file whose one statement uses a literal.
    private func literalCase(_ statement: String) -> [(String, String)] {
        [
            ("a.segues.yaml", manifest + "  - {name: A, segues: [{id: go, kind: show, destination: A}]}\n"),
            (
                "V.swift",
                "class V: UIViewController {\n    func f(segue: UIStoryboardSegue) {\n        \(statement)\n    }\n}\n"
                    + "func makeV() -> V { V() }\n"
            ),
        ]
    }

    /// A storyboard whose scene's table view has the prototype "Cell", and
    /// a Swift file of the scene's class whose one statement dequeues.
    private func cellCase(_ statement: String) -> [(String, String)] {
        [
            (
                "A.storyboard",
                storyboardHeader
                    + "<scene sceneID=\"s\"><objects><tableViewController id=\"v\" customClass=\"T\" "
                    + "sceneMemberID=\"viewController\"><tableView key=\"view\" dataMode=\"prototypes\" id=\"t\">"
                    + "<prototypes><tableViewCell reuseIdentifier=\"Cell\" id=\"c\"/></prototypes></tableView>"
                    + "</tableViewController></objects></scene></scenes></document>"
            ),
            ("T.swift", "class T: UITableViewController {\n    func f(i: IndexPath) { \(statement) }\n}\n"),
        ]
    }

    /// Inputs run through the pipeline in process, by file name and text.
    private var pipelineCases: [DiagnosticCode: [(String, String)]] {
        [
            .nestingTooDeep: [("a.segues.json", String(repeating: "[", count: 70) + String(repeating: "]", count: 70))],
            .jsonSyntax: [("a.segues.json", "{\"version\": 1,}")],
            .yamlSyntax: [("a.segues.yaml", "version: 1\n\tscenes: []\n")],
            .yamlUnsupportedFeature: [("a.segues.yaml", "version: &v 1\n")],
            .duplicateKey: [("a.segues.yaml", "version: 1\nversion: 1\n")],
            .xmlSyntax: [("A.storyboard", "<x></y>")],
            .xmlForbiddenConstruct: [("A.storyboard", "<!DOCTYPE x><document/>")],
            .unsupportedDocument: [("A.storyboard", "<plist/>")],
            .storyboardWithoutScenes: [("A.storyboard", storyboardHeader + "</scenes></document>")],
            .unknownInputKind: [("a.txt", "")],
            .typeMismatch: [("a.segues.yaml", manifest + "  - name: [A]\n")],
            .missingKey: [("a.segues.yaml", manifest + "  - kind: viewController\n")],
            .unknownKey: [("a.segues.yaml", manifest + "  - {name: A, nmae: B}\n")],
            .unsupportedVersion: [("a.segues.yaml", "version: 9\nscenes: []\n")],
            .invalidValue: [("a.segues.yaml", manifest + "  - {name: A, kind: viewControler}\n")],
            .duplicateScene: [("a.segues.yaml", manifest + "  - {name: A}\n  - {name: A}\n")],
            .conflictingSegueIdentifier: [
                (
                    "a.segues.yaml",
                    manifest
                        + "  - {name: A, segues: [{id: go, kind: show, destination: A}, {id: go, kind: show, destination: B}]}\n  - {name: B}\n"
                )
            ],
            .classSegueConflict: [
                (
                    "a.segues.yaml",
                    manifest
                        + "  - {name: A, class: X, segues: [{id: go, kind: show, destination: C}]}\n  - {name: B, class: X, segues: [{id: go, kind: show, destination: D}]}\n  - {name: C, class: Y}\n  - {name: D, class: Z}\n"
                )
            ],
            .unknownDestination: [
                ("a.segues.yaml", manifest + "  - {name: A, segues: [{id: go, kind: show, destination: B}]}\n")
            ],
            .externalStoryboard: [
                ("a.segues.yaml", manifest + "  - {name: A, segues: [{id: go, kind: show, destination: Other.B}]}\n")
            ],
            .missingUnwindAction: [("a.segues.yaml", manifest + "  - {name: A, segues: [{kind: unwind}]}\n")],
            .malformedSelector: [
                ("a.segues.yaml", manifest + "  - {name: A, segues: [{kind: unwind, action: back}]}\n")
            ],
            .unimplementedUnwindAction: [
                (
                    "a.segues.yaml",
                    manifest
                        + "  - {name: A, class: X, segues: [{kind: unwind, action: \"b:\"}]}\nclasses:\n  X: {unwindActions: [\"a:\"]}\n"
                )
            ],
            .swiftNameCollision: [
                (
                    "a.segues.yaml",
                    manifest + "  - {name: A, segues: [{id: go-on, kind: show, destination: A}, "
                        + "{id: goOn, kind: show, destination: A}]}\n"
                )
            ],
            .chosenNameCollision: [("a.segues.yaml", manifest + "  - {name: a}\n  - {name: A}\n")],
            .duplicateClassDeclaration: [
                ("a.segues.yaml", "version: 1\nclasses:\n  X: {}\n"),
                ("b.segues.yaml", "version: 1\nclasses:\n  X: {}\n"),
            ],
            .emptyIdentifier: [
                ("a.segues.yaml", manifest + "  - {name: A, segues: [{id: \"\", kind: show, destination: A}]}\n")
            ],
            .ignoredSegueClass: [
                ("a.segues.yaml", manifest + "  - {name: A, segues: [{kind: embed, destination: A, class: S}]}\n")
            ],
            .missingSegueClass: [
                ("a.segues.yaml", manifest + "  - {name: A, segues: [{id: f, kind: custom, destination: A}]}\n")
            ],
            .duplicateStoryboard: [
                ("a.segues.yaml", "version: 1\nstoryboard: S\nscenes: []\n"),
                ("b.segues.yaml", "version: 1\nstoryboard: S\nscenes: []\n"),
            ],
            .unknownInitialScene: [("a.segues.yaml", "version: 1\ninitialScene: B\nscenes: [{name: A}]\n")],
            .inconsistentSegue: [("a.segues.yaml", manifest + "  - {name: A, segues: [{kind: show}]}\n")],
            .conflictingKeys: [("a.segues.yaml", manifest + "  - {name: A, module: App}\n")],
            .unusedClassDeclaration: [("a.segues.yaml", manifest + "  - {name: A}\nclasses:\n  Nobody: {}\n")],
            .senderForUnknownSegue: [
                ("a.segues.yaml", manifest + "  - {name: A, class: X}\nclasses:\n  X: {senders: {go: Item}}\n")
            ],
            .invalidTypeName: [("a.segues.yaml", manifest + "  - {name: A, class: \"9X\"}\n")],
            .duplicateStoryboardIdentifier: [
                ("a.segues.yaml", manifest + "  - {name: A, storyboardID: s}\n  - {name: B, storyboardID: s}\n")
            ],
            .unknownSegueIdentifierLiteral: literalCase("performSegue(withIdentifier: \"nope\", sender: nil)"),
            .caughtUnknownNameLiteral: [
                literalCase("")[0],
                (
                    "V.m",
                    "@implementation V\n- (void)f {\n    @try { [self performSegueWithIdentifier:@\"nope\" "
                        + "sender:nil]; } @catch (NSException *e) {}\n}\n@end\n"
                ),
            ],
            .unknownNameLiteralInUncreatedClass: [
                ("a.segues.yaml", manifest + "  - {name: A}\n"),
                (
                    "V.swift",
                    "class V: UIViewController {\n    func f() { _ = storyboard?.instantiateViewController("
                        + "withIdentifier: \"nope\") }\n}\n"
                ),
            ],
            .deadSegueComparison: literalCase("_ = segue.identifier == \"nope\""),
            .unknownStoryboardIdentifierLiteral: literalCase(
                "_ = storyboard?.instantiateViewController(withIdentifier: \"nope\")"),
            .unknownStoryboardNameLiteral: literalCase("_ = UIStoryboard(name: \"Nope\", bundle: nil)"),
            .performedSegueIdentifierCaseWithoutSegue: segueHandlerCase(
                "performSegue(withIdentifier: .nope, sender: nil)"),
            .segueIdentifierCaseWithoutSegue: segueHandlerCase("performSegue(withIdentifier: .go, sender: nil)"),
            .generatedNameGivesWay: [
                ("a.segues.yaml", manifest + "  - {name: A, segues: [{id: go, kind: show, destination: A}]}\n"),
                ("V.swift", "enum StoryboardSegue {}\n"),
            ],
            .appNameHidesGeneratedCode: [
                ("a.segues.yaml", manifest + "  - {name: A, segues: [{id: go, kind: show, destination: A}]}\n"),
                ("V.swift", "struct Swift {}\n"),
            ],
            .literalsNotChecked: [
                ("V.swift", "class V { func f() { performSegue(withIdentifier: \"x\", sender: nil) } }\n")
            ],
            .unwindChecksSkipped: [
                ("a.segues.yaml", manifest + "  - {name: A, segues: [{kind: unwind, action: \"back:\"}]}\n")
            ],
            .unwindNeverReachesImplementer: [
                (
                    "a.segues.yaml",
                    "version: 1\ninitialScene: A\nscenes:\n  - {name: A, class: X, segues: [{kind: unwind, action: \"a:\"}]}\nclasses:\n  X: {unwindActions: [\"a:\"]}\n"
                ),
                ("Info.plist", Diagnose.infoPlist(mainStoryboard: "a")),
            ],
            // The same without the Info.plist: where the app starts is not known.
            .unwindMayNotReachImplementer: [
                (
                    "a.segues.yaml",
                    "version: 1\ninitialScene: A\nscenes:\n  - {name: A, class: X, segues: [{kind: unwind, action: \"a:\"}]}\nclasses:\n  X: {unwindActions: [\"a:\"]}\n"
                )
            ],
            .unwindMissesImplementerOnSomePaths: [
                (
                    "a.segues.yaml",
                    manifest
                        + "  - {name: A, class: X, segues: [{id: s, kind: show, destination: B}]}\n"
                        + "  - {name: C, segues: [{id: t, kind: show, destination: B}]}\n"
                        + "  - {name: B, segues: [{kind: unwind, action: \"a:\"}]}\nclasses:\n  X: {unwindActions: [\"a:\"]}\n"
                )
            ],
            .unknownReuseIdentifier: cellCase("_ = tableView.dequeueReusableCell(withIdentifier: \"Nope\", for: i)"),
            .unknownReuseIdentifierUnproven: cellCase(
                "tableView.register(C.self); _ = tableView.dequeueReusableCell(withIdentifier: \"Nope\", for: i)"),
            .unimplementedUnwindActionUnproven: [
                (
                    "a.segues.yaml",
                    manifest
                        + "  - {name: A, class: X, segues: [{id: s, kind: show, destination: B}]}\n"
                        + "  - {name: B, class: Y, segues: [{kind: unwind, action: \"b:\"}]}\n"
                ),
                ("Y.swift", "class Y: UIViewController {}\n"),
            ],
            .deadSegue: [
                (
                    "a.segues.yaml",
                    manifest + "  - {name: A, segues: [{kind: show, destination: B, manual: true}]}\n  - {name: B}\n"
                )
            ],
            .unsettableConnectionKey: xibCase(
                "<connections><outlet property=\"missing\" destination=\"-1\" id=\"o\"/></connections>"),
            .unimplementedConnectionAction: xibCase(
                "<subviews><button id=\"b\"><connections><action selector=\"go:\" destination=\"-1\" "
                    + "eventType=\"touchUpInside\" id=\"a\"/></connections></button></subviews>"),
            .invisibleCustomClass: xibCase("<subviews><view id=\"w\" customClass=\"V\"/></subviews>"),
            .connectionsNotJudged: xibCase(
                "<subviews><view id=\"w\" customClass=\"W\" customModuleProvider=\"target\"><connections>"
                    + "<outlet property=\"x\" destination=\"v\" id=\"o\"/></connections></view></subviews>"),
            .ignoredRuntimeAttribute: xibCase(
                "<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"number\" keyPath=\"radius\"/>"
                    + "</userDefinedRuntimeAttributes>"),
            .legacyXIBNotRead: [("Old.xib", "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>")],
            .actionMatchesOnlySwift2Selector: xibCase(
                "<subviews><button id=\"b\"><connections><action selector=\"go:\" destination=\"-1\" "
                    + "eventType=\"touchUpInside\" id=\"a\"/></connections></button></subviews>",
                code: "class V: UIViewController {\n    @IBAction func go(sender: Any) {}\n}\n"),
            // The File's Owner of a XIB no view controller loads as its own.
            .unprovenFilesOwnerConnection: xibCase(
                "<subviews><button id=\"b\"><connections><action selector=\"go:\" destination=\"-1\" "
                    + "eventType=\"touchUpInside\" id=\"a\"/></connections></button></subviews>",
                code: "class V: NSObject {}\n"),
            .connectionToAnotherScene: [
                (
                    "A.storyboard",
                    storyboardHeader + "<scene sceneID=\"s\"><objects><viewController id=\"a\" "
                        + "storyboardIdentifier=\"A\" customClass=\"V\" sceneMemberID=\"viewController\"><connections>"
                        + "<outlet property=\"other\" destination=\"b\" id=\"o\"/></connections></viewController>"
                        + "</objects></scene><scene sceneID=\"t\"><objects><viewController id=\"b\" "
                        + "storyboardIdentifier=\"B\" sceneMemberID=\"viewController\"/></objects></scene>"
                        + "</scenes></document>"
                ),
                ("V.swift", "@objc(V) class V: UIViewController {}\n"),
            ],
            .actionOfControlMaybeInoperable: xibCase(
                "<subviews><button hidden=\"YES\" id=\"b\"><connections><action selector=\"go:\" destination=\"-1\" "
                    + "eventType=\"touchUpInside\" id=\"a\"/></connections></button></subviews>"),
            .invisibleClassOfBlockCreatedScene: [
                (
                    "A.storyboard",
                    storyboardHeader + "<scene sceneID=\"s\"><objects><viewController id=\"a\" "
                        + "storyboardIdentifier=\"A\" customClass=\"V\" sceneMemberID=\"viewController\"/>"
                        + "</objects></scene></scenes></document>"
                ),
                (
                    "V.swift",
                    "class V: UIViewController {}\nfunc make(_ b: UIStoryboard, _ id: String) {\n"
                        + "    _ = b.instantiateViewController(identifier: \"A\") { V(coder: $0) }\n"
                        + "    _ = b.instantiateViewController(withIdentifier: id)\n}\n"
                ),
            ],
            .actionOnEventNeverSent: xibCase(
                "<subviews><textField id=\"t\"><connections><action selector=\"go:\" destination=\"-1\" "
                    + "eventType=\"valueChanged\" id=\"a\"/></connections></textField></subviews>"),
            .barButtonActionBesideSegue: [
                (
                    "A.storyboard",
                    storyboardHeader + "<scene sceneID=\"s\"><objects><viewController id=\"a\" "
                        + "storyboardIdentifier=\"A\" customClass=\"V\" sceneMemberID=\"viewController\">"
                        + "<navigationItem key=\"navigationItem\" id=\"n\"><barButtonItem key=\"rightBarButtonItem\" "
                        + "id=\"b\"><connections><action selector=\"go:\" destination=\"a\" id=\"c\"/>"
                        + "<segue destination=\"a\" kind=\"show\" id=\"g\"/></connections></barButtonItem>"
                        + "</navigationItem></viewController></objects></scene></scenes></document>"
                ),
                ("V.swift", "@objc(V) class V: UIViewController {}\n"),
            ],
            // A XIB no code loads: no code speaks of nibs, and V is no view
            // controller.
            .connectionsOfUnloadedFile: [
                (
                    "Old.xib",
                    xibHeader + "<view id=\"v\" customClass=\"W\" customModuleProvider=\"target\"><connections>"
                        + "<outlet property=\"x\" destination=\"v\" id=\"o\"/></connections></view></objects></document>"
                ), ("V.swift", "class V: NSObject {}\nclass W: UIView {}\n"),
            ],
            .infoPlistNotRead: [("a.segues.yaml", manifest + "  - {name: A}\n"), ("Info.plist", "bplist00")],
            .unusedUnwindAction: [
                ("a.segues.yaml", manifest + "  - {name: A, class: X}\nclasses:\n  X: {unwindActions: [\"a:\"]}\n")
            ],
            .unreachableScene: [("a.segues.yaml", "version: 1\ninitialScene: A\nscenes: [{name: A}, {name: B}]\n")],
            .unguardedDeparture: [
                (
                    "a.segues.yaml",
                    manifest
                        + "  - {name: A, segues: [{kind: presentation, destination: B}]}\n  - {name: B, class: X}\n"
                        + "classes:\n  X: {confirmsLeaving: true}\n"
                )
            ],
            .nothingToConfirm: [
                ("a.segues.yaml", manifest + "  - {name: A, class: X}\nclasses:\n  X: {confirmsLeaving: true}\n")
            ],
            .storyboardStructure: [
                (
                    "A.storyboard",
                    storyboardHeader
                        + "<scene><objects><viewController id=\"a\" sceneMemberID=\"viewController\"><connections><segue kind=\"show\" id=\"s\"/></connections></viewController></objects></scene></scenes></document>"
                )
            ],
        ]
    }

    private func codes(of files: [(String, String)]) -> Set<DiagnosticCode> {
        Set(Diagnose.files(files).map(\.code))
    }

    private func templateCodes(
        _ template: String, limits: TemplateRenderer.Limits = TemplateRenderer.Limits()
    ) -> Set<DiagnosticCode> {
        var diagnostics = DiagnosticCollector()
        let project = Pipeline.load(
            [InputFile(path: "a.segues.yaml", bytes: Array((manifest + "  - {name: A}\n").utf8))],
            checks: .everything,
            diagnostics: &diagnostics)!
        let loader = TemplateLoader(builtins: ["t": template])
        _ = Pipeline.generate(
            project, options: GenerationOptions(), template: "t", loader: loader, limits: limits,
            diagnostics: &diagnostics)
        return Set(diagnostics.diagnostics.map(\.code))
    }

    private func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Set<DiagnosticCode> {
        let result = try ProcessRunner.run(
            ProcessRunner.seguegen, arguments, in: Fixtures.root, environment: environment)
        return Set(DiagnosticCode.allCases.filter { result.standardError.contains("[\($0.rawValue)]") })
    }

    func testEveryCodeHasAnInputThatProducesIt() throws {
        var covered: Set<DiagnosticCode> = []
        for (code, files) in pipelineCases {
            XCTAssertTrue(codes(of: files).contains(code), "\(code.rawValue) was not produced")
            covered.insert(code)
        }
        // A name seguegen.yaml scopes a check with, which the run lacks.
        var scoped = DiagnosticCollector()
        var checks = CheckScopes.everything
        checks.unwinds = UnwindCheckScope(
            storyboards: [ConfiguredName(name: "Nope", location: .start(of: "seguegen.yaml"))])
        _ = Pipeline.load(
            [InputFile(path: "a.segues.yaml", bytes: Array((manifest + "  - {name: A}\n").utf8))], checks: checks,
            diagnostics: &scoped)
        XCTAssertTrue(scoped.diagnostics.contains { $0.code == .unknownConfiguredName })
        covered.insert(.unknownConfiguredName)
        var encoding = DiagnosticCollector()
        _ = Pipeline.load(
            [InputFile(path: "a.segues.yaml", bytes: Array("version: 1\nname: caf".utf8) + [0xFF])],
            checks: .everything,
            diagnostics: &encoding)
        XCTAssertTrue(encoding.diagnostics.contains { $0.code == .invalidEncoding })
        covered.insert(.invalidEncoding)
        var limited = DiagnosticCollector(errorLimit: 1)
        _ = Pipeline.load(
            [InputFile(path: "a.segues.yaml", bytes: Array((manifest + "  - {name: A, x: 1, y: 2}\n").utf8))],
            checks: .everything,
            diagnostics: &limited)
        XCTAssertTrue(limited.diagnostics.contains { $0.code == .tooManyErrors })
        covered.insert(.tooManyErrors)
        var large = DiagnosticCollector()
        _ = ManifestSyntax.yaml.read(
            Array("version: 1".utf8), file: "a.yaml", limits: ReaderLimits(maximumManifestSize: 3), diagnostics: &large)
        XCTAssertEqual(large.diagnostics.map(\.code), [.inputTooLarge])
        covered.insert(.inputTooLarge)

        for (code, template) in [
            (DiagnosticCode.templateSyntax, "{% if %}"), (.unknownTemplateVariable, "{{ nothing }}"),
            (.unknownTemplateFilter, "{{ inputs|nothing }}"), (.templateNotFound, "{% include \"nowhere\" %}"),
            (.templateTypeError, "{% for x in accessLevel %}{% endfor %}"),
        ] {
            XCTAssertTrue(templateCodes(template).contains(code), "\(code.rawValue) was not produced")
            covered.insert(code)
        }

        XCTAssertTrue(
            templateCodes(
                "{% for a in storyboards %}{% for b in storyboards %}{% endfor %}{% endfor %}",
                limits: TemplateRenderer.Limits(maximumSteps: 1)
            ).contains(.templateTooLarge))
        covered.insert(.templateTooLarge)

        let folder = try SwiftTypeChecker.temporaryFolder("coverage")
        defer { try? FileManager.default.removeItem(at: folder) }
        let example = "Examples/RedGreenBlue/RedGreenBlue.segues.json"
        XCTAssertTrue(
            try run(["validate", folder.appendingPathComponent("missing.segues.yaml").path]).contains(.unreadableFile))
        covered.insert(.unreadableFile)
        let blocked = folder.appendingPathComponent("blocked")
        try "a file where a folder should be".write(to: blocked, atomically: true, encoding: .utf8)
        XCTAssertTrue(
            try run(["generate", example, "--output", blocked.path + "/Segues.swift"]).contains(.outputWriteFailed))
        covered.insert(.outputWriteFailed)
        XCTAssertTrue(
            try run(["generate", example, "--output", folder.appendingPathComponent("Segues.swift").path, "--check"])
                .contains(.staleOutput))
        covered.insert(.staleOutput)
        let storyboard = "Tests/Fixtures/Generation/Storyboard/Constructs.storyboard"
        let drifted = folder.appendingPathComponent("Constructs.segues.yaml")
        try "version: 1\nstoryboard: Constructs\nscenes: [{name: Elsewhere}]\n".write(
            to: drifted, atomically: true, encoding: .utf8)
        XCTAssertTrue(try run(["diff", drifted.path, storyboard]).contains(.manifestDrift))
        covered.insert(.manifestDrift)

        // A folder whose targets Tuist's Project.swift describes, and whose
        // .xcodeproj holds only schemes.
        let generated = folder.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(
            at: generated.appendingPathComponent("App.xcodeproj/xcshareddata"), withIntermediateDirectories: true)
        try "let project = Project(name: \"App\")\n".write(
            to: generated.appendingPathComponent("Project.swift"), atomically: true, encoding: .utf8)
        try (storyboardHeader + "</scenes></document>").write(
            to: generated.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        // Two storyboards of one name the targets it describes may each
        // copy (SG255), and a Bazel package of an app (SG023).
        try FileManager.default.createDirectory(
            at: generated.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        try (storyboardHeader + "</scenes></document>").write(
            to: generated.appendingPathComponent("Widget/Main.storyboard"), atomically: true, encoding: .utf8)
        try "swift_library(name = \"Widget\")\n".write(
            to: generated.appendingPathComponent("Widget/BUILD"), atomically: true, encoding: .utf8)
        let generatedCodes = try run(["validate", generated.path])
        for code in [
            DiagnosticCode.projectDescriptionNotRead, .storyboardNameSharedAcrossUnknownTargets, .bazelBuildNotRead,
        ] {
            XCTAssertTrue(generatedCodes.contains(code), code.rawValue)
            covered.insert(code)
        }
        // An XcodeGen spec XcodeGen would refuse: a target with no type.
        let spec = folder.appendingPathComponent("Spec")
        try FileManager.default.createDirectory(at: spec, withIntermediateDirectories: true)
        try "name: App\ntargets:\n  App: {platform: iOS}\n".write(
            to: spec.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        try (storyboardHeader + "</scenes></document>").write(
            to: spec.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        XCTAssertTrue(try run(["validate", spec.path]).contains(.xcodeGenSpecNotRead))
        covered.insert(.xcodeGenSpecNotRead)

        // An Xcode project: a broken one, and one whose target names an
        // .xcconfig and a source that are missing, beside a storyboard no
        // target holds.
        let projectFolder = folder.appendingPathComponent("Project")
        let pbxproj = projectFolder.appendingPathComponent("App.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(
            at: pbxproj.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{ objects = {\n".write(to: pbxproj, atomically: true, encoding: .utf8)
        XCTAssertTrue(try run(["validate", projectFolder.path]).contains(.propertyListSyntax))
        covered.insert(.propertyListSyntax)
        try """
        { rootObject = P; objects = {
          P = {isa = PBXProject; mainGroup = G; targets = (T); };
          G = {isa = PBXGroup; children = (S, M, X, W); sourceTree = "<group>"; };
          W = {isa = PBXFileReference; path = Watch.storyboard; sourceTree = "<group>"; };
          BW = {isa = PBXBuildFile; fileRef = W; };
          S = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
          M = {isa = PBXFileReference; path = Missing.swift; sourceTree = "<group>"; };
          X = {isa = PBXFileReference; path = Missing.xcconfig; sourceTree = "<group>"; };
          BS = {isa = PBXBuildFile; fileRef = S; }; BM = {isa = PBXBuildFile; fileRef = M; };
          R = {isa = PBXResourcesBuildPhase; files = (BS, BM, BW); };
          V = {isa = PBXFileReference; path = Vendor.xcframework; sourceTree = "<group>"; };
          BV = {isa = PBXBuildFile; fileRef = V; };
          K = {isa = PBXFrameworksBuildPhase; files = (BV); };
          O = {isa = PBXFileReference; path = Open.swift; sourceTree = "<group>"; };
          BO = {isa = PBXBuildFile; fileRef = O; };
          Q = {isa = PBXSourcesBuildPhase; files = (BO); };
          T = {isa = PBXNativeTarget; name = App; buildPhases = (R, K, Q); buildConfigurationList = L; };
          L = {isa = XCConfigurationList; buildConfigurations = (C); };
          C = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = X; buildSettings = {}; };
        }; }
        """.write(to: pbxproj, atomically: true, encoding: .utf8)
        let emptyStoryboard = storyboardHeader + "</scenes></document>"
        // A scene of a class no source of the target's module declares,
        // whose Missing.swift the run could not read (SG254).
        try
            (storyboardHeader + "<scene sceneID=\"s\"><objects><viewController id=\"a\" customClass=\"Gone\" "
            + "customModuleProvider=\"target\" sceneMemberID=\"viewController\"/></objects></scene></scenes>"
            + "</document>").write(
                to: projectFolder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try emptyStoryboard.write(
            to: projectFolder.appendingPathComponent("Stray.storyboard"), atomically: true, encoding: .utf8)
        // A storyboard for another platform, found in a folder.
        try "<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" targetRuntime=\"watchKit\"/>".write(
            to: projectFolder.appendingPathComponent("Watch.storyboard"), atomically: true, encoding: .utf8)
        // Code naming a storyboard the unread Vendor may bring.
        try "import UIKit\nfunc open() { _ = UIStoryboard(name: \"Vendor\", bundle: nil) }\n".write(
            to: projectFolder.appendingPathComponent("Open.swift"), atomically: true, encoding: .utf8)
        let projectCodes = try run(["validate", projectFolder.path])
        for code in [
            DiagnosticCode.unreadableBuildConfiguration, .fileInNoTarget, .missingProjectFile, .otherPlatformSkipped,
            .linkedCodeNotRead, .unknownNameLiteralUnproven, .unprovenCustomClass,
        ] {
            XCTAssertTrue(projectCodes.contains(code), "\(code.rawValue) was not produced")
            covered.insert(code)
        }
        // A Run Script phase's lists: none written yet, and a phase that
        // declares none.
        let output = projectFolder.appendingPathComponent("Segues.swift").path
        XCTAssertTrue(
            try run(["file-lists", projectFolder.path, "--output", output, "--check"]).contains(.staleFileList))
        covered.insert(.staleFileList)
        XCTAssertTrue(
            try run(
                ["run-script", "--output", output],
                environment: ["PROJECT_FILE_PATH": pbxproj.deletingLastPathComponent().path, "TARGET_NAME": "App"]
            ).contains(.undeclaredScriptInput))
        covered.insert(.undeclaredScriptInput)

        XCTAssertEqual(Set(DiagnosticCode.allCases).subtracting(covered), [], "codes without a row")
    }
}
