import PackagePlugin

/// `swift package check-segues [--target NAME]...`: fails when a committed
/// generated file is missing or stale, for CI. It needs no permission: it
/// writes nothing in the package. A named target without inputs, or a
/// package with nothing to check, fails too, so a check never passes by
/// checking nothing. In Xcode, the same check on the targets chosen.
@main
struct SegueGenCheck: CommittedOutputPlugin {
    static let verb = "check-segues"
    static let acceptsCheckFlag = false
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SegueGenCheck: XcodeCommandPlugin {}
#endif
