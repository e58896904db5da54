import Foundation
import SegueGenKit
import TestSupport
import XCTest

/// The generated code type-checks against the UIKit stand-in together with
/// the apps that use it, in Swift 5, Swift 5 with complete concurrency
/// checking, and Swift 6, without a warning; and the mistakes it exists to
/// catch fail to compile, for the right reason. Each proof runs against the
/// real iOS SDK when the machine has it, else against the UIKit stand-in
/// (`SwiftTypeChecker.proofCheckers`).
final class CompileTests: TemporaryFolderTestCase {
    /// What `import UIKit` resolves to in the proof under way.
    private var checker = SwiftTypeChecker.standIn
    /// The proof's folder for generated files and built modules, one for
    /// each checker: a module built against one UIKit does not load against
    /// the other.
    private var work: URL!

    override func setUpWithError() throws {
        try XCTSkipIf(SwiftTypeChecker.swiftc == nil, "swiftc is not on the PATH")
        try super.setUpWithError()
    }

    /// Runs `proof` once for each UIKit the proofs run against
    /// (`SwiftTypeChecker.proofCheckers`).
    private func againstEachUIKit(_ proof: () throws -> Void) throws {
        for (index, checker) in SwiftTypeChecker.proofCheckers.enumerated() {
            self.checker = checker
            work = folder.appendingPathComponent("\(index)")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try proof()
        }
    }

    /// Says in one line when the proofs ran against the stand-in alone, and
    /// fails when `SEGUEGEN_IOS_SDK` names a folder without an SDK.
    func testTheProofsRunAgainstTheRealIOSSDK() throws {
        _ = try IOSSDK.required()
    }

    /// `SEGUEGEN_IOS_SDK=none` is a machine without the SDK, which skips
    /// the real-SDK tier; a folder without an SDK is a mistake that fails it.
    func testNoneHidesTheSDKAndAFolderWithoutOneIsAMistake() {
        guard case .failure(let hidden) = IOSSDK.locate("none") else { return XCTFail("none found an SDK") }
        XCTAssertFalse(hidden.wasRequested)
        guard case .failure(let missing) = IOSSDK.locate(folder.appendingPathComponent("no-sdk").path) else {
            return XCTFail("a folder without an SDK found one")
        }
        XCTAssertTrue(missing.wasRequested)
    }

    /// Writes the generated code of `generationCase` into `folder` (the
    /// proof's `work` unless given) and returns the files to type-check with
    /// it.
    private func prepare(_ generationCase: GenerationCase, in folder: URL? = nil) throws -> [URL] {
        let folder = folder ?? work!
        let (code, diagnostics) = try generationCase.generate()
        let generated = folder.appendingPathComponent("\(generationCase.name).generated.swift")
        try XCTUnwrap(code, diagnostics.map(\.description).joined(separator: "\n")).write(
            to: generated, atomically: true, encoding: .utf8)
        for dependency in try generationCase.dependencies() {
            try checker.emitModule(dependency, into: folder)
        }
        return [generated] + (try generationCase.appSources())
    }

    /// The flags the proof of `generationCase` needs: the folder of the
    /// modules it imports (the proof's `work` unless given), its target's
    /// own, and, against the real SDK, the target's bridging header, through
    /// which Swift sees its Objective-C classes.
    private func flags(for generationCase: GenerationCase, in folder: URL? = nil) -> [String] {
        let flags = ["-I", (folder ?? work).path] + generationCase.compilerFlags
        guard case .iOSSDK = checker.uikit, let header = generationCase.bridgingHeader else { return flags }
        return flags + ["-import-objc-header", header.path]
    }

