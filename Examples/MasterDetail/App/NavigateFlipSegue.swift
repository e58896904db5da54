import UIKit

/// Flips the destination in, used both to show the detail screen and, as an
/// unwind segue class, to flip back. The storyboard names it by string; the
/// generated code names it in Swift, so a typo fails the build.
final class NavigateFlipSegue: UIStoryboardSegue {
    override func perform() {
        source.present(destination, animated: true)
    }
}
