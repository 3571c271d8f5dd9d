import SegueInput
import SegueRender

/// The run loop: feeds input and clock ticks to a `TerminalApp` and draws its frames.
///
/// - Idle (`isAnimating` false): blocks in the terminal read with no timeout, so an idle app uses no
///   CPU; with a `periodicCheckInterval` it wakes up after that long without input and sends
///   `.tick(now:)`.
/// - Animating: one `.tick(now:)` and one frame per display interval (`framesPerSecond`, default
///   60), with deadlines from `FramePacer`; between frames it reads and handles input until the
///   deadline.
/// - Input is read ahead: everything already waiting goes into an `InputQueue` (coalesced,
///   bounded, urgent events first, stale ones dropped) before any of it is handled. The queue is
///   then handled for at most one frame's time before the next frame, so a storm is drawn once
///   per frame however much of it is queued, and a quit key typed after it is not behind it.
/// - Before the input it handles the loop sends `.tick(now:)` with the time (again whenever the
///   clock moved on by a millisecond while it handles), then each event (a repeated one through
///   `handle(_:repeated:)`), and `.inputDropped(count:)` after input was dropped.
/// - After events it draws `view(columns:rows:)`; the device skips frames identical to the last.
///
/// `.repaint` from `handle` makes the next frame repaint the whole screen. `.startRecording` and
/// `.stopRecording` start and stop a `ScreenRecorder`, which writes the bytes of every frame the
/// device showed until the stop (or the end of the loop), as the device wrote them; the app hears
/// the outcome as `.recording(status)` right away. The loop
/// ends when `handle` returns `.quit(code)` and returns that code.
public struct TerminalRunner: Sendable {
    public var framesPerSecond: Double
    public var clock: MonotonicClock
    /// What else wakes the loop while idle (see `WakeSource`).
    public var wakeSources: [WakeSource]
    /// Where and how `R` records the screen.
    public var recording: ScreenRecorder.Settings
    /// Reads of waiting input, at most, between two frames.
    static let maximumBatch = 4096
    /// Entries the input queue keeps (after coalescing); past them the oldest are dropped.
    public static let inputCapacity = 4096
    /// Seconds input may wait in the queue before it is dropped.
    public static let staleInputSeconds = 1.0

    public init(
        framesPerSecond: Double = 60, clock: MonotonicClock = .system, wakeSources: [WakeSource] = [],
        recording: ScreenRecorder.Settings = ScreenRecorder.Settings()
    ) {
        self.framesPerSecond = framesPerSecond
        self.clock = clock
        self.wakeSources = wakeSources
        self.recording = recording
    }

    /// Opens the terminal, runs `app` until it quits, and restores the terminal (also when the
    /// process is interrupted or crashes, see `Terminal`).
    ///
    /// - Returns: the exit status from `.quit(code)`.
    /// - Throws: `TerminalError` when the terminal cannot be opened (print its description and exit).
    /// - Parameters:
    ///   - wakeSources: descriptors whose readability wakes the idle loop (`WakeSource`).
    ///   - recordingDirectory: the folder `R` writes recordings to.
    public static func run<App: TerminalApp>(
        app: App, options: TerminalOptions = TerminalOptions(), framesPerSecond: Double = 60,
        wakeSources: [WakeSource] = [], recordingDirectory: String = "."
    ) throws(TerminalError) -> Int32 {
        let terminal = try Terminal(options: options)
        defer { terminal.close() }
        var app = app
        let recording = ScreenRecorder.Settings(directory: recordingDirectory, term: ScreenRecorder.Settings.environmentTerm, colorDepth: terminal.colorDepth)
        return TerminalRunner(framesPerSecond: framesPerSecond, wakeSources: wakeSources, recording: recording).run(&app, on: terminal)
    }

