import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The runs of one command share their source readings: each must still
/// report what it reports alone, whatever the runs before it read.
final class SourceScanCacheTests: XCTestCase {
    private static let manifest = """
        version: 1
        scenes:
          - name: Home
            class: HomeViewController
            segues: [{id: showDetail, kind: show, destination: Detail}]
          - name: Detail
            class: DetailViewController

        """

    private static func source(performing identifier: String) -> String {
        """
        import UIKit
        class HomeViewController: UIViewController {
            func open() { performSegue(withIdentifier: "\(identifier)", sender: nil) }
        }

        """
    }

    /// The diagnostics of the manifest with the source, read into `module`
    /// (nil: the run's own code), through `scans` when given.
    private static func diagnostics(source: String, module: String?, scans: SourceScanCache?) -> [String] {
        var code = InputFile(path: "App/Home.swift", bytes: Array(source.utf8))
        code.module = module
        return diagnostics(of: code, scans: scans)
    }

    /// The diagnostics of the manifest with the source file `code`.
    private static func diagnostics(of code: InputFile, scans: SourceScanCache?) -> [String] {
        var diagnostics = DiagnosticCollector()
        _ = Pipeline.load(
            [InputFile(path: "Main.segues.yaml", bytes: Array(manifest.utf8)), code], checks: .everything, scans: scans,
            diagnostics: &diagnostics)
        return diagnostics.sorted.map(\.description)
    }

    /// A file whose bytes changed since an earlier run read it (an edit
    /// between two runs of a build plugin's process, or a test's renaming)
    /// is read again.
    func testAFileWhoseBytesChangedIsReadAgain() {
        let scans = SourceScanCache()
        let right = Self.diagnostics(source: Self.source(performing: "showDetail"), module: nil, scans: scans)
        XCTAssertEqual(right, [])
        let misspelt = Self.source(performing: "showDetial")
        let alone = Self.diagnostics(source: misspelt, module: nil, scans: nil)
        XCTAssertTrue(alone.contains { $0.contains("error") && $0.contains("showDetial") }, "\(alone)")
        XCTAssertEqual(Self.diagnostics(source: misspelt, module: nil, scans: scans), alone)
    }

    /// A file one target links as another module's code (whose literals
    /// name that module's storyboards, and are not judged) and another
    /// compiles as its own is read for each.
    func testAFileReadIntoAnotherModuleIsReadAgainAsTheRunsOwn() {
        let scans = SourceScanCache()
        let misspelt = Self.source(performing: "showDetial")
        XCTAssertEqual(Self.diagnostics(source: misspelt, module: "Kit", scans: scans), [])
        let alone = Self.diagnostics(source: misspelt, module: nil, scans: nil)
        XCTAssertFalse(alone.isEmpty)
        XCTAssertEqual(Self.diagnostics(source: misspelt, module: nil, scans: scans), alone)
    }

    /// Every fixture loads through a cache as it loads alone, the first
    /// time (the cache filled) and the second (every source read from it).
    func testEveryFixtureLoadsAsItDoesAlone() throws {
        var compared = 0
        for generationCase in try GenerationCase.all() {
            let inputs = try generationCase.inputs()
            var alone = DiagnosticCollector()
            let project = Pipeline.load(inputs, checks: .everything, diagnostics: &alone)?.project
            let scans = SourceScanCache()
            for pass in ["first", "second"] {
                var cached = DiagnosticCollector()
                let cachedProject = Pipeline.load(inputs, checks: .everything, scans: scans, diagnostics: &cached)?
                    .project
                XCTAssertEqual(cached.sorted, alone.sorted, "\(generationCase.name), \(pass) pass")
                XCTAssertEqual(cachedProject?.classes, project?.classes, "\(generationCase.name), \(pass) pass")
                XCTAssertEqual(cachedProject?.literalUses, project?.literalUses, "\(generationCase.name)")
            }
            compared += inputs.filter { InputFormat(path: $0.path)?.isSourceCode == true }.count
        }
        // The fixtures hold a few dozen sources.
        XCTAssertGreaterThan(compared, 20)
    }

    /// Bytes outside the heap, as the command line maps a file: counts how
    /// often the bytes are looked at, and the offsets handed back.
    private final class HeldBytes: InputBuffer, @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<UInt8>
        private(set) var looks = 0
        private(set) var released: [Int] = []

        init(_ text: String) {
            storage = .allocate(capacity: text.utf8.count)
            _ = storage.initialize(from: text.utf8)
        }

        var bytes: UnsafeBufferPointer<UInt8> {
            looks += 1
            return UnsafeBufferPointer(storage)
        }

        /// Rewrites the bytes in place, as an edit of a mapped file shows
        /// through its mapping; `text` has as many bytes.
        func rewrite(_ text: String) {
            precondition(text.utf8.count == storage.count)
            _ = storage.update(fromContentsOf: text.utf8)
        }

        func release(before offset: Int) { released.append(offset) }

        deinit { storage.deallocate() }
    }

    /// A source file held outside the heap is handed back whole once it is
    /// scanned, and the cache keeps the input and a digest, not a copy of
    /// its bytes: the same storage met again is a hit without a look at
    /// the bytes, and other storage is told by its digest, so a changed
    /// file is read again and the same bytes are not.
    func testASourceHeldOutsideTheHeapIsHandedBackOnceScannedAndComparedByItsStorage() {
        let scans = SourceScanCache()
        let text = Self.source(performing: "showDetial")
        let held = HeldBytes(text)
        let code = InputFile(path: "App/Home.swift", buffer: held)
        let first = Self.diagnostics(of: code, scans: scans)
        XCTAssertTrue(first.contains { $0.contains("showDetial") }, "\(first)")
        XCTAssertEqual(held.released, [text.utf8.count])
        let looks = held.looks
        XCTAssertEqual(Self.diagnostics(of: code, scans: scans), first)
        XCTAssertEqual(held.looks, looks, "the same storage is a hit without a look at the bytes")
        XCTAssertEqual(held.released, [text.utf8.count], "a hit reads nothing")

        let fixed = InputFile(path: "App/Home.swift", buffer: HeldBytes(Self.source(performing: "showDetail")))
        XCTAssertEqual(Self.diagnostics(of: fixed, scans: scans), [])
        let heldAgain = HeldBytes(Self.source(performing: "showDetail"))
        XCTAssertEqual(Self.diagnostics(of: InputFile(path: "App/Home.swift", buffer: heldAgain), scans: scans), [])
        XCTAssertEqual(heldAgain.looks, 2, "a hit takes the digest and hands the bytes back, and scans nothing")
        XCTAssertEqual(heldAgain.released, [text.utf8.count])
    }

    /// A mapped file edited after its scan reads as it is now through the
    /// mapping the cache kept: the next run's input is told from what was
    /// scanned by the digest taken then, not by the kept mapping.
    func testAFileEditedUnderItsMappingIsReadAgain() {
        let scans = SourceScanCache()
        let held = HeldBytes(Self.source(performing: "showDetial"))
        let first = Self.diagnostics(of: InputFile(path: "App/Home.swift", buffer: held), scans: scans)
        XCTAssertTrue(first.contains { $0.contains("showDetial") }, "\(first)")
        held.rewrite(Self.source(performing: "showDetail"))
        let edited = InputFile(path: "App/Home.swift", buffer: HeldBytes(Self.source(performing: "showDetail")))
        XCTAssertEqual(Self.diagnostics(of: edited, scans: scans), [])
    }
}
