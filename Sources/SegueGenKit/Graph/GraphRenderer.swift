import SegueGenSupport

/// Draws the navigation graph as Graphviz DOT or as a Mermaid flowchart:
/// one node per scene (its name and class), grouped by storyboard; presenting
/// segues as arrows labelled with identifier and kind; containment drawn
/// thick; unwind segues dashed, toward the implementers that can be above
/// their source, or toward their action when no implementer is known.
/// Scenes with a storyboard ID, which code can instantiate wherever it
/// likes, are drawn as entry points; a storyboard without scenes as one
/// dashed node that says so, not as an empty box. A class is qualified by
/// its module only when that is not the run's module, as generated code
/// spells it. Everything is sorted, so the same inputs draw the same bytes.
public enum GraphRenderer {
    public enum Format: String, NamedChoice {
        case dot
        case mermaid
    }

    /// `graph` is the project's, as the checks walked it (`CheckedRun.graph`);
    /// `moduleName` is the module the run's options name, as for
    /// `Pipeline.generate`.
    public static func render(
        _ project: Project, graph: NavigationGraph, format: Format, moduleName: String? = nil
    ) -> String {
        let drawing = Drawing(project, graph: graph, moduleName: project.moduleName(given: moduleName))
        switch format {
        case .dot: return dot(drawing)
        case .mermaid: return mermaid(drawing)
        }
    }

    /// The graph in drawing terms, shared by both formats.
    struct Drawing {
        struct Node {
            var id: String
            var label: [String]
            var shape: Shape
        }

        enum Shape {
            case scene
            /// A scene with a storyboard ID: code can instantiate it.
            case entryPoint
            case external
            case action
            /// A storyboard without scenes.
            case emptyStoryboard
        }

        enum Style {
            case presentation
            case containment
            case unwind
        }

        struct Edge {
            var from: String
            var to: String
            var label: String?
            var style: Style
        }

        var clusters: [(name: String, nodes: [Node])] = []
        var looseNodes: [Node] = []
        var edges: [Edge] = []

        init(_ project: Project, graph: NavigationGraph, moduleName: String?) {
            let nodeID = { (index: Int) in "s\(index)" }
            var index = 0
            for storyboard in project.storyboards {
                guard !storyboard.scenes.isEmpty else {
                    looseNodes.append(
                        Node(
                            id: "e\(looseNodes.count)", label: [storyboard.name, "storyboard without scenes"],
                            shape: .emptyStoryboard))
                    continue
                }
                var nodes: [Node] = []
                for scene in storyboard.scenes {
                    var label = [scene.name]
                    let className = scene.viewControllerClass.spelling(inModule: moduleName)
                    if className != scene.name { label.append(className) }
                    var shape = Shape.scene
                    if let identifier = scene.storyboardIdentifier, !identifier.isEmpty {
                        label.append("storyboard ID \(identifier)")
                        shape = .entryPoint
                    }
                    nodes.append(Node(id: nodeID(index), label: label, shape: shape))
                    index += 1
                }
                clusters.append((storyboard.name, nodes))
            }
            var externals = OrderedNames(prefix: "x")
            var actions = OrderedNames(prefix: "a")
            var implementers: [String: Set<Int>] = [:]
            index = 0
            for storyboard in project.storyboards {
                for scene in storyboard.scenes {
                    for segue in scene.segues {
                        let label = Self.label(of: segue)
                        if segue.kind.isUnwind {
                            guard let action = segue.action else { continue }
                            if implementers[action] == nil {
                                implementers[action] = graph.implementingScenes(of: action, in: project)
                            }
                            let targets = implementers[action]!.intersection(graph.scenesAbove(index)).sorted()
                            if targets.isEmpty {
                                edges.append(
                                    Edge(from: nodeID(index), to: actions.id(for: action), label: label, style: .unwind)
                                )
                            }
                            for target in targets {
                                edges.append(
                                    Edge(from: nodeID(index), to: nodeID(target), label: label, style: .unwind))
                            }
                            continue
                        }
                        let style: Style = segue.kind.role == .containment ? .containment : .presentation
                        if let target = segue.resolvedTarget {
                            edges.append(
                                Edge(
                                    from: nodeID(index), to: nodeID(target), label: label,
                                    style: style))
                        } else if let destination = segue.destination {
                            let externalID = externals.id(for: destination.description)
                            edges.append(Edge(from: nodeID(index), to: externalID, label: label, style: style))
                        }
                    }
                    index += 1
                }
            }
            looseNodes += externals.names.enumerated().map {
                Node(id: "x\($0.offset)", label: [$0.element, "not among the inputs"], shape: .external)
            }
            looseNodes += actions.names.enumerated().map {
                Node(id: "a\($0.offset)", label: [$0.element, "no known implementer"], shape: .action)
            }
        }

