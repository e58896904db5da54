import UIKit

final class FeedViewController: UITableViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch PreparedSegue(segue, sender: sender) {
        case .play(let player)?: player.title = "Player"
        case .settings(let settings)?: settings.isEditing = false
        case .plain(let plain)?, .legacyPush(let plain)?: plain.title = "Plain"
        case .embedHeader(let header)?: header.title = "Header"
        case nil: break
        }
    }

    @IBAction func unwindToFeed(_ segue: UIStoryboardSegue) {
        switch UnwindToFeedSource(segue) {
        case .player(let player)?: player.title = nil
        case .settings(let settings)?: settings.title = nil
        case .plain(let plain)?: plain.title = nil
        case nil: break
        }
    }
}

final class HeaderViewController: UIViewController {}
