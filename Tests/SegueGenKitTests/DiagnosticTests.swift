import SegueGenKit
import SegueGenSupport
import XCTest

final class DiagnosticTests: XCTestCase {
    private let location = SourceLocation(file: "App/Main.segues.yaml", line: 12, column: 7)

    func testPrintsTheFormXcodeAndSwiftPMRecognise() {
        let diagnostic = Diagnostic(
            .unknownDestination, "no scene named \"Gren\"", at: location,
            notes: [.init("declared here", at: SourceLocation(file: "App/Main.segues.yaml", line: 3, column: 5))])
        XCTAssertEqual(
            diagnostic.description,
            "App/Main.segues.yaml:12:7: error: no scene named \"Gren\" [SG204]\nApp/Main.segues.yaml:3:5: note: declared here"
        )
        XCTAssertEqual(
            Diagnostic(.emptyIdentifier, "empty", at: location).description,
            "App/Main.segues.yaml:12:7: warning: empty [SG210]")
    }

    func testSortsByPlaceThenCode() {
        let later = SourceLocation(file: "b.yaml", line: 1, column: 1)
        let diagnostics = [
            Diagnostic(.unknownDestination, "x", at: later),
            Diagnostic(.emptyIdentifier, "y", at: location),
            Diagnostic(.duplicateScene, "z", at: location),
        ]
        XCTAssertEqual(diagnostics.sorted().map(\.code), [.duplicateScene, .emptyIdentifier, .unknownDestination])
    }

    func testCollectorCapsErrorsAndDropsSuppressedWarnings() {
        var collector = DiagnosticCollector(errorLimit: 2, suppressedWarnings: [.unreachableScene])
        collector.emit(Diagnostic(.unreachableScene, "dropped", at: location))
        collector.emit(Diagnostic(.emptyIdentifier, "kept", at: location))
        for _ in 0..<5 { collector.emit(Diagnostic(.duplicateScene, "e", at: location)) }
        XCTAssertEqual(
            collector.diagnostics.map(\.code), [.emptyIdentifier, .duplicateScene, .duplicateScene, .tooManyErrors])
        XCTAssertTrue(collector.hasErrors)
        XCTAssertEqual(collector.warningTotal, 1)
    }

    /// Each code has one owner, a check or a stage of the pipeline, which
    /// gives it its one severity: a diagnostic takes it from there.
    func testEveryCodeHasExactlyOneOwner() {
        var owners: [DiagnosticCode: [String]] = [:]
        for owner in DiagnosticOwners.all {
            for code in owner.codes.keys { owners[code, default: []].append(String(describing: owner)) }
        }
        for code in DiagnosticCode.allCases {
            XCTAssertEqual(
                owners[code]?.count, 1,
                "\(code.rawValue) is owned by \(owners[code] ?? []); a check's codes count once the check is in "
                    + "Checks.all (Checks/Core/Checks.swift), a stage's are in PipelineStage.swift")
        }
        XCTAssertEqual(Diagnostic(.unreachableScene, "x", at: location).severity, .warning)
        XCTAssertEqual(Diagnostic(.unwindChecksSkipped, "x", at: location).severity, .note)
        XCTAssertEqual(Diagnostic(.chosenNameCollision, "x", at: location).severity, .error)
    }

    func testCodesAreUniqueAndWellFormed() {
        let codes = DiagnosticCode.allCases.map(\.rawValue)
        XCTAssertEqual(Set(codes).count, codes.count)
        for code in codes {
            XCTAssertTrue(code.hasPrefix("SG") && code.count == 5 && Int(code.dropFirst(2)) != nil, code)
        }
    }
}