    func testExamplesAndFixturesCompileWithoutWarnings() throws {
        var proofs: [CleanProof] = []
        try againstEachUIKit {
            // Those that need the real SDK have their own proof below. Each
            // case has its own folder, so that the modules it imports are
            // its own while the proofs run side by side.
            for generationCase in try GenerationCase.all() where !generationCase.requiresIOSSDK {
                let folder = work.appendingPathComponent(generationCase.name)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                proofs.append(
                    CleanProof(
                        label: generationCase.name, checker: checker, files: try prepare(generationCase, in: folder),
                        moduleName: generationCase.moduleName ?? "App",
                        flags: flags(for: generationCase, in: folder)))
            }
        }
        try proofs.assertEachCompilesCleanly()
    }

    /// Each target of the Xcode example, generated as its Run Script phase
    /// generates it, type-checks with the target's Swift sources against the
    /// real iOS SDK, the Objective-C SettingsViewController imported through
    /// the app target's own bridging header.
    func testEachTargetOfTheXcodeExampleTypeChecksAgainstTheIOSSDK() throws {
        checker = try SwiftTypeChecker.iOSSDK()
        work = folder
        let targets = try GenerationCase.all().filter { $0.name.hasPrefix("XcodeApp.") }
        XCTAssertEqual(targets.map(\.name), ["XcodeApp.XcodeApp", "XcodeApp.ShareExtension"])
        for target in targets {
            try checker.assertCompilesCleanly(
                try prepare(target), moduleName: try XCTUnwrap(target.moduleName), extraFlags: flags(for: target))
        }
    }

    /// The split output compiles as the single file does: each storyboard's
    /// file finds the namespaces, helpers and protocols of the shared one.
    /// The cases are those whose split differs most from the single file:
    /// several storyboards with segues between them, a class spanning them,
    /// the leave guard, custom segue classes (Spanning); public access
    /// (PublicAccess); storyboard references and other modules (Scenes);
    /// the type aliases the app's names call for, in the shared file, used
    /// by the storyboards' (AppNames, AppMembers, AppLevelNames); the nib
    /// cells, in the shared file (NibCells).
    func testTheSplitOutputCompilesWithoutWarnings() throws {
        let names = ["AppLevelNames", "AppMembers", "AppNames", "NibCells", "PublicAccess", "Scenes", "Spanning"]
        var proofs: [CleanProof] = []
        try againstEachUIKit {
            for generationCase in try GenerationCase.named(names) {
                let (files, diagnostics) = try generationCase.generateSplit()
                let folder = work.appendingPathComponent("\(generationCase.name).split")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                var generated: [URL] = []
                for (fileName, code) in try XCTUnwrap(files, diagnostics.map(\.description).joined(separator: "\n")) {
                    generated.append(folder.appendingPathComponent(fileName))
                    try code.write(to: generated[generated.count - 1], atomically: true, encoding: .utf8)
                }
                XCTAssertGreaterThan(generated.count, 1, generationCase.name)
                // The modules it imports in its own folder, as the proofs
                // run side by side.
                for dependency in try generationCase.dependencies() {
                    try checker.emitModule(dependency, into: folder)
                }
                proofs.append(
                    CleanProof(
                        label: "\(generationCase.name) split", checker: checker,
                        files: generated.sorted { $0.path < $1.path } + (try generationCase.appSources()),
                        moduleName: generationCase.moduleName ?? "App", flags: ["-I", folder.path]))
            }
        }
        try proofs.assertEachCompilesCleanly()
    }

    /// Replaces `old` by `new` in one app source of an example and asserts
    /// that the result fails to compile in every language mode, with each
    /// of `reasons` among the compiler's errors.
    private func assertFails(
        _ example: String, replacing old: String, with new: String, in file: String, because reasons: [String],
        line: UInt = #line
    ) throws {
        if try GenerationCase.named(example).requiresIOSSDK { _ = try IOSSDK.required() }
        try againstEachUIKit {
            let generationCase = try GenerationCase.named(example)
            if case .standIn = checker.uikit, generationCase.requiresIOSSDK { return }
            var files = try prepare(generationCase)
            let index = try XCTUnwrap(files.firstIndex { $0.lastPathComponent == file })
            let source = try String(contentsOf: files[index], encoding: .utf8)
            XCTAssertTrue(source.contains(old), "the example no longer contains \(old)", line: line)
            let changed = work.appendingPathComponent(file)
            try source.replacingOccurrences(of: old, with: new).write(to: changed, atomically: true, encoding: .utf8)
            files[index] = changed
            try assertFails(
                files, moduleName: generationCase.moduleName ?? "App", flags: flags(for: generationCase),
                because: reasons, line: line)
        }
    }

