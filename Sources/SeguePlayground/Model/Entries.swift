import SegueEngine

extension PlaygroundPane {
    /// What the pane can open: the presets, then the transitions written in Swift, the open one,
    /// and what went wrong loading or playing them.
    struct Entries: Sendable {
        /// The presets to play, in catalog order.
        var presets: [TransitionSpec]
        /// Transitions written in Swift, listed after the presets.
        let codedTransitions: [any Transition]
        /// The open entry: an index into `presets`, or past them into `codedTransitions`.
        var index = 0
        /// A problem to show (a preset that failed to load or play); the last good state stays on screen.
        var banner: String?
        /// The problems of the last reload, so that one broken edit is logged once.
        var reloadProblems: [String] = []

        /// How many entries there are: the presets, then the coded transitions.
        var count: Int { presets.count + codedTransitions.count }

        /// The entries' names in catalog order.
        var names: [String] { presets.map(\.name) + codedTransitions.map(\.name) }
    }

    /// What the open entry plays: the operation, the direction, the completion policy and the
    /// container (points).
    struct Choice: Hashable, Sendable {
        var operation: TransitionOperation = .present
        var direction: Direction?
        var policy = CompletionPolicy(.percent)
        /// A portrait phone, or landscape after `t`; a coded transition's own.
        var container = Size.phonePortrait
    }

    /// What the shell reports: the terminal's size, and the file it records to.
    struct Screen: Sendable {
        /// The terminal size last reported (`.resize`).
        var size = (columns: 80, rows: 24)
        /// The file being recorded to (`R`); nil when not recording.
        var recordingFile: String?
    }
}
