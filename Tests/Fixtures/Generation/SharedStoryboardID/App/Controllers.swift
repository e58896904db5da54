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