    /// Asserts that `files` fail to compile in every language mode, with
    /// each of `reasons` among the compiler's errors.
    private func assertFails(
        _ files: [URL], moduleName: String = "App", flags: [String]? = nil, because reasons: [String],
        line: UInt = #line
    ) throws {
        // The three modes side by side.
        let outcomes = checker.typecheckInEveryMode(files, moduleName, flags ?? ["-I", work.path])
        XCTAssertEqual(outcomes.count, SwiftTypeChecker.LanguageMode.allCases.count, line: line)
        for (mode, outcome) in zip(SwiftTypeChecker.LanguageMode.allCases, outcomes) {
            let result = try outcome.get()
            XCTAssertNotEqual(result.status, 0, "expected a compile error in \(mode) against \(checker)", line: line)
            for reason in reasons {
                XCTAssertTrue(
                    result.standardError.contains(reason), "\(mode) against \(checker):\n\(result.standardError)",
                    line: line)
            }
        }
    }

    /// A class with `confirmsLeaving: true` that does not implement
    /// `confirmLeaving(by:later:)` does not compile.
    func testAGuardedClassWithoutItsDecisionDoesNotCompile() throws {
        try assertFails(
            "ConfirmBeforeLeaving",
            replacing: "func confirmLeaving(by departure: Departure, later: PendingDeparture) -> LeaveDecision {",
            with: "func decide(by departure: Departure, later: PendingDeparture) -> LeaveDecision {",
            in: "TagsViewController.swift",
            because: ["error: type 'TagsViewController' does not conform to protocol 'LeaveConfirming'"])
    }

    /// A switch over the departures that forgets one does not compile: a
    /// segue added to the manifest is a decision the compiler asks for.
    func testASwitchThatMissesADepartureDoesNotCompile() throws {
        try assertFails(
            "ConfirmBeforeLeaving", replacing: "case .showPreview, .pickColor, .editTags:",
            with: "case .showPreview, .pickColor:", in: "EditorViewController.swift",
            because: ["error: switch must be exhaustive", "add missing case: '.editTags'"])
    }

    func testAClassThatOmitsAnUnwindActionDoesNotCompile() throws {
        try assertFails(
            "RedGreenBlue", replacing: "@IBAction func unwindToRed(_ segue: UIStoryboardSegue) {",
            with: "func somethingElse() {", in: "RedViewController.swift",
            because: ["error: type 'RedViewController' does not conform to protocol 'UnwindToRedAction'"])
    }

    /// In the Xcode example, a class that loses an unwind action the
    /// project's manifest declares does not compile: the flip stack's
    /// palette without `unwindToPalette:`.
    func testAnXcodeTargetsClassThatOmitsADeclaredUnwindActionDoesNotCompile() throws {
        try assertFails(
            "XcodeApp.XcodeApp", replacing: "@IBAction func unwindToPalette(_ segue: UIStoryboardSegue) {",
            with: "func keepColor(of segue: UIStoryboardSegue) {", in: "PaletteViewController.swift",
            because: ["error: type 'PaletteViewController' does not conform to protocol 'UnwindToPaletteAction'"])
    }

    func testAnUnwindActionWithTheWrongLabelDoesNotCompile() throws {
        // `unwindToGreen(_:)` would have the selector unwindToGreen:, not unwindToGreenWithSegue:.
        try assertFails(
            "RedGreenBlue", replacing: "@IBAction func unwindToGreen(segue: UIStoryboardSegue)",
            with: "@IBAction func unwindToGreen(_ segue: UIStoryboardSegue)", in: "GreenViewController.swift",
            because: [
                "error: instance method 'unwindToGreen' has different argument labels from those required by protocol "
                    + "'UnwindToGreenWithSegueAction' ('unwindToGreen(segue:)')"
            ])
    }

