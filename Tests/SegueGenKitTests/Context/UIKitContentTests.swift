import Foundation
import SegueGenSupport
import XCTest

@testable import SegueGenKit

/// `hasUIKitContent` decides whether `#if canImport(UIKit)` is written at
/// all, so a section whose data it did not count would vanish from the
/// output without a diagnostic. It counts every list of the root but
/// `RootContext.notUIKitContent`, so a new section's list counts unasked;
/// these tests hold the exceptions to what the templates read.
final class UIKitContentTests: XCTestCase {
    private func context(_ manifest: String) throws -> RootContext {
        var diagnostics = DiagnosticCollector()
        let run = try XCTUnwrap(
            Pipeline.load(
                [InputFile(path: "Main.segues.yaml", bytes: Array(("version: 1\nscenes:\n" + manifest).utf8))],
                checks: .everything, diagnostics: &diagnostics))
        return TemplateContextBuilder.build(run, options: GenerationOptions())
    }

    /// A storyboard whose segues are all it has gets identifier enums and
    /// no UIKit block; one custom segue class, the data of one section
    /// alone, gets the block.
    func testIdentifiersAloneHaveNoUIKitBlockAndOneSectionsListHasOne() throws {
        let segues = "  - {name: A, segues: [{id: go, kind: show, destination: B}]}\n  - {name: B}\n"
        XCTAssertFalse(try context(segues).hasUIKitContent)
        XCTAssertTrue(
            try context(
                "  - {name: A, segues: [{id: go, kind: custom, class: FlipSegue, destination: B}]}\n  - {name: B}\n"
            ).hasUIKitContent)
    }

    /// Every list of the root that counts is read inside the UIKit block of
    /// the default template, and every one that does not is a list of the
    /// root: a list of the identifier enums (outside the block) fails here
    /// until it joins `RootContext.notUIKitContent`.
    func testTheListsThatCountAreTheOnesTheUIKitBlockReads() throws {
        let root = try context("  - {name: A}\n")
        let lists = Set(
            RootContext.keyTable.names.filter {
                if case .array? = RootContext.keyTable.value(of: root, forKey: $0) { return true }
                return false
            })
        XCTAssertGreaterThan(lists.count, 8)
        XCTAssertEqual(
            RootContext.notUIKitContent.subtracting(lists), [], "RootContext.notUIKitContent names no list of the root")

        let loader = TemplateCatalog.loader()
        let entry = try XCTUnwrap(loader.template(named: "segues")?.text)
        let block = try XCTUnwrap(entry.range(of: "{% if hasUIKitContent %}"), "segues.stencil has no UIKit block")
        let include = try NSRegularExpression(pattern: #"\{%-?\s*include\s+"([^"]+)""#)
        var texts = [String(entry[block.upperBound...])]
        var pending = texts
        var seen: Set<String> = []
        while let text = pending.popLast() {
            for match in include.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text), seen.insert(String(text[range])).inserted,
                    let part = loader.template(named: String(text[range]))?.text
                else { continue }
                texts.append(part)
                pending.append(part)
            }
        }
        let words = Set(texts.joined(separator: "\n").split { !($0.isLetter || $0.isNumber) }.map(String.init))
        for key in lists.subtracting(RootContext.notUIKitContent).sorted() {
            XCTAssertTrue(
                words.contains(key),
                "\(key) counts as UIKit content, but no part inside {% if hasUIKitContent %} reads it; "
                    + "if only the identifier enums read it, add it to RootContext.notUIKitContent")
        }
    }
}
