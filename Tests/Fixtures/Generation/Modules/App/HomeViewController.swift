import Profiles
import UIKit

final class HomeViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if case .openProfile(let profile)? = PreparedSegue(segue, sender: sender) {
            profile.title = "Profile"
        }
    }

    @IBAction func unwindHome(_ segue: UIStoryboardSegue) {
        if case .profile? = UnwindHomeSource(segue) {}
    }
}

final class SettingsViewController: UIViewController {}
