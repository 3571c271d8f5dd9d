@preconcurrency import CNcursesw
import SegueInput

extension Terminal {
    /// Extended terminfo key names whose key means "Shift + key". tmux-256color and xterm describe
    /// Shift+Up/Down as `kUP`/`kDN` (and also as the standard `kri`/`kind`); `kLFT`/`kRIT`/`kHOM`/
    /// `kEND` are the standard `KEY_SLEFT`… capabilities, looked up again for safety; the `…2`
    /// spellings appear in some entries.
    static let shiftedKeyNames: [(String, Key)] = [
        ("kUP", .shiftUp), ("kDN", .shiftDown), ("kLFT", .shiftLeft), ("kRIT", .shiftRight),
        ("kri", .shiftUp), ("kind", .shiftDown), ("kHOM", .home), ("kEND", .end),
        ("kUP2", .shiftUp), ("kDN2", .shiftDown), ("kLFT2", .shiftLeft), ("kRIT2", .shiftRight),
    ]

    /// The key table from the ncurses headers and the current terminal's terminfo entry.
    static func liveKeyCodes() -> NcursesKeyCodes {
        var keys: [Int32: Key] = [
            KEY_DOWN: .down, KEY_UP: .up, KEY_LEFT: .left, KEY_RIGHT: .right,
            KEY_HOME: .home, KEY_END: .end, KEY_SHOME: .home, KEY_SEND: .end,
            KEY_NPAGE: .pageDown, KEY_PPAGE: .pageUp,
            KEY_BACKSPACE: .backspace, KEY_DC: .delete, KEY_ENTER: .enter, KEY_BTAB: .backTab,
            KEY_SLEFT: .shiftLeft, KEY_SRIGHT: .shiftRight, KEY_SF: .shiftDown, KEY_SR: .shiftUp,
        ]
        for (name, key) in shiftedKeyNames {
            guard let code = extendedKeyCode(name), keys[code] == nil else { continue }
            keys[code] = key
        }
        return NcursesKeyCodes(keys: keys, functionKeyBase: KEY_F0, mouse: liveMouseMasks())
    }

    /// The mouse masks from the ncurses headers.
    static func liveMouseMasks() -> NcursesKeyCodes.MouseMasks {
        NcursesKeyCodes.MouseMasks(
            pressed: (1...5).map { UInt(segue_BUTTON_PRESSED(Int32($0))) },
            released: (1...5).map { UInt(segue_BUTTON_RELEASED(Int32($0))) },
            clicked: (1...5).map { UInt(segue_BUTTON_CLICKED(Int32($0))) },
            position: UInt(segue_REPORT_MOUSE_POSITION()))
    }

    /// The key code ncurses assigned to the terminfo string capability `name`, if the entry has it.
    private static func extendedKeyCode(_ name: String) -> Int32? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        let code = key_defined(value)
        return code > 0 ? code : nil
    }
}
