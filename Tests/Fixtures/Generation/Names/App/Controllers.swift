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
        precondition(Segue.self_.rawValue == "self" && Segue.done.rawValue == "done:")
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
