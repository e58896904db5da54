import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-segues
/// [--target NAME]... [--check]`: writes the generated file into each
/// target's folder, for teams that commit generated code. Targets that apply
/// the build plugin are skipped (or refused, when named), since their code
/// is generated while building. With `--check`, it writes nothing and fails
/// when a committed file is stale, as `check-segues` does. In Xcode, the
/// same command from the project's context menu, on the targets chosen.
@main
struct SegueGenCommand: CommittedOutputPlugin {
    static let verb = "generate-segues"
    static let acceptsCheckFlag = true
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SegueGenCommand: XcodeCommandPlugin {}
#endif
