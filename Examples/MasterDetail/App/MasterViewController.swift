import UIKit

/// Lists items; `showDetail` flips to the detail screen with
/// `NavigateFlipSegue`, and the detail screen flips back with `exitFromDetail`.
final class MasterViewController: UITableViewController {
    var items = ["Red", "Green", "Blue"]
    private(set) var returnedItem: String?

    func open(_ index: Int) {
        performSegue(.showDetail, sender: items[index])
    }

    /// A search result opens its item from code, without the flip.
    func show(searchResult item: String) {
        let detail = StoryboardScene.MasterDetail.detail.instantiate()
        detail.item = item
        navigationController?.pushViewController(detail, animated: true)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if case .showDetail(let detail)? = PreparedSegue(segue, sender: sender) {
            detail.item = sender as? String
        }
    }

    @IBAction func exitToMasterView(_ segue: UIStoryboardSegue) {
        if case .detail(let detail)? = ExitToMasterViewSource(segue) {
            returnedItem = detail.item
        }
    }
}
