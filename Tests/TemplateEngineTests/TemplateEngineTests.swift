import SegueGenSupport
import TemplateEngine
import XCTest

/// A context for engine tests: plain values under fixed keys.
private final class TestContext: TemplateObject, @unchecked Sendable {
    let values: [(String, TemplateValue)]

    init(values: [(String, TemplateValue)]) {
        self.values = values
    }

    var templateKeys: [String] { values.map(\.0) }

    func templateValue(forKey key: String) -> TemplateValue? {
        values.first { $0.0 == key }?.1
    }
}

final class TemplateEngineTests: XCTestCase {
    private let context = TestContext(values: [
        ("name", .string("Show Detail")),
        ("empty", .string("")),
        ("count", .int(3)),
        ("flag", .bool(true)),
        ("nothing", .null),
        ("items", .array([.string("a"), .string("b"), .string("c")])),
        ("none", .array([])),
        (
            "scene",
            .object(
                TestContext(values: [
                    ("name", .string("Red")), ("segues", .array([.string("showGreen"), .string("presentYellow")])),
                ]))
        ),
    ])

    private func render(
        _ template: String, files: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) -> (String?, [TemplateError]) {
        var builtins = files
        builtins["main"] = template
        do {
            return (
                try TemplateRenderer.render(
                    template: "main", context: context, loader: TemplateLoader(builtins: builtins)), []
            )
        } catch {
            return (nil, [error])
        }
    }

    private func output(
        _ template: String, files: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    )
        -> String
    {
        let (text, diagnostics) = render(template, files: files)
        XCTAssertEqual(diagnostics.map(\.description), [], file: file, line: line)
        return text ?? "<nil>"
    }

    private func error(_ template: String) -> String {
        let (text, diagnostics) = render(template)
        XCTAssertNil(text)
        return diagnostics.map { "\($0.location.line):\($0.location.column) \($0.kind) \($0.message)" }
            .joined(separator: "\n")
    }

    func testPrintsVariablesAndPaths() {
        XCTAssertEqual(
            output("Hello {{ name }}, {{ count }} {{ flag }} [{{ nothing }}] {{ scene.name }}"),
            "Hello Show Detail, 3 true [] Red")
        XCTAssertEqual(output("{{ items.count }} {{ items.first }} {{ items.last }}"), "3 a c")
    }

    func testFilters() {
        XCTAssertEqual(output("{{ items|join }}|{{ items|join:\" + \" }}"), "a, b, c|a + b + c")
        XCTAssertEqual(
            output("{{ empty|default:\"x\" }} {{ nothing|default:\"y\" }} {{ name|default:\"z\" }}"), "x y Show Detail")
        XCTAssertEqual(output("{{ name|lowercase|uppercase }}"), "SHOW DETAIL")
        XCTAssertEqual(output("{{ items|count }} {{ name|lowercase }}"), "3 show detail")
    }

    /// A tool's own filters work beside the standard ones, with the same
    /// errors for misuse.
    func testRegisteredFiltersJoinTheStandardOnes() {
        let filters = TemplateFilters.standard.adding(["shout": TemplateFilters.text("shout") { $0 + "!" }])
        let text = try? TemplateRenderer.render(
            template: "main", context: context,
            loader: TemplateLoader(builtins: ["main": "{{ name|shout|uppercase }}"]), filters: filters)
        XCTAssertEqual(text, "SHOW DETAIL!")
        XCTAssertEqual(filters.names, ["count", "default", "join", "lowercase", "shout", "uppercase"])
        XCTAssertNil(TemplateFilters.standard["shout"])
        XCTAssertEqual(error("{{ count|uppercase }}"), "1:10 typeError uppercase needs a string, not a number")
    }

