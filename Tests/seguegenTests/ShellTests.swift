import XCTest

@testable import seguegen

/// The commands messages tell the user to run are pasted into a shell: a
/// path with a space, or a quote, stays one word. (Review finding: the
/// command SG604 named broke on a project in "My Apps".)
final class ShellTests: XCTestCase {
    func testAWordTheShellWouldSplitIsQuoted() {
        XCTAssertEqual(Shell.quoted("App/App.xcodeproj"), "App/App.xcodeproj")
        XCTAssertEqual(Shell.quoted("My Apps/App.xcodeproj"), "'My Apps/App.xcodeproj'")
        XCTAssertEqual(Shell.quoted("Today Widget"), "'Today Widget'")
        XCTAssertEqual(Shell.quoted("Bob's App"), "'Bob'\\''s App'")
        XCTAssertEqual(Shell.quoted("$(SRCROOT)"), "'$(SRCROOT)'")
        XCTAssertEqual(Shell.quoted(""), "''")
    }
}
