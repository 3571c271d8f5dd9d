/// Everything a person can ask of the playground. Keys map to these through the `KeyMap`; tests
/// name actions, not keys, so remapping a key does not break them.
public enum PlaygroundAction: Hashable, Sendable {
    case scrubBackward, scrubForward, scrubBackwardCoarse, scrubForwardCoarse, scrubToStart, scrubToEnd
    case playPause, finish, cancel, reverse
    case startDrag
    /// Drag mode (`KeyMap.drag`): move the keyboard's finger along the pan, or lift it.
    case dragForward, dragBackward, dragForwardCoarse, dragBackwardCoarse, lift
    case flickForward, flickBackward
    case lowerPercentThreshold, raisePercentThreshold, lowerVelocityThreshold, raiseVelocityThreshold, cyclePolicy
    case nextPreset, previousPreset, openPicker, toggleOperation, cycleDirection, turnDevice
    case faster, slower
    case help, info, closeOverlay, redraw, quit
    /// Live editing: edit mode (`e`), undo, redo and save work on the current preset.
    case edit, undo, redo, save
    /// Edit mode (`KeyMap.edit`): choose a field, change its value, or type one.
    case editPreviousField, editNextField, editIncrease, editDecrease, editIncreaseCoarse, editDecreaseCoarse, editType
}
