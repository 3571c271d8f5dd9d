import SegueInput

extension KeyMap {
    /// The keys while the help shows. Any key it does not list closes the help, so a key meant for
    /// the playground behind it does nothing else.
    public static let help = KeyMap(
        [
            KeyBinding([.up, .character("k")], .scrollUp, key: "↑/k", "up", "Scroll the help up a row (when it is taller than the screen)", group: .view),
            KeyBinding([.down, .character("j")], .scrollDown, key: "↓/j", "down", "Scroll the help down a row", group: .view),
            KeyBinding([.pageUp], .pageUp, key: "PgUp", "page up", "Scroll the help up \(A.pageUp.step) rows", group: .view),
            KeyBinding([.pageDown], .pageDown, key: "PgDn", "page down", "Scroll the help down \(A.pageDown.step) rows", group: .view),
            KeyBinding([.character("q")], .quit, key: "q", "quit", "Quit", group: .view),
        ], otherKeys: KeyBinding([], .closeOverlay, key: "other", "close", "Any other key closes the help", group: .view))

    /// The keys while the preset's card (`i`) shows: any key but `q` closes it.
    public static let card = KeyMap(
        [
            KeyBinding([.character("q")], .quit, key: "q", "quit", "Quit", group: .view)
        ], otherKeys: KeyBinding([], .closeOverlay, key: "other", "close", "Any other key closes the card", group: .view))

    /// The keys of the preset picker (`/`): every other character is typed into the filter.
    public static let picker = KeyMap(
        [
            KeyBinding([.up, .backTab], .selectPrevious, key: "↑/⇧⇥", "previous", "Choose the match above", group: .presets),
            KeyBinding([.down, .tab], .selectNext, key: "↓/⇥", "next", "Choose the match below", group: .presets),
            KeyBinding([.enter], .openSelection, key: "↵", "open", "Open the chosen preset", group: .presets),
            KeyBinding([.backspace, .delete], .eraseFilter, key: "⌫/Del", "erase", "Erase the filter's last character", group: .presets),
            KeyBinding([.escape], .closeOverlay, key: "Esc", "close", "Close the picker", group: .presets),
        ],
        otherKeys: KeyBinding(
            [], .typeFilter, key: "other", "filter",
            "Any other character is typed into the filter (names, titles, libraries, what a preset reproduces and summaries match)",
            group: .presets))
}
