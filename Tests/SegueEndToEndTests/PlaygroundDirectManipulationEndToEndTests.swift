import Foundation
import SeguePlayground
import SegueTestSupport
import Testing

/// The real playground in tmux on an Easy preset's drag-to-dismiss: the finger moves the alert;
/// dropped more than 70 pt away it dismisses, a shorter drag springs back.
@Suite("segue play in tmux: direct manipulation", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PlaygroundDirectManipulationEndToEndTests {
    static let stage = PlaygroundEndToEndTests.stage

    /// `segue play easy-all`, switched to its dismissal.
    func dismissal() throws -> TmuxSession {
        let session = try PlaygroundEndToEndTests().startPlayground("easy-all")
        session.send(keys: "o")
        #expect(session.waitFor("operation dismiss"))
        #expect(session.waitFor("direct: |dx| or |dy| > 70 pt, else spring back in 0.33 s"))
        return session
    }

    /// The stage row where the alert's label is, top to bottom.
    func alertRow(_ session: TmuxSession) -> Int? {
        PlaygroundEndToEndTests.stageLines(session.capture()).firstIndex { $0.contains("presented") }
    }

    @Test("keyboard: 80 pt down dismisses; 30 pt down springs back to where it was")
    func keyboard() throws {
        let session = try dismissal()
        defer { session.kill() }
        let home = try #require(alertRow(session))
        session.send(keys: "d", "Down", "Down", "Down")
        #expect(session.waitFor("offset (0, 30) pt · release now → spring back: |dx| 0, |dy| 30 ≤ 70 pt"))
        #expect(try #require(alertRow(session)) > home, "the alert follows the finger down")
        session.send(keys: "Enter")
        #expect(session.waitFor("→ spring back: |dx| 0, |dy| 30 ≤ 70 pt"))
        #expect(session.waitFor("completed at start"))
        #expect(alertRow(session) == home, "back where it was")
        session.send(keys: "d")
        for _ in 1...8 { session.send(keys: "Down") }
        #expect(session.waitFor("release now → dismiss: |dy| 80 > 70 pt"))
        session.send(keys: "Space")
        #expect(session.waitFor("→ dismiss: |dy| 80 > 70 pt"))
        #expect(session.waitFor("✓ finished"))
    }

    @Test("mouse: a drag of four rows (about 92 pt) dismisses, two rows spring back")
    func mouse() throws {
        let session = try dismissal()
        defer { session.kill() }
        #expect(session.mouseReportingOn())
        let column = Self.stage.x + Self.stage.width / 2
        let row = Self.stage.y + Self.stage.height / 2
        session.sendMouse(button: 0, column: column, row: row)
        #expect(session.waitFor("offset (0, 0) pt · release now → spring back"), "the alert is held")
        session.sendMouse(button: 32, column: column, row: row + 1)
        session.sendMouse(button: 32, column: column, row: row + 2)
        session.sendMouse(button: 3, column: column, row: row + 2)
        #expect(session.waitFor("→ spring back"))
        #expect(session.waitFor("completed at start"))
        session.sendMouse(button: 0, column: column, row: row)
        #expect(session.waitFor("offset (0, 0) pt · release now → spring back"), "the alert is held again")
        for step in 1...4 { session.sendMouse(button: 32, column: column, row: row + step) }
        session.sendMouse(button: 3, column: column, row: row + 4)
        #expect(session.waitFor("→ dismiss: |dy|"))
        #expect(session.waitFor("✓ finished"))
    }
}
