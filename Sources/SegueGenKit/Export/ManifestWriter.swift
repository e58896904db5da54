/// Writes a storyboard definition as a manifest (what `seguegen import`
/// produces): every fact generated code depends on, in the documented
/// format, in the storyboard's own order so a re-import of an unchanged
/// storyboard gives the same bytes.
public enum ManifestWriter {
    /// The manifest text. `sourceName` is cited in a leading comment (YAML
    /// only; JSON has no comments).
    public static func write(
        _ storyboard: StoryboardDefinition, format: ManifestSyntax, sourceName: String
    ) -> String {
        switch format {
        case .yaml: yaml(storyboard, sourceName: sourceName)
        case .json: json(storyboard)
        }
    }

    /// The fields of a segue in the documented key order, values as text.
    static func fields(of segue: Segue) -> [(key: String, value: Value)] {
        var fields: [(String, Value)] = []
        for fact in Segue.Fact.allCases {
            switch fact {
            case .identifier: if let identifier = segue.identifier { fields.append(("id", .text(identifier))) }
            case .kind: fields.append(("kind", .text(segue.kind.rawValue)))
            case .relationship:
                if let relationship = segue.relationship { fields.append(("relationship", .text(relationship))) }
            case .destination:
                if let destination = segue.destination { fields.append(("destination", value(of: destination))) }
            case .segueClass:
                if let segueClass = segue.segueClass {
                    fields.append(("class", .text(segueClass.name)))
                    if let module = segueClass.module { fields.append(("module", .text(module))) }
                }
            case .action: if let action = segue.action { fields.append(("action", .text(action))) }
            // Written when true: a segue of a control is the common case.
            case .isManual: if segue.isManual == true { fields.append(("manual", .boolean(true))) }
            }
        }
        return fields
    }

    enum Value {
        case text(String)
        /// A boolean, written bare in both syntaxes.
        case boolean(Bool)
        case mapping([(String, String)])
    }

    /// How one syntax spells keys, scalars and a one-line mapping; the two
    /// formats differ in nothing else a segue needs.
    private struct FlowSyntax: Sendable {
        let key: @Sendable (String) -> String
        let scalar: @Sendable (String) -> String
        let open: String
        let close: String

        static let yaml = FlowSyntax(key: { $0 }, scalar: YAMLScalar.render, open: "{", close: "}")
        static let json = FlowSyntax(
            key: StringEscaping.jsonString, scalar: StringEscaping.jsonString, open: "{ ", close: " }")

        /// `{id: go, kind: show}` or `{ "id": "go", "kind": "show" }`.
        func mapping(_ fields: [(key: String, value: Value)]) -> String {
            let entries = fields.map { field -> String in
                switch field.value {
                case .text(let text): key(field.key) + ": " + scalar(text)
                case .boolean(let value): key(field.key) + ": " + (value ? "true" : "false")
                case .mapping(let pairs): key(field.key) + ": " + mapping(pairs.map { ($0.0, .text($0.1)) })
                }
            }
            return open + entries.joined(separator: ", ") + close
        }
    }

    private static func value(of destination: SceneReference) -> Value {
        let target: (String, String)?
        switch destination.target {
        case .scene(let name):
            if destination.bundle == nil {
                return .text(destination.storyboard.map { "\($0).\(name)" } ?? name)
            }
            target = ("scene", name)
        case .storyboardIdentifier(let identifier): target = ("storyboardID", identifier)
        case .initialScene: target = nil
        }
        let pairs = [
            destination.storyboard.map { ("storyboard", $0) }, target, destination.bundle.map { ("bundle", $0) },
        ]
        return .mapping(pairs.compactMap { $0 })
    }