    /// Runs `app` on `device` until it quits; returns the exit status.
    public func run<App: TerminalApp>(_ app: inout App, on device: some TerminalDevice) -> Int32 {
        var pacer = FramePacer(framesPerSecond: framesPerSecond)
        var needsView = true
        let recorder = ScreenRecorder(settings: recording)
        defer { recorder.stop() }
        var queue = InputQueue(capacity: Self.inputCapacity, staleAfter: Self.staleInputSeconds)
        /// The last tick the app received.
        var lastTick = -Double.infinity
        /// Why the recording stopped on its own (a write failed), for the app to hear.
        var recordingFailure: ScreenRecording.Status?
        /// The recorder writes each frame's bytes as the device is about to write them.
        func tapOutput(_ recording: Bool) {
            device.outputTap =
                recording
                ? { [clock] frame, bytes in
                    if let failure = recorder.record(frame, output: bytes, at: clock.now()) { recordingFailure = failure }
                } : nil
        }
        // The app learns the terminal's size and the time before its first frame, so an idle spell
        // before the first input counts (a reload after it is stamped with its own time).
        _ = app.handle(.resize(columns: device.columns, rows: device.rows))
        _ = app.handle(.tick(now: clock.now()))

        /// Handles what an event returned, and the answers it brings (a recording's status)
        /// before anything else. Returns a quit status.
        func perform(_ command: AppCommand) -> Int32? {
            var answers: [InputEvent] = []
            var command = command
            while true {
                switch command {
                case .continue: break
                case .repaint: device.invalidate()
                case .quit(let code): return code
                case .startRecording(let request):
                    let status = recorder.start(request, columns: device.columns, rows: device.rows)
                    tapOutput(recorder.isRecording)
                    answers.insert(.recording(status), at: 0)
                case .stopRecording:
                    tapOutput(false)
                    if let status = recorder.stop() { answers.insert(.recording(status), at: 0) }
                case .save(let request):
                    // The app's shell writes files (the playground's does); the loop has none to write.
                    answers.insert(.saved(request, failure: FileSave.Failure(message: "nothing writes \(request.path) here")), at: 0)
                }
                guard !answers.isEmpty else { return nil }
                command = app.handle(answers.removeFirst())
            }
        }

        /// A tick with the time, unless the app already has this time.
        func tick(force: Bool = false) -> Int32? {
            let now = clock.now()
            guard force || now - lastTick >= 0.001 else { return nil }
            lastTick = now
            needsView = true
            return perform(app.handle(.tick(now: now)))
        }

        /// Delivers `event` (`count` times in a row) after a tick.
        func deliver(_ event: InputEvent, count: Int = 1) -> Int32? {
            if let code = tick() { return code }
            needsView = true
            return perform(count > 1 ? app.handle(event, repeated: count) : app.handle(event))
        }

        /// Reads the input waiting into the queue: one read that waits up to `timeout`
        /// milliseconds (negative: until input or a wake source), then reads that do not wait.
        /// Returns how many events were read.
        func read(timeout: Int, wakingOn sources: [WakeSource]) -> Int {
            var events = device.readInput(timeoutMilliseconds: timeout, wakingOn: sources)
            var total = 0
            var reads = 1
            while !events.isEmpty {
                let now = clock.now()
                for event in events { queue.append(event, at: now, urgent: app.isUrgent(event)) }
                total += events.count
                guard reads < Self.maximumBatch else { break }
                events = device.readInput(timeoutMilliseconds: 0, wakingOn: [])
                reads += 1
            }
            return total
        }

        /// Handles queued input until `deadline` (at least one entry): an urgent entry first, the
        /// stale ones dropped, and the app told what was dropped.
        func handleQueued(until deadline: Double) -> Int32? {
            while !queue.isEmpty {
                queue.takeUrgent()
                queue.dropStale(now: clock.now())
                if case let dropped = queue.takeDropped(), dropped > 0, let code = deliver(.inputDropped(count: dropped)) { return code }
                guard let entry = queue.popFirst() else { break }
                if let code = deliver(entry.event, count: entry.count) { return code }
                if clock.now() >= deadline { break }
            }
            return nil
        }

        while true {
            if needsView {
                let frame = app.view(columns: device.columns, rows: device.rows)
                device.draw(frame)
                needsView = false
            }
            // A frame goes out with `draw`, or later from a read when the terminal was not taking
            // output: either may have been the write that failed.
            if let failure = recordingFailure {
                recordingFailure = nil
                tapOutput(false)
                if let code = deliver(.recording(failure)) { return code }
            }
            if app.isAnimating {
                let deadline = pacer.nextDeadline(now: clock.now())
                // Read and handle input until the frame's deadline (at least one non-blocking read).
                repeat {
                    let remaining = FramePacer.milliseconds(until: deadline, from: clock.now())
                    _ = read(timeout: queue.isEmpty ? remaining : 0, wakingOn: [])
                    if let code = handleQueued(until: deadline) { return code }
                } while FramePacer.milliseconds(until: deadline, from: clock.now()) > 0
                if let code = tick(force: true) { return code }
            } else {
                pacer.reset()
                if queue.isEmpty {
                    let interval = app.periodicCheckInterval
                    let timeout = interval.map { max(0, Int(($0 * 1000).rounded(.up))) } ?? -1
                    let count = read(timeout: timeout, wakingOn: wakeSources)
                    if count == 0 {
                        // Nothing without a timeout is an interrupted read (read again), or a wake
                        // source became readable (a tick, so the app can look).
                        if timeout < 0, wakeSources.isEmpty { continue }
                        if let code = tick(force: true) { return code }
                        continue
                    }
                } else {
                    _ = read(timeout: 0, wakingOn: [])
                }
                // One frame's worth of the queue, then the frame.
                if let code = handleQueued(until: clock.now() + 1 / max(1, framesPerSecond)) { return code }
            }
        }
    }
}
