import SegueEngine
import SegueInput
import SeguePresets
import SegueRender

/// The playground with compare mode: one `PlaygroundPane` (pane A), or two side by side (A and B) that
/// one input drives. What the run loop runs.
///
/// In compare mode (`=`):
/// - scrubbing, play, grab, finish, cancel, reverse, the keyboard's finger (`d` and drag mode),
///   flicks, the mouse finger, turning the device and the clock reach both panes, so both see the
///   same gesture (progress and velocity) and each pane's policy decides on release by itself;
/// - the preset, policy, threshold, operation, direction and speed keys, the picker, the help and
///   the card act on the focused pane only (`\` moves the focus);
/// - when both panes have decided a release, their decisions are logged side by side on one line.
///
/// Leaving compare mode keeps pane A as it is. Pure, like `PlaygroundPane`.
public struct Playground: TerminalApp, Sendable {
    /// Pane A, and pane B in compare mode.
    public internal(set) var panes: [PlaygroundPane]
    /// The pane that per-pane keys act on (0 = A, 1 = B).
    public internal(set) var focus = 0
    /// The pane whose save the shell is writing (`AppCommand.save`, answered by `InputEvent.saved`).
    var savingPane = 0
    public internal(set) var size = (columns: 80, rows: 24)
    /// The pane rectangle a mouse press started in; its drag and release are read relative to it.
    var mouseOrigin: CellRect?
    /// Each pane's latest decision (as its records bring them, `PlaygroundPane.step`), waiting for the
    /// other pane's.
    var pendingDecisions: [Verdicts.Decision?] = [nil, nil]
    /// The latest pair of decisions, as logged; the compare bar shows it whole.
    public internal(set) var comparison: (agree: Bool, text: String)?

    public static let paneNames = ["A", "B"]

    public init(_ playground: PlaygroundPane) {
        panes = [playground]
    }

    /// Compare mode from the start: `a` and `b` side by side.
    public init(comparing a: PlaygroundPane, with b: PlaygroundPane) {
        panes = [a]
        enterCompare(b)
    }

    public var isComparing: Bool { panes.count == 2 }
    public var layout: CompareLayout { CompareLayout(columns: size.columns, rows: size.rows) }
    /// Pane A's event log.
    public var log: [PlaygroundPane.LogLine] { panes[0].log }

    // MARK: TerminalApp

    public var isAnimating: Bool { panes.contains { $0.isAnimating } }

    public mutating func handle(_ event: InputEvent) -> AppCommand {
        guard isComparing else {
            if case .key(let key) = event, panes[0].overlay == .none, panes[0].finger != .keyboard,
                !panes[0].isTooSmall, panes[0].keyMap.action(for: key) == .toggleCompare
            {
                enterCompare(panes[0])
                return .continue
            }
            if case .resize(let columns, let rows) = event { size = (max(0, columns), max(0, rows)) }
            return send(event, to: 0)
        }
        defer { pairDecisions() }
        switch event {
        case .saved:
            return send(event, to: savingPane)
        case .tick:
            return broadcast(event)
        case .resize(let columns, let rows):
            size = (max(0, columns), max(0, rows))
            resizePanes()
            return .continue
        case .mouse(let mouse):
            handleMouse(mouse)
            return .continue
        case .key(let key):
            return handleKey(key)
        case .recording, .inputDropped:
            // `R` records the whole screen, both panes; pane A asked, and its footer shows the file.
            // Dropped input was meant for both; pane A says so.
            return send(event, to: 0)
        }
    }

    /// Sends `event` (`count` times in a row) to pane `i`: its decisions wait to be paired, and a
    /// save it asks for is answered to it.
    mutating func send(_ event: InputEvent, to i: Int, repeated count: Int = 1) -> AppCommand {
        let (command, records) = panes[i].step(event, repeated: count)
        take(records, from: i)
        if case .save = command { savingPane = i }
        return command
    }

    /// Pane `i`'s decision records: the latest waits for the other pane's.
    mutating func take(_ records: [InteractionSession.Record], from i: Int) {
        if let latest = records.last.flatMap(panes[i].comparedDecision) { pendingDecisions[i] = latest }
    }

    /// A key that came `count` times in a row: to the pane (or panes) it acts on, which add the
    /// repeats up (`PlaygroundPane.handle(_:repeated:)`); the compare keys themselves one at a time.
    public mutating func handle(_ event: InputEvent, repeated count: Int) -> AppCommand {
        guard count > 1, case .key(let key) = event else { return loop(event, count) }
        guard isComparing else {
            if panes[0].action(for: key) == .toggleCompare { return loop(event, count) }
            return send(event, to: 0, repeated: count)
        }
        defer { pairDecisions() }
        let focused = panes[focus]
        if focused.overlay != .none || focused.isTooSmall || focused.edit.isOn || focused.edit.prompt != nil {
            return send(event, to: focus, repeated: count)
        }
        if panes.contains(where: { $0.finger == .keyboard }) { return loop(event, count) }
        guard let action = focused.keyMap.action(for: key) else { return .continue }
        switch action {
        case .toggleCompare, .switchPane, .toggleRecording, .quit: return loop(event, count)
        default:
            if Self.isPerPane(action) { return send(event, to: focus, repeated: count) }
            var result = AppCommand.continue
            for i in panes.indices {
                let command = send(event, to: i, repeated: count)
                if case .quit = command { result = command } else if case .repaint = command, case .continue = result { result = command }
            }
            return result
        }
    }

