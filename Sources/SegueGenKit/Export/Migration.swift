import SegueGenSupport

/// Rewrites the string literals of Swift code to the generated API where
/// that changes no behaviour (`seguegen migrate`):
///
/// - `performSegue(withIdentifier: "x", sender: s)` becomes
///   `performSegue(.x, sender: s)` in a class whose scenes have the segue
///   `x`, which is what the generated `performSegue(_:sender:)` requires;
/// - `receiver.instantiateViewController(withIdentifier: "x") as! T` becomes
///   `StoryboardScene.<Storyboard>.<x>.instantiate()` when exactly one
///   storyboard has the ID `x` and its scene's class is `T`;
/// - `tableView.dequeueReusableCell(withIdentifier: "x", for: indexPath) as! T`,
///   and a collection view's cell or section header or footer, becomes
///   `dequeue(ReuseIdentifier.x, from: tableView, for: indexPath)` when the
///   class's typed cells have `x` as a `T` (`cellEdit`).
///
/// Every other use is declined, with the reason, so nothing is rewritten on
/// a guess.
public enum Migration {
    public struct Edit: Sendable, Equatable {
        public var range: Range<Int>
        public var replacement: String
        public var location: SourceLocation
        /// Whether the rewrite takes an `as!` away, so that a swiftlint
        /// exemption for it is left superfluous (`MigrationTidying`).
        public var removesCast = false
    }

    public struct Declined: Sendable, Equatable, CustomStringConvertible {
        public var location: SourceLocation
        public var reason: String
        public var description: String { "\(location): \(reason)" }
    }

    public struct Plan: Sendable {
        /// The rewritten uses.
        public var edits: [Edit]
        public var declined: [Declined]
        /// What the rewrites leave unused, removed (`tidied(in:)`).
        public var removals: [Edit] = []
        /// What looks left over but stays, and why.
        public var kept: [Declined] = []

        /// The plan with what its rewrites leave unused in `bytes`, the
        /// file's, removed: a local storyboard only they used, a swiftlint
        /// comment for a cast they took away (`MigrationTidying`).
        public func tidied(in bytes: [UInt8], file: String) -> Plan {
            var plan = self
            (plan.removals, plan.kept) = MigrationTidying.tidy(edits, in: bytes, file: file)
            return plan
        }
    }

    /// The rewrites of one Swift file's literal uses and dequeues (`cells`),
    /// given the checked run the generated code comes from, whose names it
    /// reads; `moduleName` as the generated code is compiled.
    public static func plan(
        _ uses: [StringLiteralUse], cells: [ReuseIdentifierUse] = [], in run: CheckedRun, moduleName: String? = nil
    ) -> Plan {
        let project = run.project
        let names = run.names
        let moduleName = project.moduleName(given: moduleName)
        var plan = Plan(edits: [], declined: [])
        for use in uses {
            guard let spans = use.spans else { continue }
            switch use.role {
            case .performedSegue(let onSelf):
                let className = use.enclosingClass ?? ""
                let own = (project.scenesByClass[className] ?? []).compactMap(project.scene).flatMap(\.segues)
                if !onSelf {
                    plan.declined.append(.init(location: use.location, reason: "the receiver is not the class itself"))
                } else if !own.contains(where: { $0.identifier == use.value && $0.kind.reachesCode }) {
                    plan.declined.append(
                        .init(
                            location: use.location,
                            reason: "\(className.isEmpty ? "the code" : className) has no generated segue "
                                + "\"\(use.value)\"; no scene of its class has it"))
                } else if names.member(.performSegue, of: className) != GeneratedName.performSegue.defaultName {
                    // The rewrite keeps the call's name; the generated
                    // method has another.
                    let generated = names.member(.performSegue, of: className)
                    let why =
                        names.renames.contains { $0.name == .performSegue && $0.className == className }
                        ? "\(className) declares a performSegue(_:sender:) of its own, so the generated one is "
                            + "\(generated)(_:sender:) (SG226)"
                        : "seguegen.yaml's names call the generated method \(generated)(_:sender:)"
                    plan.declined.append(.init(location: use.location, reason: why))
                } else if let caseName = names.segueCase(
                    use.value, ofClass: className, scenes: project.scenesByClass[className] ?? [])
                {
                    plan.edits.append(.init(range: spans.argument, replacement: "." + caseName, location: use.location))
                } else {
                    // The case of that Swift name is another identifier's:
                    // the rewrite would perform the other segue.
                    plan.declined.append(
                        .init(
                            location: use.location,
                            reason: "the generated case .\(GeneratedNames.segueCase(use.value)) is another segue "
                                + "identifier's of the same Swift name (SG209), so \"\(use.value)\" has no case of "
                                + "its own"))
                }
            case .storyboardIdentifier:
                plan.append(sceneEdit(for: use, spans: spans, in: project, moduleName: moduleName, names: names))
            case .comparedSegue, .storyboardName, .reuseIdentifier:
                break
            }
        }
        for use in cells {
            guard let spans = use.spans,
                let edit = cellEdit(for: use, spans: spans, in: project, moduleName: moduleName, names: names)
            else { continue }
            plan.append(edit)
        }
        return plan
    }

