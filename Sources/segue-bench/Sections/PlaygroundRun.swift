import SegueEngine
import SegueInput
import SeguePlayground
import SegueRender

/// The real playground playing a preset, as `segue play` runs it: a `PlaygroundPane` on the built-in
/// catalog opened on the preset, told the terminal size, then Space at clock 0; after that one
/// `.tick(now:)` and one `view(columns:rows:)` per 60 fps frame until the transition completes.
///
/// With `compare`, the playground is in compare mode: pane B is the same preset under
/// `comparePolicy`, and both panes play (Space drives both).
///
/// Deterministic (time is an argument), so the terminal section's child process and the bench
/// compute the same frames.
struct PlaygroundRun {
    let columns: Int
    let rows: Int
    /// Clock times of the frames, seconds: 0 (just after Space), 1/60, … up to the first frame at
    /// which the transition is no longer animating.
    let times: [Double]
    /// `states[i]` is the playground just before its tick at `times[i]`.
    let states: [Playground]

    static let framesPerSecond = 60.0

    /// Pane B's policy in compare mode.
    static let comparePolicy = try! CompletionPolicy(parsing: "flick(1/3, 1200)")

    /// - Parameters:
    ///   - preset: the entry to open: a preset's name, or a coded transition's in `codedTransitions`.
    ///   - codedTransitions: transitions written in Swift (or captured from UIKit code), listed after the presets.
    init(
        preset: String, codedTransitions: [any Transition] = [], columns: Int, rows: Int, colorDepth: ColorDepth = .truecolor,
        compare: Bool = false
    ) {
        self.columns = columns
        self.rows = rows
        let single = PlaygroundPane(
            presets: BenchPreset.catalog.entries.map(\.spec), codedTransitions: codedTransitions, initial: preset,
            options: .init(render: RenderOptions(colorDepth: colorDepth)))
        var playground = Playground(single, compare: nil, policy: compare ? Self.comparePolicy : nil)
        _ = playground.handle(.resize(columns: columns, rows: rows))
        _ = playground.handle(.tick(now: 0))
        _ = playground.handle(.key(.character(" ")))
        var times: [Double] = []
        var states: [Playground] = []
        var frame = 0
        repeat {
            let now = Double(frame) / Self.framesPerSecond
            times.append(now)
            states.append(playground)
            _ = playground.handle(.tick(now: now))
            frame += 1
        } while playground.isAnimating && frame < 600
        self.times = times
        self.states = states
    }

    /// Frame `i`: the tick at `times[i]`, then the view.
    func frame(_ i: Int) -> CellGrid {
        var playground = states[i]
        _ = playground.handle(.tick(now: times[i]))
        return playground.view(columns: columns, rows: rows)
    }
}
