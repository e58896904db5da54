import UIKit

open class LoginViewController: UIViewController {
    @IBAction public func unwindToLogin(_ segue: UIStoryboardSegue) {}
}

open class TermsViewController: UIViewController {}
