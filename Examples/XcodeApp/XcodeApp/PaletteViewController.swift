import UIKit

/// The root of the flip stack, presented full screen from Red. Swatch flips
/// in with NavigateFlipSegue and flips back to `unwindToPalette:` with
/// FlipUnwindSegue; Done unwinds the whole stack to Red. When its
/// FlipNavigationController is asked for the segue that unwinds here, it
/// hands the question to this view controller.
final class PaletteViewController: UIViewController, UnwindSegueCreating {
    var colorName: String?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if case .showSwatch(let swatch)? = PreparedSegue(segue, sender: sender) {
            swatch.colorName = colorName ?? "Teal"
        }
    }

    @IBAction func unwindToPalette(_ segue: UIStoryboardSegue) {
        if case .swatchViewController(let swatch)? = UnwindToPaletteSource(segue) {
            colorName = swatch.colorName
        }
    }

    func unwindSegue(from source: UIViewController, identifier: String?) -> UIStoryboardSegue? {
        FlipUnwindSegue(identifier: identifier, source: source, destination: self)
    }
}