    /// Output arrives in chunks of at least 256 KB that split no character:
    /// the renderer buffers bytes, and a chunk cut inside a multi-byte
    /// character would decode to replacement characters.
    func testChunksOfLargeOutputKeepMultiByteCharactersWhole() {
        let line = "Écran → 🚀 \u{1F1EB}\u{1F1F7} ü\n"
        let lines = (0..<40_000).map { _ in TemplateValue.string(line) }
        let context = TestContext(values: [("lines", .array(lines))])
        var chunks: [String] = []
        XCTAssertNoThrow(
            try TemplateRenderer.render(
                template: "main", context: context,
                loader: TemplateLoader(builtins: ["main": "{% for line in lines %}{{ line }}{% endfor %}"]),
                output: { chunks.append($0) }))
        XCTAssertGreaterThan(chunks.count, 2)
        for chunk in chunks.dropLast() { XCTAssertGreaterThanOrEqual(chunk.utf8.count, 256 << 10) }
        XCTAssertFalse(chunks.contains { $0.contains("\u{FFFD}") })
        XCTAssertEqual(chunks.joined(), String(repeating: line, count: 40_000))
    }

    func testForLoopsWithForloopAndEmpty() {
        XCTAssertEqual(
            output(
                "{% for item in items %}{{ forloop.counter }}/{{ forloop.length }}:{{ item }}{% if not forloop.last %}, {% endif %}{% endfor %}"
            ),
            "1/3:a, 2/3:b, 3/3:c")
        XCTAssertEqual(output("{% for item in none %}x{% empty %}nothing{% endfor %}"), "nothing")
        XCTAssertEqual(output("{% for item in items %}{% if forloop.first %}{{ item }}{% endif %}{% endfor %}"), "a")
        XCTAssertEqual(
            output("{% for s in scene.segues %}{{ s }}{{ forloop.counter0 }} {% endfor %}"),
            "showGreen0 presentYellow1 ")
    }

    /// An inner loop's `forloop` hides the outer one only inside it; the
    /// outer one reads its own position again after the inner loop ends.
    func testNestedLoopsEachHaveTheirOwnForloop() {
        XCTAssertEqual(
            output(
                "{% for a in items %}{% for s in scene.segues %}{{ forloop.counter }}{% endfor %}{{ forloop.counter }};{% endfor %}"
            ),
            "121;122;123;")
    }

    /// A key table answers exactly the keys it declares, in order.
    func testKeyTableAnswersItsKeysOnly() {
        final class Pair: KeyedTemplateObject {
            let first = "a"
            static let keyTable = TemplateKeyTable<Pair>([
                "first": { .string($0.first) },
                "second": { _ in .int(2) },
            ])
        }
        let pair = Pair()
        XCTAssertEqual(pair.templateKeys, ["first", "second"])
        XCTAssertEqual(pair.templateValue(forKey: "first"), .string("a"))
        XCTAssertEqual(pair.templateValue(forKey: "second"), .int(2))
        XCTAssertNil(pair.templateValue(forKey: "third"))
    }

    func testConditions() {
        XCTAssertEqual(output("{% if flag and not empty %}A{% elif count %}B{% else %}C{% endif %}"), "A")
        XCTAssertEqual(output("{% if empty or nothing %}A{% elif count == 3 %}B{% else %}C{% endif %}"), "B")
        XCTAssertEqual(output("{% if name != \"Show Detail\" %}A{% else %}C{% endif %}"), "C")
        XCTAssertEqual(output("{% if none %}A{% endif %}{% if items %}B{% endif %}"), "B")
        XCTAssertEqual(output("{% if not flag or flag and count == 3 %}yes{% endif %}"), "yes")
    }

    func testCommentsIncludesAndWhitespaceControl() {
        XCTAssertEqual(output("a{# note #}b"), "ab")
        XCTAssertEqual(output("[{% include \"part\" %}]", files: ["part": "{{ scene.name }}"]), "[Red]")
        XCTAssertEqual(output("a  \n  {%- if flag -%}  \n  b{% endif %}"), "ab")
        XCTAssertEqual(output("{{- name -}}"), "Show Detail")
        // Lines holding only block tags and comments vanish, indentation and all.
        XCTAssertEqual(
            output("start\n  {% for item in items %}\n  {# each #}\n  - {{ item }}\n  {% endfor %}\nend\n"),
            "start\n  - a\n  - b\n  - c\nend\n")
        // Blanks between tags and a carriage return go too; a line with text
        // beside its tags keeps every blank.
        XCTAssertEqual(output("a\n  {% if flag %} {# c #}\t\r\nb{% endif %}\n"), "a\nb\n")
        XCTAssertEqual(output("  {% if flag %}x{% endif %}  \n"), "  x  \n")
    }

