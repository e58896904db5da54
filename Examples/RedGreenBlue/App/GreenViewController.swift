import UIKit

/// Shows Blue, presents Yellow, and is where Blue unwinds to with
/// `unwindToGreenWithSegue:`, which Swift spells `unwindToGreen(segue:)`.
final class GreenViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch PreparedSegue(segue, sender: sender) {
        case .showBlue(let blue)?:
            blue.title = "Blue"
        case .presentYellow(let yellow)?:
            yellow.title = "Yellow"
        case nil:
            break
        }
    }

    @IBAction func unwindToGreen(segue: UIStoryboardSegue) {
        if case .blue(let blue)? = UnwindToGreenWithSegueSource(segue) {
            title = "Green, back from \(blue.title ?? "Blue")"
        }
    }
}
