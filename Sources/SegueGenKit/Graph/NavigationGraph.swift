/// The scenes of a run and how each can come on screen: presented or shown
/// by another scene, or contained in one. Scenes are numbered as in
/// `Project.sceneIDs`, and edges are kept as adjacency lists of those
/// numbers, so even ten thousand scenes make a small graph. Unwind segues
/// are kept apart, since they lead back along these edges.
public struct NavigationGraph: Sendable {
    public struct Unwind: Sendable {
        public var source: Int
        public var segue: Segue
    }

    /// Every scene; an index into this array is a scene's number.
    public let sceneIDs: [SceneID]
    public let unwinds: [Unwind]
    /// The initial scene of every storyboard that names one.
    public let initialScenes: [Int]
    private let incoming: [[Int32]]
    private let outgoing: [[Int32]]
    /// The edges that make the destination a child of the source's
    /// container (or of the source): relationships, embeds, a split view's
    /// `showDetail`, a custom segue's whatever-it-does.
    private let adoptingEdges: [[Int32]]
    /// The edges that can put the destination among a container's
    /// children: every one but a modal presentation (a sheet, a popover),
    /// whose destination has a presenter and no parent.
    private let childEdges: [[Int32]]
    /// `childEdges` backwards.
    private let incomingChildEdges: [[Int32]]

    public init(_ project: Project) {
        sceneIDs = project.sceneIDs
        var incoming = [[Int32]](repeating: [], count: sceneIDs.count)
        var outgoing = [[Int32]](repeating: [], count: sceneIDs.count)
        var childEdges = [[Int32]](repeating: [], count: sceneIDs.count)
        var adoptingEdges = [[Int32]](repeating: [], count: sceneIDs.count)
        var incomingChildEdges = [[Int32]](repeating: [], count: sceneIDs.count)
        var unwinds: [Unwind] = []
        var source = 0
        for storyboard in project.storyboards {
            for scene in storyboard.scenes {
                for segue in scene.segues {
                    if segue.kind.isUnwind {
                        unwinds.append(Unwind(source: source, segue: segue))
                    } else if let target = segue.resolvedTarget {
                        outgoing[source].append(Int32(target))
                        incoming[target].append(Int32(source))
                        if segue.kind.arrival != .presented {
                            childEdges[source].append(Int32(target))
                            incomingChildEdges[target].append(Int32(source))
                        }
                        if segue.kind.arrival == .undetermined { adoptingEdges[source].append(Int32(target)) }
                    }
                }
                source += 1
            }
        }
        self.incoming = incoming
        self.outgoing = outgoing
        self.childEdges = childEdges
        self.adoptingEdges = adoptingEdges
        self.incomingChildEdges = incomingChildEdges
        self.unwinds = unwinds
        initialScenes = project.storyboards.compactMap { project.initialScene(of: $0).flatMap(project.index(of:)) }
    }

    public func hasIncomingEdges(_ scene: Int) -> Bool { !incoming[scene].isEmpty }

    /// The scenes that can be above `scene` while it is on screen: its
    /// presenters and containers, theirs, and so on. UIKit walks exactly
    /// these when it looks for an unwind destination. `scene` itself is in
    /// the set only when a cycle leads back to it (another instance of it).
    public func scenesAbove(_ scene: Int) -> Set<Int> {
        var seen = [Bool](repeating: false, count: sceneIDs.count)
        var result: Set<Int> = []
        var queue = incoming[scene].map(Int.init)
        while let next = queue.popLast() {
            guard !seen[next] else { continue }
            seen[next] = true
            result.insert(next)
            queue.append(contentsOf: incoming[next].map(Int.init))
        }
        return result
    }

    /// The scenes UIKit may ask for an unwind from `scene`, as its default
    /// search goes: each scene above it (`above`), and at each of those,
    /// the children other than the one holding the source
    /// (`allowedChildrenForUnwinding(from:)`): another tab, the other column
    /// of a split view, a sibling container view, and whatever those hold in
    /// turn, what their navigation controllers have pushed included. A
    /// scene outside the set is one UIKit never asks. (A scene that a scene
    /// above shows or presents, but that is not itself above, is not on
    /// screen with the source: a navigation stack is one line of pushes.)
    public func unwindCandidates(of scene: Int, above: Set<Int>) -> Set<Int> {
        var result = above
        var queue: [Int] = []
        for ancestor in above {
            for child in adoptingEdges[ancestor].map(Int.init) where child != scene && result.insert(child).inserted {
                queue.append(child)
            }
        }
        while let next = queue.popLast() {
            for child in childEdges[next].map(Int.init) where child != scene && result.insert(child).inserted {
                queue.append(child)
            }
        }
        return result
    }