    func testPerformingASegueThatDoesNotExistDoesNotCompile() throws {
        try assertFails(
            "RedGreenBlue", replacing: "performSegue(.showGreen, sender: sender)",
            with: "performSegue(.noSuchSegue, sender: sender)", in: "RedViewController.swift",
            because: [
                "error: type 'RedViewController.Segue' (aka 'StoryboardSegue.RedGreenBlue.Red') has no member 'noSuchSegue'"
            ])
    }

    /// A prepared segue's destination is its scene's class, unwrapped from
    /// its navigation controller, and no other.
    func testTreatingADestinationAsAnotherClassDoesNotCompile() throws {
        try assertFails(
            "RedGreenBlue", replacing: "green.title = \"Green\"",
            with: "let blue: BlueViewController = green\n            blue.title = \"Green\"",
            in: "RedViewController.swift",
            because: [
                "error: cannot convert value of type 'GreenViewController' to specified type 'BlueViewController'"
            ])
    }

    /// A typed reuse identifier dequeues its prototype's class and no
    /// other: a Post cell is a PostCell, not an AdCell.
    func testDequeuingACellAsAnotherClassDoesNotCompile() throws {
        try assertFails(
            "Cells", replacing: "let post: PostCell = dequeue(",
            with: "let post: AdCell = dequeue(", in: "Controllers.swift",
            because: ["error: cannot convert value of type 'PostCell' to specified type 'AdCell'"])
    }

    /// A controller dequeues only its own scenes' identifiers: the
    /// gallery's Photo is no identifier of the feed.
    func testDequeuingAnotherControllersIdentifierDoesNotCompile() throws {
        try assertFails(
            "Cells", replacing: "dequeue(ReuseIdentifier.plainCell, from: tableView, for: indexPath)",
            with: "dequeue(GalleryViewController.ReuseIdentifier.photo, from: tableView, for: indexPath)",
            in: "Controllers.swift",
            because: [
                "error: cannot convert value of type 'SeguegenCellIdentifier<GalleryViewController, PhotoCell>' to "
                    + "expected argument type 'SeguegenCellIdentifier<FeedViewController, PhotoCell>'"
            ])
    }

    /// A subclass whose scenes hold prototypes, as its superclass's do, has
    /// its own `ReuseIdentifier`, which hides the superclass's inside it:
    /// unqualified, `Item` is the subclass's ArchivedItemCell, never the
    /// superclass's ItemCell, and the superclass's `Summary` is reached only
    /// through `ListViewController.ReuseIdentifier` (which the fixture's
    /// app code does, and compiles, in every language mode).
    func testASubclassesReuseIdentifierHidesItsSuperclasses() throws {
        try assertFails(
            "CellSubclasses", replacing: "let own: ArchivedItemCell = dequeue(ReuseIdentifier.item,",
            with: "let own: ItemCell = dequeue(ReuseIdentifier.item,", in: "Controllers.swift",
            because: ["error: cannot convert value of type 'ArchivedItemCell' to specified type 'ItemCell'"])
        try assertFails(
            "CellSubclasses", replacing: "ListViewController.ReuseIdentifier.summary,",
            with: "ReuseIdentifier.summary,", in: "Controllers.swift",
            because: ["error: type 'ArchiveViewController.ReuseIdentifier' has no member 'summary'"])
    }

    /// A nib cell dequeues as its nib's class and no other, and registers
    /// only with the kind of view its nib's cell belongs to.
    func testDequeuingANibCellAsAnotherClassOrRegisteringItElsewhereDoesNotCompile() throws {
        try assertFails(
            "NibCells", replacing: "let photo: PhotoCell = ReusableNib.photoCell.dequeue(",
            with: "let photo: SectionHeaderView = ReusableNib.photoCell.dequeue(", in: "Controllers.swift",
            because: ["error: cannot convert value of type 'PhotoCell' to specified type 'SectionHeaderView'"])
        try assertFails(
            "NibCells", replacing: "ReusableNib.thumbnail.register(in: collectionView)",
            with: "ReusableNib.photoCell.register(in: collectionView)", in: "Controllers.swift",
            because: ["'PhotoCell' inherit from 'UICollectionViewCell'"])
    }

