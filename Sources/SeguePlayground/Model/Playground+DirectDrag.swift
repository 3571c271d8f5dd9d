import SegueInput
import SegueEngine

/// Drag mode for presets whose operation is driven by direct manipulation (AlertTransition's
/// drag-to-dismiss): the finger moves the view itself, in both axes, by points rather than by
/// shares of a pan distance, and on release the distance rule decides (`DirectManipulation`).
/// The mouse needs nothing of its own here: a press on the view takes it, dragging moves it.
extension Playground {
    /// Points the keyboard finger moves the view per arrow press (fine and coarse).
    static let directStep = 10.0
    static let directCoarseStep = 50.0

    /// Keys while the keyboard finger holds a directly manipulated view: arrows (and h/j/k/l) move
    /// it 10 pt, with Shift 50 pt, as strokes the finger follows continuously (`KeyboardFinger`);
    /// Space, Enter or Esc lift it. Returns false for other keys.
    mutating func handleDirectFingerKey(_ key: Key) -> Bool {
        guard var keyboard = keyboardFinger else { return false }
        let fine = Self.directStep, coarse = Self.directCoarseStep
        let move: Point
        switch key {
        case .left, .character("h"): move = Point(x: -fine, y: 0)
        case .right, .character("l"): move = Point(x: fine, y: 0)
        case .up, .character("k"): move = Point(x: 0, y: -fine)
        case .down, .character("j"): move = Point(x: 0, y: fine)
        case .shiftLeft, .character("H"): move = Point(x: -coarse, y: 0)
        case .shiftRight, .character("L"): move = Point(x: coarse, y: 0)
        case .shiftUp, .character("K"): move = Point(x: 0, y: -coarse)
        case .shiftDown, .character("J"): move = Point(x: 0, y: coarse)
        case .character(" "), .enter, .escape:
            liftKeyboardFinger()
            return true
        default:
            return false
        }
        keyboard.press(move, at: time)
        keyboardFinger = keyboard
        return true
    }

    /// The log line of a direct-manipulation event: `→ dismiss: |dy| 80 > 70 pt`.
    static func describe(_ event: DirectManipulation.Event) -> String {
        switch event {
        case .dragBegan: "drag: \(event.details)"
        case .dropped: "dropped: \(event.details)"
        case .decided: "→ \(event.details)"
        }
    }

    /// The timeline's second line for a direct session: the live verdict while the view is held,
    /// else the rule.
    func directTimelineLine(_ session: InteractionSession, _ direct: DirectManipulation) -> (String, RGBColor) {
        if let verdict = session.directVerdict(at: time) {
            let offset = session.directOffset(at: time)
            let outcome = verdict.outcome == .run ? session.driver.context.operation.rawValue : verdict.outcome.rawValue
            return ("offset (\(Int(offset.x.rounded())), \(Int(offset.y.rounded()))) pt · release now → \(outcome): \(verdict.reason)",
                    verdict.outcome == .run ? Style.finish : Style.cancel)
        }
        return ("drag the view to \(session.driver.context.operation.rawValue): \(direct.rule.summary)", Style.dim)
    }

    /// The rule in the inspector's policy line.
    static func ruleText(_ direct: DirectManipulation) -> String { "direct: \(direct.rule.summary)" }
}
