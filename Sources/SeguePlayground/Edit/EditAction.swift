/// What edit mode does: the child feature's own actions (`EditState.handle`), each with its step.
/// The key maps name them through `PlaygroundAction.edit(_:)`.
public enum EditAction: Hashable, Sendable {
    /// `e`: opens the editor on the current preset, or closes it (the edits stay).
    case toggle
    /// `u`, `U`: steps the current preset's history back or forward.
    case undo, redo
    /// `w`: writes the edits (a built-in preset: a copy in the user folder).
    case save
    /// `X`: writes the preset as a UIKit Swift file.
    case exportCode
    /// ↑/↓: moves the selection by this many fields.
    case select(by: Int)
    /// ←/→ (with Shift `coarse`): changes the selected value by this many steps (`EditStep`).
    case step(by: Int, coarse: Bool)
    /// ↵: starts typing the selected value, from the value shown.
    case type

    /// The edit action a playground action names, if it names one.
    public init?(_ action: PlaygroundAction) {
        guard case .edit(let action) = action else { return nil }
        self = action
    }
}
