/// The scenes of a run and how each can come on screen: presented or shown
/// by another scene, or contained in one. Unwind segues are kept apart,
/// since they lead back along these edges rather than forward.
public struct NavigationGraph: Sendable {
    public struct Edge: Hashable, Sendable {
        public var from: SceneID
        public var to: SceneID
        public var kind: SegueKind
        public var identifier: String?
        public var relationship: String?

        /// Containment (relationship, embed) rather than presentation.
        public var isContainment: Bool { kind.containsDestination }
    }

    public struct Unwind: Sendable {
        public var source: SceneID
        public var segue: Segue
    }

    /// Every scene, sorted.
    public let scenes: [SceneID]
    /// Edges in a stable order: by source, then as the source declares them.
    public let edges: [Edge]
    public let unwinds: [Unwind]
    /// The initial scene of every storyboard that names one.
    public let initialScenes: [SceneID]
    private let incomingEdges: [SceneID: [Edge]]
    private let outgoingEdges: [SceneID: [Edge]]

    public init(_ project: Project) {
        var edges: [Edge] = []
        var unwinds: [Unwind] = []
        var sceneIDs: [SceneID] = []
        for storyboard in project.storyboards {
            for scene in storyboard.scenes {
                let id = SceneID(storyboard: storyboard.name, scene: scene.name)
                sceneIDs.append(id)
                for segue in scene.segues {
                    if segue.kind == .unwind {
                        unwinds.append(Unwind(source: id, segue: segue))
                    } else if let destination = segue.resolvedDestination {
                        edges.append(
                            Edge(
                                from: id, to: destination, kind: segue.kind, identifier: segue.identifier,
                                relationship: segue.relationship))
                    }
                }
            }
        }
        scenes = sceneIDs.sorted()
        self.edges = edges
        self.unwinds = unwinds
        initialScenes = project.storyboards.compactMap { project.initialScene(of: $0) }
        incomingEdges = Dictionary(grouping: edges, by: \.to)
        outgoingEdges = Dictionary(grouping: edges, by: \.from)
    }

    public func incoming(_ scene: SceneID) -> [Edge] { incomingEdges[scene] ?? [] }
    public func outgoing(_ scene: SceneID) -> [Edge] { outgoingEdges[scene] ?? [] }

    /// The scenes that can be above `scene` while it is on screen: its
    /// presenters and containers, theirs, and so on. UIKit walks exactly
    /// these when it looks for an unwind destination. `scene` itself is in
    /// the set only when a cycle leads back to it (another instance of it).
    public func scenesAbove(_ scene: SceneID) -> Set<SceneID> {
        var seen: Set<SceneID> = []
        var queue = incoming(scene).map(\.from)
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            queue.append(contentsOf: incoming(next).map(\.from))
        }
        return seen
    }

    /// Where navigation can start: initial scenes, scenes code can
    /// instantiate by storyboard ID, and, in storyboards that name no
    /// initial scene, every scene nothing presents or contains. A scene with
    /// none of these in a storyboard with an initial scene is dead.
    public func entryScenes(in project: Project) -> [SceneID] {
        var entries = Set(initialScenes)
        for storyboard in project.storyboards {
            let hasInitialScene = project.initialScene(of: storyboard) != nil
            for scene in storyboard.scenes {
                let id = SceneID(storyboard: storyboard.name, scene: scene.name)
                if scene.storyboardIdentifier != nil || (!hasInitialScene && incoming(id).isEmpty) {
                    entries.insert(id)
                }
            }
        }
        return entries.sorted()
    }

    /// A shortest path from any of `starts` to `target` that never passes
    /// through `avoiding`, as the list of scenes, or nil.
    public func path(from starts: [SceneID], to target: SceneID, avoiding: Set<SceneID>) -> [SceneID]? {
        var parent: [SceneID: SceneID] = [:]
        var visited: Set<SceneID> = []
        var frontier: [SceneID] = []
        for start in starts where !avoiding.contains(start) && visited.insert(start).inserted {
            frontier.append(start)
        }
        var cursor = 0
        while cursor < frontier.count {
            let current = frontier[cursor]
            cursor += 1
            if current == target {
                var path = [current]
                var step = current
                while let previous = parent[step] {
                    path.append(previous)
                    step = previous
                }
                return path.reversed()
            }
            for edge in outgoing(current) where !avoiding.contains(edge.to) && visited.insert(edge.to).inserted {
                parent[edge.to] = current
                frontier.append(edge.to)
            }
        }
        return nil
    }

    /// Every scene reachable from `starts` along presentation and
    /// containment edges.
    public func reachable(from starts: [SceneID]) -> Set<SceneID> {
        var seen = Set(starts)
        var queue = starts
        while let next = queue.popLast() {
            for edge in outgoing(next) where seen.insert(edge.to).inserted {
                queue.append(edge.to)
            }
        }
        return seen
    }
}
