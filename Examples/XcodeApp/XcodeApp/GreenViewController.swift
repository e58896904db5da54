import UIKit

/// Shows Blue, presents Yellow, and is where Blue unwinds to with
/// `unwindToGreenWithSegue:`, which Swift spells `unwindToGreen(segue:)`.
/// SegueGen finds this method in the source; nothing declares it.
final class GreenViewController: UIViewController {
    /// The colors visited on the way here.
    var trail: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let onward = trail + ["Green"]
        switch PreparedSegue(segue, sender: sender) {
        case .showBlue(let blue)?: blue.trail = onward
        case .presentYellow(let yellow)?: yellow.trail = onward
        case nil: break
        }
    }

    @IBAction func unwindToGreen(segue: UIStoryboardSegue) {
        guard case .blueViewController(let blue)? = UnwindToGreenWithSegueSource(segue) else { return }
        navigationItem.prompt = "Back from " + (blue.trail.last ?? "Blue")
    }
}
