import AVKit
import Profiles
import UIKit

final class HomeViewController: UIViewController {
    private(set) var userName = ""

    init?(coder: NSCoder, userName: String) {
        self.userName = userName
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class SettingsViewController: UIViewController {}

/// Every accessor, assigned to a variable of the class it must return.
@MainActor func instantiateEveryScene() -> [UIViewController] {
    let tabs: UITabBarController = StoryboardScene.Scenes.initialScene.instantiate()
    let home: HomeViewController = StoryboardScene.Scenes.homeScreen.instantiate()
    let injected: HomeViewController = StoryboardScene.Scenes.homeScreen.instantiate { coder in
        HomeViewController(coder: coder, userName: "Ada")
    }
    let profile: ProfileViewController = StoryboardScene.Scenes._1stProfile.instantiate()
    let player: AVPlayerViewController = StoryboardScene.Scenes.player.instantiate()
    let plain: UIViewController = StoryboardScene.Scenes.default.instantiate()
    let settings: SettingsViewController = StoryboardScene.Settings.settings.instantiate()
    let terms: UIViewController = StoryboardScene.Legal.terms.instantiate()
    let privacy: UIViewController = StoryboardScene.Legal.privacyPolicy.instantiate()
    let help: UIViewController = StoryboardScene.Help.initialScene.instantiate()
    let injectedTabs: UITabBarController = StoryboardScene.Scenes.initialScene.instantiate { coder in
        UITabBarController(coder: coder)
    }
    let storyboard: UIStoryboard = StoryboardScene.Scenes.storyboard
    _ = storyboard
    return [tabs, home, injected, profile, player, plain, settings, terms, privacy, help, injectedTabs]
}
