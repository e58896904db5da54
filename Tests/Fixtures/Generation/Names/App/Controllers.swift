import UIKit

final class HomeViewController: UIViewController {
    func useEveryCase() {
        performSegue(.showDetail)
        performSegue(._1stItem)
        performSegue(.`default`)
        performSegue(.done)
        performSegue(.sayHi)
        performSegue(.self_)
        performSegue(.rawValue_)
        performSegue(.sw_front)
        performSegue(.none)
        performSegue(.some)
        precondition(Segue.self_.rawValue == "self" && Segue.done.rawValue == "done:")
    }

    /// Every sanitised name is a departure, spelt as its segue case.
    func confirmLeaving(by departure: Departure, later: PendingDeparture) -> LeaveDecision {
        switch departure {
        case .back, .dismiss, .showDetail, ._1stItem, .`default`, .done, .sayHi, .self_, .rawValue_, .sw_front, .none,
            .some:
            return .leave
        }
    }

    @IBAction func `return`(_ segue: UIStoryboardSegue) {
        if case ._2ndStep? = ReturnSource(segue) {}
    }
}

final class StepViewController: UIViewController {
    func leave() {
        performSegue(.`class`)
        performSegue(.type)
    }
}