    /// Scene fields after `name`, in the documented order; the name opens
    /// a scene and its segues close it.
    private static func sceneFields(_ scene: Scene) -> [(String, String)] {
        var fields: [(String, String)] = []
        for fact in Scene.Fact.allCases {
            switch fact {
            // Manifests declare no cells (docs/Manifest.md).
            case .name, .segues, .cellContainers: continue
            case .kind: if scene.kind != .viewController { fields.append(("kind", scene.kind.rawValue)) }
            case .customClass:
                if let customClass = scene.customClass {
                    fields.append(("class", customClass.name))
                    if let module = customClass.module { fields.append(("module", module)) }
                }
            case .storyboardIdentifier:
                if let identifier = scene.storyboardIdentifier { fields.append(("storyboardID", identifier)) }
            }
        }
        return fields
    }

    // MARK: - YAML

    private static func yaml(_ storyboard: StoryboardDefinition, sourceName: String) -> String {
        var lines = [
            "# Imported from \(sourceName) by seguegen \(SegueGenVersion.current).",
            "# Scene names are derived from classes, storyboard IDs and labels; `seguegen diff` matches scenes by name.",
            "version: 1",
            "storyboard: \(YAMLScalar.render(storyboard.name))",
        ]
        if let initial = storyboard.initialScene { lines.append("initialScene: \(YAMLScalar.render(initial))") }
        lines.append(storyboard.scenes.isEmpty ? "scenes: []" : "scenes:")
        for (index, scene) in storyboard.scenes.enumerated() {
            if index > 0 { lines.append("") }
            lines.append("  - name: \(YAMLScalar.render(scene.name))")
            for (key, value) in sceneFields(scene) { lines.append("    \(key): \(YAMLScalar.render(value))") }
            guard !scene.segues.isEmpty else { continue }
            lines.append("    segues:")
            for segue in scene.segues {
                lines.append("      - " + FlowSyntax.yaml.mapping(fields(of: segue)))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - JSON

    private static func json(_ storyboard: StoryboardDefinition) -> String {
        var lines = ["{", "  \"version\": 1,", "  \"storyboard\": \(StringEscaping.jsonString(storyboard.name)),"]
        if let initial = storyboard.initialScene {
            lines.append("  \"initialScene\": \(StringEscaping.jsonString(initial)),")
        }
        lines.append(storyboard.scenes.isEmpty ? "  \"scenes\": []" : "  \"scenes\": [")
        for (sceneIndex, scene) in storyboard.scenes.enumerated() {
            var members = ["\"name\": \(StringEscaping.jsonString(scene.name))"]
            members += sceneFields(scene).map {
                "\(StringEscaping.jsonString($0.0)): \(StringEscaping.jsonString($0.1))"
            }
            var sceneLines = ["    {"]
            if scene.segues.isEmpty {
                sceneLines.append("      " + members.joined(separator: ", "))
            } else {
                sceneLines.append("      " + members.joined(separator: ", ") + ",")
                sceneLines.append("      \"segues\": [")
                for (segueIndex, segue) in scene.segues.enumerated() {
                    let comma = segueIndex == scene.segues.count - 1 ? "" : ","
                    sceneLines.append("        " + FlowSyntax.json.mapping(fields(of: segue)) + comma)
                }
                sceneLines.append("      ]")
            }
            sceneLines.append("    }" + (sceneIndex == storyboard.scenes.count - 1 ? "" : ","))
            lines += sceneLines
        }
        if !storyboard.scenes.isEmpty { lines.append("  ]") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Spells a string as a YAML scalar: plain when the YAML subset reads it
/// back as the same string, double-quoted otherwise.
enum YAMLScalar {
    static func render(_ text: String) -> String {
        isSafePlain(text) ? text : StringEscaping.jsonString(text)
    }

    static func isSafePlain(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last, !first.isWhitespace, !last.isWhitespace else {
            return false
        }
        if "-?:,[]{}#&*!|>'\"%@`".contains(first) { return false }
        if last == ":" { return false }
        for character in text {
            if character.isASCII, let value = character.asciiValue, value < 0x20 || value == 0x7F { return false }
            if ",[]{}\"".contains(character) { return false }
        }
        if text.contains(": ") || text.contains(" #") { return false }
        guard case .string = YAMLReader.resolve(text) else { return false }
        return true
    }
}
