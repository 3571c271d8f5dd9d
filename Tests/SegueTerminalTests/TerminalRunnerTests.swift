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
    /// The events that came repeated, with their counts (`handle(_:repeated:)`).
    var repeated: [(InputEvent, Int)] = []
    /// When set, each key costs this many seconds of the manual clock (a slow app).
    var keyCost: (seconds: Double, time: ManualTime)?
    /// Whether `q` is urgent (`isUrgent`).
    var urgentQuit = false
    var now = 0.0
    var animationEnd: Double?
    var animationLength = 0.05
    var periodicCheckInterval: Double?
    var recordingFile: String?

    mutating func handle(_ event: InputEvent, repeated count: Int) -> AppCommand {
        repeated.append((event, count))
        return handle(event)
    }

    func isUrgent(_ event: InputEvent) -> Bool { urgentQuit && event == .key(.character("q")) }

    mutating func handle(_ event: InputEvent) -> AppCommand {
        events.append(event)
        if case .key = event, let keyCost { keyCost.time.now += keyCost.seconds }
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

    // MARK: Storms (counted, never timed)

    /// Keys that alternate (so none coalesce), `count` of them: `first` and `second`.
    static func alternating(_ count: Int, _ first: Character = "a", _ second: Character = "b") -> [InputEvent] {
        (0..<count).map { .key(.character($0 % 2 == 0 ? first : second)) }
    }

    @Test("80,000 of one key and q in one read: one entry handled once with its count, then q; one frame for all of it")
    func repeatedKeys() {
        var app = ScriptedApp()
        let storm = [InputEvent](repeating: .key(.character("x")), count: 80_000) + [.key(.character("q"))]
        let (code, device) = run(&app, script: [(101, storm)])
        #expect(code == 3)
        #expect(app.repeated.count == 1 && app.repeated.first?.1 == 80_000)
        #expect(app.events.filter { $0 == .key(.character("x")) }.count == 1, "handled once, through handle(_:repeated:)")
        #expect(device.frames.count == 1, "the first frame only: q quit before the next")
    }

    @Test("a storm of 1,000 resizes and drags: the app sees the last size and the last drag position")
    func resizesAndDrags() {
        var app = ScriptedApp()
        var storm: [InputEvent] = (1...1000).map { .resize(columns: 20 + $0 % 50, rows: 2 + $0 % 9) }
        storm += (0..<500).map { .mouse(MouseEvent(.drag, button: .left, column: $0 % 80, row: 1)) }
        let (_, device) = run(&app, script: [(101, storm), (102, [.key(.character("q"))])])
        #expect(app.events.filter { if case .resize = $0 { true } else { false } }.count == 2, "the start's, and the storm's last")
        #expect(app.events.contains(.resize(columns: 20 + 1000 % 50, rows: 2 + 1000 % 9)))
        #expect(app.events.filter { if case .mouse = $0 { true } else { false } } == [.mouse(MouseEvent(.drag, button: .left, column: 499 % 80, row: 1))])
        #expect(device.frames.count == 2)
    }

    @Test("q read behind 10,000 keys is handled next: what was queued before it is dropped and reported, none of it handled")
    func quitAheadOfBacklog() {
        var app = ScriptedApp()
        app.urgentQuit = true
        let (code, _) = run(&app, script: [(101, Self.alternating(10_000) + [.key(.character("q"))])])
        #expect(code == 3)
        #expect(app.events.filter { if case .key(.character(let c)) = $0 { c != "q" } else { false } }.isEmpty)
        #expect(app.events.contains(.inputDropped(count: 10_000)))
    }

    @Test("a slow app under a storm: what waited over a second is dropped and reported, and a key after the storm is handled at once")
    func staleInput() {
        let time = ManualTime(100)
        var app = ScriptedApp()
        // Each key costs 10 ms: 1,000 keys would take 10 s.
        app.keyCost = (0.01, time)
        let device = ScriptedDevice(time: time, script: [(101, Self.alternating(1000)), (120, [.key(.right)]), (121, [.key(.character("q"))])])
        _ = TerminalRunner(framesPerSecond: 50, clock: MonotonicClock { time.now }, recording: .init()).run(&app, on: device)
        let handled = app.events.filter { if case .key(.character(let c)) = $0 { c == "a" || c == "b" } else { false } }.count
        let dropped = app.events.compactMap { if case .inputDropped(let count) = $0 { count } else { nil } }.reduce(0, +)
        #expect(handled + dropped == 1000)
        // One second's worth is handled (100 keys at 10 ms), and the one that finds itself late.
        #expect(handled <= 102 && handled >= 100, "\(handled) handled")
        // The → read at 120 is handled right after its own tick.
        let right = app.events.firstIndex(of: .key(.right))
        #expect(right.map { app.events[$0 - 1] } == .tick(now: 120))
    }

    @Test("while animating, a storm is drawn at most once per frame")
    func oneFramePerFrame() {
        let time = ManualTime(100)
        var app = ScriptedApp()
        app.animationLength = 1
        app.keyCost = (0.001, time)
        var script: [(at: Double, events: [InputEvent])] = [(100, [.key(.character("a"))])]
        for k in 1...40 { script.append((100 + Double(k) * 0.02, Self.alternating(200, "c", "d"))) }
        script.append((110, [.key(.character("q"))]))
        let device = ScriptedDevice(time: time, script: script)
        _ = TerminalRunner(framesPerSecond: 50, clock: MonotonicClock { time.now }, recording: .init()).run(&app, on: device)
        let drawnBefore110 = device.frames.count
        // The animation's second and the backlog handled after it, at most one frame per 20 ms of
        // the clock: the storms (8,000 keys at 1 ms each) add no frames of their own.
        let ticks: [Double] = app.events.compactMap { if case .tick(let t) = $0, t < 110 { t } else { nil } }
        let busy = (ticks.max() ?? 100) - 100
        #expect(Double(drawnBefore110) <= busy * 50 + 3, "\(drawnBefore110) frames in \(busy) s")
    }
}

