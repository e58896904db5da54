import SegueGenKit
import SegueGenSupport

enum MigrateCommand: Command {
    static let name = "migrate"
    static let abstract = "Rewrite string literals in Swift code to the generated API."
    static let usage =
        "migrate FILE... [--apply] [--project PATH] [--target NAME] [--configuration NAME] [--info-plist PATH] [--module-name NAME] "
        + "[--config PATH] [--disable-warning CODE]..."
    static let discussion = """
        Reads the inputs as 'seguegen validate' does, then rewrites, in the Swift files among them, what can be \
        rewritten without changing behaviour: performSegue(withIdentifier: "x", sender: s) becomes \
        performSegue(.x, sender: s) in a class whose scenes have the segue x, and \
        receiver.instantiateViewController(withIdentifier: "x") as! T becomes \
        StoryboardScene.<Storyboard>.<x>.instantiate() where one storyboard has the ID and its scene's class is T, \
        and tableView.dequeueReusableCell(withIdentifier: "x", for: indexPath) as! T (or a collection view's cell, \
        section header or footer) becomes dequeue(ReuseIdentifier.x, from: tableView, for: indexPath) in a class \
        whose scenes have the prototype x of class T; \
        a constant in place of "x" (K.x, Segue.x.rawValue) is rewritten alike when it holds one known value, and \
        one the rewrites leave unused is listed, never deleted. \
        Prints a unified diff; writes only with --apply, each file atomically, changing nothing but the rewritten \
        expressions and what they leave unused: a local let storyboard = UIStoryboard(...) with no other use, \
        and a swiftlint:disable force_cast comment whose cast is gone (never a property). Every use it \
        declines, and every leftover it keeps, is listed on standard error with the reason.
        """
    static let apply = Option.flag("apply", help: "Write the rewritten files instead of printing the diff.")
    static var options: [OptionSpec] { [apply.spec, GenerationOptionsParser.moduleName.spec] + InputOptions.specs }

    static func run(_ arguments: ParsedArguments) -> ExitStatus {
        InputOptions.withValidProject(arguments, command: name) { run, checked in
            migrate(run, checked, apply: arguments[Self.apply])
        }
    }

    /// Rewrites, or prints the diff of, the literals of the run's own Swift
    /// files that the checked run can name.
    private static func migrate(_ run: PlannedRun, _ checked: CheckedRun, apply: Bool) -> ExitStatus {
        let generation = run.request.options
        let project = checked.project
        var rewritten = 0
        let usesByFile = Dictionary(grouping: project.literalUses, by: \.location.file)
        let cellsByFile = Dictionary(grouping: project.reuseIdentifierUses, by: \.location.file)
        var plans: [String: Migration.Plan] = [:]
        for input in run.inputs where InputFormat(path: input.path) == .swiftSource && input.module == nil {
            let plan = Migration.plan(
                usesByFile[input.path] ?? [], cells: cellsByFile[input.path] ?? [], in: checked,
                moduleName: generation.moduleName
            ).tidied(in: input.bytes, file: input.path)
            plans[input.path] = plan
            for declined in plan.declined.sorted(by: { $0.location < $1.location }) {
                Console.error("\(declined.location): note: not rewritten: \(declined.reason)")
            }
            for kept in plan.kept.sorted(by: { $0.location < $1.location }) {
                Console.error("\(kept.location): note: left as it is: \(kept.reason)")
            }
            guard !plan.edits.isEmpty else { continue }
            let old = input.bytes
            let edits = plan.edits + plan.removals
            guard apply else {
                Console.write(Migration.unifiedDiff(path: input.path, old: old, edits: edits))
                continue
            }
            do {
                let writer = try GeneratedFileWriter(destination: input.path)
                writer.write(String(decoding: Migration.apply(edits, to: old), as: UTF8.self))
                _ = try writer.commit()
                Console.out("Rewrote \(input.path): \(plan.edits.count) use\(plan.edits.count == 1 ? "" : "s")")
                rewritten += plan.edits.count
            } catch {
                Console.report(
                    Diagnostic(
                        .outputWriteFailed, "cannot rewrite the file: \(error.reason)", at: .start(of: input.path)
                    ))
                return .failure
            }
        }
        let codeFormats: Set<InputFormat> = [.swiftSource, .objectiveCSource, .objectiveCHeader]
        let sources = run.inputs.filter { InputFormat(path: $0.path).map(codeFormats.contains) == true }
        for leftover in Migration.leftoverConstants(
            after: plans, uses: project.literalUses, cells: project.reuseIdentifierUses,
            sources: sources.map { ($0.path, $0.bytes) })
        {
            Console.error("\(leftover.location): note: left as it is: \(leftover.reason)")
        }
        if apply { Console.out("Rewrote \(rewritten) use\(rewritten == 1 ? "" : "s") in all") }
        return .success
    }
}
