import UIKit

final class PublicViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch PreparedSegue(segue, sender: sender) {
        case .showTwo(let two)?: two.title = "Two"
        case .presentUnique(let unique)?: unique.title = "Unique"
        case nil: break
        }
    }

    /// The ID shared by three scenes has no typed scene; the unique one does.
    func showUnique() {
        present(StoryboardScene.Shared.unique.instantiate(), animated: true)
    }
}

final class PublicTwoViewController: UIViewController {}

final class UniqueViewController: UIViewController {}

final class SourceViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch PreparedSegue(segue, sender: sender) {
        case .showDetail(let detail)?: detail.title = "Detail"
        // "go" leads to Detail by a show and to Other by a presentation:
        // which one UIKit performs is not known, so it is typed plainly.
        case .go(let destination)?: destination.title = "Go"
        case nil: break
        }
    }

    /// "Profile" keeps its typed scene; "profile" and "storyboard" have none.
    func showProfile() -> SourceViewController {
        StoryboardScene.Clashes.profile.instantiate()
    }
}

final class DetailViewController: UIViewController {}

final class OtherViewController: UIViewController {}
