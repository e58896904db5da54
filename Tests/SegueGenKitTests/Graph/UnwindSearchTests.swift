import Foundation
import SegueGenSupport
import TestSupport
import XCTest

@testable import SegueGenKit

/// Issue 43: `NavigationGraph.UnwindSearch` answers, for all the unwinds of
/// one action at once, what a search for each unwind answered before it
/// (`ReferenceUnwindSearch`, the search it replaced, kept here as the
/// reference): the same coverage, the same verdict on whether an
/// implementer is above a source, the same path, scene for scene. On
/// random graphs with containers, tab and split controllers and several
/// implementers, on every fixture, and on every app of the corpus.
final class UnwindSearchTests: XCTestCase {
    func testAgreesWithTheReferenceOnRandomGraphs() {
        // Two halves of 5,000 graphs, each from its own seed, side by side.
        let halves = [43, 44].parallelMap { seed in
            var generator = Mutations.Generator(seed: UInt64(seed))
            var counts = (paths: 0, comparisons: 0)
            for graph in 0..<5_000 {
                let project = RandomNavigation.project(using: &generator)
                let sources = { (all: [Int]) in all.filter { _ in Int.random(in: 0..<4, using: &generator) > 0 } }
                let presentedByCode = Set(project.sceneIDs.filter { _ in Bool.random(using: &generator) })
                let result = ReferenceUnwindSearch.compare(
                    project, sources: sources, presentedByCode: presentedByCode.contains,
                    label: "seed \(seed), graph \(graph)")
                counts.paths += result.paths
                counts.comparisons += result.comparisons
            }
            return counts
        }
        let paths = halves.map(\.paths).reduce(0, +)
        let comparisons = halves.map(\.comparisons).reduce(0, +)
        // The graphs must exercise the search: many unwinds, many of them
        // with a path that misses every implementer.
        XCTAssertGreaterThan(comparisons, 40_000)
        XCTAssertGreaterThan(paths, 8_000)
    }

    /// A path found breadth first takes the first start, and at each scene
    /// its first edge; a source that is an entry but not an initial scene
    /// does not start its own path, and one that implements the action has
    /// none.
    func testTheSearchTakesTheFirstShortestPath() throws {
        let project = RandomNavigation.assemble(
            scenes: [
                ("Root", .navigationController, [(.relationship, "List")]),
                ("List", .viewController, [(.show, "Detail"), (.show, "Other")]),
                ("Other", .viewController, [(.show, "Detail")]),
                ("Detail", .viewController, [(.unwind, "done:")]),
                ("Home", .viewController, [(.unwind, "done:")]),
            ],
            initialScene: "Root", identified: ["Detail", "Other"], implementers: ["Home"], action: "done:")
        let graph = NavigationGraph(project)
        let entries = graph.entryScenes(in: project)
        let search = NavigationGraph.UnwindSearch(
            graph, implementers: [4], sources: [3, 4], starts: entries)
        XCTAssertEqual(entries, [0, 2, 3])
        XCTAssertEqual(search.path(to: 3, mayStartAtSource: false), [2, 3])
        XCTAssertEqual(search.path(to: 3, mayStartAtSource: true), [3])
        XCTAssertNil(search.path(to: 4, mayStartAtSource: false))
        XCTAssertFalse(search.hasImplementerAbove(3))
        ReferenceUnwindSearch.compare(project, sources: { $0 }, presentedByCode: { _ in true }, label: "fixed")
    }

    func testAgreesWithTheReferenceOnEveryFixture() throws {
        var compared = (comparisons: 0, paths: 0)
        for generationCase in try GenerationCase.all() {
            var diagnostics = DiagnosticCollector()
            guard
                let project = Pipeline.load(
                    try generationCase.inputs(), checks: .everything, diagnostics: &diagnostics)?.project
            else {
                continue
            }
            let result = ReferenceUnwindSearch.compare(
                project, sources: { $0 }, presentedByCode: { _ in true }, label: generationCase.name)
            compared = (compared.comparisons + result.comparisons, compared.paths + result.paths)
        }
        // The fixtures hold three dozen unwinds, three with such a path.
        XCTAssertGreaterThan(compared.comparisons, 30)
        XCTAssertGreaterThan(compared.paths, 2)
    }

