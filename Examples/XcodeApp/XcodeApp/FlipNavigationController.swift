import UIKit

/// A view controller that makes the segue unwinding to it, for a container
/// that asks.
@MainActor protocol UnwindSegueCreating: UIViewController {
    func unwindSegue(from source: UIViewController, identifier: String?) -> UIStoryboardSegue?
}

/// The palette's navigation controller. Asked for the segue that unwinds to
/// one of its children, it hands the question to that child, so the palette
/// flips back instead of sliding. Since iOS 9, UIKit asks a container this
/// only on the unwind route it deprecated and otherwise uses the class the
/// storyboard names (FlipUnwindSegue); the override serves both routes alike.
/// It creates the segue and does not choose where the unwind goes, so
/// SegueGen's unwind checks still hold through it.
final class FlipNavigationController: UINavigationController {
    @available(iOS, deprecated: 9.0, message: "UIKit asks a container only on the unwind route it deprecated")
    override func segueForUnwinding(
        to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?
    ) -> UIStoryboardSegue? {
        if let child = toViewController as? UnwindSegueCreating,
            let segue = child.unwindSegue(from: fromViewController, identifier: identifier)
        {
            return segue
        }
        return super.segueForUnwinding(to: toViewController, from: fromViewController, identifier: identifier)
    }
}
