import SegueInput

/// The playground's single key map: it drives the handlers, the footer, the help screen and the
/// README's key table, and a test keeps the four in step.
public struct KeyMap: Sendable {
    public let bindings: [KeyBinding]
    /// What every key the bindings do not list does (its `keys` are empty), if anything: "any
    /// other key closes the help".
    public let otherKeys: KeyBinding?

    public init(_ bindings: [KeyBinding], otherKeys: KeyBinding? = nil) {
        self.bindings = bindings
        self.otherKeys = otherKeys
    }

    /// The action bound to `key`, or the one of `otherKeys`, if any.
    public func action(for key: Key) -> PlaygroundAction? {
        bindings.first { $0.keys.contains(key) }?.action ?? otherKeys?.action
    }

    /// The bindings as the help and the README list them: `otherKeys` last.
    public var listed: [KeyBinding] { bindings + (otherKeys.map { [$0] } ?? []) }

    public func binding(for action: PlaygroundAction) -> KeyBinding? {
        bindings.first { $0.action == action }
    }

    public var footerBindings: [KeyBinding] { bindings.filter(\.inFooter) }

    /// The README's key table, in Markdown.
    public var markdownTable: String {
        var lines = ["| Keys | Does |", "|---|---|"]
        for binding in listed {
            lines.append("| `\(binding.keyLabel)` | \(binding.description) |")
        }
        return lines.joined(separator: "\n")
    }

