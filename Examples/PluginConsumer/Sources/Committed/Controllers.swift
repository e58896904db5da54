#if canImport(UIKit)
    import UIKit

    /// The first screen of onboarding; its segue's identifier is typed by
    /// the committed output.
    public final class WelcomeViewController: UIViewController {
        func start() {
            performSegue(.start, sender: self)
        }
    }

    public final class DoneViewController: UIViewController {}
#endif
