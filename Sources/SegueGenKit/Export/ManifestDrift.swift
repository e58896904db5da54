import SegueGenSupport

/// Finds where a manifest no longer describes its storyboard: scenes and
/// segues added, removed or changed on one side only. Scenes are matched by
/// name, as `seguegen import` names them; segues by everything generated
/// code depends on.
public enum ManifestDrift {
    /// One diagnostic per difference, at the manifest's element when it has
    /// one, else at the storyboard's.
    public static func differences(manifest: StoryboardDefinition, storyboard: StoryboardDefinition) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func report(_ message: String, at location: SourceLocation) {
            found.append(Diagnostic(.manifestDrift, message, at: location))
        }
        for fact in StoryboardDefinition.Fact.allCases {
            switch fact {
            // Where each comes from differs by definition.
            case .origin, .file: continue
            case .name where manifest.name != storyboard.name:
                report(
                    "the manifest describes storyboard \"\(manifest.name)\", the storyboard file is "
                        + "\"\(storyboard.name)\"", at: manifest.location)
            case .initialScene where manifest.initialScene != storyboard.initialScene:
                report(
                    "initial scene is \(describe(manifest.initialScene)) here and \(describe(storyboard.initialScene)) "
                        + "in the storyboard", at: manifest.initialSceneLocation)
            case .scenes:
                let storyboardScenes = Dictionary(
                    storyboard.scenes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
                let manifestNames = Set(manifest.scenes.map(\.name))
                for scene in manifest.scenes {
                    guard let other = storyboardScenes[scene.name] else {
                        report("scene \"\(scene.name)\" is not in the storyboard", at: scene.location)
                        continue
                    }
                    compare(scene, other, report: report)
                }
                for scene in storyboard.scenes where !manifestNames.contains(scene.name) {
                    report("scene \"\(scene.name)\" of the storyboard is missing from the manifest", at: scene.location)
                }
            case .name, .initialScene: continue
            }
        }
        return found.sorted()
    }

    private static func compare(_ scene: Scene, _ other: Scene, report: (String, SourceLocation) -> Void) {
        let name = scene.name
        for fact in Scene.Fact.allCases {
            switch fact {
            // Scenes are matched by name; a manifest declares no cells, so
            // they are no drift.
            case .name, .cellContainers: continue
            case .kind where scene.kind != other.kind:
                report(
                    "scene \"\(name)\" is a \(scene.kind.rawValue) here and a \(other.kind.rawValue) in the storyboard",
                    scene.location)
            case .customClass where scene.customClass != other.customClass:
                report(
                    "scene \"\(name)\" has class \(describe(scene.customClass?.description)) here and "
                        + "\(describe(other.customClass?.description)) in the storyboard", scene.customClassLocation)
            case .storyboardIdentifier where scene.storyboardIdentifier != other.storyboardIdentifier:
                report(
                    "scene \"\(name)\" has storyboard ID \(describe(scene.storyboardIdentifier)) here and "
                        + "\(describe(other.storyboardIdentifier)) in the storyboard", scene.location)
            case .segues:
                var unmatched = other.segues.map { (key: key(of: $0), segue: $0) }
                for segue in scene.segues {
                    let segueKey = key(of: segue)
                    if let index = unmatched.firstIndex(where: { $0.key == segueKey }) {
                        unmatched.remove(at: index)
                    } else {
                        report("segue \(segueKey) of scene \"\(name)\" is not in the storyboard", segue.location)
                    }
                }
                for (segueKey, segue) in unmatched {
                    report(
                        "segue \(segueKey) of scene \"\(name)\" in the storyboard is missing from the manifest",
                        segue.location)
                }
            case .kind, .customClass, .storyboardIdentifier: continue
            }
        }
    }

    /// A readable description of everything that identifies a segue, such
    /// as `"showDetail" (show → Detail)`.
    private static func key(of segue: Segue) -> String {
        var parts: [Segue.Fact: String] = [:]
        for fact in Segue.Fact.allCases {
            switch fact {
            case .identifier: parts[fact] = segue.identifier.map { "\"\($0)\" " } ?? "without identifier "
            case .kind: parts[fact] = segue.kind.rawValue
            case .destination: parts[fact] = segue.destination.map { " → \($0)" }
            case .relationship: parts[fact] = segue.relationship.map { "relationship \($0)" }
            case .segueClass: parts[fact] = segue.segueClass.map { "class \($0)" }
            case .action: parts[fact] = segue.action.map { "action \($0)" }
            // A manifest that does not say is a control's, as a storyboard's
            // segue mostly is.
            case .isManual: parts[fact] = segue.isManual == true ? "manual" : nil
            }
        }
        let details = [parts[.relationship], parts[.action], parts[.segueClass], parts[.isManual]].compactMap { $0 }
        let head = (parts[.kind] ?? "") + (parts[.destination] ?? "")
        return (parts[.identifier] ?? "") + "(" + ([head] + details).joined(separator: ", ") + ")"
    }

    private static func describe(_ value: String?) -> String {
        value.map { "\"\($0)\"" } ?? "none"
    }
}
