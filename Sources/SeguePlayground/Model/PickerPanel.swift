/// The preset picker (`/`) as a child feature: its filter and the chosen match, moved by its own
/// actions.
struct PickerPanel: Hashable, Sendable {
    /// The most characters the filter takes (no preset name is longer: a paste stops here).
    static let filterCharacters = 100

    /// The text typed to filter the entries.
    var filter = ""
    /// The chosen match, an index into the matches for `filter`.
    var selection = 0

    /// Does `action` on the `matches` the filter has now (catalog indices), `typed` being the
    /// character a `.type` types; returns the entry to open, when the action opens one.
    mutating func handle(_ action: PickerAction, typed: Character?, matches: [Int]) -> Int? {
        switch action {
        case .open:
            return matches.indices.contains(selection) ? matches[selection] : nil
        case .select(let by):
            selection = by < 0 ? max(0, selection + by) : min(max(0, matches.count - 1), selection + by)
        case .erase:
            if !filter.isEmpty { filter.removeLast() }
            selection = 0
        case .type:
            if let character = typed, filter.count < Self.filterCharacters {
                filter.append(character)
                selection = 0
            }
        }
        return nil
    }
}
