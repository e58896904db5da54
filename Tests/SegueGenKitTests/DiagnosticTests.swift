import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
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
    /// gives it its one severity: a diagnostic takes it from there. Every
    /// code the sources declare (`.init("SGnnn", …)` in an `extension
    /// DiagnosticCode`, read from the files, not from the owners) is some
    /// owner's: one no owner lists would be missing from `allCases`, so no
    /// docs, coverage or help test would ask for it. A code two owners list
    /// has two.
    func testEveryCodeHasExactlyOneOwner() throws {
        var owners: [DiagnosticCode: [String]] = [:]
        for owner in DiagnosticOwners.all {
            for code in owner.codes.keys { owners[code, default: []].append(String(describing: owner)) }
        }
        let folder = Fixtures.root.appendingPathComponent("Sources/SegueGenKit")
        let declaration = try NSRegularExpression(pattern: #"\.init\(\s*"(SG[0-9]{3})""#)
        var declared: Set<String> = []
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) where path.hasSuffix(".swift") {
            let text = try Fixtures.text(of: folder.appendingPathComponent(path))
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                declared.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        XCTAssertGreaterThan(declared.count, 90)
        XCTAssertEqual(
            declared.subtracting(DiagnosticCode.allCases.map(\.rawValue)).sorted(), [],
            "codes declared that no owner's codes list")
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

    /// A check's codes are the tool's once the check is in `Checks.all`, so
    /// a check left out of it would run nowhere and its codes be nobody's:
    /// every `Check` the sources declare is an owner.
    func testEveryCheckIsInChecksAll() throws {
        let folder = Fixtures.root.appendingPathComponent("Sources/SegueGenKit/Checks")
        let declaration = try NSRegularExpression(
            pattern: #"(?m)^(?:public |internal )?(?:enum|struct|final class|class) (\w+)\s*:[^{]*\bCheck\b[^{]*\{"#)
        var declared: [String] = []
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) where path.hasSuffix(".swift") {
            let text = try Fixtures.text(of: folder.appendingPathComponent(path))
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                declared.append(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        let owners = Set(DiagnosticOwners.all.map { String(describing: $0) })
        XCTAssertFalse(declared.isEmpty)
        for check in declared.sorted() {
            XCTAssertTrue(owners.contains(check), "\(check) is not in Checks.all (Checks/Core/Checks.swift)")
        }
    }

    /// A code is known by its number alone, so two codes of one number would
    /// be one code: the owners' codes are read before they merge, and each
    /// number is `SG` and three digits.
    func testCodesAreUniqueAndWellFormed() {
        var names: [String: Set<String>] = [:]
        for owner in DiagnosticOwners.all {
            for code in owner.codes.keys { names[code.rawValue, default: []].insert(code.name) }
        }
        for (rawValue, declared) in names.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(declared.count, 1, "\(rawValue) is the number of \(declared.sorted()); give each its own")
            XCTAssertTrue(
                rawValue.count == 5 && rawValue.hasPrefix("SG")
                    && rawValue.dropFirst(2).allSatisfy { ("0"..."9").contains($0) },
                "\(rawValue) is not SG and three digits")
        }
        XCTAssertEqual(names.count, DiagnosticCode.allCases.count)
        XCTAssertEqual(DiagnosticCode(rawValue: "SG216"), .unusedClassDeclaration)
        XCTAssertEqual(DiagnosticCode(rawValue: "SG216")?.title, "a class declaration names a class no scene uses")
        XCTAssertNil(DiagnosticCode(rawValue: "SG999"))
    }
}
