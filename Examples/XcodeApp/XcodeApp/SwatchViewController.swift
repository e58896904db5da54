import UIKit

/// One color, flipped in from the palette; Flip Back unwinds to the palette
/// through the storyboard's custom unwind segue class, FlipUnwindSegue.
final class SwatchViewController: UIViewController {
    var colorName: String?
}
