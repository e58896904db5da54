import Kit
import UIKit

final class PhotoCell: UITableViewCell {}
final class SectionHeaderView: UICollectionReusableView {}

/// Registers the table view cells of the XIBs and dequeues each as its class.
final class FeedViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Nibs whose names are no plain member names.
        for nib in [
            ReusableNib.plainCell, ReusableNib.photoCell2, ReusableNib.type, ReusableNib.default, ReusableNib.self_,
            ReusableNib.uiKit, ReusableNib.reusableNib,
        ] {
            nib.register(in: tableView)
        }
        ReusableNib.photoCell.register(in: tableView)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            let photo: PhotoCell = ReusableNib.photoCell.dequeue(from: tableView, for: indexPath)
            return photo
        }
        return ReusableNib.plainCell.dequeue(from: tableView, for: indexPath)
    }
}

/// Registers a collection view cell of another module and a section header.
final class GalleryViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ReusableNib.thumbnail.register(in: collectionView)
        ReusableNib.sectionHeader.register(in: collectionView, ofKind: UICollectionView.elementKindSectionHeader)
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let thumbnail: ThumbnailCell = ReusableNib.thumbnail.dequeue(from: collectionView, for: indexPath)
        return thumbnail
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header: SectionHeaderView = ReusableNib.sectionHeader.dequeue(
            from: collectionView, ofKind: kind, for: indexPath)
        return header
    }
}
