@preconcurrency import Glibc
import SegueEngine
import SegueRender
import SegueTerminal

/// The other end of the terminal section: `segue-bench --terminal-child TRANSITION FRAMES` runs
/// inside the pseudo-terminal, opens the real `Terminal` and draws the playground screen for each
/// frame of the transition at 60 fps, writing a marker (an OSC sequence no terminal acts on) to the
/// terminal after each frame so the bench can split the byte stream into frames.
enum TerminalChild {
    static let flag = "--terminal-child"

    /// `ESC ] 9999 ; <text> BEL`.
    static func marker(_ text: String) -> [UInt8] { Array("\u{1B}]9999;\(text)\u{07}".utf8) }
    static let markerPrefix: [UInt8] = Array("\u{1B}]9999;".utf8)

    /// The time fractions of the frames of a run of `duration` seconds at 60 fps, both ends included.
    static func frameFractions(duration: Double) -> [Double] {
        let count = max(1, Int((duration * 60).rounded()))
        return (0...count).map { Double($0) / Double(count) }
    }

    static func main(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1, let item = BenchTransition.all.first(where: { $0.name == arguments[0] }) else {
            fputs("usage: segue-bench \(flag) TRANSITION\n", stderr)
            return 64
        }
        let terminal: Terminal
        do {
            terminal = try Terminal(options: TerminalOptions(mouse: false))
        } catch {
            fputs("segue-bench: \(error)\n", stderr)
            return 1
        }
        let transition = item.transition()
        send(marker("depth=\(terminal.colorDepth.rawValue)"))
        for f in frameFractions(duration: transition.duration) {
            terminal.draw(PlaygroundScreen.frame(transition: transition, timeFraction: f, columns: terminal.columns, rows: terminal.rows))
            send(marker("frame"))
        }
        terminal.close()
        return 0
    }

    private static func send(_ bytes: [UInt8]) {
        fflush(stdout)
        _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}