    func testSharedAppsAgreeWithTheReference() throws {
        var compared = (comparisons: 0, paths: 0)
        for run in try SharedApps.runs() {
            guard let project = SharedApps.unchanged(run).project else { continue }
            let result = ReferenceUnwindSearch.compare(
                project, sources: { $0 }, presentedByCode: { _ in true }, label: run.name)
            compared = (compared.comparisons + result.comparisons, compared.paths + result.paths)
        }
        // The apps hold about thirty unwinds, one with such a path.
        XCTAssertGreaterThan(compared.comparisons, 25)
        XCTAssertGreaterThan(compared.paths, 0)
    }
}

/// The unwind search as it was before issue 43, a walk over the graph for
/// each unwind: the coverage of an action from a pass over every scene, and
/// a breadth-first search from the starts to each source.
enum ReferenceUnwindSearch {
    struct Edges {
        var outgoing: [[Int]]
        var adopting: [[Int]]
        var incomingChild: [[Int]]

        init(_ project: Project) {
            let count = project.sceneIDs.count
            outgoing = Array(repeating: [], count: count)
            adopting = Array(repeating: [], count: count)
            incomingChild = Array(repeating: [], count: count)
            for (source, scene) in project.storyboards.flatMap(\.scenes).enumerated() {
                for segue in scene.segues where !segue.kind.isUnwind {
                    guard let target = segue.resolvedTarget else { continue }
                    outgoing[source].append(target)
                    if segue.kind.arrival != .presented { incomingChild[target].append(source) }
                    if segue.kind.arrival == .undetermined { adopting[source].append(target) }
                }
            }
        }
    }

    static func coverage(of targets: Set<Int>, _ edges: Edges) -> NavigationGraph.Coverage {
        var descendsToTarget = targets
        var queue = Array(targets)
        while let next = queue.popLast() {
            for parent in edges.incomingChild[next] where descendsToTarget.insert(parent).inserted {
                queue.append(parent)
            }
        }
        var holding: [Int: Set<Int>] = [:]
        for scene in edges.outgoing.indices {
            let children = edges.adopting[scene].filter(descendsToTarget.contains)
            if !children.isEmpty { holding[scene] = Set(children) }
        }
        return NavigationGraph.Coverage(targets: targets, holding: holding)
    }

    static func implementingScenes(of selector: String, in project: Project) -> Set<Int> {
        let scenes = project.storyboards.flatMap(\.scenes)
        return Set(
            scenes.indices.filter {
                project.unwindImplementers.implements(scenes[$0].viewControllerClass.name, selector)
            })
    }

