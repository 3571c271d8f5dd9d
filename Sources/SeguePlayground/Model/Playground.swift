import SegueEngine
import SegueInput
import SegueRender

/// The playground as a value: state, `handle(_:)` for keys, mouse, resize, clock ticks and preset
/// changes, and `view(columns:rows:)`. Everything it does is testable without a terminal; the
/// ncurses shell only feeds it events and draws its frames.
///
/// Time: the shell's clock arrives as `.tick(now:)`; the playground keeps its own transition time,
/// which advances by the clock's steps times the playback speed (slow motion is a slower clock,
/// so the engine sees the same physics).
public struct Playground: TerminalApp, Sendable {
    /// How the playground draws.
    public struct Options: Hashable, Sendable {
        public var render: RenderOptions
        public init(render: RenderOptions = RenderOptions()) { self.render = render }
    }

    public enum Overlay: Hashable, Sendable {
        case none
        case help
        /// The preset's card (`i`).
        case info
        case picker(filter: String, selection: Int)
    }

    /// A simulated finger: the keyboard's (`d`) or the mouse's.
    public enum FingerSource: Hashable, Sendable { case keyboard, mouse }

    public let keyMap: KeyMap
    /// The keys while the keyboard's finger is down; they come before `keyMap`.
    public let dragKeyMap: KeyMap
    /// The keys while the keyboard's finger holds a view that follows it; they come before `keyMap`.
    public let directDragKeyMap: KeyMap
    /// The keys while the help, the card or the picker shows (nothing else acts then).
    public let helpKeyMap: KeyMap
    public let cardKeyMap: KeyMap
    public let pickerKeyMap: KeyMap
    /// The keys of edit mode (`e`); they come before `keyMap`.
    public let editKeyMap: KeyMap
    public let options: Options
    /// The presets to play, in catalog order.
    public internal(set) var presets: [TransitionSpec]
    /// Transitions written in Swift, listed after the presets; each plays with its own
    /// `interaction` and in its own container.
    public let codedTransitions: [any Transition]
    /// The open entry: an index into `presets`, or past them into `codedTransitions`.
    public internal(set) var presetIndex = 0
    public internal(set) var operation: TransitionOperation = .present
    public internal(set) var direction: Direction?
    public internal(set) var policy: CompletionPolicy = CompletionPolicy(.percent)
    /// Playback speed: 1 is real time, 0.1 is ten times slower.
    public internal(set) var speed = 1.0
    /// The running transition; nil when the preset cannot play (its error is in `banner`).
    public internal(set) var session: InteractionSession?
    /// The code's own run of a coded transition with its own interaction (`CodeInteractive`), on
    /// the playground's clock: the finger goes to it too, and it decides; `session` then says what
    /// the policy would.
    var live: LiveDrive?
    /// Whether the open transition plays live: its code decides.
    public var playsLive: Bool { live != nil }
    /// How many of the live run's records are in the log.
    var liveRecordCount = 0
    /// The code's latest verdict in words (`your code: finish`), beside `lastDecision`.
    public internal(set) var lastCodeVerdict: String?
    /// How many verdicts the code has given, and the latest with whether it finishes (compare mode
    /// pairs it with the other pane's decision).
    public internal(set) var codeDecisionCount = 0
    var lastCodeDecision: (finishes: Bool, text: String)?
    /// Whether a transition whose code has its own interaction plays live (the code decides);
    /// false in compare mode's pane B, where the policy decides the same transition.
    public internal(set) var runsCode = true
    /// Space plays toward the start instead of the end (`r` while paused).
    public internal(set) var playsBackward = false
    /// Transition time, seconds (speed-scaled).
    public internal(set) var time = 0.0
    public internal(set) var overlay: Overlay = .none
    /// The event log, newest last.
    public internal(set) var log: [LogLine] = []
    /// A problem to show (a preset that failed to load or play); the last good state stays on screen.
    public internal(set) var banner: String?
    public internal(set) var finger: FingerSource?
    /// The file being recorded to (`R`), as the run loop reported it; nil when not recording.
    public internal(set) var recordingFile: String?
    /// The terminal size last reported.
    public internal(set) var size = (columns: 80, rows: 24)

