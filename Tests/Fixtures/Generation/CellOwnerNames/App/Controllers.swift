import UIKit

final class PostCell: UITableViewCell {}
final class PhotoCell: UICollectionViewCell {}
final class HeaderView: UICollectionReusableView {}

/// A view controller named like the cell parameter a typed `dequeue` might
/// declare: its own identifiers still give its own cells.
final class Cell: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let post: PostCell = dequeue(ReuseIdentifier.post, from: tableView, for: indexPath)
        return post
    }
}

/// Likewise for a reusable view's parameter.
final class View: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let photo: PhotoCell = dequeue(ReuseIdentifier.photo, from: collectionView, for: indexPath)
        return photo
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header: HeaderView = dequeue(ReuseIdentifier.head, from: collectionView, for: indexPath)
        return header
    }
}
