import Foundation
import SegueEngine
import SeguePlayground
import SeguePresets
import SegueTerminal
import SegueText

/// The README's table of limits, made from the constants the code checks, so that the page and
/// the bounds cannot drift (`ReadmeLimitsTableTests` compares the README with `markdown`).
public enum LimitsTable {
    /// What is bounded, and the bound in words with its numbers from the code.
    public static var rows: [(what: String, bound: String)] {
        [
            (
                "preset file size",
                "\(Limits.presetFileBytes >> 20) MiB (larger files are not read; devices, FIFOs and `/dev/stdin` are refused, also when swapped in while read)"
            ),
            ("JSON nesting", "\(Limits.jsonDepth) levels of objects and arrays; numbers within ±\(power(Limits.jsonMagnitude))"),
            (
                "length expression",
                "\(grouped(Limits.expressionCharacters)) characters, \(Limits.expressionDepth) levels of parentheses, signs or `sqrt`; numbers within ±\(power(Limits.expressionMagnitude))"
            ),
            ("curve or policy spec", "\(grouped(Limits.specCharacters)) characters"),
            (
                "gesture script",
                "\(grouped(Limits.scriptCharacters)) characters, \(grouped(Limits.scriptSteps)) steps, \(seconds(Limits.scriptSeconds)) of waits and drags together"
            ),
            ("transition duration", "\(seconds(Limits.transitionSeconds)) (a preset's `duration`, `simulate --duration`)"),
            ("simulated time after the script", "\(seconds(Limits.runOnSeconds)) (then `simulate` reports that the transition did not complete)"),
            ("spring settling time", "\(seconds(Limits.springSettlingSeconds)) (an undamped spring is refused)"),
            ("spring initial velocity", "±\(grouped(Int(Limits.springInitialVelocity))) distances per second"),
            ("perspective", "0 (flat), or 1 to \(grouped(Int(PresetFormat.maximumPerspective))) pt"),
            ("cubic-bezier y1, y2", "clamped to ±\(power(Limits.bezierControlY))"),
            (
                "`simulate --container`",
                "\(Int(Limits.containerPoints.lowerBound)) to \(grouped(Int(Limits.containerPoints.upperBound))) pt per side"
            ),
            ("`render` size", "\(grouped(Limits.renderSide)) × \(grouped(Limits.renderSide)) cells"),
            ("`curve --samples`", "\(grouped(Limits.curveSamples)) (about 0.2 s)"),
            ("a bad value quoted in an error", "\(Limits.quotedCharacters) characters, ending in `…`"),
            (
                "input queued in the playground",
                "\(grouped(TerminalRunner.inputCapacity)) entries after coalescing; input that waited over \(seconds(InputQueue.defaultStaleAfter)) is dropped (the log says how much)"
            ),
            (
                "a save-as name",
                "\(PlaygroundPane.nameBytes) bytes (\(PlaygroundPane.nameBytes + 5) with `.json`); letters, digits and `-`"
            ),
            ("the picker's filter", "\(PlaygroundPane.pickerFilterCharacters) characters"),
        ]
    }

    /// The table in Markdown, heading and rows.
    public static var markdown: String {
        (["| What | Bound |", "|---|---|"] + rows.map { "| \($0.what) | \($0.bound) |" }).joined(separator: "\n")
    }

    /// `1,000`: thousands grouped with commas, as the README writes counts.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return (value < 0 ? "-" : "") + out
    }

    /// `1e12` for a power of ten.
    static func power(_ value: Double) -> String {
        let exponent = Int(log10(value).rounded())
        return "1e\(exponent)"
    }

    /// `60 s`.
    static func seconds(_ value: Double) -> String { "\(value.shortestDescription) s" }
}
