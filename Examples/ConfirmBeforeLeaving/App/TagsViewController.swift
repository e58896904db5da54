import UIKit

/// Edits a note's tags in a sheet, inside a LeaveConfirmingNavigationController.
/// Save unwinds to the editor; a swipe down on the sheet with changes asks
/// first, and dismisses only if the user discards them.
final class TagsViewController: UIViewController {
    var tags: [String] = []
    var hasChanges = false

    func confirmLeaving(by departure: Departure, later: PendingDeparture) -> LeaveDecision {
        switch departure {
        case .saveTags:
            return .leave
        case .back, .dismiss:
            guard hasChanges else { return .leave }
            let alert = UIAlertController(title: "Discard tag changes?", message: nil, preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
            alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in later.proceed() })
            present(alert, animated: true)
            return .stay
        }
    }
}
