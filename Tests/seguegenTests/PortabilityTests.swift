import Foundation
import TestSupport
import XCTest

/// The tool builds on macOS as well as Linux, though CI runs only here.
final class PortabilityTests: XCTestCase {
    /// Regression: calls spelled `Glibc.write(...)` compiled on Linux only.
    func testSourcesNeverQualifyCallsWithAPlatformModule() throws {
        let sources = try Fixtures.filesBelow(Fixtures.root.appendingPathComponent("Sources"), endingIn: ".swift")
        XCTAssertFalse(sources.isEmpty)
        for file in sources {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            for (index, line) in lines.enumerated() where !line.contains("import ") {
                for module in ["Glibc.", "Musl.", "Darwin."] where line.contains(module) {
                    XCTFail("\(file.lastPathComponent):\(index + 1) names \(module) in \"\(line)\"")
                }
            }
        }
    }
}
