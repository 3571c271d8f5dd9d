@preconcurrency import CNcursesw
@preconcurrency import Glibc
import SegueInput
import SegueRender

/// The terminal in curses mode: the only object that talks to ncurses.
///
/// Open it with `Terminal(options:)`, draw `CellGrid`s, read input, and `close()` it (deinit closes
/// too). While it is open, every catchable terminating signal and every crash signal restores the
/// terminal before the process ends (`TerminalSignals`). Flow control is off, so Ctrl-S and Ctrl-Q
/// are ordinary keys; Ctrl-C, Ctrl-\ and Ctrl-Z still send their signals. No write blocks for long:
/// a frame waits while the terminal takes no output, and a write that blocks past half a second
/// is dropped (`OutputWatchdog`). One `Terminal` at a time; not thread-safe.
public final class Terminal: TerminalDevice {
    /// The colours used for drawing: the terminal's depth, capped by `TerminalOptions.maximumColorDepth`.
    public let colorDepth: ColorDepth
    /// Palette entries the terminal has (8 on `screen` and `xterm`): bright ANSI colours fold onto
    /// the first eight there.
    let paletteSize: Int
    /// Whether glyphs are drawn as Unicode (the locale is UTF-8 and ASCII was not forced); when false,
    /// non-ASCII glyphs go through `ASCIISpelling`.
    public let isUnicode: Bool
    /// The codeset of the locale after `setlocale(LC_ALL, "")`, e.g. "UTF-8" or "ANSI_X3.4-1968".
    public let codeset: String
    /// The key and mouse codes of this terminal, including extended keys from its terminfo entry.
    public let keyCodes: NcursesKeyCodes

    private var screen: OpaquePointer?
    let window: UnsafeMutablePointer<WINDOW>
    /// Input is read through a 1 × 1 pad: reading from a window refreshes it first when it has
    /// changes, which would send a frame the terminal is not taking, outside the watchdog.
    private let input: UnsafeMutablePointer<WINDOW>
    private var decoder: NcursesInputDecoder
    /// Turns frames into the bytes the terminal needs (its colours, its character set).
    let encoder: ScreenEncoder
    /// The frame the screen shows; nil when unknown (first frame, resize, lost output).
    var lastDrawn: CellGrid?
    /// A frame the terminal did not take yet.
    var pendingFrame: CellGrid?
    /// The bytes of the last frame written (kept to reuse its storage).
    var output: [UInt8] = []
    /// Receives each frame's bytes before they are written (a recording; `TerminalDevice`).
    public var outputTap: ((_ frame: CellGrid, _ bytes: [UInt8]) -> Void)? {
        didSet { if outputTap != nil { invalidate() } }
    }
    private let mouseEnabled: Bool
    /// Bounds every write to the terminal; nil if it could not be set up.
    let watchdog: OutputWatchdog?
    /// A frame that waits for the terminal to take output again (it took none, or a write was
    /// dropped and the whole screen must be sent again).
    var refreshPending = false

