import XCTest

@testable import SegueGenKit

/// `StringLiteralText.body`, the one reading of a literal's text that the
/// nib-loading scanner and the `Package.swift` reader share.
final class StringLiteralTextTests: XCTestCase {
    func testDropsQuotesHashesAndTheObjectiveCAt() {
        XCTAssertEqual(StringLiteralText.body(of: #""Cell""#), "Cell")
        XCTAssertEqual(StringLiteralText.body(of: ##"#"Cell"#"##), "Cell")
        XCTAssertEqual(StringLiteralText.body(of: ###"##"a"b"##"###), #"a"b"#)
        XCTAssertEqual(StringLiteralText.body(of: #"@"Cell""#), "Cell")
        XCTAssertEqual(StringLiteralText.body(of: #""a\n""#), #"a\n"#)
        XCTAssertEqual(StringLiteralText.body(of: #"""#), #"""#)
    }

    /// A package's names may be raw strings; the reader takes them through
    /// the same helper.
    func testPackageManifestReadsRawStringNames() {
        let manifest = SwiftPackageManifest.read(
            Array(
                ##"""
                let package = Package(
                    name: "Kit",
                    products: [.library(name: #"KitUI"#, targets: ["KitUI"])],
                    targets: [.target(name: #"KitUI"#, path: "Sources/UI")]
                )
                """##.utf8))
        XCTAssertEqual(manifest.products.map(\.name), ["KitUI"])
        XCTAssertEqual(manifest.targets.map(\.name), ["KitUI"])
        XCTAssertEqual(manifest.targets.map(\.path), ["Sources/UI"])
    }
}
