import SegueGenSupport

/// What the app's own names do to the generated code (docs/Naming.md): a
/// generated name the app's code declares too, or would be hidden by, is
/// renamed, with a warning at the app's declaration (SG226) that says how
/// to choose the name instead; a name the generated code cannot work
/// around is an error there (SG227), since the generated code would not
/// compile.
enum AppNameCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [
        .generatedNameGivesWay: .warning, .appNameHidesGeneratedCode: .error,
    ]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        // The classes one declaration renames a member of, said once.
        var classesByRename: [String: [String]] = [:]
        var firstOfEach: [(key: String, rename: NamePlan.Rename)] = []
        for rename in run.names.renames {
            let key = "\(rename.declaration.location) \(rename.from) \(rename.to) \(rename.className == nil)"
            if classesByRename[key] == nil { firstOfEach.append((key, rename)) }
            classesByRename[key, default: []] += rename.className.map { [$0] } ?? []
        }
        for (key, rename) in firstOfEach {
            let classes = (classesByRename[key] ?? []).sorted()
            let generated = classes.isEmpty ? rename.from : "\(rename.from) of \(NavigationText.list(classes))"
            let choose =
                rename.name.map { "; to choose the name, set names: {\($0.defaultName): …} in seguegen.yaml" }
                ?? "; rename this declaration to keep the generated name"
            report.emit(
                .generatedNameGivesWay,
                "the app declares \(rename.declaration.name) here, so the generated \(generated) is named "
                    + "\(rename.to) instead\(choose)",
                at: rename.declaration.location)
        }
        for conflict in run.names.conflicts {
            report.emit(.appNameHidesGeneratedCode, conflict.reason, at: conflict.declaration.location)
        }
    }
}

/// The codes `AppNameCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var generatedNameGivesWay: Self {
        .init("SG226", "a generated name is changed because the app's code declares it")
    }
    public static var appNameHidesGeneratedCode: Self {
        .init("SG227", "a name in the app's code hides what the generated code needs")
    }
}
