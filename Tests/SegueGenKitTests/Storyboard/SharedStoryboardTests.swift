import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// Every storyboard of the shared corpus of real apps (`../shared/storyboards`,
/// beside the checkout): it reads, it agrees with an independent reading,
/// it round-trips through `import`, and its generated code type-checks.
final class SharedStoryboardTests: XCTestCase {
    private func corpus() throws -> [URL] {
        let files = try Fixtures.sharedFiles(in: "storyboards", endingIn: [".storyboard"])
        XCTAssertGreaterThan(files.count, 30)
        return files
    }

    private static let unsupportedTypes = [
        "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "com.apple.InterfaceBuilder.WatchKit.Storyboard",
    ]

    private func read(_ url: URL) throws -> (InputFile, InputDocument?, [Diagnostic]) {
        let input = InputFile(path: url.lastPathComponent, bytes: try Fixtures.bytes(of: url))
        var diagnostics = DiagnosticCollector()
        let document = Pipeline.read(input, diagnostics: &diagnostics)
        return (input, document, diagnostics.sorted)
    }

    /// Every UIKit storyboard of the corpus, by the independent reading's
    /// document type, read by SegueGen. One that fails to read fails the
    /// calling test, so no test passes by leaving out what the reader broke.
    private func uikitStoryboards() throws -> [(url: URL, input: InputFile, storyboard: StoryboardDefinition)] {
        var result: [(URL, InputFile, StoryboardDefinition)] = []
        for url in try corpus() {
            let independent = try XCTUnwrap(
                IndependentExtraction.segues(of: url, storyboardName: "-"), url.lastPathComponent)
            guard !Self.unsupportedTypes.contains(independent.type ?? "") else { continue }
            let (input, document, diagnostics) = try read(url)
            let storyboard = try XCTUnwrap(
                document?.storyboard, "\(url.lastPathComponent): \(diagnostics.map(\.description))")
            result.append((url, input, storyboard))
        }
        XCTAssertEqual(result.count, 33)
        return result
    }

    /// Xcode builds each of them, so validating one may warn, never refuse.
    func testEveryUIKitStoryboardValidatesWithoutAnError() throws {
        for (url, input, _) in try uikitStoryboards() {
            var diagnostics = DiagnosticCollector()
            XCTAssertNotNil(
                Pipeline.load([input], checks: .everything, diagnostics: &diagnostics), url.lastPathComponent)
            XCTAssertEqual(
                diagnostics.sorted.filter { $0.severity == .error }.map(\.description), [], url.lastPathComponent)
        }
    }

