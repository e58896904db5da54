import SegueGenKit
import TestSupport
import XCTest

/// docs/Templates.md's filter table names exactly the filters templates
/// have (the engine's and SegueGen's Swift-naming ones): a filter added without a row, or a row left for a removed filter,
/// fails here.
final class TemplateFiltersDocumentationTests: XCTestCase {
    func testTheFilterTableNamesEveryFilterAndNoOther() throws {
        let text = try Fixtures.text(of: Fixtures.docs.appendingPathComponent("Templates.md"))
        let table = try XCTUnwrap(
            text.components(separatedBy: "### Filters").dropFirst().first?.components(separatedBy: "###").first)
        var documented: Set<String> = []
        for row in table.split(separator: "\n") where row.hasPrefix("| `") {
            let names = row.split(separator: "|")[0]
            for part in names.split(separator: "`").enumerated() where part.offset % 2 == 1 {
                documented.insert(String(part.element))
            }
        }
        XCTAssertEqual(documented, Set(TemplateCatalog.filters.names))
    }
}
