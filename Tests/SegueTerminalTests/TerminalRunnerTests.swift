import Foundation
import SegueInput
import SegueRender
import SegueTerminal
import SegueTestSupport
import Testing

/// A clock the scripted device advances; read by the runner through `MonotonicClock`.
final class ManualTime: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Double
    init(_ start: Double) { value = start }
    var now: Double {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}

/// A terminal that replays input at given times and records what the runner asked of it.
/// Reading advances the manual clock to the next input or by the whole timeout.
final class ScriptedDevice: TerminalDevice {
    let time: ManualTime
    var script: [(at: Double, events: [InputEvent])]
    var timeouts: [Int] = []
    /// The wake sources passed to each read.
    var wakeSources: [[WakeSource]] = []
    var frames: [CellGrid] = []
    /// The size; a scripted `.resize` event changes it when it is read.
    var columns = 20
    var rows = 2

    init(time: ManualTime, script: [(at: Double, events: [InputEvent])]) {
        self.time = time
        self.script = script
    }

    var invalidations = 0
    /// What the screen shows, and what a recording taps, as a terminal would: each frame's update
    /// from `ScreenEncoder`.
    private var shown: CellGrid?
    var outputTap: ((CellGrid, [UInt8]) -> Void)? {
        didSet { if outputTap != nil { shown = nil } }
    }
    func draw(_ grid: CellGrid) {
        frames.append(grid)
        var bytes: [UInt8] = []
        ScreenEncoder(colorDepth: .ansi256).update(from: shown, to: grid, into: &bytes)
        shown = grid
        if !bytes.isEmpty { outputTap?(grid, bytes) }
    }
    func invalidate() {
        invalidations += 1
        shown = nil
    }

    func readInput(timeoutMilliseconds: Int, wakingOn wakeSources: [WakeSource]) -> [InputEvent] {
        timeouts.append(timeoutMilliseconds)
        self.wakeSources.append(wakeSources)
        let limit = timeoutMilliseconds < 0 ? Double.infinity : time.now + Double(timeoutMilliseconds) / 1000
        if let next = script.first, next.at <= limit {
            script.removeFirst()
            time.now = max(time.now, next.at)
            for case .resize(let columns, let rows) in next.events { (self.columns, self.rows) = (columns, rows) }
            return next.events
        }
        guard limit.isFinite else {
            Issue.record("the runner blocked with no input left in the script")
            return [.key(.character("q"))]
        }
        time.now = limit
        return []
    }
}

/// Records every event; `a` animates for `animationLength` seconds, `q` quits with 3, `R` starts
/// and stops a recording.
struct ScriptedApp: TerminalApp {
    var events: [InputEvent] = []
    var now = 0.0
    var animationEnd: Double?
    var animationLength = 0.05
    var periodicCheckInterval: Double?
    var recordingFile: String?

    mutating func handle(_ event: InputEvent) -> AppCommand {
        events.append(event)
        switch event {
        case .tick(let t):
            now = t
            if let end = animationEnd, t >= end { animationEnd = nil }
        case .key(.character("a")): animationEnd = now + animationLength
        case .key(.character("q")): return .quit(3)
        case .key(.control("l")): return .repaint
        case .key(.character("R")):
            return recordingFile == nil ? .startRecording(ScreenRecording.Request(name: "test app", title: "Test")) : .stopRecording
        case .recording(.started(let file)): recordingFile = file
        case .recording: recordingFile = nil
        default: break
        }
        return .continue
    }

    var isAnimating: Bool { animationEnd != nil }

    func view(columns: Int, rows: Int) -> CellGrid {
        var grid = CellGrid(width: columns, height: rows)
        grid.put("events \(events.count)", x: 0, y: 0)
        return grid
    }
}

@Suite("Terminal run loop")
struct TerminalRunnerTests {
    private func run(_ app: inout ScriptedApp, script: [(at: Double, events: [InputEvent])], start: Double = 100, wakeSources: [WakeSource] = []) -> (
        Int32, ScriptedDevice
    ) {
        let time = ManualTime(start)
        let device = ScriptedDevice(time: time, script: script)
        let runner = TerminalRunner(framesPerSecond: 50, clock: MonotonicClock { time.now }, wakeSources: wakeSources)
        let code = runner.run(&app, on: device)
        return (code, device)
    }

