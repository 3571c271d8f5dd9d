import Foundation
import SegueEngine
import SegueText

/// The one formatter of the event stream: every way Segue shows a record — the playground's
/// Events panel (`text` and `tone`), `segue simulate`'s table (`tableLine`) and its JSON lines
/// (`jsonLine`, both in SegueCommands) — comes from the single switch in `wording`, here in the
/// lowest target that shows records.
extension InteractionSession.Record {
    /// An event's words and fields, decided together.
    package struct Wording {
        /// The event's name in the table and in JSON (`decision`, `finish-called`, `drag-began`).
        package var name: String
        /// The table's details column.
        package var details: String
        /// The Events panel's line, without the time.
        package var text: String
        package var tone: InteractionSession.Event.Tone = .plain
        /// JSON members after t, event, progress and views, values already JSON text.
        package var fields: [(String, String)] = []
    }

    package var wording: Wording {
        let p = Self.percentText(progress)
        switch event {
        case .began(let interactive):
            return Wording(
                name: "began", details: interactive ? "interactive" : "not interactive (play)",
                text: interactive ? "began interactively" : "began (played)", fields: [("interactive", interactive ? "true" : "false")])
        case .grabbed:
            return Wording(name: "grabbed", details: "", text: "grabbed at \(p)")
        case .released(let velocity):
            return Wording(
                name: "released", details: "velocity \(velocity.fixed(1)) pt/s",
                text: "released at \(p), v \(Int(saturating: velocity.rounded())) pt/s", fields: [("velocity", JSONText.number(velocity))])
        case .decision(let decision, let policy):
            return Wording(
                name: "decision", details: "\(decision.outcome.rawValue): \(policy), \(decision.reason)",
                text: "→ \(decision.outcome.rawValue): \(decision.reason)", tone: decision.finishes ? .finish : .cancel,
                fields: [
                    ("outcome", JSONText.quote(decision.outcome.rawValue)), ("by", JSONText.quote("policy")),
                    ("policy", JSONText.quote(policy.description)), ("reason", JSONText.quote(decision.reason)),
                ])
        case .codeDecision(let finishes, let reason):
            let outcome = finishes ? CompletionDecision.Outcome.finish : .cancel
            return Wording(
                name: "decision", details: "your code: \(outcome.rawValue), \(reason)", text: "your code: \(outcome.rawValue)",
                tone: finishes ? .finish : .cancel,
                fields: [("outcome", JSONText.quote(outcome.rawValue)), ("by", JSONText.quote("code")), ("reason", JSONText.quote(reason))])
        case .policyWould(let decision, let policy):
            return Wording(
                name: "decision", details: "\(policy) would: \(decision.outcome.rawValue), \(decision.reason)",
                text: "\(policy) would: \(decision.outcome.rawValue)",
                fields: [
                    ("outcome", JSONText.quote(decision.outcome.rawValue)), ("by", JSONText.quote("policy")),
                    ("policy", JSONText.quote(policy.description)), ("reason", JSONText.quote(decision.reason)),
                ])
        case .hang(let finding):
            return Wording(name: "hang", details: finding, text: finding, tone: .cancel, fields: [("finding", JSONText.quote(finding))])
        case .finishCalled:
            return Wording(name: "finish-called", details: "", text: "finish called at \(p)")
        case .cancelCalled:
            return Wording(name: "cancel-called", details: "", text: "cancel called at \(p)")
        case .reversed(let position):
            let way = position == .start ? "back to the start" : "on to the end"
            return Wording(
                name: "reversed", details: "runs \(way)", text: "reversed at \(p): runs \(way)", fields: [("toward", JSONText.quote(position.rawValue))])
        case .completed(let position):
            return Wording(
                name: "completed", details: "at \(position.rawValue)", text: "completed at \(position.rawValue)",
                fields: [("position", JSONText.quote(position.rawValue))])
        case .ignored(let reason):
            return Wording(name: "ignored", details: reason, text: "touch ignored: \(reason)", fields: [("reason", JSONText.quote(reason))])
        case .scroll(let scroll):
            return Self.wording(scroll, at: time)
        case .direct(let direct):
            switch direct {
            case .dragBegan(let view):
                return Wording(name: "drag-began", details: direct.details, text: "drag: \(direct.details)", fields: [("view", JSONText.quote(view))])
            case .dropped(let offset, let velocity):
                return Wording(
                    name: "dropped", details: direct.details, text: "dropped: \(direct.details)",
                    fields: [
                        ("dx", JSONText.number(offset.x)), ("dy", JSONText.number(offset.y)),
                        ("vx", JSONText.number(velocity.x)), ("vy", JSONText.number(velocity.y)),
                    ])
            case .decided(let decision, let operation):
                let outcome = decision.outcome == .run ? operation.rawValue : decision.outcome.rawValue
                return Wording(
                    name: "decision", details: direct.details, text: "→ \(direct.details)", tone: decision.outcome == .run ? .finish : .cancel,
                    fields: [
                        ("outcome", JSONText.quote(outcome)), ("by", JSONText.quote("policy")), ("rule", JSONText.quote("direct")),
                        ("reason", JSONText.quote(decision.reason)),
                    ])
            }
        }
    }

