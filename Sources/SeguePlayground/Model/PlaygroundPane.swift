import SegueEngine
import SegueInput
import SegueRender
import SegueText

/// The playground as a value: state, `handle(_:)` for keys, mouse, resize, clock ticks and preset
/// changes, and `view(columns:rows:)`. Everything it does is testable without a terminal; the
/// ncurses shell only feeds it events and draws its frames.
///
/// The pane holds a few parts, each a value with its own meaning (key maps, entries, what plays,
/// the drive, the clock, the panel, the finger, the editor, the screen); `PlaygroundPane+State` names
/// their pieces as the view and tests read them. Effects are commands (`AppCommand`: record,
/// save), their answers events (`.recording`, `.saved`).
///
/// Time: the shell's clock arrives as `.tick(now:)`; the playground keeps its own transition time,
/// which advances by the clock's steps times the playback speed (slow motion is a slower clock,
/// so the engine sees the same physics).
public struct PlaygroundPane: TerminalApp, Sendable {
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

    /// The key maps, one per mode.
    public let keyMaps: KeyMaps
    /// How the playground draws.
    public let options: Options
    /// The presets and coded transitions, the open one, and what failed to load or play.
    var entries: Entries
    /// What the open entry plays: operation, direction, policy and container.
    var choice = Choice()
    /// The session and, for code with its own interaction, its live run, with their verdicts.
    var drive = Drive()
    /// Transition time, speed, and which way Space plays.
    public internal(set) var clock = PlaybackClock()
    /// What shows over the pane: the help, the card or the picker.
    var panel = Panel.none
    /// The event log, newest last.
    public internal(set) var log: [LogLine] = []
    /// The simulated finger, if one is down or a flick is under way.
    var hand = Finger.none
    /// Live editing: the presets' files, their editors, a question or a save waiting.
    public internal(set) var edit = EditState()
    /// The terminal's size and the recording's file, as the shell reports them.
    var screen = Screen()
    /// The curve panel's plot, kept between frames while what it is drawn from stays the same.
    var keptPlot: CurvePanelPlot?

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

    /// The speeds `+` and `-` step through.
    public static let speeds = PlaybackClock.speeds

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
        entries = Entries(presets: presets, codedTransitions: codedTransitions)
        self.options = options
        // An ASCII screen spells its keys and labels in ASCII once, here (see `uiText`).
        keyMaps = KeyMaps(standard: keyMap, drag: dragKeyMap, ascii: options.render.ascii)
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
    var entryCount: Int { entries.count }

    /// The entries' names in catalog order.
    var entryNames: [String] { entries.names }

    // MARK: TerminalApp

    /// True while a transition runs on its own, a scripted flick is under way, or a finger is down
    /// (its velocity, and so the live verdict, decays while it holds still).
    public var isAnimating: Bool {
        if hand != .none { return true }
        if isLiveRunning { return true }
        guard let session else { return false }
        if case .animating = session.driver.interaction.phase { return true }
        if case .springingBack = session.direct?.phase { return true }
        return false
    }

    public mutating func handle(_ event: InputEvent) -> AppCommand {
        let command = asking(dispatch(event))
        keepCurvePlot()
        return command
    }

    /// `command`, or a save the edit asked for (`EditState.pendingSave`) as `AppCommand.save`:
    /// the shell writes it and answers with `InputEvent.saved`.
    mutating func asking(_ command: AppCommand) -> AppCommand {
        guard command == .continue, let save = edit.pendingSave else { return command }
        edit.pendingSave = nil
        return .save(save)
    }

    private mutating func dispatch(_ event: InputEvent) -> AppCommand {
        switch event {
        case .tick(let now):
            advanceClock(to: now)
            return .continue
        case .saved(let save, let failure):
            finishSave(save, failure: failure)
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
                if mouse.kind == .release, case .mouse(let last) = hand {
                    touch(.up, at: last)
                    hand = .none
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
        guard clock.tick(now) else { return }
        feedScheduledTouches()
        sampleKeyboardFinger()
        take(drive.advance(to: time))
    }

    // MARK: Log

    mutating func note(_ text: String) {
        log.append(LogLine(time: time, text: uiText(text)))
        trimLog()
    }

    /// Empties the Events panel (compare mode's pane B starts its own).
    mutating func clearLog() { log = [] }

    /// Notes `text` unless it is already the newest line: a key held at a limit says so once.
    mutating func noteOnce(_ text: String) {
        guard log.last?.text != text else { return }
        note(text)
    }

    /// Takes records the drive returned into the log, as readable lines, and into the verdicts;
    /// the decisions compare mode pairs are handed on (`step`).
    mutating func take(_ records: [InteractionSession.Record]) {
        guard !records.isEmpty else { return }
        let live = drive.live != nil
        for record in records {
            let text = uiText(record.text)
            switch record.event {
            case .policyWould(let decision, _):
                drive.verdicts.policyDecided(Verdicts.Decision(finishes: decision.finishes, text: text))
                log.append(LogLine(time: record.time, text: text))
                continue
            case .decision:
                if let decision = comparedDecision(record) { drive.verdicts.policyDecided(decision) }
                if !live { drive.handed.append(record) }
            case .codeDecision:
                if let decision = comparedDecision(record) { drive.verdicts.codeDecided(decision, text: text) }
                if live { drive.handed.append(record) }
            default:
                break
            }
            log.append(LogLine(time: record.time, text: text, tone: record.tone))
        }
        trimLog()
    }

    /// The log keeps its newest 200 lines.
    mutating func trimLog() {
        if log.count > Self.logLines { log.removeFirst(log.count - Self.logLines) }
    }

    /// How many lines the event log keeps.
    static let logLines = 200

    /// UI text in the screen's character set: as written, or spelled in ASCII for `--ascii`
    /// (`ASCIISpelling`). Text is spelled where it is made, before it is measured and laid out;
    /// whatever reaches the screen unspelled is caught cell by cell when the view is built.
    func uiText(_ text: String) -> String {
        options.render.ascii ? ASCIISpelling.spell(text) : text
    }
}