    /// First help row shown when the help is taller than the screen.
    var helpScroll = 0
    var lastClock: Double?
    /// The keyboard's finger in drag mode, while it is down.
    var keyboardFinger: KeyboardFinger?
    /// Where the last touch event put the finger, in container points (a finger lifted without a
    /// new position lifts there).
    var lastTouchPoint = Point(x: 0, y: 0)
    var scheduledTouches: [TouchEvent] = []
    var sessionLogCount = 0
    /// The problems of the last reload, so that one broken edit is logged once.
    var reloadProblems: [String] = []
    /// How many release decisions this playground has logged, and the latest in words
    /// (`percent(0.5) → cancel: p 0.42 ≤ 0.50`): compare mode puts two panes' decisions side by side.
    public internal(set) var decisionCount = 0
    public internal(set) var lastDecision: (finishes: Bool, text: String)?
    /// Live editing: the presets' files, their editors, a question or a save waiting.
    public internal(set) var edit = EditState()

    /// A line of the Events panel: a session record in words (`InteractionSession.Record.text`)
    /// or the playground's own note, with the tone that colours a verdict.
    public struct LogLine: Hashable, Sendable {
        public let time: Double
        public let text: String
        public let tone: InteractionSession.Event.Tone
        /// The line as the Events panel shows it ("  0.35s text"), formatted once rather than
        /// every frame.
        let shown: String

        init(time: Double, text: String, tone: InteractionSession.Event.Tone = .plain) {
            self.time = time
            self.text = text
            self.tone = tone
            shown = time.fixed(2, width: 6) + "s " + text
        }
    }

    public static let speeds = [0.1, 0.25, 0.5, 1, 2, 4]
    /// The container the presets play in, points: a portrait phone, or landscape after `t`.
    public internal(set) var container = Size.phonePortrait

    /// - Parameters:
    ///   - presets: the presets (with no presets and no coded transitions the playground shows a
    ///     message and plays nothing).
    ///   - codedTransitions: transitions written in Swift, listed after the presets.
    ///   - initial: the entry to open first, by name (a preset's or a coded transition's `name`).
    ///   - operation, direction: what the first preset plays (nil, or one it does not have: its
    ///     first operation and its own direction); a coded transition plays its own.
    ///   - landscape: start with the device turned (393 × 852 pt becomes 852 × 393 pt).
    public init(
        presets: [TransitionSpec], codedTransitions: [any Transition] = [], initial: String? = nil, operation: TransitionOperation? = nil,
        direction: Direction? = nil, landscape: Bool = false, options: Options = Options(), keyMap: KeyMap = .standard, dragKeyMap: KeyMap = .drag
    ) {
        self.presets = presets
        self.codedTransitions = codedTransitions
        self.options = options
        // An ASCII screen spells its keys and labels in ASCII once, here (see `uiText`).
        self.keyMap = options.render.ascii ? keyMap.spelledInASCII : keyMap
        self.dragKeyMap = options.render.ascii ? dragKeyMap.spelledInASCII : dragKeyMap
        let spell = { (map: KeyMap) in options.render.ascii ? map.spelledInASCII : map }
        directDragKeyMap = spell(.directDrag)
        helpKeyMap = spell(.help)
        cardKeyMap = spell(.card)
        pickerKeyMap = spell(.picker)
        editKeyMap = options.render.ascii ? KeyMap.edit.spelledInASCII : KeyMap.edit
        if landscape { container = container.swapped }
        let index = initial.flatMap { name in entryNames.firstIndex(of: name) } ?? 0
        if entryCount > 0 { load(presetAt: index, keepOperation: false, operation: operation, direction: direction) }
    }

    /// The open preset; nil when a coded transition is open.
    public var preset: TransitionSpec? { presets.indices.contains(presetIndex) ? presets[presetIndex] : nil }

    /// The open transition written in Swift; nil when a preset is open.
    public var codedTransition: (any Transition)? {
        let index = presetIndex - presets.count
        return codedTransitions.indices.contains(index) ? codedTransitions[index] : nil
    }

    /// How many entries the catalog has: the presets, then the coded transitions.
    var entryCount: Int { presets.count + codedTransitions.count }

    /// The entries' names in catalog order.
    var entryNames: [String] { presets.map(\.name) + codedTransitions.map(\.name) }

    // MARK: TerminalApp

