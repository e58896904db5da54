/// A position in an input file, as editors and Xcode expect it.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes, which is what
/// clang, swiftc and Xcode use, so a jump from the issue navigator lands on the
/// same character.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path exactly as the user gave it, so printed diagnostics stay
    /// clickable relative to the working directory.
    public var file: String
    /// Stored in 32 bits: a large storyboard has tens of thousands of
    /// locations, and no file has four billion lines.
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
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
