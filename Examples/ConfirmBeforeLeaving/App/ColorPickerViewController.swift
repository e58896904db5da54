import UIKit

/// Picks the note's color, shown in a popover inside its own navigation
/// controller; `pickColor` is typed as this class, not the navigation
/// controller.
final class ColorPickerViewController: UIViewController {
    var selectedColorName: String?
}