    private static func sceneEdit(
        for use: StringLiteralUse, spans: StringLiteralUse.Spans, in project: Project, moduleName: String?,
        names: NamePlan
    ) -> Result<Edit, Declined> {
        guard let range = spans.forcedCast, let castType = spans.castType else {
            return .failure(
                .init(location: use.location, reason: "no `as! T` after the call says which class is expected"))
        }
        let holders = project.storyboards.compactMap { storyboard in
            storyboard.scenes.first { $0.storyboardIdentifier == use.value }.map { (storyboard, $0) }
        }
        guard holders.count == 1, let (storyboard, scene) = holders.first else {
            return .failure(
                .init(
                    location: use.location,
                    reason: holders.isEmpty
                        ? "no scene has the storyboard ID \"\(use.value)\""
                        : "several storyboards have the storyboard ID \"\(use.value)\"; which one is meant is not known"
                ))
        }
        guard storyboard.scenes.filter({ $0.storyboardIdentifier == use.value }).count == 1 else {
            return .failure(.init(location: use.location, reason: "several scenes have the ID \"\(use.value)\""))
        }
        // The typed scene exists only if the plan gives it its member
        // (SG209).
        guard let member = names.sceneMember(of: scene, in: storyboard.name) else {
            return .failure(
                .init(
                    location: use.location,
                    reason: "\(GeneratedNames.sceneMember(use.value)) names no typed scene: another storyboard ID "
                        + "takes it"))
        }
        let sceneClass = scene.viewControllerClass.spelling(inModule: moduleName)
        guard sceneClass == castType || scene.viewControllerClass.name == castType else {
            return .failure(
                .init(
                    location: use.location,
                    reason: "the scene's class is \(sceneClass), not \(castType); the typed scene would change the type"
                ))
        }
        let replacement =
            "\(names.name(.sceneNamespace)).\(names.storyboardType(storyboard.name))."
            + "\(member).instantiate()"
        return .success(.init(range: range, replacement: replacement, location: use.location, removesCast: true))
    }

    /// `text` with `edits` applied; the edits do not overlap.
    public static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var position = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where edit.range.lowerBound >= position {
            result += bytes[position..<edit.range.lowerBound]
            result += Array(edit.replacement.utf8)
            position = edit.range.upperBound
        }
        return result + bytes[position...]
    }

    /// A unified diff of applying `edits` to `old`, with three lines of
    /// context: what `migrate` prints. Edits within six lines of each other
    /// share a hunk.
    public static func unifiedDiff(path: String, old: [UInt8], edits: [Edit]) -> String {
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        guard !sorted.isEmpty else { return "" }
        var lineStarts = [0]
        for (offset, byte) in old.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        if lineStarts.last == old.count && old.count > 0 { lineStarts.removeLast() }
        func line(of offset: Int) -> Int { (lineStarts.lastIndex { $0 <= offset }) ?? 0 }
        func end(ofLine index: Int) -> Int { index + 1 < lineStarts.count ? lineStarts[index + 1] : old.count }
        var groups: [[Edit]] = []
        for edit in sorted {
            if let last = groups.last?.last, line(of: edit.range.lowerBound) <= line(of: last.range.upperBound - 1) + 6
            {
                groups[groups.count - 1].append(edit)
            } else {
                groups.append([edit])
            }
        }
        var output = ["--- a/\(path)", "+++ b/\(path)"]
        var delta = 0
        for group in groups {
            let first = max(0, line(of: group[0].range.lowerBound) - 3)
            let last = min(lineStarts.count - 1, line(of: group[group.count - 1].range.upperBound - 1) + 3)
            let start = lineStarts[first]
            let stop = end(ofLine: last)
            let shifted = group.map {
                Edit(
                    range: ($0.range.lowerBound - start)..<($0.range.upperBound - start), replacement: $0.replacement,
                    location: $0.location)
            }
            let oldLines = lines(Array(old[start..<stop]))
            let newLines = lines(apply(shifted, to: Array(old[start..<stop])))
            output.append("@@ -\(first + 1),\(oldLines.count) +\(first + 1 + delta),\(newLines.count) @@")
            output += lineDifference(oldLines, newLines)
            delta += newLines.count - oldLines.count
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// The lines of a hunk marked ` `, `-` or `+`, by their longest common
    /// subsequence; a hunk holds a few lines, so the table stays small.
    private static func lineDifference(_ old: [String], _ new: [String]) -> [String] {
        var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [String] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count && j < new.count && old[i] == new[j] {
                result.append(" " + old[i])
                (i, j) = (i + 1, j + 1)
            } else if i < old.count && (j == new.count || common[i + 1][j] >= common[i][j + 1]) {
                result.append("-" + old[i])
                i += 1
            } else {
                result.append("+" + new[j])
                j += 1
            }
        }
        return result
    }

    private static func lines(_ bytes: [UInt8]) -> [String] {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

extension Migration.Plan {
    fileprivate mutating func append(_ result: Result<Migration.Edit, Migration.Declined>) {
        switch result {
        case .success(let edit): edits.append(edit)
        case .failure(let declined): self.declined.append(declined)
        }
    }
}

extension Migration.Declined: Error {}
