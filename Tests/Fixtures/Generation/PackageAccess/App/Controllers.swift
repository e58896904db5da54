import UIKit

package class LoginViewController: UIViewController {
    @IBAction package func unwindToLogin(_ segue: UIStoryboardSegue) {}
}

package class TermsViewController: UIViewController {}
