import UIKit

final class ListViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch PreparedSegue(segue, sender: sender) {
        case .open(let destination)?: destination.title = "Message or filters"
        case .compose(let compose)?: compose.title = "Compose"
        case .filter(let filters)?: filters.title = "Filters"
        case nil: break
        }
    }

    @IBAction func backToList(_ segue: UIStoryboardSegue) {
        switch BackToListSource(segue) {
        case .compose?, .message?, nil: break
        }
    }
}

class BaseDetailViewController: UIViewController {}

final class SpecialDetailViewController: BaseDetailViewController {
    func showBoth() {
        performSegue(Segue.showInfo)
        performSegue(.showMore)
    }
}

final class MessageViewController: UIViewController {}
final class ComposeViewController: UIViewController {}
final class FiltersViewController: UIViewController {}
