/// Which generated file a template context describes.
///
/// The split output puts each storyboard's code in a file of its own, so
/// that changing one storyboard, or one view controller, re-type-checks one
/// small file rather than everything (issue 25; `OutputLayout` names the
/// files). The runtime declarations every file uses live once, in the
/// shared file.
public enum OutputPart: Hashable, Sendable {
    /// The single file, holding everything: `--output FILE`.
    case whole
    /// The shared file of the split output: the namespaces, the runtime
    /// helpers, the unwind protocols, the classes whose scenes span files.
    case shared
    /// The file of the split output with this name, holding the storyboards
    /// and manifests `OutputLayout` gives it.
    case storyboardFile(String)

    /// The context's `outputPart`.
    var name: String {
        switch self {
        case .whole: "whole"
        case .shared: "shared"
        case .storyboardFile: "storyboard"
        }
    }

    /// Whether the file declares the namespaces and the runtime helpers,
    /// which the storyboard files extend and call.
    var declaresRuntime: Bool {
        if case .storyboardFile = self { return false }
        return true
    }
}
