/// Everything a person can ask of the playground. Keys map to these through the `KeyMap`; tests
/// name actions, not keys, so remapping a key does not break them.
public enum PlaygroundAction: Hashable, Sendable, CaseIterable {
    case scrubBackward, scrubForward, scrubBackwardCoarse, scrubForwardCoarse, scrubToStart, scrubToEnd
    case playPause, finish, cancel, reverse
    case startDrag
    /// Drag mode (`KeyMap.drag`): move the keyboard's finger along the pan, or lift it.
    case dragForward, dragBackward, dragForwardCoarse, dragBackwardCoarse, lift
    /// Drag mode on a view that follows the finger (`KeyMap.directDrag`): move it on screen.
    case dragLeft, dragRight, dragUp, dragDown, dragLeftCoarse, dragRightCoarse, dragUpCoarse, dragDownCoarse
    case flickForward, flickBackward
    case lowerPercentThreshold, raisePercentThreshold, lowerVelocityThreshold, raiseVelocityThreshold, cyclePolicy
    case nextPreset, previousPreset, openPicker, cycleOperation, cycleDirection, turnDevice
    case faster, slower
    /// Compare mode (`ComparePlayground`): enter or leave it, and move the focus between panes.
    case toggleCompare, switchPane
    case help, info, closeOverlay, redraw, toggleRecording, quit
    /// In the help (`KeyMap.help`): scroll a help taller than the screen.
    case scrollUp, scrollDown, pageUp, pageDown
    /// In the preset picker (`KeyMap.picker`): choose, open, and edit the filter.
    case selectPrevious, selectNext, openSelection, eraseFilter, typeFilter
    /// Live editing: edit mode (`e`), undo, redo and save work on the current preset.
    case edit, undo, redo, save
    /// `X`: the current preset, with its live edits, as a UIKit Swift file next to where `w` saves.
    case exportCode
    /// Edit mode (`KeyMap.edit`): choose a field, change its value, or type one.
    case editPreviousField, editNextField, editIncrease, editDecrease, editIncreaseCoarse, editDecreaseCoarse, editType
}

/// What the help (`?`) does with its keys (`KeyMap.help`).
public enum HelpAction: Hashable, Sendable {
    /// Scroll a help taller than the screen by this many rows (negative: up).
    case scroll(by: Int)
}

/// What the preset picker (`/`) does with its keys (`KeyMap.picker`).
public enum PickerAction: Hashable, Sendable {
    /// Move the choice this many matches (negative: up).
    case select(by: Int)
    /// Open the chosen match.
    case open
    /// Erase the filter's last character.
    case erase
    /// Type a character into the filter.
    case type(Character)
}
