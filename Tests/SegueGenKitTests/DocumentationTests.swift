import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The docs are part of the contract; these tests keep them in step with
/// the code.
final class DocumentationTests: XCTestCase {
    func testEveryDiagnosticCodeIsDocumented() throws {
        let text = try Fixtures.text(of: Fixtures.docs.appendingPathComponent("Diagnostics.md"))
        for code in DiagnosticCode.allCases {
            XCTAssertTrue(
                text.contains("### \(code.rawValue) — \(code.title)"), "docs/Diagnostics.md lacks \(code.rawValue)")
        }
        let documented = text.components(separatedBy: "\n### SG").dropFirst().map { String($0.prefix(3)) }
        XCTAssertEqual(Set(documented), Set(DiagnosticCode.allCases.map { String($0.rawValue.dropFirst(2)) }))
    }

    /// Each heading of docs/Manifest.md documents exactly the keys the
    /// decoder reads there, read from the decoder's own key tables.
    func testEveryManifestKeyIsDocumented() throws {
        let text = try Fixtures.text(of: Fixtures.docs.appendingPathComponent("Manifest.md"))
        var documented: [String: Set<String>] = [:]
        for section in text.components(separatedBy: "\n#").dropFirst() {
            let heading = String(section.drop { $0 == "#" || $0 == " " }.prefix { $0 != "\n" })
            documented[heading] = Set(
                section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map {
                    String($0.dropFirst(3).prefix { $0 != "`" })
                })
        }
        for (heading, keys) in ManifestDecoder.keysByObject {
            XCTAssertEqual(documented[heading], Set(keys), "docs/Manifest.md, \(heading)")
        }
        for kind in SegueKind.allCases {
            XCTAssertTrue(text.contains("`\(kind.rawValue)`"), "docs/Manifest.md lacks the segue kind \(kind)")
        }
        for kind in SceneKind.allCases {
            XCTAssertTrue(text.contains("`\(kind.rawValue)`"), "docs/Manifest.md lacks the scene kind \(kind)")
        }
    }

    /// Every key `seguegen.yaml` accepts is in the README's example of it.
    func testEveryConfigurationKeyIsInTheReadme() throws {
        let readme = try Fixtures.text(of: Fixtures.root.appendingPathComponent("README.md"))
        let example = try XCTUnwrap(
            readme.components(separatedBy: "An optional `seguegen.yaml` at the top of the target sets options:")
                .dropFirst().first?.components(separatedBy: "```").dropFirst().first)
        let documented = Set(example.split(separator: "\n").map { String($0.prefix { $0 != ":" }) })
        XCTAssertEqual(documented.subtracting(["yaml"]), Set(Configuration.keys))
    }

    /// The JSON example in the docs is the shipped example, so it is known to validate.
    func testManifestDocExamplesValidate() throws {
        let text = try Fixtures.text(of: Fixtures.docs.appendingPathComponent("Manifest.md"))
        let yaml = try XCTUnwrap(
            text.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        let json = try XCTUnwrap(
            text.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        XCTAssertEqual(Diagnose.files([("RedGreenBlue.segues.yaml", yaml)]), [])
        XCTAssertEqual(Diagnose.files([("RedGreenBlue.segues.json", json)]), [])
    }

    /// The README's manifest is the Red/Green/Blue example's, in YAML: it
    /// generates the same code as the shipped JSON manifest.
    func testTheReadmeManifestIsTheExample() throws {
        let readme = try Fixtures.text(of: Fixtures.root.appendingPathComponent("README.md"))
        let block = try XCTUnwrap(
            readme.components(separatedBy: "```yaml\n# RedGreenBlue.segues.yaml").dropFirst().first?
                .components(separatedBy: "```").first)
        let yaml = String(block.drop { $0 != "\n" })
        let json = try Fixtures.bytes(
            of: Fixtures.examples.appendingPathComponent("RedGreenBlue/RedGreenBlue.segues.json"))
        func body(_ input: InputFile) throws -> String {
            var diagnostics = DiagnosticCollector()
            let project = try XCTUnwrap(Pipeline.load([input], diagnostics: &diagnostics))
            XCTAssertEqual(diagnostics.sorted, [], input.path)
            let code = try XCTUnwrap(
                Pipeline.generate(
                    project, options: GenerationOptions(inputFileNames: []), loader: TemplateCatalog.loader(),
                    diagnostics: &diagnostics))
            return String(code.drop { $0 != "\n" })
        }
        XCTAssertEqual(
            try body(InputFile(path: "RedGreenBlue.segues.yaml", bytes: Array(yaml.utf8))),
            try body(InputFile(path: "RedGreenBlue.segues.json", bytes: json)))
    }

    /// Every input ending `InputFormat` declares is named wherever a user
    /// reads which files are inputs.
    func testEveryInputEndingIsDocumented() throws {
        let readme = try Fixtures.text(of: Fixtures.root.appendingPathComponent("README.md"))
        let diagnostics = try Fixtures.text(of: Fixtures.docs.appendingPathComponent("Diagnostics.md"))
        let sg012 = try XCTUnwrap(
            diagnostics.components(separatedBy: "### SG012").dropFirst().first?.components(separatedBy: "###").first)
        for ending in InputFormat.allCases.flatMap(\.fileEndings) {
            XCTAssertTrue(
                readme.contains("`\(ending)`") || readme.contains("`*\(ending)`"), "README.md lacks \(ending)")
            XCTAssertTrue(sg012.contains("`\(ending)`"), "docs/Diagnostics.md's SG012 lacks \(ending)")
        }
    }
}
