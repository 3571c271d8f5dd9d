import Foundation
import SeguePlayground
import SegueTestSupport
import Testing

/// The real playground in tmux on the scrolling page sheet: the keyboard finger scrolls the list
/// down, then drags it back past its top, and the hand-off shows in the log and the inspector.
@Suite("segue play in tmux: scroll to dismiss", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PlaygroundScrollHandOffEndToEndTests {
    @Test("keyboard finger: up scrolls the list, down past its top hands off to the dismissal")
    func keyboardHandOff() throws {
        let session = try PlaygroundEndToEndTests().startPlayground("page-sheet-scroll")
        defer { session.kill() }
        session.send(keys: "o")
        #expect(session.waitFor("operation dismiss"))
        session.send(keys: "d", "Left", "Left", "Left")
        #expect(session.waitFor("presented won"))
        #expect(session.waitFor("finger: presented (scroll, then pan)"))
        for _ in 1...7 { session.send(keys: "Right") }
        let shown = session.waitFor("hand-off to dismiss at t")
        if !shown { print(session.capture()) }
        #expect(shown, "the log shows the hand-off")
        #expect(session.waitFor("finger: pan (from presented)"), "the inspector shows the pan owns the finger")
        #expect(session.waitFor("presented 0 pt"), "the list is pinned at its top")
        session.send(keys: "Space")
        #expect(session.waitFor("→ "))
    }
}
