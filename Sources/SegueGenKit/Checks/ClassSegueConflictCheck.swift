import SegueGenSupport

/// The generated API of a class serving several scenes merges their
/// identifiers; when one identifier leads to different classes, the merged
/// case is typed `UIViewController`. That still compiles and works, so it
/// is a warning.
enum ClassSegueConflictCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [.classSegueConflict: .warning]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        let project = run.project
        for (className, scenes) in project.scenesByClass.sorted(by: { $0.key < $1.key }) where scenes.count > 1 {
            var first: [String: (type: TypedDestination, location: SourceLocation, scene: String)] = [:]
            for id in scenes {
                for segue in project.scene(id)?.segues ?? [] {
                    guard let identifier = segue.identifier, !identifier.isEmpty, segue.kind.reachesCode else {
                        continue
                    }
                    let typed = project.typedDestination(of: segue, from: id)
                    guard let earlier = first[identifier] else {
                        first[identifier] = (typed, segue.identifierLocation, id.scene)
                        continue
                    }
                    guard earlier.type.type != typed.type && earlier.scene != id.scene else { continue }
                    report.emit(
                        .classSegueConflict,
                        "\(className) uses \"\(identifier)\" toward \(typed.type.name) here and toward "
                            + "\(earlier.type.type.name) in scene \"\(earlier.scene)\"; its prepared case is "
                            + "typed UIViewController", at: segue.identifierLocation,
                        notes: [.init("other use here", at: earlier.location)])
                }
            }
        }
    }
}

/// The codes `ClassSegueConflictCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var classSegueConflict: Self {
        .init("SG203", "scenes of one class use a segue identifier for different destination types")
    }
}
