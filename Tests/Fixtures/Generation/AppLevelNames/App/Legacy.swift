import UIKit

/// The identifiers as the app wrote them before SegueGen, used inside view
/// controllers that now have generated segues.
enum Segue: String {
    case showDetail
}

/// What an earlier generator left behind, named like generated types.
enum StoryboardScene {
    static let legacy = "Legacy"
}

protocol UnwindToListAction {}

final class ListViewController: UIViewController {
    func showDetail() {
        performSegue(withIdentifier: Segue.showDetail.rawValue, sender: nil)
        performSegue(.showDetail, sender: nil)
        _ = StoryboardScene.legacy
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        if case .detailViewController(let detail)? = UnwindToListSource(segue) { detail.title = nil }
    }
}

final class DetailViewController: UIViewController {
    func back() { performSegue(.back, sender: nil) }
}

@MainActor func showDetailFromCode() -> DetailViewController {
    SegueGenStoryboardScene.Legacy.detail.instantiate()
}