    static func path(
        from starts: [Int], to target: Int, leavingOut coverage: NavigationGraph.Coverage, _ edges: Edges
    ) -> [Int]? {
        var parent = [Int](repeating: -1, count: edges.outgoing.count)
        var visited = [Bool](repeating: false, count: edges.outgoing.count)
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
            for next in edges.outgoing[current]
            where !visited[next] && !coverage.targets.contains(next) && !coverage.covers(current, from: next) {
                visited[next] = true
                parent[next] = current
                frontier.append(next)
            }
        }
        return nil
    }

    /// Compares the search with the reference for every action of
    /// `project`'s unwinds, each searched for the sources `sources` picks
    /// of its unwinds', the entries `presentedByCode` gives; returns how
    /// many sources were compared and how many had a path.
    @discardableResult
    static func compare(
        _ project: Project, sources pick: ([Int]) -> [Int], presentedByCode: (SceneID) -> Bool, label: String,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (comparisons: Int, paths: Int) {
        let graph = NavigationGraph(project)
        let edges = Edges(project)
        let entries = graph.entryScenes(in: project, presentedByCode: presentedByCode)
        var sourcesByAction: [String: [Int]] = [:]
        for unwind in graph.unwinds {
            guard let action = unwind.segue.action else { continue }
            sourcesByAction[action, default: []].append(unwind.source)
        }
        var result = (comparisons: 0, paths: 0)
        for (action, all) in sourcesByAction.sorted(by: { $0.key < $1.key }) {
            let implementers = implementingScenes(of: action, in: project)
            XCTAssertEqual(
                graph.implementingScenes(of: action, in: project), implementers, "\(label), \(action): implementers",
                file: file, line: line)
            let coverage = coverage(of: implementers, edges)
            XCTAssertEqual(
                graph.coverage(of: implementers).holding, coverage.holding, "\(label), \(action): coverage",
                file: file, line: line)
            let sources = pick(all)
            let search = NavigationGraph.UnwindSearch(
                graph, implementers: implementers, sources: sources, starts: entries)
            // The check asks no path of an action nothing implements.
            for source in sources where !implementers.isEmpty {
                let isInitial = graph.initialScenes.contains(source)
                let expected = path(
                    from: isInitial ? entries : entries.filter { $0 != source }, to: source, leavingOut: coverage,
                    edges)
                XCTAssertEqual(
                    search.path(to: source, mayStartAtSource: isInitial), expected,
                    "\(label), \(action): path to \(graph.sceneIDs[source])", file: file, line: line)
                XCTAssertEqual(
                    search.hasImplementerAbove(source), !implementers.isDisjoint(with: graph.scenesAbove(source)),
                    "\(label), \(action): implementer above \(graph.sceneIDs[source])", file: file, line: line)
                result.comparisons += 1
                if expected != nil { result.paths += 1 }
            }
        }
        return result
    }
}

/// Random storyboards of containers, tab and split controllers and plain
/// scenes, joined by segues of every kind (relationships, embeds, pushes,
/// presentations, a split view's `showDetail`, custom segues), across two
/// storyboards, with unwinds to three actions that several classes
/// implement or inherit.
enum RandomNavigation {
    typealias SceneSpec = (name: String, kind: SceneKind, segues: [(SegueKind, String)])

    static let actions = ["back:", "done:", "home:"]
    static let kinds: [SceneKind] = [
        .viewController, .viewController, .tableViewController, .navigationController, .tabBarController,
        .splitViewController,
    ]
    static let segueKinds: [SegueKind] = [
        .show, .show, .showDetail, .presentation, .popoverPresentation, .embed, .relationship, .relationship,
        .custom, .push, .modal, .replace,
    ]

