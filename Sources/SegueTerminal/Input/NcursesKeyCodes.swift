import SegueInput

/// The numeric codes ncurses uses for keys and mouse masks, as a value so decoding stays pure.
///
/// `standard` holds the values of the ncurses 6 ABI (mouse version 2) and no extended keys.
/// `Terminal` builds the live table from ncurses itself, including the codes ncurses assigns at run
/// time to the terminfo entry's extended keys (`kUP`, `kDN`: Shift+Up/Down under tmux).
public struct NcursesKeyCodes: Hashable, Sendable {
    /// `KEY_CODE_YES` key codes mapped to keys (arrows, Home, F-keys, `KEY_SLEFT`, `KEY_BTAB`, …).
    public var keys: [Int32: Key]
    /// `KEY_F0`: `KEY_F0 + n` is F*n* for n in 1…63 (unless `keys` lists the code).
    public var functionKeyBase: Int32
    /// Mouse masks.
    public var mouse: MouseMasks

    public struct MouseMasks: Hashable, Sendable {
        /// `BUTTONn_PRESSED` for n = 1…5 (index 0 is button 1).
        public var pressed: [UInt]
        /// `BUTTONn_RELEASED` for n = 1…5.
        public var released: [UInt]
        /// `BUTTONn_CLICKED` for n = 1…5.
        public var clicked: [UInt]
        /// `REPORT_MOUSE_POSITION`.
        public var position: UInt

        public init(pressed: [UInt], released: [UInt], clicked: [UInt], position: UInt) {
            self.pressed = pressed
            self.released = released
            self.clicked = clicked
            self.position = position
        }

        /// ncurses 6 (`NCURSES_MOUSE_VERSION` 2): 5 bits per button, position at bit 28.
        public static let standard = MouseMasks(
            pressed: (0..<5).map { 0o2 << (5 * $0) },
            released: (0..<5).map { 0o1 << (5 * $0) },
            clicked: (0..<5).map { 0o4 << (5 * $0) },
            position: 0o10 << (5 * 5))
    }

    public init(keys: [Int32: Key], functionKeyBase: Int32, mouse: MouseMasks) {
        self.keys = keys
        self.functionKeyBase = functionKeyBase
        self.mouse = mouse
    }

    /// Key codes of the ncurses 6 headers (`KEY_DOWN` = 258, `KEY_SLEFT` = 393, …).
    public static let standardKeys: [Int32: Key] = [
        0o402: .down, 0o403: .up, 0o404: .left, 0o405: .right,
        0o406: .home, 0o550: .end, 0o607: .home, 0o602: .end,  // KEY_HOME, KEY_END, KEY_SHOME, KEY_SEND
        0o522: .pageDown, 0o523: .pageUp,  // KEY_NPAGE, KEY_PPAGE
        0o407: .backspace, 0o512: .delete, 0o527: .enter, 0o541: .backTab,
        0o611: .shiftLeft, 0o622: .shiftRight,  // KEY_SLEFT, KEY_SRIGHT
        0o520: .shiftDown, 0o521: .shiftUp,  // KEY_SF, KEY_SR (scroll forward/backward = Shift+Down/Up in xterm-like terminfo)
    ]

    public static let standard = NcursesKeyCodes(keys: standardKeys, functionKeyBase: 0o410, mouse: .standard)
}
