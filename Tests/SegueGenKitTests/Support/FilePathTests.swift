import SegueGenKit
import SegueGenSupport
import XCTest

final class FilePathTests: XCTestCase {
    func testFileNameAndFolder() {
        XCTAssertEqual(FilePath.fileName("App/Main.storyboard"), "Main.storyboard")
        XCTAssertEqual(FilePath.fileName("Main.storyboard"), "Main.storyboard")
        XCTAssertEqual(FilePath.folderPrefix(of: "App/Main.storyboard"), "App/")
        XCTAssertEqual(FilePath.folderPrefix(of: "/Main.storyboard"), "/")
        XCTAssertEqual(FilePath.folderPrefix(of: "Main.storyboard"), "")
    }

    /// Configuration entries and template includes name files relative to
    /// the file that names them.
    func testResolvesBesideTheNamingFile() {
        XCTAssertEqual(FilePath.resolve("A.segues.yaml", besideFile: "App/seguegen.yaml"), "App/A.segues.yaml")
        XCTAssertEqual(FilePath.resolve("../T.stencil", besideFile: "App/seguegen.yaml"), "App/../T.stencil")
        XCTAssertEqual(FilePath.resolve("A.segues.yaml", besideFile: "seguegen.yaml"), "A.segues.yaml")
        XCTAssertEqual(FilePath.resolve("A.segues.yaml", besideFile: "/seguegen.yaml"), "/A.segues.yaml")
        XCTAssertEqual(FilePath.resolve("/abs/T.stencil", besideFile: "App/t.stencil"), "/abs/T.stencil")
        XCTAssertEqual(FilePath.resolve("A.segues.yaml", besideFile: ""), "A.segues.yaml")
    }

    func testJoinsWithOneSlash() {
        XCTAssertEqual(FilePath.join("Out", "Segues.swift"), "Out/Segues.swift")
        XCTAssertEqual(FilePath.join("Out/", "Segues.swift"), "Out/Segues.swift")
    }

    /// A Run Script phase's file lists name files from `$(SRCROOT)`, which
    /// may be above them or beside them.
    func testARelativePathClimbsOnlyAsFarAsItMust() {
        XCTAssertEqual(FilePath.relative("/p/App/Main.storyboard", from: "/p"), "App/Main.storyboard")
        XCTAssertEqual(FilePath.relative("/p/App/Main.storyboard", from: "/p/"), "App/Main.storyboard")
        XCTAssertEqual(FilePath.relative("/q/Shared.swift", from: "/p/App"), "../../q/Shared.swift")
        XCTAssertEqual(FilePath.relative("/p/Apple/A.swift", from: "/p/App"), "../Apple/A.swift")
        XCTAssertEqual(FilePath.relative("/p", from: "/p"), ".")
    }
}