    /// True while a transition runs on its own, a scripted flick is under way, or a finger is down
    /// (its velocity, and so the live verdict, decays while it holds still).
    public var isAnimating: Bool {
        if !scheduledTouches.isEmpty || finger != nil { return true }
        if isLiveRunning { return true }
        guard let session else { return false }
        if case .animating = session.driver.interaction.phase { return true }
        if case .springingBack = session.direct?.phase { return true }
        return false
    }

    public mutating func handle(_ event: InputEvent) -> AppCommand {
        switch event {
        case .tick(let now):
            advanceClock(to: now)
            return .continue
        case .resize(let columns, let rows):
            size = (max(0, columns), max(0, rows))
            return .continue
        case .recording(let status):
            recordingChanged(status)
            return .continue
        case .inputDropped(let count):
            noteDropped(count)
            return .continue
        case .mouse(let mouse):
            if isTooSmall {
                // There is no stage to point at: only a release acts, lifting a mouse finger that is
                // down where it last was.
                if mouse.kind == .release, finger == .mouse {
                    touch(.up, at: lastTouchPoint)
                    finger = nil
                }
                return .continue
            }
            handleMouse(mouse)
            return .continue
        case .key(let key):
            // On the too-small screen only the quit keys act: a key typed at the message must not
            // change what the screen shows once it is large enough again.
            if isTooSmall { return keyMap.action(for: key) == .quit ? requestQuit() : .continue }
            return handleKey(key)
        }
    }

