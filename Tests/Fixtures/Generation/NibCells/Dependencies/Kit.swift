import UIKit

open class ThumbnailCell: UICollectionViewCell {}
