#if canImport(UIKit)
    import UIKit

    /// The root of the Flows storyboard, where Yellow unwinds to. No manifest
    /// lists this action: the build plugin finds it here, so renaming it
    /// fails the build at the unwind segue.
    public final class RedViewController: UIViewController {
        @IBAction func unwindToRed(_ segue: UIStoryboardSegue) {}
    }

    /// Shows Blue and presents Yellow; the generated `PreparedSegue` hands
    /// each over typed.
    public final class GreenViewController: UIViewController {
        public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            switch PreparedSegue(segue, sender: sender) {
            case .showBlue(let blue)?: blue.title = "Blue"
            case .presentYellow(let yellow)?: yellow.title = "Yellow"
            case nil: break
            }
        }
    }

    public final class BlueViewController: UIViewController {}

    /// Unwinds to Red by the segue's identifier.
    public final class YellowViewController: UIViewController {
        func done() {
            performSegue(.unwindToRedSegueID, sender: self)
        }
    }
#endif
