import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// A segue performed, a scene instantiated or a storyboard opened by a name
/// the run lacks, inside an Objective-C `@try` whose `@catch` catches the
/// exception UIKit throws: nothing crashes, so it is a warning, not an
/// error (issue 42: SWRevealViewController, in Moonlight, probes for
/// optional segues this way).
final class CaughtNavigationTests: XCTestCase {
    /// One scene of ListViewController, with the storyboard ID List and
    /// the segue showDetail.
    private let manifest = (
        "Main.segues.yaml",
        "version: 1\nscenes:\n  - {name: List, class: ListViewController, storyboardID: List, "
            + "segues: [{id: showDetail, kind: show, destination: List}]}\n"
    )

    func testACallInsideATryThatCatchesTheExceptionIsAWarning() throws {
        let source = """
            static NSString * const kRight = @"sw_right";
            @implementation ListViewController
            - (void)load {
                @try {
                    [self performSegueWithIdentifier:@"sw_rear" sender:nil];
                }
                @catch (NSException *exception) {}
                @try { [self performSegueWithIdentifier:kRight sender:nil]; } @catch (id exception) {}
                @try { [self.storyboard instantiateViewControllerWithIdentifier:@"Menu"]; } @catch (...) {}
                @try { @try { [self performSegueWithIdentifier:@"inner" sender:nil]; } @finally {} }
                @catch (NSException *exception) { NSLog(@"no segue"); }
                @try { [self performSegueWithIdentifier:@"finally" sender:nil]; } @finally {}
                @try { [self performSegueWithIdentifier:@"other" sender:nil]; } @catch (ListError *error) {}
                [self performSegueWithIdentifier:@"after" sender:nil];
            }
            @end
            """
        let diagnostics = Diagnose.files([manifest, ("App/ListViewController.m", source)]).filter {
            ["SG221", "SG223", "SG234"].contains($0.code.rawValue)
        }
        XCTAssertEqual(
            Diagnose.summary(diagnostics),
            [
                "5:42 warning SG234", "8:45 warning SG234", "9:69 warning SG234", "10:52 warning SG234",
                "12:45 error SG221", "13:45 error SG221", "14:38 error SG221",
            ])
        let first = try XCTUnwrap(diagnostics.first).message
        XCTAssertEqual(
            first,
            "no segue has the identifier \"sw_rear\"; performSegue(withIdentifier:) throws, but inside an @try whose "
                + "@catch catches the exception, so the app goes on without the segue")
        XCTAssertTrue(
            diagnostics[2].message.hasPrefix(
                "no scene has the storyboard ID \"Menu\"; instantiateViewController(withIdentifier:) throws, but "
                    + "inside an @try whose @catch catches the exception"), diagnostics[2].message)
        XCTAssertTrue(diagnostics[1].message.contains("\"sw_right\" (the value of kRight)"), diagnostics[1].message)
    }
}
