import SegueEngine

/// The actions the key maps bind, by name: each step size is written once, here, and the key
/// texts quote it (`amount`).
extension PlaygroundAction {
    public static let scrubBackward = scrub(by: -0.01)
    public static let scrubForward = scrub(by: 0.01)
    public static let scrubBackwardCoarse = scrub(by: -0.1)
    public static let scrubForwardCoarse = scrub(by: 0.1)
    public static let scrubToStart = scrubTo(0)
    public static let scrubToEnd = scrubTo(1)
    public static let startDrag = drag(.start)
    public static let lift = drag(.lift)
    public static let dragForward = drag(.along(0.05))
    public static let dragBackward = drag(.along(-0.05))
    public static let dragForwardCoarse = drag(.along(0.2))
    public static let dragBackwardCoarse = drag(.along(-0.2))
    public static let dragLeft = drag(.move(dx: -10, dy: 0))
    public static let dragRight = drag(.move(dx: 10, dy: 0))
    public static let dragUp = drag(.move(dx: 0, dy: -10))
    public static let dragDown = drag(.move(dx: 0, dy: 10))
    public static let dragLeftCoarse = drag(.move(dx: -50, dy: 0))
    public static let dragRightCoarse = drag(.move(dx: 50, dy: 0))
    public static let dragUpCoarse = drag(.move(dx: 0, dy: -50))
    public static let dragDownCoarse = drag(.move(dx: 0, dy: 50))
    public static let flickForward = flick(forward: true)
    public static let flickBackward = flick(forward: false)
    public static let lowerPercentThreshold = percentThreshold(by: -0.05)
    public static let raisePercentThreshold = percentThreshold(by: 0.05)
    public static let lowerVelocityThreshold = velocityThreshold(by: -50)
    public static let raiseVelocityThreshold = velocityThreshold(by: 50)
    public static let toggleHelp = help(.toggle)
    public static let info = card(.toggle)
    public static let scrollUp = help(.scroll(by: -1))
    public static let scrollDown = help(.scroll(by: 1))
    public static let pageUp = help(.scroll(by: -10))
    public static let pageDown = help(.scroll(by: 10))
    public static let selectPrevious = picker(.select(by: -1))
    public static let selectNext = picker(.select(by: 1))
    public static let openSelection = picker(.open)
    public static let eraseFilter = picker(.erase)
    public static let typeFilter = picker(.type)
    public static let toggleEdit = edit(.toggle)
    public static let undo = edit(.undo)
    public static let redo = edit(.redo)
    public static let save = edit(.save)
    public static let exportCode = edit(.exportCode)
    public static let editPreviousField = edit(.select(by: -1))
    public static let editNextField = edit(.select(by: 1))
    public static let editIncrease = edit(.step(by: 1, coarse: false))
    public static let editDecrease = edit(.step(by: -1, coarse: false))
    public static let editIncreaseCoarse = edit(.step(by: 1, coarse: true))
    public static let editDecreaseCoarse = edit(.step(by: -1, coarse: true))
    public static let editType = edit(.type)

    /// Every action a key map binds, for tests that check each is bound.
    public static let allCases: [PlaygroundAction] = [
        scrubBackward, scrubForward, scrubBackwardCoarse, scrubForwardCoarse, scrubToStart, scrubToEnd, playPause, finish, cancel, reverse,
        startDrag, dragForward, dragBackward, dragForwardCoarse, dragBackwardCoarse, lift, dragLeft, dragRight, dragUp, dragDown, dragLeftCoarse,
        dragRightCoarse, dragUpCoarse, dragDownCoarse, flickForward, flickBackward, lowerPercentThreshold, raisePercentThreshold,
        lowerVelocityThreshold, raiseVelocityThreshold, cyclePolicy, nextPreset, previousPreset, openPicker, cycleOperation, cycleDirection,
        turnDevice, faster, slower, toggleCompare, switchPane, toggleHelp, info, closeOverlay, redraw, toggleRecording, quit, scrollUp,
        scrollDown, pageUp, pageDown, selectPrevious, selectNext, openSelection, eraseFilter, typeFilter, toggleEdit, undo, redo, save,
        exportCode, editPreviousField, editNextField, editIncrease, editDecrease, editIncreaseCoarse, editDecreaseCoarse, editType,
    ]

    /// How far the action moves, as the key texts quote it: `1` (percent of the transition or the
    /// pan), `10` (points or rows), `0.05`, `50`; nil for an action that does not move by a step.
    public var amount: String? {
        switch self {
        case .scrub(let share): Self.percent(share)
        case .drag(.along(let share)): Self.percent(share)
        case .drag(.move(let dx, let dy)): Self.number(max(abs(dx), abs(dy)))
        case .percentThreshold(let delta): CompletionPolicy.fixed(abs(delta))
        case .velocityThreshold(let delta): Self.number(abs(delta))
        case .help(.scroll(let rows)): "\(abs(rows))"
        default: nil
        }
    }

    private static func percent(_ share: Double) -> String { number(abs(share) * 100) }

    private static func number(_ value: Double) -> String { "\(Int(value.rounded()))" }

    /// `amount`, or nothing when it has none (key texts interpolate it).
    var step: String { amount ?? "" }
}

/// The key maps' short name for the actions, so their texts can quote the steps.
typealias A = PlaygroundAction
