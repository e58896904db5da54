import SegueGenKit
import XCTest

/// `ProjectFileCache`, the one cache a plan resolves its targets through:
/// files, folders and the projects they link, each read once.
final class ProjectFileCacheTests: XCTestCase {
    func testReadsEachFileFolderAndProjectOnce() {
        var reads: [String] = []
        var listings: [String] = []
        let cache = ProjectFileCache(
            readFile: { path in
                reads.append(path)
                return path.hasSuffix(".pbxproj") ? Array("not a project".utf8) : nil
            },
            listFolder: { folder in
                listings.append(folder)
                return ["a.swift"]
            })
        XCTAssertNil(cache.bytes("Shared.xcconfig"))
        XCTAssertNil(cache.bytes("Shared.xcconfig"))
        XCTAssertEqual(cache.listing("Sources"), ["a.swift"])
        XCTAssertEqual(cache.listing("Sources"), ["a.swift"])
        XCTAssertNotNil(cache.bytes("Kit.xcodeproj/project.pbxproj"))
        XCTAssertNil(cache.project("Kit.xcodeproj"))
        XCTAssertNil(cache.project("Kit.xcodeproj"))
        XCTAssertEqual(reads, ["Shared.xcconfig", "Kit.xcodeproj/project.pbxproj"])
        XCTAssertEqual(listings, ["Sources"])
    }
}