    public static let standard = KeyMap([
        // The texts quote the actions' steps (`PlaygroundAction.amount`).
        KeyBinding(
            [.left, .character("h")], .scrubBackward, key: "←/h", "-\(A.scrubBackward.step)%",
            "Scrub back \(A.scrubBackward.step) % (grabs a running transition)",
            group: .scrub),
        KeyBinding(
            [.right, .character("l")], .scrubForward, key: "→/l", "+\(A.scrubForward.step)%",
            "Scrub forward \(A.scrubForward.step) % (grabs a running transition)", group: .scrub, footer: true),
        KeyBinding(
            [.shiftLeft, .character("H")], .scrubBackwardCoarse, key: "⇧←/H", "-\(A.scrubBackwardCoarse.step)%",
            "Scrub back \(A.scrubBackwardCoarse.step) %", group: .scrub),
        KeyBinding(
            [.shiftRight, .character("L")], .scrubForwardCoarse, key: "⇧→/L", "+\(A.scrubForwardCoarse.step)%",
            "Scrub forward \(A.scrubForwardCoarse.step) %", group: .scrub),
        KeyBinding([.home], .scrubToStart, key: "Home", "0%", "Scrub to the start (0 %)", group: .scrub),
        KeyBinding([.end], .scrubToEnd, key: "End", "100%", "Scrub to the end (100 %)", group: .scrub),
        KeyBinding([.character(" ")], .playPause, key: "␣", "play", "Play, pause (grab) or replay", group: .play, footer: true),
        KeyBinding([.enter], .finish, key: "↵", "finish", "Finish: run to the end", group: .play),
        KeyBinding([.backspace, .character("x")], .cancel, key: "⌫/x", "cancel", "Cancel: run back to the start", group: .play),
        KeyBinding([.character("r")], .reverse, key: "r", "reverse", "Reverse: turn a running transition around, or play the other way next", group: .play),
        KeyBinding(
            [.character("d")], .startDrag, key: "d", "drag",
            "Put a simulated finger down (drag mode): → advances, ← goes back, as fast as you press; ␣ lifts it and the policy decides", group: .finger,
            footer: true),
        KeyBinding(
            [.character("f")], .flickForward, key: "f", "flick", "Flick forward: a short, fast throw (velocity beats distance)", group: .finger, footer: true),
        KeyBinding([.character("F")], .flickBackward, key: "F", "flick back", "Flick backward on a transition under way", group: .finger),
        KeyBinding(
            [.character("[")], .lowerPercentThreshold, key: "[", "p−", "Lower the policy's percent threshold by \(A.lowerPercentThreshold.step)",
            group: .thresholds),
        KeyBinding(
            [.character("]")], .raisePercentThreshold, key: "]", "p+", "Raise the policy's percent threshold by \(A.raisePercentThreshold.step)",
            group: .thresholds),
        KeyBinding(
            [.character("{")], .lowerVelocityThreshold, key: "{", "v−", "Lower the policy's velocity threshold by \(A.lowerVelocityThreshold.step) pt/s",
            group: .thresholds),
        KeyBinding(
            [.character("}")], .raiseVelocityThreshold, key: "}", "v+", "Raise the policy's velocity threshold by \(A.raiseVelocityThreshold.step) pt/s",
            group: .thresholds),
        KeyBinding([.character("c")], .cyclePolicy, key: "c", "policy", "Cycle the completion policies", group: .thresholds, footer: true),
        KeyBinding([.tab, .character("n")], .nextPreset, key: "⇥/n", "next", "Next preset", group: .presets, footer: true),
        KeyBinding([.backTab, .character("p")], .previousPreset, key: "⇧⇥/p", "previous", "Previous preset", group: .presets),
        KeyBinding([.character("/")], .openPicker, key: "/", "find", "Pick a preset: type to filter, ↑/↓ to choose, ↵ to open", group: .presets, footer: true),
        KeyBinding(
            [.character("o")], .cycleOperation, key: "o", "operation",
            "Cycle the preset's operations: present, dismiss, push, pop, tab forward, tab back", group: .presets),
        KeyBinding([.character("v")], .cycleDirection, key: "v", "direction", "Cycle the direction", group: .presets),
        KeyBinding([.character("t")], .turnDevice, key: "t", "turn", "Turn the device: portrait ↔ landscape", group: .presets),
        KeyBinding([.character("e")], .toggleEdit, key: "e", "edit", "Edit the preset live (edit mode)", group: .edit, footer: true),
        KeyBinding([.character("u")], .undo, key: "u", "undo", "Undo the last edit", group: .edit),
        KeyBinding([.character("U")], .redo, key: "U", "redo", "Redo the last undone edit", group: .edit),
        KeyBinding(
            [.character("w")], .save, key: "w", "save", "Save the edits (a built-in: a copy in the user folder, under its name or a new one)", group: .edit),
        KeyBinding(
            [.character("X")], .exportCode, key: "X", "export", "Export the preset, edits included, as a UIKit Swift file next to where w saves",
            group: .edit),
        KeyBinding([.character("+")], .faster, key: "+", "faster", "Play faster", group: .view),
        KeyBinding(
            [.character("-")], .slower, key: "-", "slower", "Play slower (down to \(PlaygroundPane.speedText(PlaybackClock.speeds[0])) slow motion)",
            group: .view),
        KeyBinding(
            [.character("=")], .toggleCompare, key: "=", "compare",
            "Compare: split into panes A and B (= again keeps A); one input drives both, each pane's policy decides", group: .view),
        KeyBinding(
            [.character("\\")], .switchPane, key: "\\", "pane",
            "Compare: switch the pane that preset, policy, threshold, operation, direction and speed keys act on", group: .view),
        KeyBinding(
            [.character("?"), .function(1)], .toggleHelp, key: "?", "help", "Show or hide this help (↑/↓ scroll it when it is taller than the screen)",
            group: .view,
            footer: true),
        KeyBinding(
            [.character("i")], .info, key: "i", "info", "Show the preset's card: what it reproduces, what is approximated, its interactions", group: .view),
        KeyBinding([.escape], .closeOverlay, key: "Esc", "close", "Close the help, the card or the picker", group: .view),
        KeyBinding([.control("l")], .redraw, key: "^L", "redraw", "Redraw the screen", group: .view),
        KeyBinding(
            [.character("R")], .toggleRecording, key: "R", "rec",
            "Record the screen as an asciicast file, both panes in compare mode (R again stops); the footer shows its name",
            group: .view),
        KeyBinding([.character("q")], .quit, key: "q", "quit", "Quit", group: .view, footer: true),
    ])
}
