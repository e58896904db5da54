import SegueGenSupport

/// What the app's own names do to the generated code (docs/Naming.md): a
/// generated name the app's code declares too, or would be hidden by, is
/// renamed, with a warning at the app's declaration (SG226) that says how
/// to choose the name instead; a name the generated code cannot work
/// around is an error there (SG227), since the generated code would not
/// compile.
enum AppNameChecks {
    static func check(_ plan: NamePlan, diagnostics: inout DiagnosticCollector) {
        // The classes one declaration renames a member of, said once.
        var classesByRename: [String: [String]] = [:]
        var firstOfEach: [NamePlan.Rename] = []
        for rename in plan.renames {
            let key = "\(rename.declaration.location) \(rename.from) \(rename.to) \(rename.className == nil)"
            if classesByRename[key] == nil { firstOfEach.append(rename) }
            classesByRename[key, default: []] += rename.className.map { [$0] } ?? []
        }
        for rename in firstOfEach {
            let key = "\(rename.declaration.location) \(rename.from) \(rename.to) \(rename.className == nil)"
            let classes = (classesByRename[key] ?? []).sorted()
            let generated =
                classes.isEmpty
                ? rename.from : "\(rename.from) of \(NavigationChecks.list(classes))"
            let choose =
                rename.name.map { "; to choose the name, set names: {\($0.defaultName): …} in seguegen.yaml" }
                ?? "; rename this declaration to keep the generated name"
            diagnostics.emit(
                .warning(
                    .generatedNameGivesWay,
                    "the app declares \(rename.declaration.name) here, so the generated \(generated) is named "
                        + "\(rename.to) instead\(choose)",
                    at: rename.declaration.location))
        }
        for conflict in plan.conflicts {
            diagnostics.emit(.error(.appNameHidesGeneratedCode, conflict.reason, at: conflict.declaration.location))
        }
    }
}
