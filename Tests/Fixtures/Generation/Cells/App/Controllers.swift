import UIKit

class PostCell: UITableViewCell {}
final class AdCell: UITableViewCell {}
final class BannerCell: UITableViewCell {}
final class PhotoCell: UICollectionViewCell {}
final class SectionHeaderView: UICollectionReusableView {}

/// A post with a photo: the Photo Feed's Post, a PostCell too, so the
/// feed's `Post` is typed as PostCell.
final class PhotoPostCell: PostCell {}

final class FeedViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.row {
        case 0:
            let post: PostCell = dequeue(ReuseIdentifier.post, from: tableView, for: indexPath)
            return post
        case 1:
            // Ad is an AdCell in one scene and a BannerCell in the other.
            let ad: UITableViewCell = dequeue(ReuseIdentifier.ad, from: tableView, for: indexPath)
            return ad
        default:
            return dequeue(ReuseIdentifier.plainCell, from: tableView, for: indexPath)
        }
    }
}

final class SettingsViewController: UITableViewController {}

final class GalleryViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let photo: PhotoCell = dequeue(ReuseIdentifier.photo, from: collectionView, for: indexPath)
        return indexPath.item == 0
            ? photo : dequeue(ReuseIdentifier.headerCollectionViewCell, from: collectionView, for: indexPath)
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if kind == UICollectionView.elementKindSectionHeader {
            let header: SectionHeaderView = dequeue(ReuseIdentifier.header, from: collectionView, for: indexPath)
            return header
        }
        return dequeue(ReuseIdentifier.footer, from: collectionView, for: indexPath)
    }
}