@Suite("Input queue")
struct InputQueueTests {
    @Test("bounded: past its capacity the oldest go (the newest kept), counted; emptied, its storage goes back")
    func bounded() {
        var queue = InputQueue(capacity: 100, staleAfter: 1)
        for k in 0..<100_000 { queue.append(.key(.character(k % 2 == 0 ? "a" : "b")), at: 0) }
        queue.append(.key(.character("q")), at: 0)
        #expect(queue.count == 100)
        #expect(queue.takeDropped() == 99_901)
        var last: InputEvent?
        while let entry = queue.popFirst() { last = entry.event }
        #expect(last == .key(.character("q")))
        #expect(queue.isEmpty && queue.storageCapacity <= 256)
    }

    @Test("coalescing: a repeated key counts, the last resize and the last drag win, an urgent key never merges")
    func coalescing() {
        var queue = InputQueue()
        for _ in 0..<5 { queue.append(.key(.right), at: 0) }
        queue.append(.resize(columns: 10, rows: 10), at: 0)
        queue.append(.mouse(MouseEvent(.drag, button: .left, column: 1, row: 1)), at: 0)
        queue.append(.mouse(MouseEvent(.drag, button: .left, column: 2, row: 1)), at: 0)
        queue.append(.resize(columns: 30, rows: 12), at: 0)
        queue.append(.key(.character("q")), at: 0, urgent: true)
        queue.append(.key(.character("q")), at: 0, urgent: true)
        #expect(queue.coalesced == 6)
        let entries = (0..<queue.count).compactMap { _ in queue.popFirst() }.map { "\($0.event) ×\($0.count)" }
        #expect(
            entries == [
                "key(SegueInput.Key.right) ×5",
                "mouse(SegueInput.MouseEvent(kind: SegueInput.MouseEvent.Kind.drag, button: SegueInput.MouseEvent.Button.left, column: 2, row: 1)) ×2",
                "resize(columns: 30, rows: 12) ×1", "key(SegueInput.Key.character(\"q\")) ×1", "key(SegueInput.Key.character(\"q\")) ×1",
            ], "\(entries)")
    }

    @Test("stale: entries read more than a second ago are dropped, counted; an urgent one is not")
    func stale() {
        var queue = InputQueue(capacity: 100, staleAfter: 1)
        queue.append(.key(.left), at: 0)
        queue.append(.key(.character("q")), at: 0, urgent: true)
        queue.append(.key(.right), at: 0.5)
        #expect(queue.dropStale(now: 1.2) == 1)
        #expect(queue.popFirst()?.event == .key(.character("q")))
        #expect(queue.dropStale(now: 1.4) == 0 && queue.count == 1)
    }
}
