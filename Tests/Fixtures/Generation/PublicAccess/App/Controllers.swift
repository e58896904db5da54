import UIKit

open class LoginViewController: UIViewController {
    @IBAction public func unwindToLogin(_ segue: UIStoryboardSegue) {}
}

open class TermsViewController: UIViewController {
    public var hasScrolledToTheEnd = false

    public func confirmLeaving(by departure: Departure, later: PendingDeparture) -> LeaveDecision {
        switch departure {
        case .back, .dismiss: .leave
        case .acceptTerms: hasScrolledToTheEnd ? .leave : .stay
        }
    }
}
