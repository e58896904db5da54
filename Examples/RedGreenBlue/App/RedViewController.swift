import UIKit

/// The root of the navigation controller. Green, Blue and Yellow unwind to it
/// with `unwindToRed:`; the generated `RedViewControllerUnwindActions` makes
/// the compiler check that this method exists with exactly that selector.
final class RedViewController: UIViewController {
    private(set) var lastVisited: String?

    @IBAction func goToGreen(_ sender: UIButton) {
        performSegue(.showGreen, sender: sender)
    }

    /// A shortcut past Green: Blue comes from the storyboard by its ID,
    /// typed as BlueViewController.
    @IBAction func goToBlue(_ sender: UIButton) {
        let blue = StoryboardScene.RedGreenBlue.blue.instantiate()
        blue.title = "Blue"
        navigationController?.pushViewController(blue, animated: true)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch PreparedSegue(segue, sender: sender) {
        case .showGreen(let green)?:
            green.title = "Green"
        case nil:
            break
        }
    }

    @IBAction func unwindToRed(_ segue: UIStoryboardSegue) {
        switch UnwindToRedSource(segue) {
        case .green?: lastVisited = "Green"
        case .blue(let blue)?: lastVisited = blue.title ?? "Blue"
        case .yellow?: lastVisited = "Yellow"
        case nil: break
        }
    }
}
