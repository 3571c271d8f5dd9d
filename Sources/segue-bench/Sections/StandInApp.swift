import SegueEngine
import SeguePlayground
import SegueRender
import SegueTerminal

/// A minimal `TerminalApp` on the real run loop, for the process section while `segue play` does
/// not exist: it shows the stand-in playground screen, Space plays the slide transition in a loop
/// (Space again pauses), `q` quits. `segue-bench --stand-in-app` runs it.
struct StandInApp: TerminalApp {
    static let flag = "--stand-in-app"

    let transition = BenchTransition.slide2D.transition()
    var playing = false
    var startedAt: Double?
    var now = 0.0

    var isAnimating: Bool { playing }

    mutating func handle(_ event: InputEvent) -> AppCommand {
        switch event {
        case .tick(let time):
            now = time
            if playing, startedAt == nil { startedAt = time }
        case .key(.character(" ")):
            playing.toggle()
            startedAt = playing ? now : nil
        case .key(.character("q")), .key(.control("c")):
            return .quit(0)
        default:
            break
        }
        return .continue
    }

    func view(columns: Int, rows: Int) -> CellGrid {
        let elapsed = startedAt.map { now - $0 } ?? 0
        let f = (elapsed / transition.duration).truncatingRemainder(dividingBy: 1)
        return PlaygroundScreen.frame(transition: transition, timeFraction: f, columns: columns, rows: rows)
    }

    static func main() -> Int32 {
        do {
            return try TerminalRunner.run(app: StandInApp(), options: TerminalOptions(mouse: false))
        } catch {
            print(error)
            return 1
        }
    }
}