    static func project(using generator: inout Mutations.Generator) -> Project {
        let storyboards = ["A", "B"].prefix(Int.random(in: 1...2, using: &generator))
        var documents: [InputDocument] = []
        var sceneCounts: [String: Int] = [:]
        for name in storyboards { sceneCounts[name] = Int.random(in: 1...8, using: &generator) }
        let classNames = storyboards.flatMap { name in (0..<sceneCounts[name]!).map { "C\(name)\($0)" } }
        let location = SourceLocation(file: "random", line: 1, column: 1)
        for name in storyboards {
            let count = sceneCounts[name]!
            var scenes: [Scene] = []
            for index in 0..<count {
                var segues: [Segue] = []
                for _ in 0..<Int.random(in: 0...3, using: &generator) {
                    let kind = segueKinds.randomElement(using: &generator)!
                    let other = storyboards.randomElement(using: &generator)!
                    let target = Int.random(in: 0..<sceneCounts[other]!, using: &generator)
                    segues.append(
                        segue(
                            kind,
                            to: SceneReference(
                                storyboard: other == name ? nil : other, target: .scene("S\(other)\(target)")),
                            at: location))
                }
                for _ in 0..<Int.random(in: 0...2, using: &generator) {
                    segues.append(segue(.unwind, action: actions.randomElement(using: &generator)!, at: location))
                }
                // A scene of no class of its own is of its kind's UIKit
                // class, which the code may extend.
                let hasClass = Int.random(in: 0..<5, using: &generator) > 0
                scenes.append(
                    Scene(
                        name: "S\(name)\(index)", kind: kinds.randomElement(using: &generator)!,
                        customClass: hasClass ? TypeReference(name: "C\(name)\(index)") : nil,
                        storyboardIdentifier: Bool.random(using: &generator) ? "id\(name)\(index)" : nil,
                        segues: segues, cellContainers: [], location: location))
            }
            let initial = Int.random(in: -1..<count, using: &generator)
            documents.append(
                InputDocument(
                    storyboard: StoryboardDefinition(
                        name: name, origin: .manifest, file: "\(name).segues.yaml",
                        initialScene: initial < 0 ? nil : "S\(name)\(initial)", scenes: scenes, location: location)))
        }
        // The classes inherit from one another (in a cycle too, as broken
        // code may) or from UIKit's, and implement the actions or inherit
        // them.
        let superclasses = classNames + ["UIViewController", "UINavigationController", "UITabBarController"]
        let classes = (classNames + ["UINavigationController", "UITabBarController"]).enumerated().map {
            line, className in
            SourceClass(
                name: className,
                superclass: Int.random(in: 0..<3, using: &generator) == 0
                    ? nil : superclasses.randomElement(using: &generator),
                unwindActions: actions.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 }.map {
                    .init(selector: $0, location: location)
                }, location: SourceLocation(file: "random.swift", line: line + 1, column: 1))
        }
        documents.append(InputDocument(storyboard: nil, sourceClasses: classes, isAppCode: true))
        return Project.assemble(documents)
    }

    /// One storyboard `Main` of `scenes`, each of class `<name>Class`, the
    /// `implementers` implementing `action`.
    static func assemble(
        scenes specs: [SceneSpec], initialScene: String, identified: Set<String>, implementers: Set<String>,
        action: String
    ) -> Project {
        let location = SourceLocation(file: "fixed", line: 1, column: 1)
        let scenes = specs.map { spec in
            Scene(
                name: spec.name, kind: spec.kind, customClass: TypeReference(name: spec.name + "Class"),
                storyboardIdentifier: identified.contains(spec.name) ? spec.name : nil,
                segues: spec.segues.map { kind, target in
                    kind.isUnwind
                        ? segue(kind, action: target, at: location)
                        : segue(kind, to: SceneReference(target: .scene(target)), at: location)
                }, cellContainers: [], location: location)
        }
        let classes = specs.map { spec in
            declaration(
                spec.name + "Class", implementing: implementers.contains(spec.name) ? [action] : [], at: location)
        }
        return Project.assemble([
            InputDocument(
                storyboard: StoryboardDefinition(
                    name: "Main", origin: .manifest, file: "Main.segues.yaml", initialScene: initialScene,
                    scenes: scenes, location: location)),
            InputDocument(storyboard: nil, classes: classes),
        ])
    }

    private static func segue(
        _ kind: SegueKind, to destination: SceneReference? = nil, action: String? = nil, at location: SourceLocation
    ) -> Segue {
        Segue(
            identifier: nil, kind: kind, relationship: kind == .relationship ? "viewControllers" : nil,
            destination: destination, segueClass: nil, action: action, isManual: nil, location: location)
    }

    private static func declaration(
        _ name: String, implementing actions: [String], at location: SourceLocation
    ) -> ClassDeclaration {
        ClassDeclaration(
            name: name, unwindActions: actions.map { .init(selector: $0, location: location) },
            unwindActionsFromCode: true, senders: [], confirmsLeaving: nil, location: location)
    }
}
