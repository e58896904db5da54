import PackagePlugin

/// `swift package check-segues [--target NAME]...`: fails when a committed
/// generated file is missing or stale, for CI. It needs no permission: it
/// writes nothing in the package. A named target without inputs, or a
/// package with nothing to check, fails too, so a check never passes by
/// checking nothing.
@main
struct SegueGenCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try CommittedOutputCommand.perform(
            context: context, arguments: arguments, verb: "check-segues", acceptsCheckFlag: false)
    }
}
