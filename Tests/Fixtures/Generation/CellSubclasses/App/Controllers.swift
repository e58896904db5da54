import UIKit

final class ItemCell: UITableViewCell {}
final class SummaryCell: UITableViewCell {}
/// No ItemCell: `Item` is another class in the subclass's scene.
final class ArchivedItemCell: UITableViewCell {}

class ListViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item: ItemCell = dequeue(ReuseIdentifier.item, from: tableView, for: indexPath)
        return item
    }
}

/// Both classes' extensions declare `ReuseIdentifier` and `dequeue`: inside
/// the subclass, `ReuseIdentifier` is its own, and the superclass's is
/// `ListViewController.ReuseIdentifier`; each identifier's owner picks its
/// `dequeue`.
final class ArchiveViewController: ListViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.row {
        case 0:
            let own: ArchivedItemCell = dequeue(ReuseIdentifier.item, from: tableView, for: indexPath)
            return own
        case 1:
            let inherited: ItemCell = dequeue(ListViewController.ReuseIdentifier.item, from: tableView, for: indexPath)
            return inherited
        case 2:
            let summary: SummaryCell = dequeue(
                ListViewController.ReuseIdentifier.summary, from: tableView, for: indexPath)
            return summary
        default:
            return dequeue(Self.ReuseIdentifier.restore, from: tableView, for: indexPath)
        }
    }
}