    /// Puts the terminal in curses mode (alternate screen, no echo, keys one at a time, hidden cursor).
    ///
    /// - Throws: `TerminalError.notATerminal` when stdin or stdout is not a TTY (nothing is written),
    ///   `.unsupportedTerminal` for `TERM=dumb`, `.unknownTerminal` when ncurses has no entry for `TERM`.
    public init(options: TerminalOptions = TerminalOptions()) throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "stdin") }
        guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "stdout") }
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        if term == "dumb" { throw .unsupportedTerminal(term: term) }

        codeset = Self.localeCodeset()
        isUnicode = codeset == "UTF-8" && !options.forceASCII

        // A 200 × 60 frame is a ~190 kB grid, above glibc's default mmap threshold (128 kB, which
        // does not adapt to a block of the same size): every frame mapped a fresh one, zero-filled
        // ~47 pages on first touch and unmapped the last. Frames are made and freed 60 times a
        // second, so keep them in the heap, and do not hand its top back after each frame.
        mallopt(segue_M_MMAP_THRESHOLD, 8 << 20)
        mallopt(segue_M_TRIM_THRESHOLD, 32 << 20)
        TerminalSignals.install()
        guard !term.isEmpty, let screen = newterm(nil, stdout, stdin) else {
            TerminalSignals.uninstall()
            throw .unknownTerminal(term: term)
        }
        self.screen = screen
        TerminalSignals.isCursesActive = true
        window = stdscr
        input = newpad(1, 1) ?? stdscr

        cbreak()
        noecho()
        nonl()
        Self.turnOffFlowControl()
        intrflush(window, false)
        keypad(window, true)
        keypad(input, true)
        // No typeahead check during refresh (a poll(2) of stdin every few lines): the run loop reads
        // input between frames, and a frame is never worth abandoning half drawn.
        typeahead(-1)
        curs_set(0)
        if getenv("ESCDELAY") == nil { set_escdelay(Int32(options.escapeDelayMilliseconds)) }

        var depth = ColorDepth.none
        paletteSize = has_colors() ? Int(COLORS) : 0
        if has_colors() {
            start_color()
            use_default_colors()
            depth = Self.depth(colors: Int(COLORS), directColor: tigetflag("RGB") > 0)
        }
        colorDepth = min(depth, options.maximumColorDepth)
        encoder = ScreenEncoder(colorDepth: colorDepth, foldsBrightColors: paletteSize < 16, ascii: !isUnicode, skipsBottomRightCell: true)

        keyCodes = Self.liveKeyCodes()
        decoder = NcursesInputDecoder(codes: keyCodes)

        mouseEnabled = options.mouse
        watchdog = OutputWatchdog()
        TerminalSignals.prepareSequences()
        // Enter the alternate screen now (ncurses' first refresh of a blank screen; after an `endwin`
        // it counts as running), so the mode changes below follow it. Frames never go through
        // ncurses: `draw` writes them (see Terminal+Drawing.swift).
        endwin()
        wrefresh(window)
        if options.mouse {
            let m = keyCodes.mouse
            let mask = (m.pressed + m.released).reduce(m.position, |)
            mousemask(mmask_t(mask), nil)
            mouseinterval(0)
            // Button-event tracking: motion reports while a button is held (drags).
            Self.writeToTerminal("\u{1B}[?1002h")
        }
    }

    deinit { close() }

    /// Adopts the environment's locale (`setlocale(LC_ALL, "")`) and returns its codeset, e.g.
    /// "UTF-8" or "ANSI_X3.4-1968". Anything but UTF-8 shows only ASCII: ncurses draws every other
    /// character as a blank there.
    public static func localeCodeset() -> String {
        setlocale(LC_ALL, "")
        return nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? ""
    }

    /// Leaves curses mode and restores the terminal (main screen, cursor, echo, mouse off). Safe to
    /// call more than once.
    public func close() {
        guard let screen else { return }
        let dropped = writeBounded {
            if mouseEnabled { Self.writeToTerminal("\u{1B}[?1002l") }
            endwin()
        }
        // endwin's bytes did not get through, and it may have set the modes on /dev/null.
        if dropped { TerminalSignals.restoreNow() }
        TerminalSignals.isCursesActive = false
        if input != window { delwin(input) }
        delscreen(screen)
        self.screen = nil
        TerminalSignals.uninstall()
    }

    /// Columns of the terminal now.
    public var columns: Int { Int(getmaxx(window)) }
    /// Rows of the terminal now.
    public var rows: Int { Int(getmaxy(window)) }

    /// Reads one input, waiting at most `timeoutMilliseconds` (negative: wait until input arrives).
    /// Returns the decoded events: empty on timeout or for input Segue ignores.
    /// Returns nothing, so the caller can look, when one of `wakeSources` becomes readable first.
    public func readInput(timeoutMilliseconds requested: Int, wakingOn wakeSources: [WakeSource]) -> [InputEvent] {
        var timeoutMilliseconds = requested
        if refreshPending {
            flushFrame()
            // Wait less and try again: the frame goes out when the terminal takes output again.
            if refreshPending {
                timeoutMilliseconds = requested < 0 ? Self.retryMilliseconds : min(requested, Self.retryMilliseconds)
            }
        }
        guard !wakeSources.isEmpty, timeoutMilliseconds != 0 else { return readInput(timeoutMilliseconds: timeoutMilliseconds) }
        // ncurses may hold bytes it already read: take those first, then wait on every descriptor.
        let buffered = readInput(timeoutMilliseconds: 0)
        if !buffered.isEmpty { return buffered }
        var fds =
            [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
            + wakeSources.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&fds, nfds_t(fds.count), Int32(clamping: max(timeoutMilliseconds, -1)))
        // Interrupted (a resize: ncurses has queued KEY_RESIZE) or the terminal has input: read it.
        if ready < 0 || fds[0].revents != 0 { return readInput(timeoutMilliseconds: 0) }
        return []
    }

    func readInput(timeoutMilliseconds: Int) -> [InputEvent] {
        if let resumed = resumeAfterStop() { return resumed }
        wtimeout(input, Int32(clamping: max(timeoutMilliseconds, -1)))
        var value: wint_t = 0
        let result = wget_wch(input, &value)
        let raw: NcursesInput
        switch result {
        case OK:
            raw = .character(UInt32(value))
        case KEY_CODE_YES:
            switch Int32(value) {
            case KEY_MOUSE:
                var event = MEVENT()
                guard getmouse(&event) == OK else { return [] }
                raw = .mouse(column: Int(event.x), row: Int(event.y), buttonState: UInt(event.bstate))
            case KEY_RESIZE:
                lastDrawn = nil
                raw = .resize(columns: columns, rows: rows)
            default:
                raw = .keyCode(Int32(value))
            }
        default:
            return []
        }
        return decoder.decode(raw)
    }

    /// The colour depth for a terminfo `colors` count; `directColor` is the `RGB` flag
    /// (ncurses direct-colour entries such as `xterm-direct`).
    static func depth(colors: Int, directColor: Bool) -> ColorDepth {
        if directColor, colors >= 0x100_0000 { return .truecolor }
        if colors >= 256 { return .ansi256 }
        if colors >= 8 { return .ansi16 }
        return .none
    }

    /// Writes raw bytes straight to the terminal (for modes ncurses does not manage).
    /// After Ctrl-Z and `fg`: repaint everything and turn drag reporting back on; the app gets a
    /// resize event so it draws a full frame.
    private func resumeAfterStop() -> [InputEvent]? {
        guard TerminalSignals.takeResume() else { return nil }
        lastDrawn = nil
        TerminalSignals.reenter()
        if mouseEnabled { Self.writeToTerminal("\u{1B}[?1002h") }
        return [.resize(columns: columns, rows: rows)]
    }

    /// How often a frame the terminal did not take is tried again, in milliseconds.
    static let retryMilliseconds = 50

    /// Runs `body`, which writes to the terminal, under the watchdog; true when output was dropped.
    func writeBounded(_ body: () -> Void) -> Bool {
        guard let watchdog else {
            body()
            return false
        }
        return watchdog.run(body)
    }

    /// Flow control off (IXON, IXOFF, IXANY), and no extended input processing (IEXTEN, so Ctrl-V
    /// and Ctrl-O are keys too): Ctrl-S must not freeze the output. Signals from the keyboard stay
    /// on (Ctrl-C, Ctrl-\, Ctrl-Z). Recorded as ncurses' program mode, so a resume restores it.
    private static func turnOffFlowControl() {
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON | IXOFF | IXANY)
        modes.c_lflag &= ~tcflag_t(IEXTEN)
        tcsetattr(STDIN_FILENO, TCSANOW, &modes)
        def_prog_mode()
    }

    static func writeToTerminal(_ sequence: StaticString) {
        _ = write(STDOUT_FILENO, sequence.utf8Start, sequence.utf8CodeUnitCount)
    }
}