    /// Nib cells in a run without a typed scene, which declares the bundle
    /// token the scenes would have declared: the XIBs and the code alone,
    /// and an app class named like the namespace, which renames it.
    func testNibCellsCompileWithoutTypedScenesAndWithTheirNamespaceTaken() throws {
        try againstEachUIKit {
            let generationCase = try GenerationCase.named("NibCells")
            let inputs = try generationCase.inputs().filter { !$0.path.hasSuffix(".storyboard") }
            let taken = "final class ReusableNib: UITableViewCell {}\n"
            for (name, extra) in [("Alone", ""), ("Taken", taken)] {
                let code = try XCTUnwrap(
                    try generationCase.generate(
                        inputs: inputs + [
                            InputFile(path: "App/\(name).swift", bytes: Array(("import UIKit\n" + extra).utf8))
                        ]
                    ).0)
                XCTAssertFalse(code.contains("enum StoryboardScene"), name)
                XCTAssertEqual(code.contains("enum SegueGenReusableNib {"), name == "Taken")
                let generated = work.appendingPathComponent("\(name).generated.swift")
                try code.write(to: generated, atomically: true, encoding: .utf8)
                let app = work.appendingPathComponent("\(name).swift")
                try ("import UIKit\n" + extra).write(to: app, atomically: true, encoding: .utf8)
                for dependency in try generationCase.dependencies() { try checker.emitModule(dependency, into: work) }
                var sources = try generationCase.appSources()
                if name == "Taken" {
                    let controllers = try String(contentsOf: sources[0], encoding: .utf8)
                    sources[0] = work.appendingPathComponent("Controllers.swift")
                    try controllers.replacingOccurrences(of: "ReusableNib.", with: "SegueGenReusableNib.").write(
                        to: sources[0], atomically: true, encoding: .utf8)
                }
                try checker.assertCompilesCleanly([generated, app] + sources, extraFlags: ["-I", work.path])
            }
        }
    }

    /// A typed scene returns its class and nothing else, and only scenes
    /// with a storyboard ID have one.
    func testASceneAssignedToAnotherClassDoesNotCompile() throws {
        try againstEachUIKit {
            let files = try prepare(try GenerationCase.named("Scenes"))
            let probe = work.appendingPathComponent("WrongScene.swift")
            try """
            import UIKit

            @MainActor func wrongScenes() {
                let settings: SettingsViewController = StoryboardScene.Scenes.homeScreen.instantiate()
                let tabs = StoryboardScene.Scenes.tabs.instantiate()
                _ = (settings, tabs)
            }

            """.write(to: probe, atomically: true, encoding: .utf8)
            try assertFails(
                files + [probe],
                because: [
                    "error: cannot convert value of type 'HomeViewController' to specified type 'SettingsViewController'",
                    "error: type 'StoryboardScene.Scenes' has no member 'tabs'",
                ])
        }
    }

    /// The identifier enums are Sendable at every access level: internal
    /// ones by inference (an explicit conformance costs type-check time in
    /// every build), public and package ones, which Swift does not infer, by
    /// declaration.
    func testIdentifierEnumsAreSendableAtEveryAccessLevel() throws {
        try againstEachUIKit {
            for (example, identifiers) in [
                ("RedGreenBlue", "StoryboardSegue.RedGreenBlue.Red"), ("PublicAccess", "StoryboardSegue.Kit.Login"),
                ("PackageAccess", "StoryboardSegue.Kit.Login"),
            ] {
                let files = try prepare(try GenerationCase.named(example))
                let probe = work.appendingPathComponent("SendableProbe.swift")
                try """
                func requireSendable<Value: Sendable>(_ value: Value) {}

                func sendIdentifiers(_ identifier: \(identifiers)) {
                    requireSendable(identifier)
                }

                """.write(to: probe, atomically: true, encoding: .utf8)
                try checker.assertCompilesCleanly(files + [probe], extraFlags: ["-I", work.path])
            }
        }
    }

