import UIKit

/// Presented modally from Green. It unwinds to Red from code, with the manual
/// unwind segue whose identifier is `UnwindToRedSegueID`.
final class YellowViewController: UIViewController {
    func taskDidFinish() {
        performSegue(.unwindToRedSegueID)
    }
}
