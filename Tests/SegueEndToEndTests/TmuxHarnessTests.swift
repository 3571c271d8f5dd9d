import SegueTestSupport
import Testing

@Suite("tmux harness", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TmuxHarnessTests {
    @Test("runs a command, sends keys, captures its output and exit status")
    func roundTrip() throws {
        let session = try TmuxSession(command: "printf 'ready\\n'; read x; echo got=$x", columns: 40, rows: 10)
        defer { session.kill() }
        #expect(session.waitFor("ready"))
        session.send(literal: "héllo")
        session.send(keys: "Enter")
        #expect(session.waitFor("got=héllo"))
        #expect(session.waitFor("EXIT=0"))
        #expect(!session.alternateScreenOn())
    }

    @Test("reports colours with escapes, the alternate screen and resizes")
    func escapesAndScreens() throws {
        let session = try TmuxSession(
            command: "printf '\\033[?1049h\\033[31mRED\\033[0m\\n'; read x; printf '\\033[?1049l'; tput cols; read y; (exit 4)",
            columns: 30, rows: 8)
        defer { session.kill() }
        #expect(session.waitFor("RED"))
        #expect(session.capture(escapes: true).contains("\u{1B}[31mRED"))
        #expect(!session.capture().contains("\u{1B}"))
        #expect(session.alternateScreenOn())
        session.resize(columns: 50, rows: 8)
        session.send(keys: "Enter")
        #expect(session.waitFor(matching: "(?m)^50$"))
        #expect(!session.alternateScreenOn())
        session.send(keys: "Enter")
        #expect(session.waitFor("EXIT=4"))
    }

    @Test("Ctrl-C reaches the program and its status is reported")
    func interrupt() throws {
        // One process from the first byte (a Ctrl-C between `echo` and `sleep` would reach only the
        // pane's shell, which ignores it, and the status would be sleep's 0).
        let session = try TmuxSession(command: "sh -c 'echo started; exec sleep 20'", columns: 30, rows: 5)
        defer { session.kill() }
        #expect(session.waitFor("started"))
        session.send(keys: "C-c")
        #expect(session.waitFor("EXIT=130"))
    }
}
