import UIKit

final class HomeViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch PreparedSegue(segue, sender: sender) {
        case .showProfile(let profile)?: profile.title = "Profile"
        case .showBilling(let billing)?: billing.title = "Billing"
        case .showAccount(let overview)?: overview.title = "Account"
        case .showHelp(let help)?: help.title = "Help"
        case nil: break
        }
    }

    @IBAction func unwindHome(_ segue: UIStoryboardSegue) {}
}

final class AccountOverviewViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class BillingViewController: UIViewController {}
