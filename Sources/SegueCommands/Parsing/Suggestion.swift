/// "Did you mean …?" for mistyped option and command names.
public enum Suggestion {
    /// The candidate closest to `input` by Damerau–Levenshtein distance (optimal string alignment:
    /// insertions, deletions, substitutions and adjacent transpositions each cost 1), if it is close
    /// enough to be a likely typo: at most 2 edits and fewer than half of `input`'s characters.
    /// Ties go to the earlier candidate.
    public static func closest(to input: String, among candidates: [String]) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(input, candidate)
            if d <= 2, d * 2 < max(input.count, 2), d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance between `a` and `b`.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
