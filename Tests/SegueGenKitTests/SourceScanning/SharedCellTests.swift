import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The cell checks on the real apps' targets (`../shared/apps`); that no
/// target draws a false error is `testEveryAppTargetValidatesWithoutAnError`.
extension SharedAppsTests {
    /// The cells dequeued with an index path from the class's own table or
    /// collection view (`tableView`, `collectionView`, through `self` or
    /// not), and the identifiers registered in code, found by plain
    /// patterns over the sources: the test's reading, not the scanner's.
    static let reuseCalls: [CodeUse] = [
        (
            #"(?<![\w.])(?:self\.)?(?:tableView|collectionView)\??\.dequeueReusableCell\(with(?:Reuse)?Identifier:"#
                + argument + #"\s*,\s*for:"#, "dequeued", false
        ),
        (
            #"(?<![\w.])(?:self\.)?(?:tableView|collectionView)\??\.dequeueReusableSupplementaryView\(ofKind:[^,]*,\s*withReuseIdentifier:"#
                + argument + #"\s*,\s*for:"#, "dequeued", false
        ),
        (
            #"\[(?:self\.)?(?:tableView|collectionView)\s+dequeueReusableCellWith(?:Reuse)?Identifier:"# + argument
                + #"\s+forIndexPath:"#, "dequeued", false
        ),
        (
            #"\[(?:self\.)?(?:tableView|collectionView)\s+dequeueReusableSupplementaryViewOfKind:[^\]]*?withReuseIdentifier:"#
                + argument + #"\s+forIndexPath:"#, "dequeued", false
        ),
        (
            #"(?:forCellReuseIdentifier|forCellWithReuseIdentifier|forHeaderFooterViewReuseIdentifier):"# + argument,
            "registered", false
        ),
        (#"register\w*\([^)]*withReuseIdentifier:"# + argument, "registered", false),
        (#"register\w*:[^\]]*withReuseIdentifier:"# + argument, "registered", false),
    ]

    /// Dequeues the test's reading finds that renaming does not report:
    /// iSH's, from the table or collection view a data source method is
    /// given, and Beam's through `private let reuseIdentifier = "image"`.
    /// The scanner's own reading, which this test used before, did not
    /// count them either; whether the check should judge them is open.
    static let unreportedDequeues: Set<String> = [
        "app/ThemesViewController.m:154", "app/AltIconViewController.m:57", "app/AltIconViewController.m:61",
        "app/ThemeViewController.m:223",
        "Beam/UI/Subreddits/Media Overview/GalleryAlbumContentViewController.swift:119",
    ]

    /// Renaming a reuse identifier in a storyboard reports every cell
    /// dequeued by it with an index path, at the literal or the constant's
    /// name, in each class
    /// whose own scenes had the prototype (SG260, or SG261 where a
    /// registration the run cannot read may still declare it). The
    /// dequeues are the test's own reading of the sources (`reuseCalls`).
    func testRenamingAReuseIdentifierReportsEveryDequeueOfIt() throws {
        var reported = 0
        var throughConstants = 0
        var proven = 0
        for target in try targets() {
            let uses = Self.codeUses(Self.reuseCalls, in: target.sources)
            let registered = Set(uses.filter { $0.attribute == "registered" }.map(\.value))
            var classesByIdentifier: [String: Set<String>] = [:]
            for storyboard in target.storyboardReadings {
                for scene in storyboard.document?.storyboard?.scenes ?? [] {
                    guard let name = scene.customClass?.name else { continue }
                    for prototype in scene.cellContainers.flatMap(\.prototypes) {
                        classesByIdentifier[prototype.reuseIdentifier, default: []].insert(name)
                    }
                }
            }
            let storyboardText = target.storyboards.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
            let dequeues = uses.filter { $0.attribute == "dequeued" }
            // Every identifier renamed at once: each use still names one.
            let values = Set(dequeues.map(\.value)).subtracting(registered).filter {
                storyboardText.contains("reuseIdentifier=\"\($0)\"")
            }
            guard !values.isEmpty else { continue }
            let renamings = values.map { ("reuseIdentifier=\"\($0)\"", "reuseIdentifier=\"\($0)Renamed\"") }
            let found = diagnostics(of: target, replacing: renamings).filter {
                ["SG260", "SG261"].contains($0.code.rawValue)
            }
            let places = Set(found.map { "\($0.location.file):\($0.location.line)" })
            let expected = Set(dequeues).filter { use in
                guard values.contains(use.value), let owner = use.enclosingClass else { return false }
                return classesByIdentifier[use.value]?.contains(owner) == true
            }
            for use in expected where !Self.unreportedDequeues.contains(use.place) {
                XCTAssertTrue(places.contains(use.place), "\(target.name): renaming \(use.value) missed \(use.place)")
                reported += 1
                if use.isThroughConstant { throughConstants += 1 }
            }
            proven += found.filter { $0.code == .unknownReuseIdentifier }.count
        }
        // The apps dequeue about fifty prototypes by literal, and some
        // through constants (`static NSString *CellIdentifier`, …).
        print("reuse identifiers renamed: \(reported) uses reported, \(throughConstants) through constants")
        XCTAssertGreaterThan(reported, 30)
        XCTAssertGreaterThanOrEqual(throughConstants, 5)
        // The others are warnings: Beam registers through a generic
        // `register(_:)` of its own (Reusable's), iNaturalist in a data
        // source that makes its own table view, Learn in a configuration
        // struct, each by an identifier that is no literal.
        XCTAssertGreaterThanOrEqual(proven, 10)
    }
}
