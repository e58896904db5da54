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

    /// The folder the tool runs in, where its arguments' relative paths
    /// start: the test's own folder, unless a test of the repository's
    /// examples and fixtures says otherwise.
    open var commandFolder: URL { folder }

    /// Runs the built `seguegen` with `arguments` in `directory`, or in
    /// `commandFolder`: the one way the command-line tests run it.
    public func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws
        -> ProcessResult
    {
        try ProcessRunner.run(
            ProcessRunner.seguegen, arguments, in: directory ?? commandFolder, environment: environment)
    }

    /// Writes `text` to `path` in the folder, creating the folders above it.
    public func write(_ text: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Rewrites the file at `path` in the folder with `change`.
    public func edit(_ path: String, _ change: (String) -> String) throws {
        let url = folder.appendingPathComponent(path)
        try change(String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    /// Gives the file at `path` a modification date long past, so that
    /// `isRewritten` tells a rewritten file from an untouched one: any
    /// write sets the present. Comparing the dates before and after a
    /// short sleep instead passed or failed at random on file systems that
    /// keep them to the second.
    public func backdate(_ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Self.longAgo], ofItemAtPath: path)
    }

    /// Whether the file at `path` was written since `backdate`.
    public func isRewritten(_ path: String) throws -> Bool {
        let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        return date != Self.longAgo
    }

    private static let longAgo = Date(timeIntervalSince1970: 1_000_000_000)

    open override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
        try super.tearDownWithError()
    }
}
