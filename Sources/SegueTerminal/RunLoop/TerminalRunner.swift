import SegueInput
import SegueRender

/// The run loop: feeds input and clock ticks to a `TerminalApp` and draws its frames.
///
/// - Idle (`isAnimating` false): blocks in the terminal read with no timeout, so an idle app uses no
///   CPU; with a `periodicCheckInterval` it wakes up after that long without input and sends
///   `.tick(now:)`.
/// - Animating: one `.tick(now:)` and one frame per display interval (`framesPerSecond`, default
///   60), with deadlines from `FramePacer`; between frames it drains input until the deadline.
/// - Before each batch of input it sends `.tick(now:)` with the read time, then the events.
/// - After events it draws `view(columns:rows:)`; the device skips frames identical to the last.
///   Input that is already waiting when an idle read returns is handled first (each read with its
///   own tick), so a paste is drawn once, not once per key.
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
    /// Reads of waiting input, at most, handled between two frames while idle.
    static let maximumBatch = 1000

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

        /// Delivers a batch: a tick with the current time, then the events. Returns a quit status.
        func deliver(_ events: [InputEvent], now: Double) -> Int32? {
            var queue = [InputEvent.tick(now: now)] + events
            while !queue.isEmpty {
                switch app.handle(queue.removeFirst()) {
                case .continue: break
                case .repaint: device.invalidate()
                case .quit(let code): return code
                case .startRecording(let request):
                    let status = recorder.start(request, columns: device.columns, rows: device.rows)
                    tapOutput(recorder.isRecording)
                    queue.insert(.recording(status), at: 0)
                case .stopRecording:
                    tapOutput(false)
                    if let status = recorder.stop() { queue.insert(.recording(status), at: 0) }
                }
            }
            needsView = true
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
                if let code = deliver([.recording(failure)], now: clock.now()) { return code }
            }
            if app.isAnimating {
                let deadline = pacer.nextDeadline(now: clock.now())
                // Drain input until the frame's deadline (at least one non-blocking read).
                var remaining = FramePacer.milliseconds(until: deadline, from: clock.now())
                repeat {
                    let events = device.readInput(timeoutMilliseconds: remaining, wakingOn: [])
                    if !events.isEmpty, let code = deliver(events, now: clock.now()) { return code }
                    remaining = FramePacer.milliseconds(until: deadline, from: clock.now())
                } while remaining > 0
                if let code = deliver([], now: clock.now()) { return code }
            } else {
                pacer.reset()
                let interval = app.periodicCheckInterval
                let timeout = interval.map { max(0, Int(($0 * 1000).rounded(.up))) } ?? -1
                let events = device.readInput(timeoutMilliseconds: timeout, wakingOn: wakeSources)
                // An empty result without a timeout is an interrupted read (read again), or a wake
                // source became readable (deliver a tick so the app can look).
                if events.isEmpty, timeout < 0, wakeSources.isEmpty { continue }
                if let code = deliver(events, now: clock.now()) { return code }
                // Input that is already waiting (a paste, keys typed faster than frames) is handled
                // before the next frame, so a burst costs one frame rather than one per key.
                // (An animating app drains input between its frames anyway.)
                var reads = 0
                while !events.isEmpty, !app.isAnimating, reads < Self.maximumBatch {
                    let waiting = device.readInput(timeoutMilliseconds: 0, wakingOn: [])
                    if waiting.isEmpty { break }
                    if let code = deliver(waiting, now: clock.now()) { return code }
                    reads += 1
                }
            }
        }
    }
}
