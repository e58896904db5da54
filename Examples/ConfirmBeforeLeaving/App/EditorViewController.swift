import UIKit

/// Edits a note. While the note has unsaved changes, every way out of the
/// editor asks first (the back button, the swipe back, the unwind to the
/// list), through the one method `confirmLeaving(by:later:)`; the exhaustive
/// switch makes each segue added to the manifest a decision the compiler asks
/// for.
final class EditorViewController: UIViewController {
    var note: Note?
    var hasUnsavedChanges = false

    func confirmLeaving(by departure: Departure, later: PendingDeparture) -> LeaveDecision {
        switch departure {
        case .showPreview, .pickColor, .editTags:
            // The editor stays open below these, changes and all.
            return .leave
        case .back, .dismiss, .closeEditor:
            guard hasUnsavedChanges else { return .leave }
            confirmDiscardingChanges { later.proceed() }
            return .stay
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch PreparedSegue(segue, sender: sender) {
        case .showPreview(let preview)?:
            preview.text = note?.text
        case .pickColor(let picker)?:
            picker.selectedColorName = "Yellow"
        case .editTags(let tags)?:
            tags.tags = note?.tags ?? []
        case .closeEditor?, nil:
            break
        }
    }

    /// The tag editor's Save button unwinds here.
    @IBAction func unwindToEditor(_ segue: UIStoryboardSegue) {
        guard case .tags(let editor)? = UnwindToEditorSource(segue) else { return }
        note?.tags = editor.tags
        hasUnsavedChanges = true
    }

    private func confirmDiscardingChanges(then discard: @escaping () -> Void) {
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Discard", style: .destructive) { _ in
                self.hasUnsavedChanges = false
                discard()
            })
        present(alert, animated: true)
    }
}
