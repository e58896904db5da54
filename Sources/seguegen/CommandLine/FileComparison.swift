/// Compares a freshly generated file with the one on disk, line by line,
/// for `--check`.
enum FileComparison {
    struct Difference {
        /// 1-based line number of the first differing line.
        var line: Int
        /// That line as it should read, or nil at the end of the file.
        var expected: String?
        /// How many lines differ, position by position.
        var count: Int
    }

    /// The first difference between the file that should exist (`expected`)
    /// and the one that does (`actual`), line by line; nil when they agree.
    static func difference(expected: String, actual: String) -> Difference? {
        guard let new = LineReader(path: expected), let old = LineReader(path: actual) else { return nil }
        var line = 0
        var first: (Int, String?)?
        var count = 0
        while true {
            let (a, b) = (new.nextLine(), old.nextLine())
            if a == nil && b == nil { break }
            line += 1
            if a != b {
                count += 1
                if first == nil { first = (line, a) }
            }
        }
        return first.map { Difference(line: $0.0, expected: $0.1, count: count) }
    }
}
