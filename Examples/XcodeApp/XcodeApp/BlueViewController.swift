import UIKit

/// Unwinds to Red (two screens back) or to Green from its storyboard
/// buttons; Red also instantiates it by its storyboard ID, `Blue`.
final class BlueViewController: UIViewController {
    /// The colors visited on the way here.
    var trail: [String] = []
}
