extension KeyMap {
    /// The keys of drag mode, while the keyboard's finger is down (after `d`). They come before
    /// `standard`; keys they do not bind keep their standard meaning (`c` changes the policy
    /// mid-drag, `?` shows the help).
    public static let drag = KeyMap([
        KeyBinding(
            [.right, .character("l")], .dragForward, key: "→/l", "advance \(A.dragForward.step)%",
            "Move the finger \(A.dragForward.step) % of the pan distance the way that advances the transition, whatever the pan's direction on screen; the faster you press, the faster it moves",
            group: .finger, footer: true),
        KeyBinding(
            [.left, .character("h")], .dragBackward, key: "←/h", "back \(A.dragBackward.step)%",
            "Move the finger \(A.dragBackward.step) % back toward the start", group: .finger, footer: true),
        KeyBinding(
            [.shiftRight, .character("L")], .dragForwardCoarse, key: "⇧→/L", "advance \(A.dragForwardCoarse.step)%",
            "Move the finger \(A.dragForwardCoarse.step) % forward", group: .finger),
        KeyBinding(
            [.shiftLeft, .character("H")], .dragBackwardCoarse, key: "⇧←/H", "back \(A.dragBackwardCoarse.step)%",
            "Move the finger \(A.dragBackwardCoarse.step) % back", group: .finger),
        KeyBinding(
            [.character(" "), .escape], .lift, key: "␣/Esc", "lift", "Lift the finger: the policy decides from where it is and how fast it moves",
            group: .finger, footer: true),
        KeyBinding([.enter], .finish, key: "↵", "finish", "Lift the finger and finish (a finish call: the policy is not asked)", group: .finger, footer: true),
        KeyBinding([.backspace, .character("x")], .cancel, key: "⌫/x", "cancel", "Lift the finger and cancel (a cancel call)", group: .finger, footer: true),
    ])
}

extension KeyMap {
    /// The keys of drag mode on a view that follows the finger (a drag-to-dismiss): the finger
    /// moves the view itself, in both axes, by the points its actions carry (`DragAction.move`). Keys it does not bind keep their standard meaning.
    public static let directDrag = KeyMap([
        KeyBinding([.left, .character("h")], .dragLeft, key: "←/h", "left", "Move the view \(A.dragLeft.step) pt left", group: .finger, footer: true),
        KeyBinding([.right, .character("l")], .dragRight, key: "→/l", "right", "Move the view \(A.dragRight.step) pt right", group: .finger, footer: true),
        KeyBinding([.up, .character("k")], .dragUp, key: "↑/k", "up", "Move the view \(A.dragUp.step) pt up", group: .finger, footer: true),
        KeyBinding([.down, .character("j")], .dragDown, key: "↓/j", "down", "Move the view \(A.dragDown.step) pt down", group: .finger, footer: true),
        KeyBinding(
            [.shiftLeft, .character("H")], .dragLeftCoarse, key: "⇧←/H", "left \(A.dragLeftCoarse.step)", "Move the view \(A.dragLeftCoarse.step) pt left",
            group: .finger),
        KeyBinding(
            [.shiftRight, .character("L")], .dragRightCoarse, key: "⇧→/L", "right \(A.dragRightCoarse.step)",
            "Move the view \(A.dragRightCoarse.step) pt right", group: .finger),
        KeyBinding(
            [.shiftUp, .character("K")], .dragUpCoarse, key: "⇧↑/K", "up \(A.dragUpCoarse.step)", "Move the view \(A.dragUpCoarse.step) pt up", group: .finger),
        KeyBinding(
            [.shiftDown, .character("J")], .dragDownCoarse, key: "⇧↓/J", "down \(A.dragDownCoarse.step)", "Move the view \(A.dragDownCoarse.step) pt down",
            group: .finger),
        KeyBinding(
            [.character(" "), .enter, .escape], .lift, key: "␣/↵/Esc", "lift",
            "Lift the finger: beyond the rule's distance the view completes from where it was dropped, otherwise it springs back", group: .finger, footer: true),
    ])
}
