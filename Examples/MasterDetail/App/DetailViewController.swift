import UIKit

/// Shows one item and flips back to the master list.
final class DetailViewController: UIViewController {
    var item: String?

    @IBAction func done(_ sender: UIBarButtonItem) {
        performSegue(.exitFromDetail, sender: sender)
    }
}
