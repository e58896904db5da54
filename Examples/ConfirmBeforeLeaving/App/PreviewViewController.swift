import UIKit

/// Shows the note as it will look.
final class PreviewViewController: UIViewController {
    var text: String?
}
