/// "Did you mean" suggestions for misspelt keys, kinds and scene names.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if close enough to
    /// be a plausible typo (at most a third of the word's length, at least 1;
    /// a swap of two neighbours counts once), else the shortest candidate
    /// that `word` begins (`upperFirst` → `upperFirstLetter`).
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1, word.count / 3)
        var best: (candidate: String, distance: Int)?
        var prefixed: String?
        for candidate in candidates {
            if word.count >= 4 && candidate.lowercased().hasPrefix(word.lowercased()) && candidate != word {
                if prefixed == nil || (candidate.count, candidate) < (prefixed!.count, prefixed!) {
                    prefixed = candidate
                }
            }
            let distance = editDistance(word.lowercased(), candidate.lowercased(), limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.candidate) {
                best = (candidate, distance)
            }
        }
        return best?.candidate ?? prefixed
    }

    /// A sentence tail such as `; did you mean "destination"?`, or nothing.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// Edit distance counting insertions, deletions, substitutions and
    /// swaps of neighbours (optimal string alignment), giving up once every
    /// path exceeds `limit` so long unrelated names cost little.
    static func editDistance(_ lhs: String, _ rhs: String, limit: Int) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
