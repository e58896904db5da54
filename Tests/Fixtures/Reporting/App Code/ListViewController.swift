import UIKit

final class ListViewController: UIViewController {
    @IBAction func unwindToList(segue: UIStoryboardSegue) {}

    func openDetail() {
        performSegue(withIdentifier: "showDetial", sender: nil)
    }
}

final class DetailViewController: UIViewController {}
