import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-segues
/// [--target NAME]... [--check]`: writes the generated file into each
/// target's folder, for teams that commit generated code. Targets that apply
/// the build plugin are skipped (or refused, when named), since their code
/// is generated while building. With `--check`, it writes nothing and fails
/// when a committed file is stale, as `check-segues` does.
@main
struct SegueGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try CommittedOutputCommand.perform(
            context: context, arguments: arguments, verb: "generate-segues", acceptsCheckFlag: true)
    }
}
