import SegueEngine
import SegueInput
import SeguePlayground
import SeguePresets
import SegueRender

/// A playground on the built-in catalog, opened on `preset`, with a manual clock.
struct Harness {
    var playground: PlaygroundPane
    var clock = 0.0
    /// The latest save the playground asked for (`AppCommand.save`), not yet taken.
    var pendingSave: EditState.Save?

    init(_ preset: String = "slide-over", columns: Int = 120, rows: Int = 40, color: ColorDepth = .none, ascii: Bool = false) {
        let specs = PresetCatalog.builtIn().entries.map(\.spec)
        playground = PlaygroundPane(presets: specs, initial: preset, options: .init(render: RenderOptions(colorDepth: color, ascii: ascii)))
        _ = playground.handle(.resize(columns: columns, rows: rows))
        _ = playground.handle(.tick(now: 0))
    }

    /// Presses a key, as the run loop delivers it: a tick with the time, then the key.
    @discardableResult
    mutating func press(_ keys: Key..., after seconds: Double = 0) -> AppCommand {
        var last = AppCommand.continue
        for key in keys {
            wait(seconds)
            last = playground.handle(.key(key))
            if case .save(let save) = last { pendingSave = save }
        }
        return last
    }

    /// The save the playground asked for, taken (the shell then answers with `answer`).
    mutating func takeSave() -> EditState.Save? {
        defer { pendingSave = nil }
        return pendingSave
    }

    /// The shell's answer to a save: written, or not (`failure`).
    mutating func answer(_ save: EditState.Save, failure: EditState.SaveFailure? = nil) {
        _ = playground.handle(.saved(save, failure: failure))
    }

    mutating func type(_ text: String) {
        for c in text { press(.character(c)) }
    }

    /// Lets `seconds` of clock time pass in 60 fps ticks.
    mutating func wait(_ seconds: Double) {
        guard seconds > 0 else {
            _ = playground.handle(.tick(now: clock))
            return
        }
        let end = clock + seconds
        while clock < end - 1e-12 {
            clock = min(end, clock + 1.0 / 60)
            _ = playground.handle(.tick(now: clock))
        }
    }

    mutating func mouse(_ kind: MouseEvent.Kind, column: Int, row: Int, after seconds: Double = 0) {
        wait(seconds)
        _ = playground.handle(.mouse(MouseEvent(kind, button: .left, column: column, row: row)))
    }

    var progress: Double { playground.progress }
    var phase: PercentDrivenInteraction.Phase? { playground.session?.driver.interaction.phase }
    var logText: String { playground.log.map(\.text).joined(separator: "\n") }
    var screen: String { playground.view(columns: 120, rows: 40).trimmedText }
}
