import SegueGenKit
import TestSupport
import XCTest

/// The Objective-C scanner: actions of implementations and categories,
/// superclasses from interfaces, and what must not count.
final class ObjectiveCSourceScannerTests: XCTestCase {
    private func scan(_ source: String, file: String = "Menu.m", line: UInt = #line) -> [String] {
        Diagnose.sourceClasses(source, file: file, line: line)
    }

    func testImplementationsCategoriesAndInterfaces() {
        XCTAssertEqual(
            scan(
                """
                #import "Menu.h"
                @interface MenuViewController : UITableViewController
                - (IBAction)declaredOnly:(UIStoryboardSegue *)segue;
                @end

                @implementation MenuViewController {
                    NSString *_title;
                }
                - (IBAction)unwindToMenuViewController:(UIStoryboardSegue *)segue { }
                -(IBAction)prepareForUnwind:(nonnull UIStoryboardSegue*)segue
                {
                    if (x) { [self done]; }
                }
                - (IBAction)tapped:(UIButton *)sender { }
                - (void)notAnAction:(UIStoryboardSegue *)segue { }
                - (IBAction)twoParts:(UIStoryboardSegue *)segue other:(id)other { }
                @end

                @implementation MenuViewController (Unwinding)
                - (IBAction)fromCategory:(UIStoryboardSegue *)segue { }
                @end
                """),
            [
                "MenuViewController(UITableViewController): ",
                "MenuViewController: unwindToMenuViewController:, prepareForUnwind:",
                "MenuViewController: fromCategory:",
            ])
    }

    func testCommentsStringsAndDisabledCodeDoNotCount() {
        XCTAssertEqual(
            scan(
                """
                @implementation Status
                // - (IBAction)commented:(UIStoryboardSegue *)segue { }
                /* - (IBAction)blockCommented:(UIStoryboardSegue *)segue { } */
                static NSString *text = @"- (IBAction)inString:(UIStoryboardSegue *)segue { }";
                #if 0
                - (IBAction)disabled:(UIStoryboardSegue *)segue { }
                #endif
                - (IBAction)setQoS:(UIStoryboardSegue *)segue { char c = '}'; }
                @end
                """, file: "Status.mm"),
            ["Status: setQoS:"])
    }
}
