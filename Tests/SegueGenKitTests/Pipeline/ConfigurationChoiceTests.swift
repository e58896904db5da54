import SegueGenKit
import XCTest

/// The settings of `seguegen.yaml` that are one of a fixed set of words
/// are read, and refused, one way.
final class ConfigurationChoiceTests: XCTestCase {
    private func read(_ yaml: String) -> (Configuration?, [String]) {
        var diagnostics = DiagnosticCollector()
        let configuration = Configuration.read(Array(yaml.utf8), file: "seguegen.yaml", diagnostics: &diagnostics)
        return (configuration, diagnostics.diagnostics.map { "\($0.location) \($0.code.rawValue) \($0.message)" })
    }

    func testReadsEachChoice() {
        let (configuration, diagnostics) = read("accessLevel: public\nbundle: module\n")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(configuration?.accessLevel, .public)
        XCTAssertEqual(configuration?.bundle, .module)
    }

    func testRefusesAnUnknownWordAtItsPlace() {
        let (configuration, diagnostics) = read("accessLevel: pubic\nbundle: [main]\n")
        XCTAssertNil(configuration?.accessLevel)
        XCTAssertNil(configuration?.bundle)
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertEqual(
            diagnostics.first,
            "seguegen.yaml:1:14 SG105 access level must be internal, public or package, not \"pubic\"; "
                + "did you mean \"public\"?")
        XCTAssertTrue(diagnostics.last?.hasPrefix("seguegen.yaml:2:9 ") == true, diagnostics.last ?? "")
        XCTAssertTrue(diagnostics.last?.contains("the bundle") == true, diagnostics.last ?? "")
    }
}
