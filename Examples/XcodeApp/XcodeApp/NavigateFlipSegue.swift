import UIKit

/// Pushes the destination with a flip instead of a slide. The storyboard
/// names it by string; the generated code names it in Swift, so a misspelt
/// class fails the build.
final class NavigateFlipSegue: UIStoryboardSegue {
    override func perform() {
        guard let navigation = source.navigationController else { return }
        navigation.flip(.transitionFlipFromRight) { $0.pushViewController(self.destination, animated: false) }
    }
}

extension UINavigationController {
    /// Changes the stack with a flip of the whole navigation controller,
    /// for the flip segues.
    func flip(_ direction: UIView.AnimationOptions, change: @escaping (UINavigationController) -> Void) {
        UIView.transition(with: view, duration: 0.5, options: direction, animations: { change(self) })
    }
}
