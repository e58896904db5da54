/// "Did you mean" suggestions for misspelt keys, kinds and scene names.
public enum Suggestion {
    /// The candidate `word` abbreviates, if any: one that starts with the
    /// same letter and holds every letter of `word` in order, the shortest
    /// such (`navController` → `navigationController`, `upperFirst` →
    /// `upperFirstLetter`), for a word of at least four letters. Else the
    /// candidate closest by edit distance, if close enough to be a
    /// plausible typo (at most a third of the word's length, at least 1; a
    /// swap of two neighbours counts once).
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1, word.count / 3)
        let lowered = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        var abbreviated: String?
        for candidate in candidates where candidate != word {
            let loweredCandidate = candidate.lowercased()
            if lowered.count >= 4, loweredCandidate.first == lowered.first,
                isSubsequence(lowered, of: loweredCandidate),
                abbreviated.map({ (candidate.count, candidate) < ($0.count, $0) }) ?? true
            {
                abbreviated = candidate
            }
            let distance = editDistance(String(lowered), loweredCandidate, limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.candidate) {
                best = (candidate, distance)
            }
        }
        return abbreviated ?? best?.candidate
    }

    /// Whether `letters` appear in `text` in order, not necessarily together.
    private static func isSubsequence(_ letters: [Character], of text: String) -> Bool {
        var remaining = letters[...]
        for character in text where character == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return true }
        }
        return remaining.isEmpty
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
