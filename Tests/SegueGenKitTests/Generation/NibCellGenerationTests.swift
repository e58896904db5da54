import SegueGenKit
import TestSupport
import XCTest

/// The typed nib cells of the NibCells fixture: each XIB that holds one
/// cell under the nib's own reuse identifier, nothing for the others, and
/// at most 10 generated lines a nib.
final class NibCellGenerationTests: XCTestCase {
    private func generated() throws -> String {
        let (code, diagnostics) = try GenerationCase.named("NibCells").generate()
        return try XCTUnwrap(code, diagnostics.map(\.description).joined(separator: "\n"))
    }

    func testANibCellIsRegisteredUnderTheNibsOwnReuseIdentifierElseItsName() throws {
        let code = try generated()
        XCTAssertTrue(
            code.contains(
                "static let photoCell = SeguegenReusableNib<PhotoCell>(nibName: \"PhotoCell\", reuseIdentifier: \"photo\")"
            ))
        XCTAssertTrue(
            code.contains(
                "static let plainCell = SeguegenReusableNib<UITableViewCell>(nibName: \"PlainCell\", "
                    + "reuseIdentifier: \"PlainCell\")"))
    }

    /// Thumbnail's class is Kit's, and its two localizations are one nib.
    func testAClassOfAnotherModuleIsQualifiedAndImportedAndLocalizationsAreOneNib() throws {
        let code = try generated()
        XCTAssertTrue(code.contains("\nimport Kit\n"))
        XCTAssertEqual(code.components(separatedBy: "SeguegenReusableNib<Kit.ThumbnailCell>(").count, 2)
    }

    /// Two objects, a view, a table's header or footer view, a XIB of the
    /// archive format: no member, and no error.
    func testXIBsThatAreNotOneCellGiveNothing() throws {
        let (_, diagnostics) = try GenerationCase.named("NibCells").generate()
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        let code = try generated()
        for name in ["TwoObjects", "Banner", "Footnote", "Legacy"] {
            XCTAssertFalse(code.contains("nibName: \"\(name)\""), name)
        }
    }

    /// The nib cells' section: at most 10 lines a nib (the fixture has 10).
    func testTheNibCellAPIIsAtMostTenLinesANib() throws {
        let code = try generated()
        let start = try XCTUnwrap(code.range(of: "// MARK: - Nib cells"))
        let end = try XCTUnwrap(code.range(of: "// MARK: - Storyboard scenes"))
        let section = code[start.lowerBound..<end.lowerBound]
        XCTAssertEqual(section.components(separatedBy: "= SeguegenReusableNib<").count - 1, 10)
        XCTAssertLessThanOrEqual(section.split(separator: "\n").count, 10 * 10)
    }
}
