import TestSupport
import XCTest

@testable import SegueGenKit

/// What code loads a nib by (issue 42, cause 7): a literal, a class turned
/// into a name or asked for its nib, a class adopting a nib-loading
/// protocol; not a class registered by its type.
final class NibLoadingScannerTests: XCTestCase {
    private func names(_ source: String, _ language: SourceTokenizer.Language = .swift) -> Set<String> {
        Set(NibLoadingScanner.names(in: Array(source.utf8), language: language))
    }

    func testEachWayOfNamingANib() {
        XCTAssertTrue(names("let n = UINib(nibName: \"Header\", bundle: nil)").contains("Header"))
        XCTAssertTrue(
            names("let n = UINib(nibName: String(describing: HeaderView.self), bundle: nil)").contains("HeaderView"))
        XCTAssertTrue(names("let n = UINib(nibName: \"\\(HeaderView.self)\", bundle: nil)").contains("HeaderView"))
        XCTAssertTrue(names("let v = HeaderView.loadFromNib()").contains("HeaderView"))
        XCTAssertTrue(names("extension HeaderView: NibReusable {}").contains("HeaderView"))
        XCTAssertTrue(names("final class HeaderView: UIView, NibOwnerLoadable {}").contains("HeaderView"))
        XCTAssertTrue(
            names("id n = [UINib nibWithNibName:NSStringFromClass([HeaderView class]) bundle:nil];", .objectiveC)
                .contains("HeaderView"))
        XCTAssertTrue(names("id n = [HeaderView nib];", .objectiveC).contains("HeaderView"))
    }

    func testARegistrationByTypeAndAFileThatNeverSpeaksOfNibsNameNone() {
        let registered = names(
            "c.register(UINib(nibName: \"Cell\", bundle: nil), forCellWithReuseIdentifier: \"c\")\n"
                + "c.register(HeaderView.self, forSupplementaryViewOfKind: \"h\", withReuseIdentifier: \"h\")\n")
        XCTAssertTrue(registered.contains("Cell"))
        XCTAssertFalse(registered.contains("HeaderView"))
        XCTAssertEqual(names("let title = \"Header\"\nlet v = HeaderView.self\n"), [])
    }

    /// The skipping search for "nib" finds it wherever a byte-by-byte
    /// search does, in any case and at any place, on random text made
    /// mostly of its own letters (the cases that decide each skip).
    func testTheNibSearchAgreesWithAByteByByteSearch() {
        var generator = Mutations.Generator(seed: 42)
        let alphabet = Array("nibNIBx .n".utf8)
        var found = 0
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0..<12, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let expected = bytes.indices.contains { start in
                start + 3 <= bytes.count
                    && zip(bytes[start..<start + 3], "nib".utf8).allSatisfy { $0 | 0x20 == $1 }
            }
            XCTAssertEqual(NibLoadingScanner.mentionsNib(bytes), expected, String(decoding: bytes, as: UTF8.self))
            if expected { found += 1 }
        }
        XCTAssertGreaterThan(found, 500)
    }
}
