import Foundation
import SegueGenKit
import TestSupport
import XCTest

/// The built-in templates are the files of Templates/: Package.swift embeds
/// every one, and `BuiltinTemplates` must name each, or the file ships
/// without a way to use it.
final class BuiltinTemplatesTests: XCTestCase {
    func testEveryTemplateFileIsBuiltIn() throws {
        let folder = Fixtures.root.appendingPathComponent("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".stencil") }.map { String($0.dropLast(".stencil".count)) }
        XCTAssertEqual(Set(TemplateCatalog.builtinTemplateNames), Set(files))
        let documentation = try Fixtures.text(of: Fixtures.docs.appendingPathComponent("Templates.md"))
        for name in files {
            XCTAssertTrue(documentation.contains("`\(name)`"), "docs/Templates.md lacks the template \(name)")
        }
        for name in files {
            XCTAssertEqual(
                TemplateCatalog.loader().template(named: name)?.text,
                try Fixtures.text(of: folder.appendingPathComponent("\(name).stencil")), name)
        }
    }
}
