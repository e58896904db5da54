import UIKit

/// The list of notes. Opening one performs `editNote` with the note as its
/// typed sender, and the editor returns with `unwindToNotes:`.
final class NotesViewController: UITableViewController {
    var notes: [Note] = []

    func open(_ note: Note) {
        performEditNote(sender: note)
    }

    /// A long press previews a note without opening the editor: the preview
    /// comes from the storyboard with the note's text injected.
    func preview(_ note: Note) {
        let preview = StoryboardScene.NoteEditor.preview.instantiate { coder in
            PreviewViewController(coder: coder, text: note.text)
        }
        present(preview, animated: true)
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
