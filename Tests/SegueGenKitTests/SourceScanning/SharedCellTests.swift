import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The cell checks on the real apps' targets (`../shared/apps`); that no
/// target draws a false error is `testEveryAppTargetValidatesWithoutAnError`.
extension SharedAppsTests {
    /// Renaming a reuse identifier in a storyboard reports every cell
    /// dequeued by it with an index path, at the literal or the constant's
    /// name, in each class
    /// whose own scenes had the prototype (SG260, or SG261 where a
    /// registration the run cannot read may still declare it).
    func testRenamingAReuseIdentifierReportsEveryDequeueOfIt() throws {
        var reported = 0
        var throughConstants = 0
        var proven = 0
        for target in try targets() {
            // The project's uses: values read through constants resolved.
            let uses = target.load().project?.reuseIdentifierUses ?? []
            let registered = Set(
                uses.compactMap { use -> String? in
                    guard case .registered = use.role else { return nil }
                    return use.value
                })
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
            let dequeues = uses.filter { use in
                switch use.role {
                case .dequeuedCell(_, onOwnView: true), .dequeuedSupplementaryView(_, onOwnView: true): true
                default: false
                }
            }
            // Every identifier renamed at once: each use still names one.
            let values = Set(dequeues.compactMap(\.value)).subtracting(registered).filter {
                storyboardText.contains("reuseIdentifier=\"\($0)\"")
            }
            guard !values.isEmpty else { continue }
            let renamings = values.map { ("reuseIdentifier=\"\($0)\"", "reuseIdentifier=\"\($0)Renamed\"") }
            let found = diagnostics(of: target, replacing: renamings).filter {
                ["SG260", "SG261"].contains($0.code.rawValue)
            }
            let locations = Set(found.map(\.location))
            let expected = dequeues.filter { use in
                guard let value = use.value, values.contains(value), let owner = use.enclosingClass else {
                    return false
                }
                return classesByIdentifier[value]?.contains(owner) == true
            }
            for use in expected {
                XCTAssertTrue(
                    locations.contains(use.location),
                    "\(target.name): renaming \(use.value ?? "") missed \(use.location)")
                reported += 1
                if use.constant != nil { throughConstants += 1 }
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
