/// "Did you mean" suggestions for misspelt keys, kinds and scene names.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if close enough to
    /// be a plausible typo (at most a third of the word's length, at least 1).
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased(), limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.candidate) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// A sentence tail such as `; did you mean "destination"?`, or nothing.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// Levenshtein distance, giving up once every path exceeds `limit` so
    /// long unrelated names cost little.
    static func editDistance(_ lhs: String, _ rhs: String, limit: Int) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
