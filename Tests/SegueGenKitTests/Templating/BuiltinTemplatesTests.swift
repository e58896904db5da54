import Foundation
import SegueGenKit
import TestSupport
import XCTest

/// The built-in templates are the files of Templates/Builtin: Package.swift embeds
/// every one, and `BuiltinTemplates` must name each, or the file ships
/// without a way to use it.
final class BuiltinTemplatesTests: XCTestCase {
    func testEveryTemplateFileIsBuiltIn() throws {
        let folder = Fixtures.root.appendingPathComponent("Templates/Builtin")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".stencil") }.map { String($0.dropLast(".stencil".count)) }
        XCTAssertEqual(
            Set(TemplateCatalog.builtinTemplateNames), Set(files),
            "each file of Templates/Builtin has its line in BuiltinTemplates.all (Templates/BuiltinTemplates.swift)")
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

    /// A part of the built-in templates renders only where an entry point
    /// includes it, directly or through another part: a section added to
    /// the folder but to no `{% include %}` fails here.
    func testEveryPartIsIncludedFromAnEntryPoint() throws {
        let include = try NSRegularExpression(pattern: #"\{%-?\s*include\s+"([^"]+)""#)
        var reached = Set(TemplateCatalog.entryPointTemplateNames)
        var pending = TemplateCatalog.entryPointTemplateNames
        while let name = pending.popLast() {
            let text = try XCTUnwrap(TemplateCatalog.loader().template(named: name)?.text, name)
            for match in include.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let part = String(text[range])
                if reached.insert(part).inserted { pending.append(part) }
            }
        }
        XCTAssertGreaterThan(reached.count, 2)
        XCTAssertEqual(
            Set(TemplateCatalog.builtinTemplateNames).subtracting(reached), [],
            "built-in templates no entry point includes; add their {% include %} (Templates/Builtin/segues.stencil)")
    }
}
