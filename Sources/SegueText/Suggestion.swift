/// "Did you mean …?" for a mistyped name: an option, a command, a preset, a preset field or curve.
/// One rule for the whole of Segue, so every error suggests the same way.
public enum Suggestion {
    /// The candidate closest to `input` by case-insensitive Damerau–Levenshtein distance (optimal
    /// string alignment: insertions, deletions, substitutions and adjacent transpositions each
    /// cost 1), if it is close enough to be a likely typo: at most 2 edits (a third of the
    /// candidate's length for long names) and fewer than half of `input`'s characters.
    /// Ties go to the earlier candidate.
    public static func closest(to input: String, among candidates: [String]) -> String? {
        // The length difference alone is at least the distance: a long input (a 4 MiB value) is
        // dismissed without building its distance matrix.
        let longest = candidates.map(\.count).max() ?? 0
        guard input.isWithin(characters: 3 * longest + 2) else { return nil }
        let word = Array(input.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates where abs(word.count - candidate.count) <= max(2, candidate.count / 3) {
            let d = distance(word, Array(candidate.lowercased()))
            if d <= max(2, candidate.count / 3), d * 2 < max(word.count, 2), d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// `"; did you mean 'x'?"`, or `otherwise` (by default nothing) when no candidate is close.
    public static func hint(for input: String, among candidates: [String], otherwise: String = "") -> String {
        closest(to: input, among: candidates).map { "; did you mean '\(Excerpt.of($0))'?" } ?? otherwise
    }

    /// The optimal-string-alignment distance between `a` and `b`.
    public static func distance(_ a: String, _ b: String) -> Int { distance(Array(a), Array(b)) }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
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
