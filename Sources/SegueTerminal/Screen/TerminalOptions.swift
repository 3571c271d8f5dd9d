import SegueRender

/// How `Terminal` sets the terminal up.
public struct TerminalOptions: Hashable, Sendable {
    /// Report mouse presses, drags, releases and wheel steps.
    public var mouse: Bool
    /// Never use more colours than this, whatever the terminal supports (`.none` for `NO_COLOR` or
    /// `--color never`; the caller decides that policy).
    public var maximumColorDepth: ColorDepth
    /// Draw ASCII only, even in a UTF-8 locale (non-ASCII glyphs go through `ASCIISpelling`).
    public var forceASCII: Bool
    /// How long ncurses waits after Esc for the rest of an escape sequence, in milliseconds.
    /// The `ESCDELAY` environment variable, when set, wins.
    public var escapeDelayMilliseconds: Int

    public init(mouse: Bool = true, maximumColorDepth: ColorDepth = .truecolor, forceASCII: Bool = false, escapeDelayMilliseconds: Int = 25) {
        self.mouse = mouse
        self.maximumColorDepth = maximumColorDepth
        self.forceASCII = forceASCII
        self.escapeDelayMilliseconds = escapeDelayMilliseconds
    }
}
