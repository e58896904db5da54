import UIKit

/// Unwinds to Red or to Green from its storyboard buttons.
final class BlueViewController: UIViewController {}
