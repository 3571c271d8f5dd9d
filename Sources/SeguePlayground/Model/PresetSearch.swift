import SegueEngine

/// The picker's search: which presets a filter finds, best first.
///
/// A preset is matched on its name, its title, its origin (library and what it reproduces) and its
/// summary, ignoring case. Ranks, best first: the exact name (or title); a prefix of the name or
/// title; a prefix of any word of the name, title or origin (words split at anything not a letter
/// or digit, so "fade" finds `back-fade` and "alert" finds loopeer/AlertTransition); the filter
/// anywhere in them; the filter in the summary ("card" finds page-sheet, "The iOS 13 card…");
/// and last the filter's letters in order within the name or title ("sovr" finds `slide-over`).
/// Equal ranks keep the catalog order.
enum PresetSearch {
    enum Rank: Int, Comparable {
        case exact, prefix, wordPrefix, substring, summary, letters

        static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    }

    /// The rank of `spec` for `filter`, or nil when it does not match. An empty filter matches
    /// everything equally.
    static func rank(of spec: TransitionSpec, for filter: String) -> Rank? {
        let f = filter.lowercased()
        guard !f.isEmpty else { return .exact }
        let names = [spec.name.lowercased(), spec.title.lowercased()]
        let fields = names + [spec.origin.library.lowercased(), spec.origin.reproduces.lowercased()]
        if names.contains(f) { return .exact }
        if names.contains(where: { $0.hasPrefix(f) }) { return .prefix }
        if fields.contains(where: { words(of: $0).contains { $0.hasPrefix(f) } }) { return .wordPrefix }
        if fields.contains(where: { $0.contains(f) }) { return .substring }
        if spec.summary.lowercased().contains(f) { return .summary }
        if names.contains(where: { hasLettersInOrder(f, in: $0) }) { return .letters }
        return nil
    }

    /// The indices of the matching presets, best rank first, catalog order within a rank.
    static func matches(_ filter: String, in presets: [TransitionSpec]) -> [Int] {
        presets.indices
            .compactMap { index in rank(of: presets[index], for: filter).map { (index, $0) } }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .map(\.0)
    }

    /// Every word of `text`: its runs of letters and digits.
    static func words(of text: String) -> [Substring] {
        text.split { !$0.isLetter && !$0.isNumber }
    }

    static func hasLettersInOrder(_ needle: String, in haystack: String) -> Bool {
        var rest = haystack[...]
        for c in needle {
            guard let i = rest.firstIndex(of: c) else { return false }
            rest = rest[rest.index(after: i)...]
        }
        return true
    }
}
