import UIKit

/// Shows the note as it will look: after `showPreview` from the editor, or
/// from code with its text injected (`StoryboardScene.NoteEditor.preview`).
final class PreviewViewController: UIViewController {
    var text: String?

    init?(coder: NSCoder, text: String) {
        self.text = text
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