    func testAMisspeltCustomSegueClassDoesNotCompile() throws {
        try againstEachUIKit {
            let generationCase = try GenerationCase.named("MasterDetail")
            let manifest = try XCTUnwrap(try generationCase.inputs().first)
            let misspelt = String(decoding: manifest.bytes, as: UTF8.self)
                .replacingOccurrences(
                    of: "class: NavigateFlipSegue, destination", with: "class: NavigateFlipSeque, destination")
            let (code, _) = try generationCase.generate(inputs: [
                InputFile(path: manifest.path, bytes: Array(misspelt.utf8))
            ])
            let generated = work.appendingPathComponent("MasterDetail.generated.swift")
            try XCTUnwrap(code).write(to: generated, atomically: true, encoding: .utf8)
            try assertFails(
                [generated] + (try generationCase.appSources()),
                because: ["error: cannot find 'NavigateFlipSeque' in scope"])
        }
    }

    /// The Swift names `UnwindActionName` derives give back the selector they
    /// came from when swiftc itself computes it.
    func testSwiftNamesOfSelectorsRoundTripThroughTheCompiler() throws {
        try againstEachUIKit {
            var source = "import UIKit\n\nclass Probe: UIViewController {\n"
            for (selector, _) in UnwindActionNameTests.table {
                let name = try XCTUnwrap(UnwindActionName(selector: selector))
                let context = name.argumentLabel.map { "\($0) segue" } ?? "_ segue"
                source += "    @IBAction func \(name.baseName)(\(context): UIStoryboardSegue) {}\n"
            }
            source += "}\n"
            let file = work.appendingPathComponent("Probe.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let result = try checker.typecheck(
                [file], mode: .swift6, extraFlags: ["-o", work.appendingPathComponent("Probe.ll").path],
                action: "-emit-ir")
            XCTAssertEqual(result.status, 0, result.standardError)
            let ir = try String(contentsOf: work.appendingPathComponent("Probe.ll"), encoding: .utf8)
            for (selector, _) in UnwindActionNameTests.table {
                XCTAssertTrue(ir.contains("c\"\(selector)\\00\""), "swiftc does not give the selector \(selector)")
            }
        }
    }

    /// `seguegen migrate` on RedGreenBlue with its typed calls spelt as
    /// string literals gives back the typed calls, and the result compiles.
    func testMigratingLiteralsRestoresTheTypedCallsAndCompiles() throws {
        try againstEachUIKit {
            let generationCase = try GenerationCase.named("RedGreenBlue")
            var files = try prepare(generationCase)
            let index = try XCTUnwrap(files.firstIndex { $0.lastPathComponent == "RedViewController.swift" })
            let typed = try String(contentsOf: files[index], encoding: .utf8)
            let literal =
                typed
                .replacingOccurrences(
                    of: "performSegue(.showGreen, sender: sender)",
                    with: "performSegue(withIdentifier: \"showGreen\", sender: sender)"
                )
                .replacingOccurrences(
                    of: "StoryboardScene.RedGreenBlue.blue.instantiate()",
                    with: "storyboard!.instantiateViewController(withIdentifier: \"Blue\") as! BlueViewController")
            XCTAssertNotEqual(literal, typed)
            let input = InputFile(path: "App/RedViewController.swift", bytes: Array(literal.utf8))
            var diagnostics = DiagnosticCollector()
            let project = try XCTUnwrap(
                Pipeline.load(try generationCase.inputs(), checks: .everything, diagnostics: &diagnostics))
            let uses = Pipeline.read(input, diagnostics: &diagnostics)?.literalUses ?? []
            let plan = Migration.plan(uses, in: project)
            XCTAssertEqual(plan.declined, [])
            let migrated = String(decoding: Migration.apply(plan.edits, to: input.bytes), as: UTF8.self)
            XCTAssertEqual(migrated, typed)
            let changed = work.appendingPathComponent("RedViewController.swift")
            try migrated.write(to: changed, atomically: true, encoding: .utf8)
            files[index] = changed
            try checker.assertCompilesCleanly(files, extraFlags: ["-I", work.path])
        }
    }

