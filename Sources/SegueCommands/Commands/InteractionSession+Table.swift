import Foundation
import SegueEngine
import SeguePlayground
import SegueText

/// `segue simulate`'s table rows and JSON lines of a record, from the playground's one formatter
/// of the event stream (`wording`).
extension InteractionSession.Record {
    /// The table's column headings, above `tableLine`s.
    public static let tableHeading = "     t (s)  event        progress   views  details"

    /// One row of the table: `     1.200  decision        0.400   0.400  cancel: percent(0.5), p 0.40 ≤ 0.50`.
    public var tableLine: String {
        let wording = wording
        let columns =
            time.fixed(3, width: 10) + "  " + wording.name.padding(toLength: 13, withPad: " ", startingAt: 0)
            + progress.fixed(3, width: 8) + visualProgress.fixed(3, width: 8) + "  " + wording.details
        var line = columns.replacingOccurrences(of: "-0.000", with: " 0.000")
        while line.last == " " { line.removeLast() }
        return line
    }

    /// One JSON object on one line: `{"t": 1.2, "event": "decision", "progress": 0.4, "views": 0.4,
    /// "outcome": "cancel", "policy": "percent(0.5)", "reason": "…"}`.
    public var jsonLine: String {
        let wording = wording
        let fields =
            [
                ("t", JSONText.number(time)), ("event", JSONText.quote(wording.name)),
                ("progress", JSONText.number(progress)), ("views", JSONText.number(visualProgress)),
            ] + wording.fields
        return "{" + fields.map { "\(JSONText.quote($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
