import CNcursesw
import SegueInput
import Testing

@testable import SegueTerminal

@Suite("ncurses input decoding")
struct NcursesInputDecoderTests {
    private func keys(_ inputs: NcursesInput...) -> [InputEvent] {
        var decoder = NcursesInputDecoder()
        return inputs.flatMap { decoder.decode($0) }
    }

    @Test("the standard table holds the ncurses header values")
    func standardTableMatchesHeaders() {
        let live = Terminal.liveMouseMasks()
        #expect(NcursesKeyCodes.MouseMasks.standard == live)
        #expect(NcursesKeyCodes.standard.functionKeyBase == KEY_F0)
        let expected: [Int32: Key] = [
            KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
            KEY_SLEFT: .shiftLeft, KEY_SRIGHT: .shiftRight, KEY_SR: .shiftUp, KEY_SF: .shiftDown,
            KEY_HOME: .home, KEY_END: .end, KEY_SHOME: .home, KEY_SEND: .end,
            KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown, KEY_BTAB: .backTab, KEY_ENTER: .enter,
            KEY_BACKSPACE: .backspace, KEY_DC: .delete,
        ]
        #expect(NcursesKeyCodes.standardKeys == expected)
    }

    @Test("key codes: arrows, Shift+arrows, Shift+Tab, function keys")
    func keyCodes() {
        #expect(
            keys(.keyCode(KEY_RIGHT), .keyCode(KEY_SRIGHT), .keyCode(KEY_SLEFT), .keyCode(KEY_BTAB)) == [
                .key(.right), .key(.shiftRight), .key(.shiftLeft), .key(.backTab),
            ])
        #expect(keys(.keyCode(segue_KEY_F(1)), .keyCode(segue_KEY_F(12))) == [.key(.function(1)), .key(.function(12))])
        #expect(keys(.keyCode(KEY_RESIZE + 1000)).isEmpty)
    }

    @Test("extended keys found in terminfo decode through the table")
    func extendedKeys() {
        var codes = NcursesKeyCodes.standard
        codes.keys[570] = .shiftUp  // what key_defined("\e[1;2A") might return for kUP
        var decoder = NcursesInputDecoder(codes: codes)
        #expect(decoder.decode(.keyCode(570)) == [.key(.shiftUp)])
    }

    @Test("characters: printable, Unicode, control letters and the special bytes")
    func characters() {
        #expect(
            keys(.character(113), .character(80), .character(32), .character(233)) == [
                .key(.character("q")), .key(.character("P")), .key(.character(" ")), .key(.character("é")),
            ])
        #expect(
            keys(.character(13), .character(10), .character(9), .character(27), .character(127), .character(8)) == [
                .key(.enter), .key(.enter), .key(.tab), .key(.escape), .key(.backspace), .key(.backspace),
            ])
        #expect(keys(.character(12), .character(1), .character(26)) == [.key(.control("l")), .key(.control("a")), .key(.control("z"))])
        #expect(keys(.character(0), .character(0x1F), .character(0xD800)).isEmpty)
    }

    @Test("resize carries the new size")
    func resize() {
        #expect(keys(.resize(columns: 120, rows: 30)) == [.resize(columns: 120, rows: 30)])
    }

    @Test("press, motion, release become press, drag, release of the held button")
    func drag() {
        let m = NcursesKeyCodes.MouseMasks.standard
        // The masks ncurses 6.4 reported in tmux for an X10 press, two motions and a release.
        #expect(m.pressed[0] == 0x2 && m.position == 0x1000_0000 && m.released[0] == 0x1)
        let events = keys(
            .mouse(column: 10, row: 5, buttonState: 0x2),
            .mouse(column: 12, row: 5, buttonState: 0x1000_0000),
            .mouse(column: 13, row: 6, buttonState: 0x1000_0000),
            .mouse(column: 13, row: 6, buttonState: 0x1))
        #expect(
            events == [
                .mouse(MouseEvent(.press, button: .left, column: 10, row: 5)),
                .mouse(MouseEvent(.drag, button: .left, column: 12, row: 5)),
                .mouse(MouseEvent(.drag, button: .left, column: 13, row: 6)),
                .mouse(MouseEvent(.release, button: .left, column: 13, row: 6)),
            ])
    }

    @Test("motion with no button held is ignored; the right button and the wheel decode")
    func otherMouse() {
        var decoder = NcursesInputDecoder()
        #expect(decoder.decode(.mouse(column: 1, row: 1, buttonState: 0x1000_0000)).isEmpty)
        #expect(decoder.decode(.mouse(column: 1, row: 1, buttonState: 0x800)) == [.mouse(MouseEvent(.press, button: .right, column: 1, row: 1))])
        #expect(decoder.heldButton == .right)
        #expect(decoder.decode(.mouse(column: 2, row: 1, buttonState: 0x400)) == [.mouse(MouseEvent(.release, button: .right, column: 2, row: 1))])
        #expect(decoder.heldButton == nil)
        #expect(decoder.decode(.mouse(column: 3, row: 4, buttonState: 0x10000)) == [.mouse(MouseEvent(.scrollUp, button: .none, column: 3, row: 4))])
        #expect(decoder.decode(.mouse(column: 3, row: 4, buttonState: 0x200000)) == [.mouse(MouseEvent(.scrollDown, button: .none, column: 3, row: 4))])
        #expect(
            decoder.decode(.mouse(column: 3, row: 4, buttonState: 0x4)) == [
                .mouse(MouseEvent(.press, button: .left, column: 3, row: 4)),
                .mouse(MouseEvent(.release, button: .left, column: 3, row: 4)),
            ])
    }
}