    /// `seguegen migrate` on the Cells case with its typed dequeues spelt
    /// as forced-cast string dequeues gives back the typed calls (a table
    /// view's, a collection view's, its section header and footer, one
    /// typed as the common superclass), and the result compiles.
    func testMigratingDequeuesRestoresTheTypedCellCallsAndCompiles() throws {
        let spellings = [
            (
                "dequeue(ReuseIdentifier.post, from: tableView, for: indexPath)",
                "tableView.dequeueReusableCell(withIdentifier: \"Post\", for: indexPath) as! PostCell"
            ),
            (
                "dequeue(ReuseIdentifier.ad, from: tableView, for: indexPath)",
                "tableView.dequeueReusableCell(withIdentifier: \"Ad\", for: indexPath) as! UITableViewCell"
            ),
            (
                "dequeue(ReuseIdentifier.plainCell, from: tableView, for: indexPath)",
                "tableView.dequeueReusableCell(withIdentifier: \"plain cell\", for: indexPath) as! UITableViewCell"
            ),
            (
                "dequeue(ReuseIdentifier.photo, from: collectionView, for: indexPath)",
                "collectionView.dequeueReusableCell(withReuseIdentifier: \"Photo\", for: indexPath) as! PhotoCell"
            ),
            (
                "dequeue(ReuseIdentifier.headerCollectionViewCell, from: collectionView, for: indexPath)",
                "collectionView.dequeueReusableCell(withReuseIdentifier: \"header\", for: indexPath) "
                    + "as! UICollectionViewCell"
            ),
            (
                "dequeue(ReuseIdentifier.header, from: collectionView, for: indexPath)",
                "collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, "
                    + "withReuseIdentifier: \"Header\", for: indexPath) as! SectionHeaderView"
            ),
            (
                "dequeue(ReuseIdentifier.footer, from: collectionView, for: indexPath)",
                "collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, "
                    + "withReuseIdentifier: \"Footer\", for: indexPath) as! UICollectionReusableView"
            ),
        ]
        try againstEachUIKit {
            let generationCase = try GenerationCase.named("Cells")
            var files = try prepare(generationCase)
            let index = try XCTUnwrap(files.firstIndex { $0.lastPathComponent == "Controllers.swift" })
            let typed = try String(contentsOf: files[index], encoding: .utf8)
            let literal = spellings.reduce(typed) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
            XCTAssertFalse(literal.contains("dequeue(ReuseIdentifier"), literal)
            let input = InputFile(path: "App/Controllers.swift", bytes: Array(literal.utf8))
            var diagnostics = DiagnosticCollector()
            let project = try XCTUnwrap(
                Pipeline.load(try generationCase.inputs(), checks: .everything, diagnostics: &diagnostics))
            let document = Pipeline.read(input, diagnostics: &diagnostics)
            let plan = Migration.plan(
                document?.literalUses ?? [], cells: document?.reuseIdentifierUses ?? [], in: project,
                moduleName: "App")
            XCTAssertEqual(plan.declined, [])
            let migrated = String(decoding: Migration.apply(plan.edits, to: input.bytes), as: UTF8.self)
            XCTAssertEqual(migrated, typed)
            let changed = work.appendingPathComponent("Controllers.swift")
            try migrated.write(to: changed, atomically: true, encoding: .utf8)
            files[index] = changed
            try checker.assertCompilesCleanly(files, extraFlags: ["-I", work.path])
        }
    }
}
