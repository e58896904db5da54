import SegueGenSupport

/// One scene may trigger the same identifier from several controls, but
/// only toward one destination: `performSegue(withIdentifier:)` picks one,
/// and the prepared case could not be typed.
enum SegueIdentifierConflictCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [.conflictingSegueIdentifier: .warning]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        for storyboard in run.project.storyboards {
            for scene in storyboard.scenes {
                var first = SmallMap<Segue>()
                for segue in scene.segues {
                    guard let identifier = segue.identifier, !identifier.isEmpty, segue.kind.reachesCode else {
                        continue
                    }
                    guard let earlier = first.insertIfAbsent(identifier, segue) else { continue }
                    let sameKind = earlier.kind == segue.kind
                    let sameTarget =
                        earlier.kind.isUnwind
                        ? earlier.action == segue.action
                        : run.project.destinationScene(of: earlier, in: storyboard.name)
                            == run.project.destinationScene(of: segue, in: storyboard.name)
                            && earlier.destination == segue.destination
                    guard !(sameKind && sameTarget) else { continue }
                    report.emit(
                        .conflictingSegueIdentifier,
                        "scene \"\(scene.name)\" already uses the identifier \"\(identifier)\" for another "
                            + "\(sameKind ? "destination" : "kind of segue"); performSegue(withIdentifier:) "
                            + "can reach only one of them, so give each its own identifier",
                        at: segue.identifierLocation, notes: [.init("first used here", at: earlier.identifierLocation)])
                }
            }
        }
    }
}

/// The codes `SegueIdentifierConflictCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var conflictingSegueIdentifier: Self {
        .init("SG202", "one scene uses a segue identifier for different destinations")
    }
}
