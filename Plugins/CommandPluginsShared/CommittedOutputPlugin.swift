import PackagePlugin

/// A command plugin that runs `CommittedOutputCommand`: `generate-segues`
/// and `check-segues` differ only in their verb and whether they take
/// `--check`. It provides the package entry point, and the Xcode one to a
/// plugin that declares `XcodeCommandPlugin` (XcodeCommittedOutput.swift).
protocol CommittedOutputPlugin: CommandPlugin {
    static var verb: String { get }
    /// Whether `--check` is accepted: the plugin that writes takes it, the
    /// one that only checks always checks.
    static var acceptsCheckFlag: Bool { get }
}

extension CommittedOutputPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try CommittedOutputCommand.perform(
            context: context, arguments: arguments, verb: Self.verb, acceptsCheckFlag: Self.acceptsCheckFlag)
    }
}