    func testUnknownVariablesAndFiltersAreLocatedErrors() {
        XCTAssertEqual(
            error("line\n  {{ nmae }}"), "2:6 unknownVariable unknown variable \"nmae\"; did you mean \"name\"?")
        XCTAssertEqual(
            error("{{ scene.nam }}"), "1:4 unknownVariable unknown variable \"scene.nam\"; did you mean \"name\"?")
        XCTAssertEqual(
            error("{{ name|lowercas }}"),
            "1:9 unknownFilter unknown filter \"lowercas\"; did you mean \"lowercase\"?")
        XCTAssertEqual(error("{{ name.first }}"), "1:4 typeError \"name\" is a string, which has no key \"first\"")
    }

    func testSyntaxErrorsAreLocated() {
        XCTAssertEqual(error("{% for x in items %}"), "1:3 syntax {% for %} is never closed with {% endfor %}")
        XCTAssertEqual(error("a\n{% endif %}"), "2:3 syntax {% endif %} without a matching opening tag")
        XCTAssertEqual(error("{{ name"), "1:1 syntax {{ is never closed")
        XCTAssertEqual(error("{% iff x %}"), "1:3 syntax unknown tag \"iff\"; did you mean \"if\"?")
        XCTAssertEqual(error("{% if x = y %}{% endif %}"), "1:9 syntax unexpected '='; comparisons are == and !=")
        XCTAssertEqual(error("{% for in items %}{% endfor %}"), "1:3 syntax expected \"in\" after {% for in")
        XCTAssertEqual(error("{{ name extra }}"), "1:9 syntax unexpected \"extra\" in the tag")
        XCTAssertEqual(error("{% include part %}"), "1:3 syntax include needs a quoted template name")
    }

    func testTypeErrorsAreLocated() {
        XCTAssertEqual(error("{% for x in name %}{% endfor %}"), "1:3 typeError {% for %} needs a list, not a string")
        XCTAssertEqual(error("{{ name|uppercase:\"x\" }}"), "1:9 typeError uppercase takes no argument")
        XCTAssertEqual(error("{{ items|lowercase }}"), "1:10 typeError lowercase needs a string, not a list")
        XCTAssertEqual(error("{{ items }}"), "1:4 typeError cannot print a list; print one of its keys")
        XCTAssertEqual(error("{{ name|join }}"), "1:9 typeError join needs a list, not a string")
        XCTAssertEqual(
            error("{{ include }}{% include \"missing\" %}").split(separator: "\n").first.map(String.init),
            "1:4 unknownVariable unknown variable \"include\"")
    }

    func testIncludeCyclesAndMissingTemplates() {
        let (text, diagnostics) = render("{% include \"loop\" %}", files: ["loop": "{% include \"loop\" %}"])
        XCTAssertNil(text)
        XCTAssertEqual(diagnostics.first?.kind, .syntax)
        XCTAssertEqual(error("{% include \"missing\" %}"), "1:3 notFound cannot find the included template \"missing\"")
        XCTAssertThrowsError(
            try TemplateRenderer.render(
                template: "nowhere.stencil", context: context, loader: TemplateLoader(builtins: [:]))
        ) { error in
            XCTAssertEqual((error as? TemplateError)?.kind, .notFound)
        }
    }

    func testIncludesResolveBesideTheIncludingFile() {
        let files = ["custom/main.stencil": "<{% include \"part.stencil\" %}>", "custom/part.stencil": "{{ count }}"]
        let text = try? TemplateRenderer.render(
            template: "custom/main.stencil", context: context,
            loader: TemplateLoader(builtins: [:], readFile: { files[$0] }))
        XCTAssertEqual(text, "<3>")
    }

    func testRendersLargeOutputs() throws {
        let many = TestContext(values: [("items", .array((0..<20_000).map { .int($0) }))])
        let text = try TemplateRenderer.render(
            template: "t", context: many,
            loader: TemplateLoader(builtins: ["t": "{% for i in items %}case c{{ i }}\n{% endfor %}"]))
        XCTAssertEqual(text.split(separator: "\n").count, 20_000)
        XCTAssertTrue(text.hasSuffix("case c19999\n"))
    }
}
