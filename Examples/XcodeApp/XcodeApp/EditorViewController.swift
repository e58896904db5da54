import UIKit

/// Writes a note in a sheet, inside a LeaveConfirmingNavigationController.
/// With unsaved changes, Cancel and a swipe down on the sheet ask first;
/// Save leaves at once. Classes.segues.yaml says `confirmsLeaving: true`,
/// and the exhaustive switch makes every new way out a decision the
/// compiler asks for.
final class EditorViewController: UIViewController, UITextViewDelegate {
    @IBOutlet var textView: UITextView!
    var text = ""
    private(set) var hasUnsavedChanges = false

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.text = text
    }

    func textViewDidChange(_ textView: UITextView) {
        text = textView.text
        hasUnsavedChanges = true
    }

    func confirmLeaving(by departure: Departure, later: PendingDeparture) -> LeaveDecision {
        switch departure {
        case .saveNote:
            return .leave
        case .back, .dismiss, .cancelNote:
            guard hasUnsavedChanges else { return .leave }
            let alert = UIAlertController(title: "Discard this note?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Keep Writing", style: .cancel))
            alert.addAction(
                UIAlertAction(title: "Discard", style: .destructive) { _ in
                    self.hasUnsavedChanges = false
                    later.proceed()
                })
            present(alert, animated: true)
            return .stay
        }
    }
}
