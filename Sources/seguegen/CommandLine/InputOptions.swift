import SegueGenKit
import SegueGenSupport

/// The options every command that reads inputs shares, and the plan they
/// ask for: what the command line names becomes one or more runs
/// (`RunPlanner`), one for plain files and folders, one for each target of
/// an Xcode project, as Xcode builds it.
enum InputOptions {
    static let config = Option.value(
        "config", placeholder: "PATH",
        help: "Read options from a seguegen.yaml file; options given here win. With a project, a seguegen.yaml "
            + "in its source root (the folder of the .xcodeproj, unless the project moves it) is read when this "
            + "is not given.")
    static let disableWarning = Option.diagnosticCodes(
        "disable-warning", help: "Do not report warnings with this code, such as SG304.")
    static let project = Option.value(
        "project", placeholder: "PATH",
        help: "An Xcode project (.xcodeproj, XcodeGen's project.yml, Tuist's Project.swift) or workspace "
            + "(.xcworkspace, every project it lists): each target runs on its own, with the storyboards, "
            + "manifests and sources of its build phases, compiled into its module. A folder among the FILEs "
            + "that holds projects is read the same way.")
    static let target = Option.repeatable(
        "target", placeholder: "NAME", help: "With a project: run only this target.")
    static let configuration = Option.value(
        "configuration", placeholder: "NAME",
        help: "With a project: the build configuration whose settings to read; default: the project's default, "
            + "else Debug.")
    static let infoPlist = Option.value(
        "info-plist", placeholder: "PATH",
        help: "With one target: its Info.plist, instead of the one its INFOPLIST_FILE setting names "
            + "('seguegen run-script' passes Xcode's).")
    static let specs = [
        config.spec, disableWarning.spec, project.spec, target.spec, configuration.spec, infoPlist.spec,
    ]
    /// What a FILE may be, and what each kind is read for, for the help of
    /// the commands that read inputs.
    static let filesHelp = """
        A FILE is a manifest (\(InputFormat.describeEndings(of: [.yamlManifest, .jsonManifest]))), a storyboard \
        (\(InputFormat.storyboard.fileEndings.joined(separator: ", "))) or XIB \
        (\(InputFormat.xib.fileEndings.joined(separator: ", "))), app code \
        (\(InputFormat.describeEndings(of: [.swiftSource, .objectiveCSource, .objectiveCHeader]))), an \
        Info.plist, or a folder holding them (localized .lproj copies other than Base.lproj are skipped). App \
        code is read, never written: the classes it declares, the unwind actions they implement and the calls \
        that navigate feed the unwind and graph checks, and the string literals it passes to UIKit as segue \
        identifiers, storyboard IDs and storyboard names are checked. An Info.plist names the storyboard the \
        app starts from.
        """

    /// What the command line asks of a run: the paths and the options
    /// above, and what it says over the configuration (`--disable-warning`,
    /// and the generation options of a command that takes them).
    static func selection(_ arguments: ParsedArguments) -> RunSelection {
        var overrides = GenerationOptionsParser.overrides(arguments)
        overrides.disabledWarnings += arguments[disableWarning]
        return RunSelection(
            paths: arguments.positionals, project: arguments[project], targets: arguments[target],
            buildConfiguration: arguments[configuration], infoPlist: arguments[infoPlist],
            configurationFile: arguments[config], overrides: overrides)
    }

    /// The runs `selection` asks for, planned on the disk; when there are
    /// none, prints why and fails: exit 2 for a wrong command line, 1 for
    /// an unusable configuration or project.
    static func plan(_ selection: RunSelection, command: String) -> Result<RunPlan, ExitStatus> {
        RunPlanner(fileSystem: FileSystem.disk).plan(selection).mapError { fail($0, command: command) }
    }

    /// The runs the command line asks for, as `plan(_:command:)`.
    static func plan(_ arguments: ParsedArguments, command: String) -> Result<RunPlan, ExitStatus> {
        plan(selection(arguments), command: command)
    }

    /// Prints why the planner made no run; the exit status that says so.
    static func fail(_ failure: RunPlanner.Failure, command: String) -> ExitStatus {
        switch failure {
        case .usage(let message):
            return Console.usageError(message, command: command)
        case .unusable(let diagnostics):
            Console.report(diagnostics)
            return .failure
        }
    }

    /// For the commands that make one thing from the checked inputs (a
    /// context, a drawing, a migration): plans the one run the command
    /// line asks for, runs the pipeline's front end (assembly, naming,
    /// validation, graph checks) over its request, reports the diagnostics,
    /// and hands `body` the run and its checked run when there is no error.
    static func withValidProject(
        _ arguments: ParsedArguments, command: String, _ body: (PlannedRun, CheckedRun) -> ExitStatus
    ) -> ExitStatus {
        let plan: RunPlan
        switch self.plan(arguments, command: command) {
        case .success(let value): plan = value
        case .failure(let status): return status
        }
        switch plan.single() {
        case .failure(let failure):
            return fail(failure, command: command)
        case .success(let run):
            var diagnostics = plan.diagnostics
            let checked = Pipeline.load(run.request, diagnostics: &diagnostics)
            Console.report(diagnostics)
            guard let checked, !diagnostics.hasErrors else { return .failure }
            return body(run, checked)
        }
    }
}
