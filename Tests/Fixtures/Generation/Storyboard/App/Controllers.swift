import Features
import UIKit

struct Item {
    var name: String
}

final class ListViewController: UITableViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch PreparedSegue(segue, sender: sender) {
        case .showDetail(let detail, let item)?: detail.title = item.name
        case ._1stFlip(let flipped)?: flipped.title = "Flipped"
        case .addItem(let picker)?: picker.title = "Add"
        case .`default`(let popover)?: popover.title = "Popover"
        case .legacyModal?, .legacyPopover?, .legacyPush?: break
        case .tapped(let settings)?: settings.title = "Settings"
        case nil: break
        }
    }

    func show(_ item: Item) {
        performShowDetail(sender: item)
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        switch UnwindToListSource(segue) {
        case .detailViewController(let detail)?: title = detail.title
        case .pickerViewController?, nil: break
        }
    }
}

final class DetailViewController: UIViewController {
    @IBAction func `class`(_ segue: UIStoryboardSegue) {}
}
final class PickerViewController: UICollectionViewController {}
final class SettingsHostingController: UIViewController {}
final class FadeUnwindSegue: UIStoryboardSegue {}