    /// A key that came `count` times in a row (held down, pasted): the scrubs add up to one move,
    /// and a key whose second press at the same moment changes nothing (Home, End, ↵, ⌫, Esc,
    /// Ctrl-L) acts once; any other key is handled `count` times.
    public mutating func handle(_ event: InputEvent, repeated count: Int) -> AppCommand {
        if count > 1, case .key(let key) = event, !isTooSmall, finger == nil, !edit.isOn, overlay == .none, let action = action(for: key) {
            switch action {
            case .scrubBackward: return perform(repeating: -0.01, count)
            case .scrubForward: return perform(repeating: 0.01, count)
            case .scrubBackwardCoarse: return perform(repeating: -0.1, count)
            case .scrubForwardCoarse: return perform(repeating: 0.1, count)
            case .scrubToStart, .scrubToEnd, .finish, .cancel, .closeOverlay, .redraw: return perform(action)
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

    /// Logs input the run loop dropped, adding to the line before when it said the same.
    mutating func noteDropped(_ count: Int) {
        let suffix = " input events dropped: they came faster than they could be handled"
        if let last = log.last, last.text.hasSuffix(suffix), let before = Int(last.text.dropLast(suffix.count)) {
            log[log.count - 1] = LogLine(time: last.time, text: "\(before + count)" + suffix)
            return
        }
        note("\(count)" + suffix)
    }

    /// Whether the terminal is below the playground's minimum size (the view is only a message).
    var isTooSmall: Bool { PlaygroundLayout.isTooSmall(columns: size.columns, rows: size.rows) }

    // MARK: Clock

    mutating func advanceClock(to now: Double) {
        guard now.isFinite else { return }
        if let last = lastClock, now > last { time += (now - last) * speed }
        lastClock = now
        feedScheduledTouches()
        sampleKeyboardFinger()
        session?.advance(to: time)
        advanceLive()
        syncLog()
    }

    // MARK: Keys

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

    /// Does what `action` asks.
    public mutating func perform(_ action: PlaygroundAction) -> AppCommand {
        switch action {
        case .scrubBackward: scrub(by: -0.01)
        case .scrubForward: scrub(by: 0.01)
        case .scrubBackwardCoarse: scrub(by: -0.1)
        case .scrubForwardCoarse: scrub(by: 0.1)
        case .scrubToStart: scrub(to: 0)
        case .scrubToEnd: scrub(to: 1)
        case .playPause: playPause()
        case .finish: if !performDrag(.finish) { finish() }
        case .cancel: if !performDrag(.cancel) { cancel() }
        case .reverse: reverse()
        case .startDrag: startKeyboardFinger()
        case .dragForward, .dragBackward, .dragForwardCoarse, .dragBackwardCoarse, .lift,
            .dragLeft, .dragRight, .dragUp, .dragDown, .dragLeftCoarse, .dragRightCoarse, .dragUpCoarse, .dragDownCoarse:
            performDrag(action)
        case .flickForward: flick(forward: true)
        case .flickBackward: flick(forward: false)
        case .lowerPercentThreshold: if policyApplies() { adjustPercentThreshold(by: -0.05) }
        case .raisePercentThreshold: if policyApplies() { adjustPercentThreshold(by: 0.05) }
        case .lowerVelocityThreshold: if policyApplies() { adjustVelocityThreshold(by: -50) }
        case .raiseVelocityThreshold: if policyApplies() { adjustVelocityThreshold(by: 50) }
        case .cyclePolicy: if policyApplies() { setPolicy(policy.next) }
        case .nextPreset: if entryCount > 0 { load(presetAt: (presetIndex + 1) % entryCount, keepOperation: false) }
        case .previousPreset: if entryCount > 0 { load(presetAt: (presetIndex + entryCount - 1) % entryCount, keepOperation: false) }
        case .openPicker: overlay = .picker(filter: "", selection: pickerMatches("").firstIndex(of: presetIndex) ?? 0)
        case .cycleOperation: cycleOperation()
        case .cycleDirection: cycleDirection()
        case .turnDevice: turnDevice()
        case .faster: changeSpeed(up: true)
        case .slower: changeSpeed(up: false)
        case .toggleCompare, .switchPane: break  // a pane does not compare; `ComparePlayground` acts on these
        case .help:
            overlay = overlay == .help ? .none : .help
            helpScroll = 0
        case .info: overlay = overlay == .info ? .none : .info
        case .closeOverlay: overlay = .none
        case .redraw: return .repaint
        case .toggleRecording: return toggleRecording()
        case .quit: return requestQuit()
        case .scrollUp: scrollHelp(by: -1)
        case .scrollDown: scrollHelp(by: 1)
        case .pageUp: scrollHelp(by: -10)
        case .pageDown: scrollHelp(by: 10)
        case .selectPrevious, .selectNext, .openSelection, .eraseFilter, .typeFilter: performPicker(action, key: nil)
        case .edit, .undo, .redo, .save, .exportCode, .editPreviousField, .editNextField, .editIncrease, .editDecrease,
            .editIncreaseCoarse, .editDecreaseCoarse, .editType:
            return performEdit(action)
        }
        return .continue
    }

    /// Scrolls a help taller than the screen by `rows` (negative: up), within its rows.
    mutating func scrollHelp(by rows: Int) {
        let help = helpGeometry(columns: size.columns, rows: size.rows)
        let last = max(0, help.rowsNeeded - help.visibleRows)
        helpScroll = max(0, min(last, min(last, helpScroll) + rows))
    }

    // MARK: Log

    mutating func note(_ text: String) {
        log.append(LogLine(time: time, text: uiText(text)))
        if log.count > 200 { log.removeFirst(log.count - 200) }
    }

    /// Empties the Events panel (compare mode's pane B starts its own).
    mutating func clearLog() { log = [] }

    /// Notes `text` unless it is already the newest line: a key held at a limit says so once.
    mutating func noteOnce(_ text: String) {
        guard log.last?.text != text else { return }
        note(text)
    }

    /// Copies new session records into the log as readable lines.
    mutating func syncLog() {
        if live != nil { return syncLiveLog() }
        guard let session else { return }
        let records = session.log
        guard records.count > sessionLogCount else { return }
        for record in records[sessionLogCount...] {
            if case .decision(let decision, let policy) = record.event {
                decisionCount += 1
                lastDecision = (decision.finishes, uiText("\(policy) → \(decision.outcome.rawValue): \(decision.reason)"))
            }
            log.append(LogLine(time: record.time, text: uiText(record.text), tone: record.tone))
        }
        sessionLogCount = records.count
        if log.count > 200 { log.removeFirst(log.count - 200) }
    }

    /// UI text in the screen's character set: as written, or spelled in ASCII for `--ascii`
    /// (`ASCIISpelling`). Text is spelled where it is made, before it is measured and laid out;
    /// whatever reaches the screen unspelled is caught cell by cell when the view is built.
    func uiText(_ text: String) -> String {
        options.render.ascii ? ASCIISpelling.spell(text) : text
    }
}
