/// Lazily numbered ncurses colour pairs: pair 0 is (default, default), others are handed out on
/// first use. Pure bookkeeping; `Terminal` calls `init_extended_pair` for each new pair.
struct ColorPairCache: Sendable {
    /// Foreground and background colour numbers; -1 is the terminal's default colour.
    struct Key: Hashable, Sendable {
        var foreground: Int32
        var background: Int32
    }

    enum Lookup: Hashable, Sendable {
        /// Already defined.
        case existing(Int32)
        /// Newly numbered: define it before use.
        case new(Int32)
        /// No pair left this frame: draw with pair 0.
        case exhausted
    }

    /// Highest usable pair number (`COLOR_PAIRS - 1`).
    let maximumPair: Int32
    private(set) var pairs: [Key: Int32] = [:]
    private var nextPair: Int32 = 1

    init(maximumPair: Int32) {
        self.maximumPair = max(0, maximumPair)
    }

    var isFull: Bool { nextPair > maximumPair }

    mutating func pair(foreground: Int32, background: Int32) -> Lookup {
        if foreground == -1, background == -1 { return .existing(0) }
        let key = Key(foreground: foreground, background: background)
        if let pair = pairs[key] { return .existing(pair) }
        guard !isFull else { return .exhausted }
        let pair = nextPair
        nextPair += 1
        pairs[key] = pair
        return .new(pair)
    }

    /// Called before a frame: when every pair is used, forget them all so the frame can renumber
    /// from 1. Returns true when it did (the screen must then be repainted in full, because cells
    /// already on screen keep their old pair numbers).
    mutating func startFrame() -> Bool {
        guard isFull else { return false }
        pairs.removeAll(keepingCapacity: true)
        nextPair = 1
        return true
    }
}
