import SegueEngine
import SegueRender

/// What the pane's widgets read to draw one frame: a read-only copy of the playground's state,
/// made in one place (here), so the widgets depend on this and not on how the playground stores
/// its state.
struct PaneSnapshot {
    /// Whether the screen is drawn in ASCII (`--ascii`).
    let ascii: Bool
    /// The curve panel's plot the pane keeps between frames (see `CurvePanelPlot`).
    let keptPlot: CurvePanelPlot?
    /// Transition time, seconds (speed-scaled).
    let time: Double
    /// The running transition; nil when nothing plays.
    let session: InteractionSession?
    /// Whether the open transition plays live (its code decides).
    let playsLive: Bool
    /// The open preset; nil when a coded transition is open.
    let preset: TransitionSpec?
    /// The open coded transition's name, kind and operation; nil when a preset is open.
    let coded: (name: String, kind: String, operation: TransitionOperation)?
    /// Whether the open preset has unsaved edits.
    let isEdited: Bool
    /// The edited preset's curve as its file writes it; nil without an editor.
    let editedCurveSpec: String?
    /// Whether edit mode is on.
    let isEditing: Bool
    let operation: TransitionOperation
    let direction: Direction?
    /// The device screen, points.
    let container: Size
    let policy: CompletionPolicy
    /// Playback speed: 1 is real time.
    let speed: Double
    let playsBackward: Bool
    /// Who holds the finger, if one is down.
    let finger: PlaygroundPane.FingerSource?
    /// The animator's state in words.
    let stateText: String
    /// The fraction complete the inspector, the timeline and the playhead show.
    let shownProgress: Double
    /// The duration the inspector shows, seconds.
    let shownDuration: Double
    /// The code's verdict beside the policy's, while a live run plays.
    let verdictsText: String?
    /// The timeline's second line and its colour for a direct session; nil otherwise.
    let directLine: (text: String, color: RGBColor)?
    /// The Events panel's lines, newest last.
    let log: [PlaygroundPane.LogLine]
    /// A problem to show on the row above the footer.
    let banner: String?
    /// The question on the footer line, if one waits.
    let promptText: String?
    /// The file being recorded to, as the footer shows it.
    let recordingMark: String?
    /// The file the last export wrote.
    let exported: String?
    /// The keys the footer lists now.
    let footerBindings: [KeyBinding]
    /// The help's keys, first row shown and size.
    let help: HelpWidget

    init(_ playground: PlaygroundPane) {
        let p = playground
        ascii = p.options.render.ascii
        keptPlot = p.keptPlot
        time = p.time
        session = p.session
        playsLive = p.playsLive
        preset = p.preset
        coded = p.codedTransition.map { ($0.name, $0.card.kind, $0.operation) }
        let editor = p.editor
        isEdited = editor?.isEdited == true
        editedCurveSpec = editor?.timing.spec
        isEditing = p.edit.isOn
        operation = p.operation
        direction = p.direction
        container = p.container
        policy = p.policy
        speed = p.speed
        playsBackward = p.playsBackward
        finger = p.finger
        stateText = p.stateText
        shownProgress = p.shownProgress
        shownDuration = p.live.map { $0.status.duration } ?? p.session?.driver.interaction.duration ?? 0
        verdictsText = p.verdictsText
        directLine = p.session.flatMap { session in session.direct.map { p.directTimelineLine(session, $0) } }
        log = p.log
        banner = p.banner
        promptText = p.promptText
        recordingMark = p.recordingMark
        exported = p.edit.exported
        footerBindings = (p.edit.isOn ? p.editKeyMap : p.finger == .keyboard ? p.fingerKeyMap : p.keyMap).footerBindings
        help = HelpWidget(p)
    }

    /// UI text in the screen's character set: as written, or spelled in ASCII.
    func uiText(_ text: String) -> String { ascii ? ASCIISpelling.spell(text) : text }
}

extension HelpWidget {
    /// The help of `playground`: its standard keys, then every other map, titled by when it applies.
    init(_ playground: PlaygroundPane) {
        let p = playground
        self.init(
            keyMap: p.keyMap,
            overlays: [
                ("Drag mode (after d, while the finger is down)", p.dragKeyMap),
                ("Drag mode on a view that follows the finger (drag to dismiss)", p.directDragKeyMap),
                ("In the help", p.helpKeyMap),
                ("In the preset card (i)", p.cardKeyMap),
                ("In the preset picker (/)", p.pickerKeyMap),
                ("Edit mode (after e)", p.editKeyMap),
            ], scroll: p.helpScroll, ascii: p.options.render.ascii)
    }
}

extension PlaygroundPane {
    /// The animator's state in words (`active · running · interactive`), or the code's while a
    /// live run plays.
    var stateText: String {
        if let live { return Self.liveStateText(live.status) }
        guard let session else { return "–" }
        let driver = session.driver
        var parts = [driver.animatorState.rawValue]
        if driver.animatorState == .active { parts.append(driver.isAnimatorRunning ? "running" : "paused") }
        if driver.isAnimatorReversed && driver.isAnimatorRunning { parts.append("reversed") }
        switch session.driver.interaction.phase {
        case .waiting: parts = ["ready"]
        case .interactive: parts.append("interactive")
        case .animating(let finishing): parts.append(finishing ? "→ end" : "→ start")
        case .completed(let didFinish):
            if endedByReversal {
                parts = [didFinish ? "↔ reversed: at the end" : "↔ reversed: back at the start"]
            } else {
                parts = [didFinish ? "✓ finished" : "✗ cancelled"]
            }
        }
        return parts.joined(separator: " · ")
    }
}
