/// The help (`?`) as a child feature: its scroll, moved by its own actions.
struct HelpPanel: Hashable, Sendable {
    /// The first help row shown when the help is taller than the screen.
    var scroll = 0

    /// Scrolls by the action's rows (negative: up), within the `rowsNeeded` the help has and the
    /// `visibleRows` the screen shows.
    mutating func handle(_ action: HelpAction, rowsNeeded: Int, visibleRows: Int) {
        switch action {
        case .scroll(let rows):
            let last = max(0, rowsNeeded - visibleRows)
            scroll = max(0, min(last, min(last, scroll) + rows))
        case .toggle:
            break  // the pane shows and hides the help
        }
    }
}
