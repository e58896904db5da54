import Foundation
import XCTest

/// A test case that gets a new empty folder for each test and removes it
/// afterwards, for tests that run the tool on files they write.
open class TemporaryFolderTestCase: XCTestCase {
    public private(set) var folder: URL!

    open override func setUpWithError() throws {
        try super.setUpWithError()
        folder = try SwiftTypeChecker.temporaryFolder(String(describing: type(of: self)))
    }

    /// Writes `text` to `path` in the folder, creating the folders above it.
    public func write(_ text: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    open override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
        try super.tearDownWithError()
    }
}
