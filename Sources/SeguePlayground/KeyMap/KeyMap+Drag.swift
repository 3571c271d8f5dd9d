extension KeyMap {
    /// The keys of drag mode, while the keyboard's finger is down (after `d`). They come before
    /// `standard`; keys they do not bind keep their standard meaning (`c` changes the policy
    /// mid-drag, `?` shows the help).
    public static let drag = KeyMap([
        KeyBinding(
            [.right, .character("l")], .dragForward, key: "→/l", "advance 5%",
            "Move the finger 5 % of the pan distance the way that advances the transition, whatever the pan's direction on screen; the faster you press, the faster it moves",
            group: .finger, footer: true),
        KeyBinding([.left, .character("h")], .dragBackward, key: "←/h", "back 5%", "Move the finger 5 % back toward the start", group: .finger, footer: true),
        KeyBinding([.shiftRight, .character("L")], .dragForwardCoarse, key: "⇧→/L", "advance 20%", "Move the finger 20 % forward", group: .finger),
        KeyBinding([.shiftLeft, .character("H")], .dragBackwardCoarse, key: "⇧←/H", "back 20%", "Move the finger 20 % back", group: .finger),
        KeyBinding(
            [.character(" "), .escape], .lift, key: "␣/Esc", "lift", "Lift the finger: the policy decides from where it is and how fast it moves",
            group: .finger, footer: true),
        KeyBinding([.enter], .finish, key: "↵", "finish", "Lift the finger and finish (a finish call: the policy is not asked)", group: .finger, footer: true),
        KeyBinding([.backspace, .character("x")], .cancel, key: "⌫/x", "cancel", "Lift the finger and cancel (a cancel call)", group: .finger, footer: true),
    ])
}

extension KeyMap {
    /// The keys of drag mode on a view that follows the finger (a drag-to-dismiss): the finger
    /// moves the view itself, in both axes, by points (`Playground.directStep`, with Shift
    /// `directCoarseStep`). Keys it does not bind keep their standard meaning.
    public static let directDrag = KeyMap([
        KeyBinding([.left, .character("h")], .dragLeft, key: "←/h", "left", "Move the view 10 pt left", group: .finger, footer: true),
        KeyBinding([.right, .character("l")], .dragRight, key: "→/l", "right", "Move the view 10 pt right", group: .finger, footer: true),
        KeyBinding([.up, .character("k")], .dragUp, key: "↑/k", "up", "Move the view 10 pt up", group: .finger, footer: true),
        KeyBinding([.down, .character("j")], .dragDown, key: "↓/j", "down", "Move the view 10 pt down", group: .finger, footer: true),
        KeyBinding([.shiftLeft, .character("H")], .dragLeftCoarse, key: "⇧←/H", "left 50", "Move the view 50 pt left", group: .finger),
        KeyBinding([.shiftRight, .character("L")], .dragRightCoarse, key: "⇧→/L", "right 50", "Move the view 50 pt right", group: .finger),
        KeyBinding([.shiftUp, .character("K")], .dragUpCoarse, key: "⇧↑/K", "up 50", "Move the view 50 pt up", group: .finger),
        KeyBinding([.shiftDown, .character("J")], .dragDownCoarse, key: "⇧↓/J", "down 50", "Move the view 50 pt down", group: .finger),
        KeyBinding(
            [.character(" "), .enter, .escape], .lift, key: "␣/↵/Esc", "lift",
            "Lift the finger: beyond the rule's distance the view completes from where it was dropped, otherwise it springs back", group: .finger, footer: true),
    ])
}
