import UIKit

/// The custom unwind segue class: flips back to the destination, popping
/// what is above it. Swatch's `flipBack` names it in the storyboard, and the
/// palette creates it when FlipNavigationController asks.
final class FlipUnwindSegue: UIStoryboardSegue {
    override func perform() {
        guard let navigation = destination.navigationController else { return }
        navigation.flip(.transitionFlipFromLeft) { $0.popToViewController(self.destination, animated: false) }
    }
}
