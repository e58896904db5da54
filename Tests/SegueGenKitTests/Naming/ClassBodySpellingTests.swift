import Foundation
import TestSupport
import XCTest

@testable import SegueGenKit

/// A top-level name the generated extension of a view controller spells
/// inside the class's body is hidden there by a nested type of that name,
/// so `NamePlan` renames it when one exists, but only for the names
/// `GeneratedName.spelledInClassBodies` lists. The oracle is the generated
/// code itself: the goldens' extensions of the app's classes, read by a
/// plain pattern, so a new section that spells such a name there fails here
/// until the list has it.
final class ClassBodySpellingTests: XCTestCase {
    func testEveryTopLevelNameSpelledInAClassExtensionIsListed() throws {
        let generated = Set(GeneratedName.allCases.map(\.defaultName))
        let topLevel = GeneratedName.allCases.filter { !$0.isMember }
        let header = try NSRegularExpression(pattern: #"^(\s*)(?:\w+ )*extension ([\w.]+)[^{]*\{$"#)
        var spelled: [GeneratedName: String] = [:]
        var extensions = 0
        let goldens = try XCTUnwrap(
            FileManager.default.enumerator(at: Fixtures.url("Goldens"), includingPropertiesForKeys: nil))
        for case let url as URL in goldens where url.pathExtension == "swift" {
            let lines = try Fixtures.text(of: url).split(separator: "\n", omittingEmptySubsequences: false)
            var index = 0
            while index < lines.count {
                let line = String(lines[index])
                index += 1
                guard
                    let match = header.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                    let indent = Range(match.range(at: 1), in: line), let type = Range(match.range(at: 2), in: line),
                    !generated.contains(String(line[type].prefix { $0 != "." }))
                else { continue }
                extensions += 1
                let close = line[indent] + "}"
                while index < lines.count, lines[index] != close {
                    let code = lines[index].components(separatedBy: "//")[0]
                    let words = Set(code.split { !($0.isLetter || $0.isNumber) })
                    for name in topLevel where words.contains(Substring(name.defaultName)) {
                        spelled[name] = spelled[name] ?? "\(url.lastPathComponent): \(line)"
                    }
                    index += 1
                }
            }
        }
        XCTAssertGreaterThan(extensions, 20)
        XCTAssertFalse(spelled.isEmpty)
        for (name, place) in spelled.sorted(by: { $0.key < $1.key }) {
            XCTAssertTrue(
                GeneratedName.spelledInClassBodies.contains(name),
                "\(name.defaultName) is spelled in the body of \(place), where a nested type of the class "
                    + "would hide it; add it to GeneratedName.spelledInClassBodies")
        }
    }
}
