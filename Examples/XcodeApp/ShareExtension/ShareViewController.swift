import UIKit

/// The share extension's first screen (MainInterface.storyboard, which the
/// extension's Info.plist names as `NSExtensionMainStoryboard`). It pushes
/// the color list, which unwinds back here with `unwindToShare:`.
final class ShareViewController: UIViewController {
    private(set) var colorName = "Red"

    @IBAction func cancel(_ sender: UIBarButtonItem) {
        extensionContext?.cancelRequest(withError: CocoaError(.userCancelled))
    }

    @IBAction func post(_ sender: UIBarButtonItem) {
        extensionContext?.completeRequest(returningItems: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if case .pickColor(let list)? = PreparedSegue(segue, sender: sender) {
            list.selectedColorName = colorName
        }
    }

    @IBAction func unwindToShare(_ segue: UIStoryboardSegue) {
        if case .colorListViewController(let list)? = UnwindToShareSource(segue), let name = list.selectedColorName {
            colorName = name
        }
    }
}