        /// Node IDs for names met while walking the project, numbered in the
        /// order first met.
        struct OrderedNames {
            let prefix: String
            private(set) var names: [String] = []
            private var ids: [String: String] = [:]

            init(prefix: String) { self.prefix = prefix }

            mutating func id(for name: String) -> String {
                if let id = ids[name] { return id }
                let id = "\(prefix)\(names.count)"
                ids[name] = id
                names.append(name)
                return id
            }
        }

        /// `showDetail (show)`, `flip (custom FlipSegue)`, `rootViewController`,
        /// `unwindToRed: (UnwindToRedSegueID)`.
        static func label(of segue: Segue) -> String? {
            let identifier = segue.identifier.flatMap { $0.isEmpty ? nil : $0 }
            switch segue.kind {
            case .relationship:
                return segue.relationship
            case .unwind:
                return [segue.action, identifier.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
            default:
                let kind = [segue.kind.rawValue, segue.segueClass?.name].compactMap { $0 }.joined(separator: " ")
                return identifier.map { "\($0) (\(kind))" } ?? kind
            }
        }
    }

    // MARK: - DOT

    private static func dot(_ drawing: Drawing) -> String {
        var lines = [
            "// Generated by seguegen \(SegueGenVersion.current). Render with: dot -Tsvg",
            "digraph Segues {",
            "    rankdir=LR;",
            "    node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "    edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for (index, cluster) in drawing.clusters.enumerated() {
            lines.append("    subgraph cluster_\(index) {")
            lines.append("        label=\(dotString(cluster.name));")
            for node in cluster.nodes { lines.append("        \(dotNode(node))") }
            lines.append("    }")
        }
        for node in drawing.looseNodes { lines.append("    \(dotNode(node))") }
        for edge in drawing.edges {
            var attributes: [String] = []
            if let label = edge.label { attributes.append("label=\(dotString(label))") }
            switch edge.style {
            case .presentation: break
            case .containment: attributes.append("style=bold, arrowhead=diamond")
            case .unwind: attributes.append("style=dashed")
            }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("    \(edge.from) -> \(edge.to)\(suffix);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dotNode(_ node: Drawing.Node) -> String {
        let label = dotString(node.label.joined(separator: "\n"))
        switch node.shape {
        case .scene: return "\(node.id) [label=\(label)];"
        case .entryPoint: return "\(node.id) [label=\(label), peripheries=2];"
        case .external: return "\(node.id) [label=\(label), style=\"rounded,dashed\"];"
        case .action: return "\(node.id) [label=\(label), shape=note, style=dashed];"
        case .emptyStoryboard: return "\(node.id) [label=\(label), shape=folder, style=dashed];"
        }
    }

    private static func dotString(_ text: String) -> String {
        let escaped = text.escaped {
            switch $0 {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }

    // MARK: - Mermaid

    private static func mermaid(_ drawing: Drawing) -> String {
        var lines = ["flowchart LR"]
        for (index, cluster) in drawing.clusters.enumerated() {
            lines.append("    subgraph storyboard\(index)[\(mermaidString(cluster.name))]")
            for node in cluster.nodes { lines.append("        \(mermaidNode(node))") }
            lines.append("    end")
        }
        for node in drawing.looseNodes { lines.append("    \(mermaidNode(node))") }
        for edge in drawing.edges {
            let arrow: String
            switch edge.style {
            case .presentation: arrow = "-->"
            case .containment: arrow = "==>"
            case .unwind: arrow = "-.->"
            }
            let label = edge.label.map { "|\(mermaidString($0))|" } ?? ""
            lines.append("    \(edge.from) \(arrow)\(label) \(edge.to)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mermaidNode(_ node: Drawing.Node) -> String {
        let label = mermaidString(node.label.joined(separator: "<br/>"))
        switch node.shape {
        case .scene: return "\(node.id)[\(label)]"
        case .entryPoint: return "\(node.id)[[\(label)]]"
        case .external: return "\(node.id)([\(label)])"
        case .action: return "\(node.id)>\(label)]"
        case .emptyStoryboard: return "\(node.id)[/\(label)/]"
        }
    }

    /// A quoted Mermaid label; Mermaid escapes characters as entity codes.
    private static func mermaidString(_ text: String) -> String {
        let escaped = text.escaped {
            switch $0 {
            case "\"": "#quot;"
            case "#": "#35;"
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }
}