    @Test("idle: blocks in the read, ticks before each input, draws after it, returns the quit code")
    func idle() {
        var app = ScriptedApp()
        let (code, device) = run(&app, script: [(101, [.key(.right)]), (105, [.resize(columns: 30, rows: 5)]), (107, [.key(.character("q"))])])
        #expect(code == 3)
        // After each blocking read, one look (timeout 0) for input that is already waiting.
        #expect(device.timeouts == [-1, 0, -1, 0, -1, 0])
        #expect(
            app.events == [
                .resize(columns: 20, rows: 2), .tick(now: 100), .tick(now: 101), .key(.right), .tick(now: 105), .resize(columns: 30, rows: 5), .tick(now: 107),
                .key(.character("q")),
            ])
        #expect(device.frames.count == 3)  // the first frame and one after each handled batch
    }

    @Test("idle: input that is already waiting (a paste) is read ahead and handled after one tick, before one frame")
    func paste() {
        var app = ScriptedApp()
        let (code, device) = run(
            &app, script: [(101, [.key(.character("x"))]), (101, [.key(.character("y"))]), (101, [.key(.character("z"))]), (105, [.key(.character("q"))])])
        #expect(code == 3)
        #expect(
            app.events == [
                .resize(columns: 20, rows: 2), .tick(now: 100), .tick(now: 101), .key(.character("x")), .key(.character("y")),
                .key(.character("z")), .tick(now: 105), .key(.character("q")),
            ])
        #expect(device.frames.count == 2)  // the first frame and one for the whole paste
    }

    @Test("animating: one tick per frame at the frame rate, then back to blocking")
    func animating() {
        var app = ScriptedApp()
        let (code, device) = run(&app, script: [(100, [.key(.character("a"))]), (101, [.key(.character("q"))])])
        #expect(code == 3)
        let ticks = app.events.compactMap { if case .tick(let t) = $0 { t } else { nil } }
        // Tick at the start and at the key (100), then frames every 20 ms until 0.05 s have passed:
        // 100.02, .04, .06.
        #expect(ticks.count == 6)
        let expected = [100, 100, 100.02, 100.04, 100.06, 101]
        #expect(zip(ticks, expected).allSatisfy { isClose($0, $1, tolerance: 1e-6) }, "\(ticks)")
        // Blocking reads while idle, each followed by one that does not wait (is more waiting?),
        // and a read until each frame's deadline while animating.
        #expect(device.timeouts == [-1, 0, 20, 20, 20, -1, 0])
    }

    @Test("input during an animation is delivered between frames with its own tick")
    func inputWhileAnimating() {
        var app = ScriptedApp()
        app.animationLength = 0.1
        let (_, device) = run(&app, script: [(100, [.key(.character("a"))]), (100.03, [.key(.left)]), (100.5, [.key(.character("q"))])])
        let index = app.events.firstIndex(of: .key(.left))
        #expect(index != nil)
        if let index { #expect(app.events[index - 1] == .tick(now: 100.03)) }
        #expect(device.timeouts.contains(10))  // the rest of the frame after the key at 100.03
    }

    @Test("a repaint command invalidates the screen before the next frame")
    func repaint() {
        var app = ScriptedApp()
        let (_, device) = run(&app, script: [(101, [.key(.control("l"))]), (102, [.key(.character("q"))])])
        #expect(device.invalidations == 1)
        #expect(device.frames.count == 2)
    }

    @Test("periodic check: idle reads time out after the interval and send a tick")
    func periodicCheck() {
        var app = ScriptedApp()
        app.periodicCheckInterval = 0.5
        let (_, device) = run(&app, script: [(101.2, [.key(.character("q"))])])
        #expect(device.timeouts == [500, 500, 500, 0])
        #expect(app.events == [.resize(columns: 20, rows: 2), .tick(now: 100), .tick(now: 100.5), .tick(now: 101), .tick(now: 101.2), .key(.character("q"))])
    }

    @Test("wake sources: the idle read waits on them too, and a wake with no input delivers a tick")
    func wakeSources() {
        var app = ScriptedApp()
        let source = WakeSource(readable: 7)
        // At 102 the source becomes readable: the read returns nothing before any timeout.
        let (_, device) = run(&app, script: [(102, []), (103, [.key(.character("q"))])], wakeSources: [source])
        #expect(app.events == [.resize(columns: 20, rows: 2), .tick(now: 100), .tick(now: 102), .tick(now: 103), .key(.character("q"))])
        #expect(device.timeouts == [-1, -1, 0])
        #expect(device.wakeSources == [[source], [source], []])
    }

    @Test("without wake sources an empty idle read is an interrupted read: no tick, read again")
    func noWakeSources() {
        var app = ScriptedApp()
        let (_, device) = run(&app, script: [(102, []), (103, [.key(.character("q"))])])
        #expect(app.events == [.resize(columns: 20, rows: 2), .tick(now: 100), .tick(now: 103), .key(.character("q"))])
        #expect(device.wakeSources == [[], [], []])
    }
}
