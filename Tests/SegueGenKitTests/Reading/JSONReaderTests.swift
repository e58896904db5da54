import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

final class JSONReaderTests: XCTestCase {
    private func read(_ text: String, file: String = "m.json") -> (Node?, [Diagnostic]) {
        read(bytes: Array(text.utf8), file: file)
    }

    private func read(bytes: [UInt8], file: String = "m.json", limits: ReaderLimits = .default) -> (Node?, [Diagnostic])
    {
        var diagnostics = DiagnosticCollector()
        let node = ManifestSyntax.json.read(bytes, file: file, limits: limits, diagnostics: &diagnostics)
        return (node, diagnostics.diagnostics)
    }

    private func error(_ text: String) -> String {
        let (node, diagnostics) = read(text)
        XCTAssertNil(node, "expected \(text.debugDescription) to be refused")
        return diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue) \($0.message)" }
            .joined(separator: "\n")
    }

    func testReadsValuesWithTheirLocations() throws {
        let (node, diagnostics) = read("{\n  \"a\": [1, -2.5e3, true, false, null],\n  \"b\": {\"c\": \"d\"}\n}")
        XCTAssertEqual(diagnostics, [])
        guard case .mapping(let entries) = try XCTUnwrap(node).value else { return XCTFail("not a mapping") }
        XCTAssertEqual(entries.map(\.key), ["a", "b"])
        XCTAssertEqual(entries[0].keyLocation, SourceLocation(file: "m.json", line: 2, column: 3))
        guard case .sequence(let items) = entries[0].value.value else { return XCTFail("not a list") }
        XCTAssertEqual(
            items.map(\.value),
            [
                .scalar(.number("1")), .scalar(.number("-2.5e3")), .scalar(.bool(true)), .scalar(.bool(false)),
                .scalar(.null),
            ])
        XCTAssertEqual(items.map(\.location.column), [9, 12, 20, 26, 33])
        guard case .mapping(let inner) = entries[1].value.value else { return XCTFail("not a mapping") }
        XCTAssertEqual(inner[0].value.value, .scalar(.string("d")))
        XCTAssertEqual(inner[0].value.location, SourceLocation(file: "m.json", line: 3, column: 14))
    }

    func testDecodesEscapesAndSurrogatePairs() throws {
        let (node, _) = read(#"["\"\\\/\b\f\n\r\t", "\u00e9\u4e2d", "\ud83d\ude00", "é"]"#)
        guard case .sequence(let items) = try XCTUnwrap(node).value else { return XCTFail("not a list") }
        XCTAssertEqual(items[0].value, .scalar(.string("\"\\/\u{8}\u{c}\n\r\t")))
        XCTAssertEqual(items[1].value, .scalar(.string("é中")))
        XCTAssertEqual(items[2].value, .scalar(.string("😀")))
        XCTAssertEqual(items[3].value, .scalar(.string("é")))
    }

    func testRefusesMalformedDocumentsAtTheOffendingCharacter() {
        XCTAssertEqual(error(#"{"a": 1,}"#), "1:9 SG005 unexpected character '}'; expected a key in double quotes")
        XCTAssertEqual(error("[1 2]"), "1:4 SG005 unexpected character '2'; expected ',' or ']'")
        XCTAssertEqual(error("01"), "1:2 SG005 unexpected character '1' after the end of the JSON document")
        XCTAssertEqual(error("[1.]"), "1:4 SG005 a number needs a digit after '.'")
        XCTAssertEqual(error("[-]"), "1:3 SG005 a number needs a digit after '-'")
        XCTAssertEqual(error("[tru]"), "1:2 SG005 unexpected character 't'; expected a value")
        XCTAssertEqual(
            error("\"a\nb\""), "1:3 SG005 control character 0x0A in a string; write it as an escape such as \\n")
        XCTAssertEqual(error(#"["\x"]"#), "1:4 SG005 invalid escape sequence \\x")
        XCTAssertEqual(error(#"["\u12G4"]"#), "1:7 SG005 \\u must be followed by four hexadecimal digits")
        XCTAssertEqual(error(#"["\ud83d"]"#), "1:3 SG005 unpaired high surrogate \\uD83D")
        XCTAssertEqual(error(#"["\ude00"]"#), "1:3 SG005 unpaired low surrogate \\uDE00")
        XCTAssertEqual(error("{\n\"a\": [1,\n"), "3:1 SG005 unexpected end of file; expected a value")
        XCTAssertEqual(error("\"abc"), "1:1 SG005 unterminated string")
        XCTAssertEqual(error("   "), "1:4 SG005 the file is empty; expected a JSON object")
        XCTAssertEqual(error("[«]"), "1:2 SG005 unexpected character '«'; expected a value")
    }

    /// Objects and arrays share one reading of what follows a member: a
    /// comma, or the bracket that closes them.
    func testEveryContainerNamesItsSeparatorAndWhereItOpened() {
        XCTAssertEqual(error(#"{"a": 1 "b": 2}"#), "1:9 SG005 unexpected character '\"'; expected ',' or '}'")
        XCTAssertEqual(
            error("{\"a\": [1,\n  2"),
            "2:4 SG005 unexpected end of file; expected ',' or ']' to close the array opened at m.json:1:7")
        XCTAssertEqual(
            error(#"[{"a": {}}, {"b": []"#),
            "1:21 SG005 unexpected end of file; expected ',' or '}' to close the object opened at m.json:1:13")
        let (node, _) = read(#"{ "a" : [ ] , "b" : { } }"#)
        guard case .mapping(let entries) = node?.value else { return XCTFail("not a mapping") }
        XCTAssertEqual(entries.map(\.value.value), [.sequence([]), .mapping([])])
    }

    func testDuplicateKeysPointAtBothPlaces() {
        let (node, diagnostics) = read("{\"a\": 1,\n \"a\": 2}")
        XCTAssertNil(node)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.code, .duplicateKey)
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: "m.json", line: 2, column: 2))
        XCTAssertEqual(diagnostics.first?.notes.first?.location, SourceLocation(file: "m.json", line: 1, column: 2))
    }

    func testAcceptsByteOrderMarkAndCRLF() throws {
        let (node, diagnostics) = read(bytes: [0xEF, 0xBB, 0xBF] + Array("{\r\n\"a\": x}".utf8))
        XCTAssertNil(node)
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: "m.json", line: 2, column: 6))
        let (valid, _) = read(bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
        guard case .mapping(let entries) = try XCTUnwrap(valid).value else { return XCTFail("not a mapping") }
        XCTAssertEqual(entries[0].keyLocation.column, 2)
    }

    func testLocatesInvalidUTF8() {
        let (node, diagnostics) = read(bytes: Array("{\n \"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8))
        XCTAssertNil(node)
        XCTAssertEqual(diagnostics.map(\.code), [.invalidEncoding])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: "m.json", line: 2, column: 8))
        XCTAssertTrue(diagnostics.first?.message.contains("0xC3") ?? false)
    }

    func testBoundsNestingAndSize() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let (node, diagnostics) = read(deep)
        XCTAssertNil(node)
        XCTAssertEqual(diagnostics.map(\.code), [.nestingTooDeep])
        XCTAssertEqual(diagnostics.first?.location.column, 65)
        let (large, sizeDiagnostics) = read(
            bytes: Array("[1, 2, 3]".utf8), limits: ReaderLimits(maximumManifestSize: 4))
        XCTAssertNil(large)
        XCTAssertEqual(sizeDiagnostics.map(\.code), [.inputTooLarge])
    }

    func testKeepsLocationsAcrossLargeInputs() throws {
        let text = "[" + Array(repeating: "{\"id\": \"x\"}", count: 50_000).joined(separator: ",") + "]"
        let (node, _) = read(text)
        guard case .sequence(let items) = try XCTUnwrap(node).value else { return XCTFail("not a list") }
        XCTAssertEqual(items.count, 50_000)
        XCTAssertEqual(items.last?.location.column, text.utf8.count - 11)
    }
}
