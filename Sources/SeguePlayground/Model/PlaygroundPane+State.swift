import SegueEngine

/// The pane's state under the names the view, the editor and tests read: each is a part of one of
/// the stored values (`entries`, `choice`, `drive`, `clock`, `panel`, `hand`, `screen`, `keyMaps`).
extension PlaygroundPane {
    /// The presets to play, in catalog order.
    public internal(set) var presets: [TransitionSpec] {
        get { entries.presets }
        set { entries.presets = newValue }
    }
    /// Transitions written in Swift, listed after the presets; each plays with its own
    /// `interaction` and in its own container.
    public var codedTransitions: [any Transition] { entries.codedTransitions }
    /// The open entry: an index into `presets`, or past them into `codedTransitions`.
    public internal(set) var presetIndex: Int {
        get { entries.index }
        set { entries.index = newValue }
    }
    /// A problem to show (a preset that failed to load or play); the last good state stays on screen.
    public internal(set) var banner: String? {
        get { entries.banner }
        set { entries.banner = newValue }
    }
    /// The problems of the last reload, so that one broken edit is logged once.
    var reloadProblems: [String] {
        get { entries.reloadProblems }
        set { entries.reloadProblems = newValue }
    }

    /// The operation the open entry plays.
    public internal(set) var operation: TransitionOperation {
        get { choice.operation }
        set { choice.operation = newValue }
    }
    /// The direction the open preset plays in; nil for a coded transition.
    public internal(set) var direction: Direction? {
        get { choice.direction }
        set { choice.direction = newValue }
    }
    /// The completion policy that decides a release.
    public internal(set) var policy: CompletionPolicy {
        get { choice.policy }
        set { choice.policy = newValue }
    }
    /// The container the presets play in, points: a portrait phone, or landscape after `t`.
    public internal(set) var container: Size {
        get { choice.container }
        set { choice.container = newValue }
    }

    /// Playback speed: 1 is real time, 0.1 is ten times slower.
    public internal(set) var speed: Double {
        get { clock.speed }
        set { clock.speed = newValue }
    }
    /// Space plays toward the start instead of the end (`r` while paused).
    public internal(set) var playsBackward: Bool {
        get { clock.playsBackward }
        set { clock.playsBackward = newValue }
    }
    /// Transition time, seconds (speed-scaled).
    public var time: Double { clock.time }

    /// The running transition; nil when the preset cannot play (its error is in `banner`).
    public internal(set) var session: InteractionSession? {
        get { drive.session }
        set { drive.session = newValue }
    }
    /// The code's own run of a coded transition with its own interaction (`CodeInteractive`), on
    /// the playground's clock: the finger goes to it too, and it decides; `session` then says what
    /// the policy would.
    var live: LiveDrive? { drive.live }
    /// Whether the open transition plays live: its code decides.
    public var playsLive: Bool { drive.live != nil }
    /// Whether a transition whose code has its own interaction plays live (the code decides);
    /// false in compare mode's pane B, where the policy decides the same transition.
    public var runsCode: Bool { drive.runsCode }
    /// The code's latest verdict in words (`your code: finish`), beside `lastDecision`.
    public var lastCodeVerdict: String? { drive.verdicts.codeText }
    /// How many verdicts the code has given.
    public var codeDecisionCount: Int { drive.verdicts.codeCount }
    /// How many release decisions this playground has logged.
    public var decisionCount: Int { drive.verdicts.policyCount }
    /// The latest release decision in words (`percent(0.5) → cancel: p 0.42 ≤ 0.50`).
    public var lastDecision: Verdicts.Decision? { drive.verdicts.policy }

    /// What shows over the stage.
    public internal(set) var overlay: Overlay {
        get { panel.overlay }
        set { panel = Panel(newValue) }
    }
    /// First help row shown when the help is taller than the screen.
    var helpScroll: Int {
        if case .help(let help) = panel { help.scroll } else { 0 }
    }

    /// The simulated finger down: the keyboard's or the mouse's; nil when none is (a flick's is
    /// not held).
    public var finger: FingerSource? { hand.source }
    /// The keyboard's finger in drag mode, while it is down.
    var keyboardFinger: KeyboardFinger? {
        if case .keyboard(let keyboard, _) = hand { keyboard } else { nil }
    }

    /// The file being recorded to (`R`), as the run loop reported it; nil when not recording.
    public var recordingFile: String? { screen.recordingFile }
    /// The terminal size last reported.
    public internal(set) var size: (columns: Int, rows: Int) {
        get { screen.size }
        set { screen.size = newValue }
    }

    /// The keys of a pane with nothing else open.
    public var keyMap: KeyMap { keyMaps.standard }
    /// The keys while the keyboard's finger is down; they come before `keyMap`.
    public var dragKeyMap: KeyMap { keyMaps.drag }
    /// The keys while the keyboard's finger holds a view that follows it; they come before `keyMap`.
    public var directDragKeyMap: KeyMap { keyMaps.directDrag }
    /// The keys while the help shows.
    public var helpKeyMap: KeyMap { keyMaps.help }
    /// The keys while the card shows.
    public var cardKeyMap: KeyMap { keyMaps.card }
    /// The keys of the picker.
    public var pickerKeyMap: KeyMap { keyMaps.picker }
    /// The keys of edit mode (`e`); they come before `keyMap`.
    public var editKeyMap: KeyMap { keyMaps.edit }
}
