extension KeyMap {
    /// The keys of edit mode, while the inspector is the editor (after `e`). They come before
    /// `standard`; keys they do not bind keep their standard meaning (h/l scrub, ␣ plays, u undoes,
    /// w saves).
    public static let edit = KeyMap([
        KeyBinding([.up], .editPreviousField, key: "↑", "field", "Select the field above", group: .edit, footer: true),
        KeyBinding([.down], .editNextField, key: "↓", "field", "Select the field below", group: .edit),
        KeyBinding([.right], .editIncrease, key: "→", "+", "Increase the value (the next timing form)", group: .edit, footer: true),
        KeyBinding([.left], .editDecrease, key: "←", "−", "Decrease the value (the previous form)", group: .edit, footer: true),
        KeyBinding([.shiftRight], .editIncreaseCoarse, key: "⇧→", "++", "Increase the value a big step (five to ten small ones)", group: .edit),
        KeyBinding([.shiftLeft], .editDecreaseCoarse, key: "⇧←", "−−", "Decrease the value a big step (five to ten small ones)", group: .edit),
        KeyBinding(
            [.enter], .editType, key: "↵", "type", "Type a value: ↵ sets it, Esc drops it; a refused one shows ✗ and why on the editor's last line",
            group: .edit, footer: true),
        KeyBinding([.escape, .character("e")], .toggleEdit, key: "Esc/e", "done", "Leave edit mode (the edits stay)", group: .edit, footer: true),
    ])
}
