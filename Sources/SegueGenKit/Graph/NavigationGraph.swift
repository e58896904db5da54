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
    /// `adoptingEdges` backwards.
    private let incomingAdoptingEdges: [[Int32]]
    /// The scenes of each class UIKit instantiates for them.
    private let scenesByClass: [String: [Int32]]

    public init(_ project: Project) {
        sceneIDs = project.sceneIDs
        var incoming = [[Int32]](repeating: [], count: sceneIDs.count)
        var outgoing = [[Int32]](repeating: [], count: sceneIDs.count)
        var childEdges = [[Int32]](repeating: [], count: sceneIDs.count)
        var adoptingEdges = [[Int32]](repeating: [], count: sceneIDs.count)
        var incomingChildEdges = [[Int32]](repeating: [], count: sceneIDs.count)
        var incomingAdoptingEdges = [[Int32]](repeating: [], count: sceneIDs.count)
        var unwinds: [Unwind] = []
        var scenesByClass: [String: [Int32]] = [:]
        var source = 0
        for storyboard in project.storyboards {
            for scene in storyboard.scenes {
                scenesByClass[scene.viewControllerClass.name, default: []].append(Int32(source))
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
                        if segue.kind.arrival == .undetermined {
                            adoptingEdges[source].append(Int32(target))
                            incomingAdoptingEdges[target].append(Int32(source))
                        }
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
        self.incomingAdoptingEdges = incomingAdoptingEdges
        self.scenesByClass = scenesByClass
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
    /// the search meets a target there. Built from the targets' ancestors
    /// alone, by their incoming edges, never by a walk over every scene: a
    /// run builds one for each action.
    public func coverage(of targets: Set<Int>) -> Coverage {
        var descendsToTarget = [Bool](repeating: false, count: sceneIDs.count)
        var queue = Array(targets)
        var holding: [Int: Set<Int>] = [:]
        for target in targets { descendsToTarget[target] = true }
        while let next = queue.popLast() {
            for parent in incomingAdoptingEdges[next] { holding[Int(parent), default: []].insert(next) }
            for parent in incomingChildEdges[next].map(Int.init) where !descendsToTarget[parent] {
                descendsToTarget[parent] = true
                queue.append(parent)
            }
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

    /// UIKit's search for the unwinds of one action, answered for all of
    /// them at once: whether an implementer is above a source, and a
    /// shortest path from where navigation starts to a source on which the
    /// search never meets an implementer. A search a source would cost a
    /// walk over the graph for each unwind, quadratic in a large app; this
    /// walks the implementers' descendants once, and for the paths only the
    /// scenes that lead to one of the sources.
    public struct UnwindSearch: Sendable {
        /// The scenes that implement the action.
        public let implementers: Set<Int>
        /// Whether an implementer is above each scene: leads to it in one
        /// step or more.
        private let belowImplementer: [Bool]
        /// The paths, as a breadth-first search keeps them: each step the
        /// scene it reaches, the start it came from and the step before it
        /// (-1 at a start).
        private let steps: [(scene: Int32, start: Int32, previous: Int32)]
        /// For each scene a path reaches, its first step and, when one
        /// comes from another start, the first of those (else -1).
        private let arrivals: [Int: (first: Int32, otherStart: Int32)]

        /// The search for the action `implementers` implement, for unwinds
        /// from `sources`, whose paths begin at `starts` (the entry scenes,
        /// sorted, the order a search takes them in).
        public init(_ graph: NavigationGraph, implementers: Set<Int>, sources: [Int], starts: [Int]) {
            self.implementers = implementers
            var below = [Bool](repeating: false, count: implementers.isEmpty ? 0 : graph.sceneIDs.count)
            var queue = Array(implementers)
            while let next = queue.popLast() {
                for child in graph.outgoing[next].map(Int.init) where !below[child] {
                    below[child] = true
                    queue.append(child)
                }
            }
            belowImplementer = below
            // Without an implementer there is nothing to miss (the check
            // asks no path); a source that implements the action has no
            // such path, and when every source does (each scene of
            // bench.py's app) there is nothing to search.
            queue = implementers.isEmpty ? [] : sources.filter { !implementers.contains($0) }
            guard !queue.isEmpty else {
                steps = []
                arrivals = [:]
                return
            }
            let coverage = graph.coverage(of: implementers)
            // A step from `scene` to `next` is on a path when the search,
            // walking back up it, meets no implementer at `scene`.
            let isStep = { (scene: Int, next: Int) in
                !implementers.contains(next) && !coverage.covers(scene, from: next)
            }
            // The scenes that lead to a source, walking back from the
            // sources: every scene of a path to a source is one of them, so
            // the search below need visit no other.
            var leadsToSource = Set(queue)
            while let next = queue.popLast() {
                for scene in graph.incoming[next].map(Int.init)
                where isStep(scene, next) && leadsToSource.insert(scene).inserted {
                    queue.append(scene)
                }
            }
            // Breadth first from the starts, in their order and each scene's
            // edges in theirs, so that each scene's first step ends the
            // shortest path a search from the starts takes to it, and its
            // step from another start the one a search without the first
            // path's start takes (an unwind's source may not start its own
            // path).
            var steps: [(scene: Int32, start: Int32, previous: Int32)] = []
            var arrivals: [Int: (first: Int32, otherStart: Int32)] = [:]
            for start in starts where leadsToSource.contains(start) && arrivals[start] == nil {
                arrivals[start] = (Int32(steps.count), -1)
                steps.append((Int32(start), Int32(start), -1))
            }
            var cursor = 0
            while cursor < steps.count {
                let (scene, start, _) = steps[cursor]
                for next in graph.outgoing[Int(scene)].map(Int.init)
                where leadsToSource.contains(next) && isStep(Int(scene), next) {
                    let step = (scene: Int32(next), start: start, previous: Int32(cursor))
                    if let arrival = arrivals[next] {
                        guard arrival.otherStart < 0, steps[Int(arrival.first)].start != start else { continue }
                        arrivals[next] = (arrival.first, Int32(steps.count))
                    } else {
                        arrivals[next] = (Int32(steps.count), -1)
                    }
                    steps.append(step)
                }
                cursor += 1
            }
            self.steps = steps
            self.arrivals = arrivals
        }

        /// Whether an implementer can be above `source`: then UIKit's
        /// search from it asks an implementer on some path.
        public func hasImplementerAbove(_ source: Int) -> Bool {
            !belowImplementer.isEmpty && belowImplementer[source]
        }

        /// A shortest path from the starts to `source` on which UIKit's
        /// search, walking back up it, never meets an implementer, as the
        /// list of scenes, or nil; of the shortest, the one a breadth-first
        /// search takes, the starts in their order and each scene's edges
        /// in theirs. The path starts at `source` itself only when
        /// `mayStartAtSource`.
        public func path(to source: Int, mayStartAtSource: Bool) -> [Int]? {
            guard let arrival = arrivals[source] else { return nil }
            var step = arrival.first
            if !mayStartAtSource && steps[Int(step)].start == Int32(source) {
                guard arrival.otherStart >= 0 else { return nil }
                step = arrival.otherStart
            }
            var path: [Int] = []
            while step >= 0 {
                path.append(Int(steps[Int(step)].scene))
                step = steps[Int(step)].previous
            }
            return path.reversed()
        }
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
    /// `selector`: the scenes of the classes that respond to it, so that
    /// no action walks every scene.
    public func implementingScenes(of selector: String, in project: Project) -> Set<Int> {
        var result: Set<Int> = []
        for className in project.unwindImplementers.respondingClasses(to: selector) {
            for scene in scenesByClass[className] ?? [] { result.insert(Int(scene)) }
        }
        return result
    }
}
