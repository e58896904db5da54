/// Where a segue leads: a scene of the same or another storyboard, named
/// the way the input names it.
public struct SceneReference: Hashable, Sendable, CustomStringConvertible {
    public enum Target: Hashable, Sendable {
        /// A scene by its name, as manifests name scenes.
        case scene(String)
        /// A scene by its storyboard identifier, as storyboard references
        /// (`referencedIdentifier`) name them.
        case storyboardIdentifier(String)
        /// The initial scene, as a storyboard reference without
        /// `referencedIdentifier` does.
        case initialScene
    }

    /// nil for the storyboard the segue belongs to.
    public var storyboard: String?
    public var target: Target
    /// The bundle of another framework's storyboard, which a run never has.
    public var bundle: String?

    public init(storyboard: String? = nil, target: Target, bundle: String? = nil) {
        self.storyboard = storyboard
        self.target = target
        self.bundle = bundle
    }

    public var description: String {
        let prefix = storyboard.map { $0 + "." } ?? ""
        switch target {
        case .scene(let name): return prefix + name
        case .storyboardIdentifier(let identifier): return prefix + "#" + identifier
        case .initialScene: return (storyboard ?? "") + " (initial scene)"
        }
    }
}
