import Committed
import Screens
import XCTest

final class ScreensTests: XCTestCase {
    func testGeneratedIdentifiersAreUsable() {
        XCTAssertEqual(Screens.greenSegues, ["presentYellow", "showBlue"])
        XCTAssertEqual(StoryboardSegue.Flows.Yellow.unwindToRedSegueID.rawValue, "UnwindToRedSegueID")
        XCTAssertEqual(Onboarding.firstSegue, "start")
    }
}
