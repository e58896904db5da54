/// A unified diff of two texts by lines, for a failing comparison to show
/// every difference in its context: the lines only the expected text has
/// (`-`), only the actual one (`+`), with up to two unchanged lines around,
/// from a longest common subsequence of the lines.
public enum LineDiff {
    public static func unified(expected: String, actual: String, context: Int = 2) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The LCS table from the ends: lengths[i][j] for old[i...], new[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        enum Line {
            case same(String, Int)
            case removed(String, Int)
            case added(String, Int)
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append(.same(old[i], i + 1))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                lines.append(.removed(old[i], i + 1))
                i += 1
            } else {
                lines.append(.added(new[j], j + 1))
                j += 1
            }
        }
        var output: [String] = []
        var lastShown = -1
        for (index, line) in lines.enumerated() {
            if case .same = line { continue }
            let start = max(lastShown + 1, index - context)
            if start > lastShown + 1 || output.isEmpty {
                let number: Int
                switch lines[start] {
                case .same(_, let n), .removed(_, let n): number = n
                case .added(_, let n): number = n
                }
                output.append("@@ expected line \(number) @@")
            }
            for shown in start...index {
                switch lines[shown] {
                case .same(let text, _): output.append("  " + text)
                case .removed(let text, _): output.append("- " + text)
                case .added(let text, _): output.append("+ " + text)
                }
            }
            lastShown = index
            // The unchanged lines after it, up to the context.
            var after = index + 1
            while after < lines.count, after <= index + context, case .same(let text, _) = lines[after] {
                output.append("  " + text)
                lastShown = after
                after += 1
            }
        }
        return output.isEmpty ? "(no line differs; check trailing newlines)" : output.joined(separator: "\n")
    }
}
