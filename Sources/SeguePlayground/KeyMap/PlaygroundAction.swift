/// Everything a person can ask of the playground. Keys map to these through the `KeyMap`; tests
/// name actions, not keys, so remapping a key does not break them. Actions that move something
/// carry how far (the step sizes live here, and the key texts are made from them); the help's,
/// the picker's and the editor's actions nest as their own.
public enum PlaygroundAction: Hashable, Sendable {
    /// Scrub by this share of the transition (0.01 is 1 %), grabbing a running transition.
    case scrub(by: Double)
    /// Scrub to this fraction complete (0 the start, 1 the end).
    case scrubTo(Double)
    case playPause, finish, cancel, reverse
    /// The keyboard's finger: down (`d`), moved, or lifted (`KeyMap.drag`, `KeyMap.directDrag`).
    case drag(DragAction)
    /// A quick throw, forward or back.
    case flick(forward: Bool)
    /// Move the policy's percent threshold by this much (0.05).
    case percentThreshold(by: Double)
    /// Move the policy's velocity threshold by this many points per second.
    case velocityThreshold(by: Double)
    case cyclePolicy
    case nextPreset, previousPreset, openPicker, cycleOperation, cycleDirection, turnDevice
    case faster, slower
    /// Compare mode (`Playground`): enter or leave it, and move the focus between panes.
    case toggleCompare, switchPane
    /// The help: show or hide it, or scroll it (`KeyMap.help`).
    case help(HelpAction)
    /// The preset's card (`i`).
    case card(CardAction)
    case closeOverlay, redraw, toggleRecording, quit
    /// In the preset picker (`KeyMap.picker`): choose, open, and edit the filter.
    case picker(PickerAction)
    /// Live editing (`e`, and `KeyMap.edit`).
    case edit(EditAction)
}

/// What the keyboard's finger does in drag mode.
public enum DragAction: Hashable, Sendable {
    /// Put the finger down (`d`).
    case start
    /// Move it this share of the pan distance along the pan (positive: the way that advances).
    case along(Double)
    /// Move a view that follows the finger by this many points on screen.
    case move(dx: Double, dy: Double)
    /// Lift it: the policy (or the view's rule) decides.
    case lift
}

/// What the help (`?`) does with its keys (`KeyMap.help`).
public enum HelpAction: Hashable, Sendable {
    /// Show or hide the help.
    case toggle
    /// Scroll a help taller than the screen by this many rows (negative: up).
    case scroll(by: Int)
}

/// What the preset's card (`i`) does; any other key closes it (`KeyMap.card`).
public enum CardAction: Hashable, Sendable {
    /// Show or hide the card.
    case toggle
}

/// What the preset picker (`/`) does with its keys (`KeyMap.picker`).
public enum PickerAction: Hashable, Sendable {
    /// Move the choice this many matches (negative: up).
    case select(by: Int)
    /// Open the chosen match.
    case open
    /// Erase the filter's last character.
    case erase
    /// Type the key's character into the filter.
    case type
}