    /// A step of the arbitration: `edge pan refused: touch at x 64 > edge zone 20 pt`, `carousel
    /// won: |dx| 14 > |dy| 3 within 10 pt`, `scroll consumed 120 pt`, `hand-off to dismiss at t
    /// 0.21 s, offset 0`.
    static func wording(_ event: ScrollEvent, at time: Double) -> Wording {
        func pt(_ x: Double) -> String { x.shortestDescription(decimals: 1) }
        switch event {
        case .refused(let distance, let axis, let zone):
            let text = "edge pan refused: touch at \(axis) \(pt(distance)) \(distance > zone ? ">" : "≥") edge zone \(pt(zone)) pt"
            return Wording(
                name: "refused", details: text, text: text, fields: [("distance", JSONText.number(distance)), ("edgeZone", JSONText.number(zone))])
        case .won(let winner, let dx, let dy, let horizontal, let within):
            let comparison = horizontal ? "|dx| \(pt(dx)) > |dy| \(pt(dy))" : "|dy| \(pt(dy)) ≥ |dx| \(pt(dx))"
            let text = "\(winner) won: \(comparison) within \(pt(within)) pt"
            return Wording(
                name: "won", details: text, text: text,
                fields: [("winner", JSONText.quote(winner)), ("dx", JSONText.number(dx)), ("dy", JSONText.number(dy))])
        case .consumed(let id, let points):
            let text = "scroll consumed \(pt(points)) pt"
            return Wording(
                name: "scrolled", details: "\(id): \(text)", text: text, fields: [("view", JSONText.quote(id)), ("points", JSONText.number(points))])
        case .handOff(let offset):
            let text = "hand-off to dismiss at t \(time.shortestDescription(decimals: 2)) s, offset \(pt(offset))"
            return Wording(name: "hand-off", details: text, text: text, tone: .finish, fields: [("offset", JSONText.number(offset))])
        case .handBack(let offset):
            let text = "hand-back to scroll at t \(time.shortestDescription(decimals: 2)) s, offset \(pt(offset))"
            return Wording(name: "hand-back", details: text, text: text, tone: .cancel, fields: [("offset", JSONText.number(offset))])
        case .coasted(let id, let offset, let velocity, let target):
            let text = "\(id) let go at offset \(pt(offset)), v \(pt(velocity)) pt/s: comes to rest at \(pt(target))"
            return Wording(
                name: "coast", details: text, text: text,
                fields: [
                    ("view", JSONText.quote(id)), ("offset", JSONText.number(offset)), ("velocity", JSONText.number(velocity)),
                    ("target", JSONText.number(target)),
                ])
        }
    }

    /// The event's name, as the table and JSON call it (`began`, `decision`, `ignored`, …).
    public var name: String { wording.name }

    /// The Events panel's line, without the time: `→ finish: p 0.62 > 0.50`.
    public var text: String { wording.text }

    /// Whether a log shows the line as a verdict to finish or to cancel.
    public var tone: InteractionSession.Event.Tone { wording.tone }

    /// A fraction as a whole percent (`40 %`), `–` when not finite.
    static func percentText(_ p: Double) -> String {
        guard p.isFinite else { return "–" }
        return "\(Int(saturating: (p * 100).rounded())) %"
    }
}

extension InteractionSession.Event {
    /// How a log shows an event: a verdict to finish (or run the operation) or to cancel (or
    /// spring back), or plain.
    public enum Tone: Hashable, Sendable { case plain, finish, cancel }
}
