import UIKit

/// Edits a note. While it has unsaved changes, it cancels leaving (closing
/// the editor) and asks first; the exhaustive switch makes every new segue
/// added to the manifest a decision the compiler asks for.
final class EditorViewController: UIViewController {
    var note: Note?
    var hasUnsavedChanges = false

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        shouldPerformSegue(withIdentifier: identifier) { segue in
            switch segue {
            case .showPreview, .pickColor:
                return true
            case .closeEditor:
                guard hasUnsavedChanges else { return true }
                confirmDiscardingChanges()
                return false
            }
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch PreparedSegue(segue, sender: sender) {
        case .showPreview(let preview)?:
            preview.text = note?.text
        case .pickColor(let picker)?:
            picker.selectedColorName = "Yellow"
        case .closeEditor?, nil:
            break
        }
    }

    private func confirmDiscardingChanges() {
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Discard", style: .destructive) { _ in
                self.hasUnsavedChanges = false
                self.performSegue(.closeEditor)
            })
        present(alert, animated: true)
    }
}
