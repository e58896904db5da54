import UIKit

final class CartViewController: UIViewController {
    @IBAction func unwindToCart(_ segue: UIStoryboardSegue) {}

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch PreparedSegue(segue, sender: sender) {
        case .checkout(let payment): payment.total = 12
        case .showHelp(let help): help.topic = "cart"
        case nil: break
        }
    }
}

final class HelpViewController: UIViewController {
    var topic = ""

    func close() { performSegue(.done) }
}

final class PaymentViewController: UIViewController {
    var total = 0

    func confirmLeaving(by departure: Departure, later: PendingDeparture) -> LeaveDecision {
        switch departure {
        case .paid, .showHelp: .leave
        case .back, .dismiss: total == 0 ? .leave : .stay
        }
    }
}

final class FadeSegue: UIStoryboardSegue {}

@MainActor func openPayment() -> PaymentViewController {
    StoryboardScene.Checkout.payment.instantiate()
}
