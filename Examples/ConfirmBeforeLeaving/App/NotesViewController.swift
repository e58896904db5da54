import UIKit

/// The list of notes. Opening one performs `editNote` with the note as its
/// typed sender, and the editor returns with `unwindToNotes:`.
final class NotesViewController: UITableViewController {
    var notes: [Note] = []

    func open(_ note: Note) {
        performEditNote(sender: note)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if case .editNote(let editor, let note)? = PreparedSegue(segue, sender: sender) {
            editor.note = note
        }
    }

    @IBAction func unwindToNotes(_ segue: UIStoryboardSegue) {
        guard case .editor(let editor)? = UnwindToNotesSource(segue), let note = editor.note else { return }
        notes.append(note)
    }
}
