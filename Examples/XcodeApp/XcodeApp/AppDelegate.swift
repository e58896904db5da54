import UIKit

/// Info.plist names Main.storyboard as the app's main storyboard
/// (`UIMainStoryboardFile`), so UIKit loads its initial navigation controller
/// into `window`; which is also how SegueGen knows where navigation starts.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
