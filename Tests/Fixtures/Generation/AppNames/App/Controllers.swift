import UIKit

// Each storyboard is named like a class: its own initial scene's
// (ListViewController), another's (Profile), or a type of UIKit or Swift's.
final class ListViewController: UIViewController {
    /// Named like the UIKit types the generated extension spells, which it
    /// qualifies (`UIKit.UIStoryboardSegue`).
    enum UIStoryboardSegue {}
    enum UINavigationController {}

    func showDetails() {
        performSegue(.showDetail, sender: nil)
        performSegue(.detailViewController, sender: nil)
    }

    override func prepare(for segue: UIKit.UIStoryboardSegue, sender: Any?) {
        switch PreparedSegue(segue, sender: sender) {
        case .showDetail(let detail)?, .detailViewController(let detail)?: detail.title = "Detail"
        case .showProfile(let profile)?: profile.title = "Profile"
        case .showApp(let app)?: app.title = "App"
        case nil: break
        }
    }
}

final class DetailViewController: UIViewController {}

/// A class named like a storyboard.
final class Profile: UIViewController {}

final class ProfileViewController: UIViewController {}

/// Types named like the UIKit and Foundation types the generated code
/// spells: a shop's product bundles, say.
struct Bundle {}
final class NSCoder {}
enum UIStoryboard {}

/// A class named like the module it is compiled into.
final class App: UIViewController {}

@MainActor func instantiateEveryScene() {
    let list: ListViewController = StoryboardScene.ListViewController.initialScene.instantiate()
    let detail: DetailViewController = StoryboardScene.ListViewController.detailViewController.instantiate()
    let profile: Profile = StoryboardScene.ListViewController.profileScene.instantiate()
    let app: App = StoryboardScene.ListViewController.app.instantiate()
    let other: ProfileViewController = StoryboardScene.Profile.profile.instantiate()
    let again: ListViewController = StoryboardScene.Profile.listViewController.instantiate()
    let plain: UIViewController = StoryboardScene.UIViewController.initialScene.instantiate()
    let second: UIViewController = StoryboardScene.Swift_.second.instantiate()
    _ = (list, detail, profile, app, other, again, plain, second)
    _ = StoryboardScene.String.second
    _ = StoryboardScene.Type_.second
    _ = StoryboardScene.Self_.second
    _ = StoryboardScene.Any_.second
    _ = StoryboardScene.Protocol_.second
    _ = StoryboardScene.UIKit_.second
    _ = StoryboardScene.Foundation_.second
    let identifiers: [String] = [
        StoryboardSegue.Swift_.ViewController.next.rawValue, StoryboardSegue.UIKit_.ViewController.next.rawValue,
        StoryboardSegue.String.ViewController.next.rawValue, StoryboardSegue.UIViewController.Second.string.rawValue,
    ]
    _ = identifiers
}
