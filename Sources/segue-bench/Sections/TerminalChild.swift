@preconcurrency import Glibc
import SegueRender
import SegueTerminal

/// The other end of the terminal section: `segue-bench --terminal-child PRESET [compare]` runs inside the
/// pseudo-terminal, opens the real `Terminal` and draws every frame of a `PlaygroundRun` of the
/// preset at the terminal's size and colour depth, writing a marker (an OSC sequence no terminal
/// acts on) after each frame so the bench can split the byte stream into frames.
enum TerminalChild {
    static let flag = "--terminal-child"
    /// After the preset: draw compare mode's frames (`PlaygroundRun(compare: true)`).
    static let compare = "compare"

    /// `ESC ] 9999 ; <text> BEL`.
    static func marker(_ text: String) -> [UInt8] { Array("\u{1B}]9999;\(text)\u{07}".utf8) }
    static let markerPrefix: [UInt8] = Array("\u{1B}]9999;".utf8)

    static func main(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1 || arguments.count == 2 && arguments[1] == compare, let preset = BenchPreset.find(arguments[0]) else {
            fputs("usage: segue-bench \(flag) PRESET [\(compare)]\n", stderr)
            return 64
        }
        let terminal: Terminal
        do {
            terminal = try Terminal(options: TerminalOptions(mouse: false))
        } catch {
            fputs("segue-bench: \(error)\n", stderr)
            return 1
        }
        let run = PlaygroundRun(
            preset: preset.spec.name, columns: terminal.columns, rows: terminal.rows, colorDepth: terminal.colorDepth, compare: arguments.count == 2)
        send(marker("depth=\(terminal.colorDepth.rawValue)"))
        for i in run.times.indices {
            terminal.draw(run.frame(i))
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
