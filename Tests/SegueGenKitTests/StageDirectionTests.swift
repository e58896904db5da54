import Foundation
import TestSupport
import XCTest

/// The dependency direction of SegueGenKit's stages (CONTRIBUTING.md, "The
/// pipeline"), read from the sources: a folder owns the types declared at
/// the top level of its files, and a file names only the types of its own
/// folder and of the folders before it in `order`. Calls and conformances
/// go through a type's name, so a stage that calls a later one names one of
/// its types and fails here.
final class StageDirectionTests: XCTestCase {
    /// The folders of `Sources/SegueGenKit`, earliest first. The model comes
    /// before the readers, which write it, though it assembles after them;
    /// `Pipeline` is the spine, which knows every stage, but for the input
    /// files the readers take and the plugins share (`inputs`). `Planning`
    /// comes after the spine: it turns a command line into the requests the
    /// spine runs, and no stage names it.
    static let order = [
        "Support", "Diagnostics", inputs, "Reading", "Model", "Storyboard", "SourceScanning", "Decoding", "Xcode",
        "Naming", "Graph", "Checks", "Context", "Rendering", "Export", "Pipeline", "Planning",
    ]

    /// The files of `Pipeline/` that every stage may read: the inputs, by
    /// their format, and the output layout, both shared with the plugins.
    static let inputs = "Pipeline (InputFile, InputFormat, OutputLayout)"
    private static let inputFiles: Set<String> = ["InputFile.swift", "InputFormat.swift", "OutputLayout.swift"]

    func testNoStageNamesALaterStagesTypes() throws {
        let root = Fixtures.root.appendingPathComponent("Sources/SegueGenKit")
        var files: [(unit: String, path: String, text: String)] = []
        for path in try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
        where path.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            files.append((Self.unit(of: path), path, text))
        }
        XCTAssertGreaterThan(files.count, 100, "the sources were not found")
        for unit in Set(files.map(\.unit)).sorted() {
            XCTAssertTrue(Self.order.contains(unit), "\(unit)/ has no place in StageDirectionTests.order")
        }
        let violations = Self.violations(files)
        XCTAssertEqual(violations, [], "a stage names a later stage's type; see CONTRIBUTING.md, The pipeline")
    }

    /// The rule holds a reference to a later stage, and only that: a later
    /// type named in code, not in a comment or a string, nor a name the
    /// folder declares for itself.
    func testTheRuleFindsAReferenceToALaterStage() {
        let files = [
            ("Model", "Model/Project.swift", "struct Project { let plan: NamePlan? }\n"),
            (
                "Model", "Model/Scene.swift",
                "struct Scene {\n    struct Node {}\n}  // a NamePlan\nlet text = \"NamePlan\"\n"
            ),
            ("Naming", "Naming/NamePlan.swift", "struct NamePlan { let project: Project }\nstruct Node {}\n"),
        ]
        XCTAssertEqual(
            Self.violations(files.map { (unit: $0.0, path: $0.1, text: $0.2) }),
            ["Model/Project.swift names NamePlan, which Naming owns"])
    }

    private static func unit(of path: String) -> String {
        let folder = String(path.prefix { $0 != "/" })
        return folder == "Pipeline" && inputFiles.contains((path as NSString).lastPathComponent) ? inputs : folder
    }

    /// `<file> names <type>, which <unit> owns` for every reference to a
    /// later unit's type.
    static func violations(_ files: [(unit: String, path: String, text: String)]) -> [String] {
        let declaration =
            #"(?:(?:public|internal|private|fileprivate|package|final|indirect)\s+)*"#
            + #"(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_]\w*)"#
        let topLevel = try! NSRegularExpression(pattern: "^" + declaration, options: .anchorsMatchLines)
        let anywhere = try! NSRegularExpression(pattern: #"^\s*"# + declaration, options: .anchorsMatchLines)
        var owners: [String: String] = [:]
        var declaredIn: [String: Set<String>] = [:]
        for file in files {
            for name in matches(topLevel, in: file.text) { owners[name] = owners[name] ?? file.unit }
            declaredIn[file.unit, default: []].formUnion(matches(anywhere, in: file.text))
        }
        var result: [String] = []
        for file in files {
            guard let position = order.firstIndex(of: file.unit) else { continue }
            let code = withoutCommentsAndStrings(file.text)
            let words = Set(matches(try! NSRegularExpression(pattern: #"\b([A-Z]\w*)\b"#), in: code))
            for word in words.sorted() where declaredIn[file.unit]?.contains(word) != true {
                guard let owner = owners[word], let later = order.firstIndex(of: owner), later > position else {
                    continue
                }
                result.append("\(file.path) names \(word), which \(owner) owns")
            }
        }
        return result
    }

    private static func matches(_ expression: NSRegularExpression, in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The text with line comments and string literals (one-line and
    /// multi-line) blanked, so that a type named in prose is no reference.
    private static func withoutCommentsAndStrings(_ text: String) -> String {
        var result = text
        for pattern in [#"\"\"\"[\s\S]*?\"\"\""#, #"//[^\n]*"#, #""(?:[^"\\\n]|\\.)*""#] {
            result = try! NSRegularExpression(pattern: pattern).stringByReplacingMatches(
                in: result, range: NSRange(result.startIndex..., in: result), withTemplate: " ")
        }
        return result
    }
}
