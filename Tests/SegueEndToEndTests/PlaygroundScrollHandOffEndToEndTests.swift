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

    @Test("mouse: dragging up scrolls the list, dragging back down past its top hands off to the dismissal")
    func mouseHandOff() throws {
        let session = try PlaygroundEndToEndTests().startPlayground("page-sheet-scroll")
        defer { session.kill() }
        session.send(keys: "o")
        #expect(session.waitFor("operation dismiss"))
        let stage = PlaygroundEndToEndTests.stage
        let column = stage.x + stage.width / 2
        let row = stage.y + stage.height / 2
        session.sendMouse(button: 0, column: column, row: row)
        for up in 1...6 { session.sendMouse(button: 32, column: column, row: row - up) }
        #expect(session.waitFor(matching: "scroll +presented 1[0-9][0-9](\\.[0-9])? pt"), "six rows up scroll the list down: \(session.capture())")
        #expect(!session.capture().contains("hand-off"))
        // Back down in steps the screen shows, so that a loaded machine never delivers the drag as
        // one late burst (the run loop drops input that waited over a second, and says so).
        for down in -5...6 {
            let before = session.capture()
            session.sendMouse(button: 32, column: column, row: row + down)
            _ = session.waitFor(timeout: 2) { $0 != before }
        }
        #expect(session.waitFor("hand-off to dismiss at t"), "\(session.capture())")
        let lines = session.capture().components(separatedBy: "\n")
        let handOff = try #require(lines.firstIndex { $0.contains("hand-off to dismiss at t") })
        #expect(lines[handOff - 1].contains("scroll consumed"), "\(lines[handOff - 1])")
        #expect(lines[handOff + 1].contains("began interactively"), "\(lines[handOff + 1])")
        #expect(session.waitFor("finger: pan (from presented)"), "the pan has the finger: \(session.capture())")
        session.sendMouse(button: 3, column: column, row: row + 6)
        #expect(session.waitFor(matching: "completed at (end|start)"), "\(session.capture())")
    }
}
