#if canImport(UIKit)
    import UIKit

    /// The root of the Flows storyboard, where Yellow unwinds to. No manifest
    /// lists this action: the build plugin finds it here, so renaming it
    /// fails the build at the unwind segue.
    final class RedViewController: UIViewController {
        @IBAction func unwindToRed(_ segue: UIStoryboardSegue) {}
    }
#endif
