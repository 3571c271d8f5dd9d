/// What edit mode does: the child feature's own actions (`EditState.handle`), each with its step.
/// The key maps name them through `PlaygroundAction`; `init?(_:)` is the one place they meet.
enum EditAction: Hashable, Sendable {
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
    init?(_ action: PlaygroundAction) {
        switch action {
        case .edit: self = .toggle
        case .undo: self = .undo
        case .redo: self = .redo
        case .save: self = .save
        case .exportCode: self = .exportCode
        case .editPreviousField: self = .select(by: -1)
        case .editNextField: self = .select(by: 1)
        case .editIncrease: self = .step(by: 1, coarse: false)
        case .editDecrease: self = .step(by: -1, coarse: false)
        case .editIncreaseCoarse: self = .step(by: 1, coarse: true)
        case .editDecreaseCoarse: self = .step(by: -1, coarse: true)
        case .editType: self = .type
        default: return nil
        }
    }
}