    /// Where UIKit's search for an unwind meets one of `targets` as it
    /// walks up: at a target itself, and at a scene whose other children
    /// hold one. A navigation controller's stack is the line of pushes the
    /// path took, so only the children a scene adopts (its tabs, its split
    /// view's columns, its container views) hold what their own pushes may
    /// have led to; `Coverage.covers` says, for each step of a path, whether
    /// the search meets a target there.
    public func coverage(of targets: Set<Int>) -> Coverage {
        var descendsToTarget = targets
        var queue = Array(targets)
        while let next = queue.popLast() {
            for parent in incomingChildEdges[next].map(Int.init) where descendsToTarget.insert(parent).inserted {
                queue.append(parent)
            }
        }
        var holding: [Int: Set<Int>] = [:]
        for scene in sceneIDs.indices {
            let children = adoptingEdges[scene].map(Int.init).filter(descendsToTarget.contains)
            if !children.isEmpty { holding[scene] = Set(children) }
        }
        return Coverage(targets: targets, holding: holding)
    }

    /// Where a search for an unwind meets its implementers
    /// (`coverage(of:)`).
    public struct Coverage: Sendable {
        /// The implementing scenes.
        public let targets: Set<Int>
        /// For a scene, the children it adopts that hold a target.
        let holding: [Int: Set<Int>]

        /// Whether UIKit, walking up from `next` to `scene`, meets a target:
        /// `scene` is one, or a child of it other than `next` holds one.
        public func covers(_ scene: Int, from next: Int) -> Bool {
            guard !targets.contains(scene) else { return true }
            return !(holding[scene] ?? []).subtracting([next]).isEmpty
        }
    }

    /// The scenes with no edge leading to them.
    public func isTop(_ scene: Int) -> Bool { incoming[scene].isEmpty }

    /// Where navigation can start: initial scenes, scenes code can
    /// instantiate by storyboard ID (unless `presentedByCode` says code never
    /// presents one on its own), and, in storyboards that name no initial
    /// scene, every scene nothing presents or contains. A scene with none of
    /// these in a storyboard with an initial scene is dead.
    public func entryScenes(in project: Project, presentedByCode: (SceneID) -> Bool = { _ in true }) -> [Int] {
        var entries = Set(initialScenes)
        var index = 0
        for storyboard in project.storyboards {
            let hasInitialScene = project.initialScene(of: storyboard) != nil
            for scene in storyboard.scenes {
                let id = SceneID(storyboard: storyboard.name, scene: scene.name)
                if (scene.storyboardIdentifier != nil && presentedByCode(id))
                    || (!hasInitialScene && incoming[index].isEmpty)
                {
                    entries.insert(index)
                }
                index += 1
            }
        }
        return entries.sorted()
    }

    /// A shortest path from any of `starts` to `target` on which UIKit's
    /// search, walking back up it, never meets what `coverage` covers, as
    /// the list of scenes, or nil.
    public func path(from starts: [Int], to target: Int, leavingOut coverage: Coverage) -> [Int]? {
        var parent = [Int](repeating: -1, count: sceneIDs.count)
        var visited = [Bool](repeating: false, count: sceneIDs.count)
        var frontier: [Int] = []
        for start in starts where !coverage.targets.contains(start) && !visited[start] {
            visited[start] = true
            frontier.append(start)
        }
        var cursor = 0
        while cursor < frontier.count {
            let current = frontier[cursor]
            cursor += 1
            if current == target {
                var path = [current]
                var step = current
                while parent[step] >= 0 {
                    step = parent[step]
                    path.append(step)
                }
                return path.reversed()
            }
            for next in outgoing[current].map(Int.init)
            where !visited[next] && !coverage.targets.contains(next) && !coverage.covers(current, from: next) {
                visited[next] = true
                parent[next] = current
                frontier.append(next)
            }
        }
        return nil
    }

    /// Whether each scene is reachable from `starts` along presentation and
    /// containment edges.
    public func reachable(from starts: [Int]) -> [Bool] {
        var seen = [Bool](repeating: false, count: sceneIDs.count)
        var queue: [Int] = []
        for start in starts where !seen[start] {
            seen[start] = true
            queue.append(start)
        }
        while let next = queue.popLast() {
            for target in outgoing[next].map(Int.init) where !seen[target] {
                seen[target] = true
                queue.append(target)
            }
        }
        return seen
    }

    /// The scenes whose class, or one of its superclasses, implements
    /// `selector`.
    static func implementingScenes(of selector: String, in project: Project) -> Set<Int> {
        let implementers = project.unwindImplementers
        // Most actions of a large storyboard have no known implementer at
        // all; they need no walk over every scene.
        guard implementers.isImplemented(selector) else { return [] }
        var result: Set<Int> = []
        var index = 0
        for storyboard in project.storyboards {
            for scene in storyboard.scenes {
                if implementers.implements(scene.viewControllerClass.name, selector) { result.insert(index) }
                index += 1
            }
        }
        return result
    }
}