    /// `event` handled `count` times, stopping at a command other than `.continue`.
    private mutating func loop(_ event: InputEvent, _ count: Int) -> AppCommand {
        for _ in 0..<max(1, count) {
            let command = handle(event)
            if command != .continue { return command }
        }
        return .continue
    }

    /// The focused pane's quit key (see `PlaygroundPane.isUrgent`).
    public func isUrgent(_ event: InputEvent) -> Bool { panes[isComparing ? focus : 0].isUrgent(event) }

    public func view(columns: Int, rows: Int) -> CellGrid {
        guard isComparing else { return panes[0].view(columns: columns, rows: rows) }
        let layout = CompareLayout(columns: columns, rows: rows)
        var grid = CellGrid(width: columns, height: rows)
        let shown = layout.split == nil ? [0] : [0, 1]
        for i in shown {
            let rect = layout.panes[i]
            panes[i].drawScreen(into: &grid, x: rect.x, y: rect.y, columns: rect.width, rows: rect.height)
            let label = " \(Self.paneNames[i]) "
            grid.put(label, x: rect.x, y: rect.y, foreground: i == focus ? Style.accent : Style.dim, attributes: i == focus ? [.reverse, .bold] : [.bold])
        }
        if layout.split == .sideBySide {
            for y in 0..<layout.panes[0].height { grid.put(options.render.ascii ? "|" : "│", x: layout.panes[0].maxX, y: y, foreground: Style.dim) }
        }
        drawBar(into: &grid, layout)
        if options.render.ascii { grid.spellInASCII() }
        return grid
    }

    var options: PlaygroundPane.Options { panes[0].options }

    /// The compare bar: which pane has the focus and what acts where, or why the screen shows one pane.
    func drawBar(into grid: inout CellGrid, _ layout: CompareLayout) {
        guard layout.bar.height > 0 else { return }
        let name = Self.paneNames[focus]
        let keys = panes[0].keyMap
        let pane = keys.binding(for: .switchPane)?.keyLabel ?? ""
        let leave = keys.binding(for: .toggleCompare)?.keyLabel ?? ""
        // The focus and the keys that move it come first: a narrow bar cuts what follows.
        let head = "compare · focus \(name) · \(pane) pane · \(leave) leaves (keeps A)"
        let text =
            layout.reason.map { "\(head) · showing A only: \($0)" }
            ?? "\(head) · preset, policy, thresholds, o v + - act on \(name); the rest drives both"
        if let comparison {
            grid.put(
                Widgets.fit(comparison.text, layout.bar.width), x: 0, y: layout.bar.y, foreground: comparison.agree ? nil : Style.accent,
                attributes: comparison.agree ? [] : [.bold])
        } else {
            grid.put(
                Widgets.fit(panes[0].uiText("decisions: release a finger (d, f, mouse) and both panes' decisions show here"), layout.bar.width), x: 0,
                y: layout.bar.y, foreground: Style.dim)
        }
        grid.put(Widgets.fit(panes[0].uiText(text), layout.bar.width), x: 0, y: layout.bar.maxY - 1, foreground: Style.accent, attributes: [.bold])
    }

    // MARK: Compare mode

    /// Splits into A (as it is) and `b`, with the focus on A.
    mutating func enterCompare(_ b: PlaygroundPane) {
        var b = b
        // Pane B's log is its own from here: A's history stays in A.
        b.clearLog()
        // Where pane A's code decides, pane B shows what the policy does with the same finger.
        let codeInA = panes[0].playsLive && b.codedTransition != nil
        b.decideByPolicy()
        b.note("compare: this is pane B: \(b.openedText) · \(b.policy)" + (codeInA ? " decides (pane A runs the code)" : ""))
        panes = [panes[0], b]
        focus = 0
        pendingDecisions = [nil, nil]
        comparison = nil
        mouseOrigin = nil
        resizePanes()
        panes[0].note("compare: this is pane A; = leaves and keeps it")
    }

    /// Back to pane A alone, as it is, at the whole screen.
    mutating func leaveCompare() {
        panes = [panes[0]]
        focus = 0
        mouseOrigin = nil
        _ = send(.resize(columns: size.columns, rows: size.rows), to: 0)
        panes[0].note("compare: left; pane A stays")
    }

    mutating func resizePanes() {
        let layout = layout
        for i in panes.indices {
            _ = send(.resize(columns: layout.panes[i].width, rows: layout.panes[i].height), to: i)
        }
    }

    // MARK: Input

