/// A position in an input file, as editors and Xcode expect it.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes, which is what
/// clang, swiftc and Xcode use, so a jump from the issue navigator lands on the
/// same character.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path exactly as the user gave it, so printed diagnostics stay
    /// clickable relative to the working directory.
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The start of a file, for problems that concern the file as a whole.
    public static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
