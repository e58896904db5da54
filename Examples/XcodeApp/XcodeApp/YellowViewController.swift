import UIKit

/// Presented modally from Green. It unwinds to Red from code, with the manual
/// unwind segue whose identifier is `UnwindToRedSegueID`: UIKit dismisses it
/// and pops Green on the way.
final class YellowViewController: UIViewController {
    /// The colors visited on the way here.
    var trail: [String] = []

    func taskDidFinish() {
        performSegue(.unwindToRedSegueID)
    }
}
