import UIKit

/// A view controller with its own nested `Segue`: the generated one is
/// `SegueGenSegue`, and this one keeps working.
class NestedViewController: UIViewController {
    enum Segue: String {
        case legacy = "showPlain"
    }

    func go() {
        performSegue(.showPlain, sender: nil)
        performSegue(withIdentifier: Segue.legacy.rawValue, sender: nil)
        let typed: SegueGenSegue = .showChild
        _ = typed
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if case .showPlain(let plain)? = PreparedSegue(segue, sender: sender) { plain.title = "Plain" }
    }
}

/// A subclass, which inherits the app's `Segue`: its generated one gives way too.
final class ChildViewController: NestedViewController {
    func back() {
        let inherited: Segue = .legacy
        _ = inherited
        performSegue(SegueGenSegue.showPlain, sender: nil)
    }
}

final class PlainViewController: UIViewController {
    func next() { performSegue(.showChild, sender: nil) }
}

enum Route {
    case showPlain
}

/// A view controller with a `performSegue(_:sender:)` of its own: the
/// generated one is `segueGenPerformSegue(_:sender:)`, so this call stays
/// unambiguous.
final class HandlerViewController: UIViewController {
    func performSegue(_ route: Route, sender: Any?) {
        performSegue(withIdentifier: "showPlain", sender: sender)
    }

    func go() {
        performSegue(.showPlain, sender: nil)
        segueGenPerformSegue(.showPlain, sender: nil)
    }
}

/// A view controller that confirms leaving and has a `Departure` of its own.
final class EditorViewController: UIViewController {
    enum Departure {
        case draft
    }

    func confirmLeaving(by departure: SegueGenDeparture, later: PendingDeparture) -> LeaveDecision {
        switch departure {
        case .back, .dismiss: .stay
        case .save: .leave
        }
    }
}
