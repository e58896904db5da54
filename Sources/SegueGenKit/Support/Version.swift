/// The released version, printed by `--version` and written into every
/// generated file's header.
public enum SegueGenVersion {
    public static let current = "0.1.0"
}
