extension KeyMap {
    /// The keys of drag mode, while the keyboard's finger is down (after `d`). They come before
    /// `standard`; keys they do not bind keep their standard meaning (`c` changes the policy
    /// mid-drag, `?` shows the help).
    public static let drag = KeyMap([
        KeyBinding([.right, .character("l")], .dragForward, key: "→/l", "advance 5%", "Move the finger 5 % of the pan distance the way that advances the transition, whatever the pan's direction on screen; the faster you press, the faster it moves", group: .finger, footer: true),
        KeyBinding([.left, .character("h")], .dragBackward, key: "←/h", "back 5%", "Move the finger 5 % back toward the start", group: .finger, footer: true),
        KeyBinding([.shiftRight, .character("L")], .dragForwardCoarse, key: "⇧→/L", "advance 20%", "Move the finger 20 % forward", group: .finger),
        KeyBinding([.shiftLeft, .character("H")], .dragBackwardCoarse, key: "⇧←/H", "back 20%", "Move the finger 20 % back", group: .finger),
        KeyBinding([.character(" "), .escape], .lift, key: "␣/Esc", "lift", "Lift the finger: the policy decides from where it is and how fast it moves", group: .finger, footer: true),
        KeyBinding([.enter], .finish, key: "↵", "finish", "Lift the finger and finish (a finish call: the policy is not asked)", group: .finger, footer: true),
        KeyBinding([.backspace, .character("x")], .cancel, key: "⌫/x", "cancel", "Lift the finger and cancel (a cancel call)", group: .finger, footer: true),
    ])
}
