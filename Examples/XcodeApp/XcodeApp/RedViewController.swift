import UIKit

/// The root of the app's navigation controller, where every flow comes back
/// to with `unwindToRed:`: Green, Blue and Yellow (the multi-step unwind:
/// from Blue it pops two screens, from Yellow it dismisses Yellow and pops
/// Green), the note editor's sheet and the palette's flip stack.
/// Classes.segues.yaml declares the action, so the generated conformance
/// fails the build if this method goes or changes its selector.
final class RedViewController: UIViewController {
    /// The colors of the last trip out and back.
    private(set) var trail: [String] = []
    private(set) var notes: [String] = []

    @IBAction func goToGreen(_ sender: UIButton) {
        performSegue(.showGreen, sender: sender)
    }

    /// A shortcut past Green: Blue comes from the storyboard by its ID,
    /// typed as BlueViewController.
    func goToBlue() {
        let blue = StoryboardScene.Main.blue.instantiate()
        blue.trail = ["Red"]
        navigationController?.pushViewController(blue, animated: true)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch PreparedSegue(segue, sender: sender) {
        case .showGreen(let green)?: green.trail = ["Red"]
        case .composeNote(let editor)?: editor.text = notes.last ?? ""
        case .showPalette(let palette)?: palette.colorName = trail.last
        case .showSettings(let settings)?: settings.title = "Settings"
        case nil: break
        }
    }

    @IBAction func unwindToRed(_ segue: UIStoryboardSegue) {
        switch UnwindToRedSource(segue) {
        case .greenViewController(let green)?: trail = green.trail + ["Green"]
        case .blueViewController(let blue)?: trail = blue.trail + ["Blue"]
        case .yellowViewController(let yellow)?: trail = yellow.trail + ["Yellow"]
        case .editorViewController(let editor)? where segue.identifier == EditorViewController.Segue.saveNote.rawValue:
            notes.append(editor.text)
        case .paletteViewController(let palette)?: trail = palette.colorName.map { [$0] } ?? []
        case .editorViewController?, nil: break
        }
    }
}
