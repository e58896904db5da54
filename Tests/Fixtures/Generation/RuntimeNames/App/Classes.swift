import Dock
import UIKit

/// Interface Builder names these classes by their Objective-C names, which
/// Swift code cannot use.
@objc(RenamedListViewController) final class ListController: UITableViewController {
    func configure(_ tableView: UITableView, at indexPath: IndexPath) {
        let renamed: SwiftRenamedCell = dequeue(ReuseIdentifier.renamed, from: tableView, for: indexPath)
        let inner: Outer.InnerCell = dequeue(ReuseIdentifier.inner, from: tableView, for: indexPath)
        let nib: SwiftRenamedCell = ReusableNib.renamed.dequeue(from: tableView, for: indexPath)
        let dock: Dock = ReusableNib.dock.dequeue(from: tableView, for: indexPath)
        _ = (renamed, inner, nib, dock)
    }
}

@objc(RenamedCell) final class SwiftRenamedCell: UITableViewCell {}

enum Outer {
    @objc(InnerCell) final class InnerCell: UITableViewCell {}
}

/// Interface Builder cannot create a generic class.
final class GenericCell<Value>: UITableViewCell {}