    /// Whether `action` acts on the focused pane only; the others drive both panes.
    static func isPerPane(_ action: PlaygroundAction) -> Bool {
        switch action {
        case .percentThreshold, .velocityThreshold, .cyclePolicy, .nextPreset, .previousPreset, .openPicker, .cycleOperation, .cycleDirection,
            .faster, .slower, .help(.toggle), .card, .closeOverlay, .edit(.toggle), .edit(.undo), .edit(.redo), .edit(.save), .edit(.exportCode):
            true
        default:
            false
        }
    }

    mutating func handleKey(_ key: Key) -> AppCommand {
        let focused = panes[focus]
        // An open overlay (help, card, picker) takes the keys of its own pane.
        if focused.overlay != .none || focused.isTooSmall || focused.edit.isOn || focused.edit.prompt != nil {
            return send(.key(key), to: focus)
        }
        // Drag mode's keys move the one finger both panes share.
        if panes.contains(where: { $0.finger == .keyboard }) { return broadcast(.key(key)) }
        guard let action = focused.keyMap.action(for: key) else { return .continue }
        switch action {
        case .toggleCompare:
            leaveCompare()
            return .continue
        case .switchPane:
            focus = 1 - focus
            panes[focus].note("compare: focus on pane \(Self.paneNames[focus])")
            return .continue
        case .toggleRecording:
            // The run loop records the whole screen, both panes; the file and its title name both.
            let command = send(.key(key), to: 0)
            guard case .startRecording = command else { return command }
            return .startRecording(recordingRequest)
        case .quit:
            // Unsaved edits in either pane are asked about there first.
            guard let edited = panes.firstIndex(where: { !$0.edit.unsaved.isEmpty }) else { return .quit(0) }
            focus = edited
            return send(.key(key), to: edited)
        default:
            return Self.isPerPane(action) ? send(.key(key), to: focus) : broadcast(.key(key))
        }
    }

    /// A press in either pane's stage puts one finger down in both, at the same place on each
    /// stage; its drag and release reach both the same way.
    mutating func handleMouse(_ mouse: MouseEvent) {
        let layout = layout
        let origin: CellRect
        if let mouseOrigin {
            origin = mouseOrigin
        } else {
            guard mouse.kind == .press,
                let hit = (layout.split == nil ? [layout.panes[0]] : layout.panes).first(where: { $0.contains(x: mouse.column, y: mouse.row) })
            else { return }
            origin = hit
        }
        let local = MouseEvent(mouse.kind, button: mouse.button, column: mouse.column - origin.x, row: mouse.row - origin.y)
        _ = broadcast(.mouse(local))
        let down = panes.contains { $0.finger == .mouse }
        mouseOrigin = down ? origin : nil
    }

    /// Sends `event` to every pane; a quit or a repaint from any pane wins.
    mutating func broadcast(_ event: InputEvent) -> AppCommand {
        var result = AppCommand.continue
        for i in panes.indices {
            let command = send(event, to: i)
            if case .quit = command { result = command } else if case .repaint = command, case .continue = result { result = command }
        }
        return result
    }

    // MARK: Decisions

    /// When both panes have decided a release, logs both decisions on one line in each pane:
    /// `A percent(0.5) → cancel: p 0.42 ≤ 0.50 │ B flick(1/3, 1200) → finish: p 0.42 > 0.33`.
    mutating func pairDecisions() {
        guard isComparing else { return }
        // A pane whose code decides is paired by the code's verdict, not by what its policy would
        // say (`PlaygroundPane.step` hands on the code's records there).
        guard let a = pendingDecisions[0], let b = pendingDecisions[1] else { return }
        pendingDecisions = [nil, nil]
        let line =
            a.finishes == b.finishes
            ? "A and B agree → \(a.finishes ? "finish" : "cancel"): A \(a.text) │ B \(b.text)"
            : "A \(a.text) │ B \(b.text)"
        comparison = (a.finishes == b.finishes, panes[0].uiText(line))
        for i in panes.indices { panes[i].note(line) }
    }

    // MARK: Presets

    /// New preset files for every pane, edits kept (see `PlaygroundPane.reload(presets:problems:documents:)`).
    public mutating func reload(presets: [TransitionSpec], problems: [String], documents: [String: PresetDocument]) {
        for i in panes.indices { panes[i].reload(presets: presets, problems: problems, documents: documents) }
    }
}

extension Playground {
    /// `segue play A [--compare B] [--compare-policy P]`: compare mode when either is given, pane B
    /// a copy of `a` opened on preset `preset` and/or put under `policy`; else `a` alone.
    public init(_ a: PlaygroundPane, compare preset: String?, policy: CompletionPolicy?) {
        guard preset != nil || policy != nil else {
            self.init(a)
            return
        }
        var b = a
        if let preset, let index = b.entryNames.firstIndex(of: preset) { b.load(presetAt: index, keepOperation: false) }
        if let policy { b.setPolicy(policy) }
        self.init(comparing: a, with: b)
    }
}
