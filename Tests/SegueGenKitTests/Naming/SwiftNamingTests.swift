import SegueGenKit
import SegueGenSupport
import TemplateEngine
import XCTest

final class SwiftNamingTests: XCTestCase {
    func testMemberNames() {
        let table: [(String, String)] = [
            ("showDetail", "showDetail"), ("Show Detail", "showDetail"), ("show-detail", "showDetail"),
            ("UnwindToRedSegueID", "unwindToRedSegueID"), ("URLPicker", "urlPicker"), ("ID", "id"),
            ("sw_rear", "sw_rear"), ("1st step", "_1stStep"), ("unwindToRed:", "unwindToRed"),
            ("default", "`default`"), ("class", "`class`"), ("self", "self_"), ("rawValue", "rawValue_"),
            ("allCases", "allCases_"), ("init", "init_"), ("Unwind From Edit Fullname", "unwindFromEditFullname"),
            ("été", "été"), ("a.b.c", "aBC"), ("", "_"), ("---", "_"),
        ]
        for (input, expected) in table {
            XCTAssertEqual(SwiftNaming.memberName(input), expected, input)
        }
    }

    func testTypeNames() {
        let table: [(String, String)] = [
            ("Main", "Main"), ("master", "Master"), ("Show Detail", "ShowDetail"), ("2FA", "_2FA"),
            ("Type", "Type_"), ("Protocol", "Protocol_"), ("Segue", "Segue_"), ("My-Screen", "MyScreen"),
            ("DetailViewController (archive)", "DetailViewControllerArchive"), ("", "_"),
        ]
        for (input, expected) in table {
            XCTAssertEqual(SwiftNaming.typeName(input), expected, input)
        }
    }

    func testLowerFirstWord() {
        let table: [(String, String)] = [
            ("PeoplePicker", "peoplePicker"), ("URLChooser", "urlChooser"), ("ABC", "abc"), ("A", "a"),
            ("already", "already"), ("ID2", "id2"), ("UIViewController", "uiViewController"),
        ]
        for (input, expected) in table {
            XCTAssertEqual(SwiftNaming.lowerFirstWord(input), expected, input)
        }
    }

    func testValidTypeNames() {
        for valid in ["RedViewController", "App.RedViewController", "_Private", "Ünïcode", "V2"] {
            XCTAssertTrue(SwiftNaming.isValidTypeName(valid), valid)
        }
        for invalid in ["", "9Lives", "My-Class", "A..B", "A.", "class", "Has Space", "Generic<T>"] {
            XCTAssertFalse(SwiftNaming.isValidTypeName(invalid), invalid)
        }
    }
}

extension SwiftNamingTests {
    func testStringLiteralsInSwiftAndJSON() throws {
        let text = "say \"hi\" \\ é\n\t\u{1b}"
        XCTAssertEqual(SwiftNaming.stringLiteral("plain"), "\"plain\"")
        XCTAssertEqual(SwiftNaming.stringLiteral(text), #""say \"hi\" \\ é\n\t\u{1b}""#)
        let json = ContextJSON.render(StringHolder(text))
        var diagnostics = DiagnosticCollector()
        let node = try XCTUnwrap(ManifestSyntax.json.read(Array(json.utf8), file: "x.json", diagnostics: &diagnostics))
        guard case .mapping(let entries) = node.value else { return XCTFail("not an object") }
        XCTAssertEqual(entries.first?.value.value, .scalar(.string(text)))
        XCTAssertTrue(json.contains(#"\u001b"#))
    }
}

/// The Swift-naming template filters SegueGen registers beside the engine's.
final class SwiftNamingFiltersTests: XCTestCase {
    private func output(_ template: String, value: String = "Show Detail") -> String? {
        do {
            return try TemplateRenderer.render(
                template: "main", context: StringHolder(value), loader: TemplateLoader(builtins: ["main": template]),
                filters: TemplateCatalog.filters)
        } catch {
            XCTFail("\(error)")
            return nil
        }
    }

    func testSwiftNamingFilters() {
        XCTAssertEqual(output("{{ value|swiftIdentifier }}"), "Show_Detail")
        XCTAssertEqual(output("{{ value|swiftIdentifier:\"pretty\" }}"), "ShowDetail")
        XCTAssertEqual(output("{{ value|lowerFirstWord }}", value: "URLPicker"), "urlPicker")
        XCTAssertEqual(output("{{ value|upperFirstLetter }}", value: "red"), "Red")
        XCTAssertEqual(output("{{ value|lowerFirstLetter }}", value: "Red"), "red")
        XCTAssertEqual(output("{{ value|escapeReservedKeywords }}", value: "default"), "`default`")
        XCTAssertEqual(output("{{ value|escapeReservedKeywords }}", value: "red"), "red")
        XCTAssertEqual(output("{{ value|swiftIdentifier:\"pretty\"|lowerFirstWord|uppercase }}"), "SHOWDETAIL")
    }
}

/// One string under the key `value`, to print as JSON.
private final class StringHolder: TemplateObject {
    let text: String

    init(_ text: String) { self.text = text }

    var templateKeys: [String] { ["value"] }

    func templateValue(forKey key: String) -> TemplateValue? { key == "value" ? .string(text) : nil }
}
