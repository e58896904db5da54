import SegueGenKit
import SegueGenSupport
import XCTest

final class DiagnosticTests: XCTestCase {
    private let location = SourceLocation(file: "App/Main.segues.yaml", line: 12, column: 7)

    func testPrintsTheFormXcodeAndSwiftPMRecognise() {
        let diagnostic = Diagnostic.error(
            .unknownDestination, "no scene named \"Gren\"", at: location,
            notes: [.init("declared here", at: SourceLocation(file: "App/Main.segues.yaml", line: 3, column: 5))])
        XCTAssertEqual(
            diagnostic.description,
            "App/Main.segues.yaml:12:7: error: no scene named \"Gren\" [SG204]\nApp/Main.segues.yaml:3:5: note: declared here"
        )
        XCTAssertEqual(
            Diagnostic.warning(.emptyIdentifier, "empty", at: location).description,
            "App/Main.segues.yaml:12:7: warning: empty [SG210]")
    }

    func testSortsByPlaceThenCode() {
        let later = SourceLocation(file: "b.yaml", line: 1, column: 1)
        let diagnostics = [
            Diagnostic.error(.unknownDestination, "x", at: later),
            Diagnostic.warning(.emptyIdentifier, "y", at: location),
            Diagnostic.error(.duplicateScene, "z", at: location),
        ]
        XCTAssertEqual(diagnostics.sorted().map(\.code), [.duplicateScene, .emptyIdentifier, .unknownDestination])
    }

    func testCollectorCapsErrorsAndDropsSuppressedWarnings() {
        var collector = DiagnosticCollector(errorLimit: 2, suppressedWarnings: [.unreachableScene])
        collector.emit(.warning(.unreachableScene, "dropped", at: location))
        collector.emit(.warning(.emptyIdentifier, "kept", at: location))
        for _ in 0..<5 { collector.emit(.error(.duplicateScene, "e", at: location)) }
        XCTAssertEqual(
            collector.diagnostics.map(\.code), [.emptyIdentifier, .duplicateScene, .duplicateScene, .tooManyErrors])
        XCTAssertTrue(collector.hasErrors)
        XCTAssertEqual(collector.warningTotal, 1)
    }

    func testCodesAreUniqueAndWellFormed() {
        let codes = DiagnosticCode.allCases.map(\.rawValue)
        XCTAssertEqual(Set(codes).count, codes.count)
        for code in codes {
            XCTAssertTrue(code.hasPrefix("SG") && code.count == 5 && Int(code.dropFirst(2)) != nil, code)
        }
    }
}