    func testEveryStoryboardReadsAndAgreesWithAnIndependentReading() throws {
        var compared = 0
        var refused = 0
        for url in try corpus() {
            let name = StoryboardDefinition.defaultName(forFile: url.path)
            let independent = try XCTUnwrap(
                IndependentExtraction.segues(of: url, storyboardName: name), url.lastPathComponent)
            let (_, document, diagnostics) = try read(url)
            if Self.unsupportedTypes.contains(independent.type ?? "") {
                XCTAssertNil(document)
                XCTAssertEqual(Diagnose.summary(diagnostics), ["2:1 error SG011"], url.lastPathComponent)
                refused += 1
                continue
            }
            XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [], url.lastPathComponent)
            let storyboard = try XCTUnwrap(document?.storyboard, url.lastPathComponent)
            XCTAssertEqual(describe(storyboard), independent.segues, url.lastPathComponent)
            compared += independent.segues.count
        }
        // The corpus has about 480 segues in 33 UIKit storyboards and 4 others.
        XCTAssertGreaterThan(compared, 400)
        XCTAssertEqual(refused, 4)
    }

    /// SegueGen's reading in the independent extraction's terms.
    private func describe(_ storyboard: StoryboardDefinition) -> [IndependentExtraction.Segue] {
        let lines = Dictionary(uniqueKeysWithValues: storyboard.scenes.map { ($0.name, $0.location.line) })
        var result: [IndependentExtraction.Segue] = []
        for scene in storyboard.scenes {
            for segue in scene.segues {
                var destination: String?
                if let reference = segue.destination {
                    switch reference.target {
                    case .scene(let name) where reference.storyboard == nil:
                        destination = "line \(lines[name] ?? -1)"
                    case .scene(let name):
                        destination = "\(reference.storyboard ?? "")/scene \(name)/\(reference.bundle ?? "-")"
                    case .storyboardIdentifier(let identifier):
                        destination =
                            "\(reference.storyboard ?? storyboard.name)/\(identifier)/\(reference.bundle ?? "-")"
                    case .initialScene:
                        destination = "\(reference.storyboard ?? storyboard.name)/initial/\(reference.bundle ?? "-")"
                    }
                }
                result.append(
                    .init(
                        sourceLine: scene.location.line, identifier: segue.identifier, kind: segue.kind.rawValue,
                        destination: destination, action: segue.action, segueClass: segue.segueClass?.description))
            }
        }
        return result.sorted()
    }

    func testImportedManifestsGenerateTheSameCode() throws {
        for (url, input, storyboard) in try uikitStoryboards() {
            let fromStoryboard = TypedCells.removed(from: try generate([input]))
            for format in ManifestSyntax.allCases {
                let manifest = ManifestWriter.write(storyboard, format: format, sourceName: input.fileName)
                let fromManifest = try generate([
                    InputFile(path: format.manifestFileName(for: storyboard.name), bytes: Array(manifest.utf8))
                ])
                XCTAssertEqual(
                    body(TypedCells.removed(from: fromManifest)), body(fromStoryboard),
                    "\(url.lastPathComponent) as \(format)")
            }
        }
    }

    private func generate(_ inputs: [InputFile]) throws -> String {
        var diagnostics = DiagnosticCollector()
        let project = try XCTUnwrap(Pipeline.load(inputs, checks: .everything, diagnostics: &diagnostics))
        XCTAssertFalse(diagnostics.hasErrors, diagnostics.sorted.map(\.description).joined(separator: "\n"))
        let options = GenerationOptions(inputFileNames: inputs.map(\.fileName))
        return try XCTUnwrap(
            Pipeline.generate(project, options: options, loader: TemplateCatalog.loader(), diagnostics: &diagnostics))
    }

    /// The code without its header line, which names the input file.
    private func body(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
    }

    /// Where the machine has no iOS SDK, or the stand-in runs beside it
    /// (`SwiftTypeChecker.proofCheckers`).
    func testGeneratedCodeTypeChecksAgainstTheUIKitStandIn() throws {
        try XCTSkipIf(SwiftTypeChecker.swiftc == nil, "swiftc is not on the PATH")
        try XCTSkipUnless(
            SwiftTypeChecker.proofCheckers.contains { if case .standIn = $0.uikit { true } else { false } },
            "the proofs run against the real iOS SDK; \(SwiftTypeChecker.standInBesideSDKVariable)=1 adds the stand-in")
        try assertGeneratedCodeTypeChecks(against: .standIn)
    }

    /// The proof that counts: the real SDK, with a module built against it
    /// for every module the storyboards name.
    func testGeneratedCodeTypeChecksAgainstTheIOSSDK() throws {
        try assertGeneratedCodeTypeChecks(against: try .iOSSDK())
    }

    /// The generated code of every UIKit storyboard, with declarations of
    /// the classes it names, compiles without a warning in every language
    /// mode. The storyboards' proofs run side by side, one per processor,
    /// so that the compilers keep every processor busy to the last.
    private func assertGeneratedCodeTypeChecks(against checker: SwiftTypeChecker) throws {
        let storyboards = try uikitStoryboards()
        let codes = try storyboards.map { try generate([$0.input]) }
        let outcomes = Array(zip(storyboards.map(\.storyboard), codes)).parallelMap {
            storyboard, code -> Result<[Result<ProcessResult, any Error>], any Error> in
            Result {
                let folder = try SwiftTypeChecker.temporaryFolder("corpus")
                defer { try? FileManager.default.removeItem(at: folder) }
                let generated = folder.appendingPathComponent("Generated.swift")
                try code.write(to: generated, atomically: true, encoding: .utf8)
                let stubs = try ClassStubs.write(for: storyboard, into: folder, checker: checker)
                return checker.typecheckInEveryMode(
                    [generated] + stubs, "App", ["-I", folder.path], sideBySide: false)
            }
        }
        XCTAssertEqual(outcomes.count, storyboards.count)
        for (storyboard, outcome) in zip(storyboards, outcomes) {
            try checker.assertClean(try outcome.get(), label: storyboard.url.lastPathComponent)
        }
    }

    /// Generated code and drawings are the same bytes in separate runs of
    /// the tool, each with its own random hash seed and one in another
    /// locale, so no output order can come from hashing or the locale.
    func testEverySharedStoryboardGivesTheSameBytesInEveryProcess() throws {
        var turkish = ProcessInfo.processInfo.environment
        turkish["LANG"] = "tr_TR.UTF-8"
        turkish["LC_ALL"] = "tr_TR.UTF-8"
        turkish["SWIFT_DETERMINISTIC_HASHING"] = nil
        let environment = turkish
        for (url, _, _) in try uikitStoryboards() {
            let commands = [
                ["generate", url.path], ["graph", url.path, "--format", "dot"],
                ["graph", url.path, "--format", "mermaid"],
            ]
            // The six processes of a storyboard side by side: each is a
            // separate run of the tool, whatever runs beside it.
            let results = commands.flatMap { [($0, false), ($0, true)] }.parallelMap(threadLimit: 6) { job in
                Result { try ProcessRunner.run(ProcessRunner.seguegen, job.0, environment: job.1 ? environment : nil) }
            }
            for (index, arguments) in commands.enumerated() {
                let first = try results[2 * index].get()
                let second = try results[2 * index + 1].get()
                XCTAssertEqual(first.status, 0, "\(url.lastPathComponent): \(first.standardError)")
                XCTAssertFalse(first.standardOutput.isEmpty, url.lastPathComponent)
                XCTAssertEqual(first.standardOutput, second.standardOutput, "\(arguments) \(url.lastPathComponent)")
            }
        }
    }
}
