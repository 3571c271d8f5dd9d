import SegueEngine
import SegueRender

/// The playground driven by a gesture script on a simulated clock, frame by frame: what
/// `segue record` films. The same arguments give the same frames.
///
/// Frame `k` is at clock time `k / framesPerSecond` (seconds, from 0). Before it, each scripted
/// input due by then is applied at its own time (the clock ticks to the input's time first, as
/// the terminal loop ticks before every key or mouse event); then the clock ticks to the frame's
/// time and the whole screen is drawn. Frames run through the script's end, then on until the
/// playground stops animating (the transition has completed), never past `maximumLength`.
public struct ScriptedPlayback: Sendable {
    /// What is filmed, at clock 0 before any input: one playground, or compare mode's two panes
    /// (`segue record --compare`), side by side or stacked as `CompareLayout` puts them.
    public let screen: ComparePlayground
    /// Pane A at clock 0.
    public var start: Playground { screen.panes[0] }
    /// The script's inputs for pane A, in time order.
    public var inputs: [ScriptedInput] { paneInputs[0] }
    /// The script's inputs for each pane, in time order: the same steps, each in its pane's own
    /// terms (its pan's direction and distance), so both panes see the same gesture.
    public let paneInputs: [[ScriptedInput]]
    /// When the script's last step ends, seconds.
    public let scriptEnd: Double
    public let columns: Int
    public let rows: Int
    public let framesPerSecond: Double
    /// The last frame's time is at most this, seconds.
    public let maximumLength: Double

    /// Why a script cannot be filmed.
    public enum ScriptError: Error, Hashable, Sendable {
        /// The playground has no session (its preset cannot play; the banner says why).
        case nothingToPlay
        /// Step `step` (1-based) cannot be performed.
        case step(Int, GestureSimulator.Failure)
        /// The script ends with the finger down.
        case fingerDown
        /// The script lasts this many seconds, more than `maximumLength`.
        case tooLong(Double)
    }

    /// - Parameters:
    ///   - playground: a playground whose clock has not started (it receives `.resize` and
    ///     `.tick(now: 0)` here); its session gives the finger's start point and pan.
    ///   - steps: the gesture script, performed from time 0 by a `GestureSimulator`.
    public init(playground: Playground, steps: [GestureStep], columns: Int, rows: Int, framesPerSecond: Double, maximumLength: Double) throws(ScriptError) {
        try self.init(
            screen: ComparePlayground(playground), steps: steps, columns: columns, rows: rows, framesPerSecond: framesPerSecond, maximumLength: maximumLength)
    }

    /// The same for one playground or compare mode's two panes: every pane performs the script.
    public init(screen: ComparePlayground, steps: [GestureStep], columns: Int, rows: Int, framesPerSecond: Double, maximumLength: Double) throws(ScriptError) {
        var paneInputs: [[ScriptedInput]] = []
        var end = 0.0
        for pane in screen.panes {
            guard let session = pane.session else { throw .nothingToPlay }
            var finger = GestureSimulator()
            var inputs: [ScriptedInput] = []
            for (index, step) in steps.enumerated() {
                do throws(GestureSimulator.Failure) {
                    inputs += try session.inputs(for: step, with: &finger)
                } catch {
                    throw .step(index + 1, error)
                }
            }
            if finger.isTouching { throw .fingerDown }
            guard finger.time <= maximumLength else { throw .tooLong(finger.time) }
            paneInputs.append(inputs.sorted { $0.time < $1.time })
            end = max(end, finger.time)
        }
        var start = screen
        _ = start.handle(.resize(columns: columns, rows: rows))
        _ = start.handle(.tick(now: 0))
        self.screen = start
        self.paneInputs = paneInputs
        scriptEnd = end
        self.columns = columns
        self.rows = rows
        self.framesPerSecond = framesPerSecond
        self.maximumLength = maximumLength
    }

    /// Calls `frame` with each frame's time and screen, in order; returns pane A as the last frame
    /// showed it.
    @discardableResult
    public func run(_ frame: (Double, CellGrid) -> Void) -> Playground {
        var screen = self.screen
        // Every pane's inputs in time order (pane A first at the same time).
        var pending = paneInputs.enumerated().flatMap { pane, inputs in inputs.map { (pane, $0) } }[...]
        pending.sort { $0.1.time < $1.1.time || ($0.1.time == $1.1.time && $0.0 < $1.0) }
        var index = 0
        while true {
            let now = Double(index) / framesPerSecond
            while let (pane, input) = pending.first, input.time <= now + 1e-9 {
                pending.removeFirst()
                _ = screen.handle(.tick(now: input.time))
                screen.apply(input, toPane: pane)
            }
            _ = screen.handle(.tick(now: now))
            frame(now, screen.view(columns: columns, rows: rows))
            index += 1
            let next = Double(index) / framesPerSecond
            if next > maximumLength + 1e-9 { break }
            if now >= scriptEnd - 1e-9, pending.isEmpty, !screen.isAnimating { break }
        }
        return screen.panes[0]
    }
}
