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
    public let screen: Playground
    /// Pane A at clock 0.
    public var start: PlaygroundPane { screen.panes[0] }
    /// The script's inputs for pane A, in time order.
    public var inputs: [ScriptedInput] { script.inputs(pane: 0) }
    /// The script's inputs for each pane, in time order: the same steps, each in its pane's own
    /// terms (its pan's direction and distance), so both panes see the same gesture.
    public var paneInputs: [[ScriptedInput]] { screen.panes.indices.map { script.inputs(pane: $0) } }
    /// The script as every pane performs it.
    public let script: ScriptRun
    /// When the script's last step ends, seconds.
    public let scriptEnd: Double
    public let columns: Int
    public let rows: Int
    public let framesPerSecond: Double
    /// The last frame's time is at most this, seconds.
    public let maximumLength: Double

    /// - Parameters:
    ///   - playground: a playground whose clock has not started (it receives `.resize` and
    ///     `.tick(now: 0)` here); its session gives the finger's start point and pan.
    ///   - steps: the gesture script, performed from time 0 by a `GestureSimulator`.
    public init(
        playground: PlaygroundPane, steps: [GestureStep], columns: Int, rows: Int, framesPerSecond: Double, maximumLength: Double
    ) throws(InteractionSession.ScriptFailure) {
        try self.init(
            screen: Playground(playground), steps: steps, columns: columns, rows: rows, framesPerSecond: framesPerSecond, maximumLength: maximumLength)
    }

    /// The same for one playground or compare mode's two panes: every pane performs the script.
    public init(
        screen: Playground, steps: [GestureStep], columns: Int, rows: Int, framesPerSecond: Double, maximumLength: Double
    ) throws(InteractionSession.ScriptFailure) {
        var sessions: [InteractionSession] = []
        for pane in screen.panes {
            guard let session = pane.session else { throw .nothingToPlay }
            sessions.append(session)
        }
        let script = try ScriptRun(steps, on: sessions, maximumLength: maximumLength)
        var start = screen
        _ = start.handle(.resize(columns: columns, rows: rows))
        _ = start.handle(.tick(now: 0))
        self.screen = start
        self.script = script
        scriptEnd = script.end
        self.columns = columns
        self.rows = rows
        self.framesPerSecond = framesPerSecond
        self.maximumLength = maximumLength
    }

    /// Calls `frame` with each frame's time and screen, in order; returns pane A as the last frame
    /// showed it.
    @discardableResult
    public func run(_ frame: (Double, CellGrid) -> Void) -> PlaygroundPane {
        var screen = Screen(playground: self.screen)
        script.perform(on: &screen, framesPerSecond: framesPerSecond, maximumLength: maximumLength) { screen, now in
            frame(now, screen.playground.view(columns: columns, rows: rows))
        }
        return screen.playground.panes[0]
    }
}

/// The screen performing a script: the clock ticks to each input's time first, as the terminal
/// loop ticks before every key or mouse event.
private struct Screen: ScriptTarget {
    var playground: Playground

    mutating func moveClock(to time: Double) { _ = playground.handle(.tick(now: time)) }

    mutating func apply(_ input: ScriptedInput, pane: Int) {
        moveClock(to: input.time)
        playground.apply(input, toPane: pane)
    }

    var isSettled: Bool { !playground.isAnimating }
}
