import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

final class YAMLReaderTests: XCTestCase {
    private func read(_ text: String, limits: ReaderLimits = .default) -> (Node?, [Diagnostic]) {
        read(bytes: Array(text.utf8), limits: limits)
    }

    private func read(bytes: [UInt8], limits: ReaderLimits = .default) -> (Node?, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let node = ManifestSyntax.yaml.read(bytes, file: "m.yaml", limits: limits, diagnostics: &diagnostics)
        return (node, diagnostics.diagnostics)
    }

    /// A compact rendering of a tree: scalars as `s:text`, `n:text`, `b:…`,
    /// `~`; lists in brackets; mappings in braces.
    private func render(_ node: Node) -> String {
        switch node.value {
        case .scalar(.string(let text)): "s:\(text)"
        case .scalar(.number(let text)): "n:\(text)"
        case .scalar(.bool(let value)): "b:\(value)"
        case .scalar(.null): "~"
        case .sequence(let items): "[" + items.map(render).joined(separator: ", ") + "]"
        case .mapping(let entries): "{" + entries.map { "\($0.key): \(render($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let (node, diagnostics) = read(text)
        XCTAssertEqual(diagnostics.map(\.description), [], file: file, line: line)
        return node.map(render) ?? "<nil>"
    }

    private func error(_ text: String) -> String {
        let (node, diagnostics) = read(text)
        XCTAssertNil(node, "expected \(text.debugDescription) to be refused")
        return diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue) \($0.message)" }
            .joined(separator: "\n")
    }

    func testReadsBlockMappingsAndSequences() {
        XCTAssertEqual(
            parse("a: 1\nb:\n  c: x\n  d:\n    - y\n    - z\ne:\n- p\n- q\n"),
            "{a: n:1, b: {c: s:x, d: [s:y, s:z]}, e: [s:p, s:q]}")
        XCTAssertEqual(
            parse("- name: A\n  kind: k\n- name: B\n- - inner\n  - list\n"),
            "[{name: s:A, kind: s:k}, {name: s:B}, [s:inner, s:list]]")
        XCTAssertEqual(parse("a:\n  -\n    b: c\n"), "{a: [{b: s:c}]}")
        XCTAssertEqual(parse("a:\nb: 2\n"), "{a: ~, b: n:2}")
    }

    func testReadsFlowCollectionsAcrossLines() {
        XCTAssertEqual(parse("a: [1, \"two\", {b: c, 'd': [e]}]\n"), "{a: [n:1, s:two, {b: s:c, d: [s:e]}]}")
        XCTAssertEqual(parse("a: {x: 1,\n  y: 2,  # note\n  }\n"), "{a: {x: n:1, y: n:2}}")
        XCTAssertEqual(parse("[a, b, ]"), "[s:a, s:b]")
        XCTAssertEqual(parse("a: {k: }\n"), "{a: {k: ~}}")
        XCTAssertEqual(parse("a: {action: \"unwindToRed:\"}\n"), "{a: {action: s:unwindToRed:}}")
    }

    func testResolvesPlainScalarsWithTheCoreSchema() {
        XCTAssertEqual(
            parse("[yes, no, on, true, False, ~, null, 12, -3, 0x1F, 0o17, 1.5, .5, 1e3, .inf, .NaN, 1.2.3, 12a]"),
            "[s:yes, s:no, s:on, b:true, b:false, ~, ~, n:12, n:-3, n:0x1F, n:0o17, n:1.5, n:.5, n:1e3, n:.inf, n:.NaN, s:1.2.3, s:12a]"
        )
        XCTAssertEqual(parse("a: b#c # comment\nd: e:f\n"), "{a: s:b#c, d: s:e:f}")
        XCTAssertEqual(parse("a: Show Detail  \n"), "{a: s:Show Detail}")
    }

    func testReadsQuotedScalarsWithEscapesAndFolding() {
        XCTAssertEqual(parse(#"a: "tab\there \"q\" \\ \u00e9 \x41 \U0001F600""#), "{a: s:tab\there \"q\" \\ é A 😀}")
        XCTAssertEqual(parse("a: 'it''s'\n"), "{a: s:it's}")
        XCTAssertEqual(parse("a: \"one\n  two\n\n  three\"\n"), "{a: s:one two\nthree}")
        // A plain value goes on over deeper lines, folded with spaces, as
        // base64 data often does (issue 23).
        XCTAssertEqual(parse("a: one\n  two\n   three\nb: 1\n"), "{a: s:one two three, b: n:1}")
        XCTAssertEqual(parse("- iVBORw0KGgo\n  AAAANSUhEUg==\n"), "[s:iVBORw0KGgo AAAANSUhEUg==]")
        XCTAssertEqual(parse("a: \"joined\\\n   here\"\n"), "{a: s:joinedhere}")
        XCTAssertEqual(parse("\"quoted key\": 1\n"), "{quoted key: n:1}")
    }

    /// The two quoted styles are one grammar but for escapes: a backslash
    /// is text in single quotes, a doubled quote is a quote only there, and
    /// a control character is refused in both, at its place.
    func testQuotedStylesDifferOnlyInEscapes() {
        XCTAssertEqual(parse(#"a: 'back\slash ""'"#), #"{a: s:back\slash ""}"#)
        XCTAssertEqual(parse("a: 'one\n\n  two'\n"), "{a: s:one\ntwo}")
        XCTAssertEqual(parse("a: 'tab\tok'\n"), "{a: s:tab\tok}")
        XCTAssertEqual(error("a: 'bell\u{7}'\n"), "1:9 SG006 control character 0x07 in a string")
        XCTAssertEqual(
            error("a: \"bell\u{7}\"\n"), "1:9 SG006 control character 0x07 in a string; write it as an escape")
        XCTAssertEqual(error("a: \"it\"\"s\"\n").prefix(9), "1:8 SG006")
    }

    /// A block mapping and a block list end, or go on, after an entry by
    /// one rule, and each names what a line indented too far is deeper than.
    func testABlockGoesOnAtItsIndentOnly() {
        XCTAssertEqual(parse("a:\n  - x\n  - y\nb:\n- z\n"), "{a: [s:x, s:y], b: [s:z]}")
        XCTAssertEqual(
            error("a:\n    - x\n  b: 1\n"),
            "3:3 SG006 unexpected indentation; this line is indented more than the keys of its mapping")
        XCTAssertEqual(
            error("-\n    - x\n  - y\n"),
            "3:3 SG006 unexpected indentation; this line is indented more than the items of its list")
    }

    func testAcceptsDocumentMarkersCommentsByteOrderMarkAndCRLF() throws {
        XCTAssertEqual(parse("# header\n---\na: 1 # trailing\n...\n# end\n"), "{a: n:1}")
        let (node, diagnostics) = read(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb:\r\n  - c\r\n".utf8))
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(node.map(render), "{a: n:1, b: [s:c]}")
        guard case .mapping(let entries) = try XCTUnwrap(node).value else { return XCTFail("not a mapping") }
        XCTAssertEqual(entries[0].keyLocation, SourceLocation(file: "m.yaml", line: 1, column: 1))
        guard case .sequence(let items) = entries[1].value.value else { return XCTFail("not a list") }
        XCTAssertEqual(items[0].location, SourceLocation(file: "m.yaml", line: 3, column: 5))
    }

    func testNodesCarryLineAndColumn() throws {
        let (node, _) = read("scenes:\n  - name: Red\n    segues: [{id: go, kind: show}]\n")
        guard case .mapping(let top) = try XCTUnwrap(node).value,
            case .sequence(let scenes) = top[0].value.value,
            case .mapping(let scene) = scenes[0].value,
            case .sequence(let segues) = scene[1].value.value,
            case .mapping(let segue) = segues[0].value
        else { return XCTFail("unexpected shape") }
        XCTAssertEqual(scenes[0].location, SourceLocation(file: "m.yaml", line: 2, column: 5))
        XCTAssertEqual(scene[0].value.location, SourceLocation(file: "m.yaml", line: 2, column: 11))
        XCTAssertEqual(segues[0].location, SourceLocation(file: "m.yaml", line: 3, column: 14))
        XCTAssertEqual(segue[1].keyLocation, SourceLocation(file: "m.yaml", line: 3, column: 23))
        XCTAssertEqual(segue[1].value.location, SourceLocation(file: "m.yaml", line: 3, column: 29))
    }

    func testRefusesFeaturesOutsideTheSubsetByName() {
        XCTAssertEqual(
            error("a: &x 1\n"),
            "1:4 SG007 anchors (&name) are not supported in SegueGen manifests; repeat the value instead")
        XCTAssertEqual(
            error("a: *x\n"),
            "1:4 SG007 aliases (*name) are not supported in SegueGen manifests; repeat the value instead")
        XCTAssertEqual(
            error("a: !!str 1\n"), "1:4 SG007 tags (!tag) are not supported in SegueGen manifests; remove the tag")
        XCTAssertEqual(
            error("a: |\n  text\n"),
            "1:4 SG007 block scalars (| and >) are not supported in SegueGen manifests; write the text as a quoted string on one line"
        )
        XCTAssertEqual(error("a: >\n  text\n").prefix(9), "1:4 SG007")
        XCTAssertEqual(
            error("a: 1\n---\nb: 2\n"),
            "2:1 SG007 multiple documents in one file are not supported in SegueGen manifests; keep one manifest per file"
        )
        XCTAssertEqual(error("%YAML 1.2\n---\na: 1\n").prefix(9), "1:1 SG007")
        XCTAssertEqual(error("? a\n: b\n").prefix(9), "1:1 SG007")
        XCTAssertEqual(error("- [a: b]\n").prefix(9), "1:5 SG007")
    }

    /// A project generator's description reads block scalars, which a
    /// manifest refuses (above): XcodeGen's build scripts are written so.
    func testAProjectDescriptionReadsBlockScalars() {
        func description(_ text: String) -> String {
            var diagnostics = DiagnosticCollector()
            let node = ManifestSyntax.yaml.readProjectDescription(
                Array(text.utf8), file: "project.yml", diagnostics: &diagnostics)
            XCTAssertEqual(diagnostics.diagnostics.map(\.description), [])
            return node.map(render) ?? "<nil>"
        }
        XCTAssertEqual(
            description("a:\n  - script: |\n      if x; then\n        swiftgen\n      fi\n\n    name: Gen\nb: 1\n"),
            "{a: [{script: s:if x; then\n  swiftgen\nfi\n, name: s:Gen}], b: n:1}")
        XCTAssertEqual(
            description("a: >-\n  one\n  two\n\n  three\nb: |+\n  x\n\n"), "{a: s:one two\nthree, b: s:x\n\n}")
        XCTAssertEqual(description("- |2\n     indented\n- last"), "[s:   indented\n, s:last]")
        XCTAssertEqual(description("a: |\nb: 2\n"), "{a: s:, b: n:2}")
    }

    func testReportsSyntaxErrorsWhereTheyAre() {
        XCTAssertEqual(error("a: 1\n\tb: 2\n"), "2:1 SG006 tab used for indentation; YAML indents with spaces only")
        XCTAssertEqual(error("a: 1\n   b: 2\n").prefix(9), "2:4 SG006")
        XCTAssertEqual(
            error("a: one\n  b: two\n"),
            "2:3 SG006 this line is indented deeper than the value above it, so it would continue that value as plain "
                + "text; align it with the line above, or leave the value above empty to nest it")
        XCTAssertEqual(
            error("a: \"one\"\n  two\n"),
            "2:3 SG006 this line is indented deeper than the value above it, so it would continue that value; only a "
                + "plain (unquoted) value can go on over several lines")
        XCTAssertEqual(
            error("a: - b\n"), "1:4 SG006 a list cannot start on the same line as its key; start it on the next line")
        XCTAssertEqual(
            error("a: b: c\n"),
            "1:5 SG006 a mapping cannot start on the same line as its key; start it on the next line")
        XCTAssertEqual(error("a: \"open\n"), "1:4 SG006 unterminated double-quoted string")
        XCTAssertEqual(error("a: 'open\n"), "1:4 SG006 unterminated single-quoted string")
        XCTAssertEqual(
            error("a: [1, 2\n"),
            "2:1 SG006 unexpected end of file; expected ']' to close the collection opened at m.yaml:1:4")
        XCTAssertEqual(error("a: \"x\"#c\n"), "1:7 SG006 a comment needs a space before '#'")
        XCTAssertEqual(error("a: \"\\q\"\n"), "1:5 SG006 invalid escape sequence \\q")
        XCTAssertEqual(error("a: \"\\ud800\"\n").prefix(9), "1:5 SG006")
        XCTAssertEqual(error("a: 1\nb\n"), "2:1 SG006 expected a key followed by ':' (as in `name: value`)")
        XCTAssertEqual(error("- a\nb: 1\n").prefix(9), "2:1 SG006")
        XCTAssertEqual(error("a: @x\n").prefix(9), "1:4 SG006")
        XCTAssertEqual(
            error("a: 1\rb: 2\n"), "1:5 SG006 carriage return without a line feed; use LF or CRLF line endings")
    }

    /// An unquoted selector is the likeliest slip; every form says to
    /// quote it, at the value.
    func testAnUnquotedSelectorIsToldToBeQuotedInEveryForm() {
        let message =
            "SG006 a value ending in ':' must be quoted, as in \"unwindToRed:\"; unquoted, YAML reads the "
            + "':' as a key's"
        XCTAssertEqual(error("a: [unwindToRed:]\n"), "1:5 " + message)
        XCTAssertEqual(error("a: [b, unwindToRed:, c]\n"), "1:8 " + message)
        XCTAssertEqual(error("a: {kind: unwind, action: unwindToRed:}\n"), "1:27 " + message)
        XCTAssertEqual(error("a: {action: unwindToRed: , kind: unwind}\n"), "1:13 " + message)
        XCTAssertEqual(error("a:\n  action: unwindToRed:\n"), "2:11 " + message)
        XCTAssertEqual(error("a:\n  action: unwindToRed:   # back to red\n"), "2:11 " + message)
        // A colon followed by more is a nested mapping, not a selector.
        XCTAssertEqual(
            error("a: b: c\n"),
            "1:5 SG006 a mapping cannot start on the same line as its key; start it on the next line")
    }

    func testDuplicateKeysPointAtBothPlaces() {
        let (node, diagnostics) = read("a: 1\nb:\n  c: 1\n  c: 2\n")
        XCTAssertNil(node)
        XCTAssertEqual(diagnostics.map(\.code), [.duplicateKey])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: "m.yaml", line: 4, column: 3))
        XCTAssertEqual(diagnostics.first?.notes.first?.location, SourceLocation(file: "m.yaml", line: 3, column: 3))
        XCTAssertEqual(read("{a: 1, a: 2}").1.map(\.code), [.duplicateKey])
    }

    func testEmptyDocumentIsNull() {
        XCTAssertEqual(parse(""), "~")
        XCTAssertEqual(parse("# only a comment\n"), "~")
        XCTAssertEqual(parse("---\n"), "~")
    }

    func testBoundsNesting() {
        let deep = String(repeating: "[", count: 80) + String(repeating: "]", count: 80)
        XCTAssertEqual(read(deep).1.map(\.code), [.nestingTooDeep])
        var block = ""
        for level in 0..<80 { block += String(repeating: " ", count: level * 2) + "k:\n" }
        XCTAssertEqual(read(block).1.map(\.code), [.nestingTooDeep])
        XCTAssertEqual(read("a: 1", limits: ReaderLimits(maximumManifestSize: 2)).1.map(\.code), [.inputTooLarge])
    }

    func testLocatesInvalidUTF8() {
        let (node, diagnostics) = read(bytes: Array("a: 1\nb: ".utf8) + [0xFF])
        XCTAssertNil(node)
        XCTAssertEqual(diagnostics.first?.code, .invalidEncoding)
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: "m.yaml", line: 2, column: 4))
    }
}
