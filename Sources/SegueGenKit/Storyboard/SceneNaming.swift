/// Names the scenes of a storyboard, which Interface Builder leaves
/// unnamed. A name must be readable (it becomes an enum in generated code),
/// stable when unrelated scenes change, and unique in its storyboard.
///
/// Unique means unique as a Swift type name (`SwiftNaming.typeName`, the
/// spelling rule the scenes' enums take), so two scenes never share one.
///
/// A scene is named after its custom class, else its storyboard ID, else its
/// label in Interface Builder, else its title in Xcode's document outline,
/// else its default class without the `UI` prefix. Scenes that would share a
/// name get the first of storyboard ID, label, outline title or Interface
/// Builder object ID that tells them apart, in parentheses:
/// `DetailViewController (archive)`.
enum SceneNaming {
    static func names(for controllers: [StoryboardCollector.Controller]) -> [String] {
        let bases = controllers.map(baseName)
        var counts: [String: Int] = [:]
        for base in bases { counts[SwiftNaming.typeName(base), default: 0] += 1 }
        var names: [String] = []
        var taken: Set<String> = []
        for (controller, base) in zip(controllers, bases) {
            var name = base
            if counts[SwiftNaming.typeName(base)]! > 1 {
                let qualifier =
                    [controller.storyboardIdentifier, controller.userLabel, controller.outlineTitle].compactMap { $0 }
                    .map(clean).first { !$0.isEmpty && $0 != base } ?? controller.elementID
                name = "\(base) (\(qualifier))"
            }
            var unique = name
            var suffix = 2
            while taken.contains(SwiftNaming.typeName(unique)) {
                unique = "\(name) \(suffix)"
                suffix += 1
            }
            taken.insert(SwiftNaming.typeName(unique))
            names.append(unique)
        }
        return names
    }

    private static func baseName(_ controller: StoryboardCollector.Controller) -> String {
        let candidates = [
            controller.customClass?.name, controller.storyboardIdentifier, controller.userLabel,
            controller.outlineTitle,
        ]
        if let name = candidates.compactMap({ $0 }).first(where: { !clean($0).isEmpty }) {
            return clean(name)
        }
        let defaultName = controller.kind.defaultClass.name
        return defaultName.hasPrefix("UI") ? String(defaultName.dropFirst(2)) : defaultName
    }

    /// Scene names cannot contain `.` (it separates storyboard and scene in
    /// manifests) and must not begin or end with spaces.
    private static func clean(_ name: String) -> String {
        let needsCleaning =
            name.utf8.contains(UInt8(ascii: ".")) || name.first?.isWhitespace == true
            || name.last?.isWhitespace == true
        guard needsCleaning else { return name }
        return String(name.map { $0 == "." ? " " : $0 }).trimmingWhitespace()
    }
}
