import SegueEngine
import SegueInput

/// The pane's keys and actions: which action a key asks for now, and doing it.
extension PlaygroundPane {
    /// A key that came `count` times in a row (held down, pasted): the scrubs add up to one move,
    /// and a key whose second press at the same moment changes nothing (Home, End, ↵, ⌫, Esc,
    /// Ctrl-L) acts once; any other key is handled `count` times.
    public mutating func handle(_ event: InputEvent, repeated count: Int) -> AppCommand {
        if count > 1, case .key(let key) = event, !isTooSmall, finger == nil, !edit.isOn, overlay == .none, let action = action(for: key) {
            switch action {
            case .scrub(let step): return perform(repeating: step, count)
            case .scrubTo, .finish, .cancel, .closeOverlay, .redraw: return perform(action)
            default: break
            }
        }
        for _ in 0..<max(1, count) {
            let command = handle(event)
            if command != .continue { return command }
        }
        return .continue
    }

    /// `count` scrubs of `step` as one: the engine clamps the sum as it would each step.
    private mutating func perform(repeating step: Double, _ count: Int) -> AppCommand {
        scrub(by: step * Double(count))
        return .continue
    }

    /// The quit key, when it would quit (or ask about unsaved edits) now: the run loop handles it
    /// ahead of input queued before it. Not while a question, a typed value or the picker's filter
    /// takes the keys (`q` is a letter there).
    public func isUrgent(_ event: InputEvent) -> Bool {
        guard case .key(let key) = event else { return false }
        return action(for: key) == .quit
    }

    /// What `key` would do now, as `handleKey` decides it; nil when a question, a typed value or
    /// the picker takes it, or nothing is bound.
    func action(for key: Key) -> PlaygroundAction? {
        if isTooSmall { return keyMap.action(for: key) == .quit ? .quit : nil }
        if edit.prompt != nil || edit.entry != nil { return nil }
        if edit.isOn, overlay == .none, let action = editKeyMap.action(for: key) { return action }
        switch overlay {
        case .picker: return nil
        case .help, .info: return (overlay == .help ? helpKeyMap : cardKeyMap).action(for: key) ?? .closeOverlay
        case .none: break
        }
        if finger == .keyboard, let action = fingerKeyMap.action(for: key) { return action }
        return keyMap.action(for: key)
    }

    mutating func handleKey(_ key: Key) -> AppCommand {
        if let command = handleEditKey(key) { return command }
        switch overlay {
        case .picker:
            return handlePickerKey(key)
        case .help, .info:
            // The help scrolls; any other key only closes the help or the card (q still quits): a
            // key meant for them must not also move the finger or the transition behind them.
            return perform((overlay == .help ? helpKeyMap : cardKeyMap).action(for: key) ?? .closeOverlay)
        case .none:
            break
        }
        if finger == .keyboard, let action = fingerKeyMap.action(for: key) { return perform(action) }
        guard let action = keyMap.action(for: key) else { return .continue }
        return perform(action)
    }

    /// The keys of the keyboard's finger now: drag mode's, or direct manipulation's when the view
    /// follows the finger.
    var fingerKeyMap: KeyMap { session?.direct != nil ? directDragKeyMap : dragKeyMap }

    /// Does what `action` asks; a save comes back as `AppCommand.save`.
    public mutating func perform(_ action: PlaygroundAction) -> AppCommand {
        asking(act(action))
    }

    private mutating func act(_ action: PlaygroundAction) -> AppCommand {
        switch action {
        case .scrub(let share): scrub(by: share)
        case .scrubTo(let target): scrub(to: target)
        case .playPause: playPause()
        case .finish: if !performDrag(.finish) { finish() }
        case .cancel: if !performDrag(.cancel) { cancel() }
        case .reverse: reverse()
        case .drag(.start): startKeyboardFinger()
        case .drag: performDrag(action)
        case .flick(let forward): flick(forward: forward)
        case .percentThreshold(let delta): if policyApplies() { adjustPercentThreshold(by: delta) }
        case .velocityThreshold(let delta): if policyApplies() { adjustVelocityThreshold(by: delta) }
        case .cyclePolicy: if policyApplies() { setPolicy(policy.next) }
        case .nextPreset: if entryCount > 0 { load(presetAt: (presetIndex + 1) % entryCount, keepOperation: false) }
        case .previousPreset: if entryCount > 0 { load(presetAt: (presetIndex + entryCount - 1) % entryCount, keepOperation: false) }
        case .openPicker: panel = .picker(PickerPanel(selection: pickerMatches("").firstIndex(of: presetIndex) ?? 0))
        case .cycleOperation: cycleOperation()
        case .cycleDirection: cycleDirection()
        case .turnDevice: turnDevice()
        case .faster: changeSpeed(up: true)
        case .slower: changeSpeed(up: false)
        case .toggleCompare, .switchPane: break  // a pane does not compare; `Playground` acts on these
        case .help(.toggle):
            // Opened at its top.
            panel = overlay == .help ? .none : .help(HelpPanel())
        case .help(.scroll(let rows)): scrollHelp(by: rows)
        case .card(.toggle): panel = overlay == .info ? .none : .card
        case .closeOverlay: panel = .none
        case .redraw: return .repaint
        case .toggleRecording: return toggleRecording()
        case .quit: return requestQuit()
        case .picker(let picked): performPicker(picked, key: nil)
        case .edit(let editing): return performEdit(editing)
        }
        return .continue
    }

    /// Scrolls a help taller than the screen by `rows` (negative: up), within its rows.
    mutating func scrollHelp(by rows: Int) {
        guard case .help(var help) = panel else { return }
        let geometry = helpGeometry(columns: size.columns, rows: size.rows)
        help.handle(.scroll(by: rows), rowsNeeded: geometry.rowsNeeded, visibleRows: geometry.visibleRows)
        panel = .help(help)
    }
}
