/// One timed thing a gesture script does to an `InteractionSession`: a touch event from the
/// scripted finger, or a call (`play`, `finish`, `cancel`) at a moment.
///
/// `InteractionSession.perform(_:with:)` applies a step's inputs at once; a caller that draws
/// frames while the script runs (`segue record`) gets them with `inputs(for:with:)` and applies
/// each when its time comes.
public enum ScriptedInput: Hashable, Sendable {
    /// A touch of the scripted finger.
    case touch(TouchEvent)
    /// A `play` call at this time, seconds.
    case play(at: Double)
    /// A `finish` call at this time, seconds.
    case finish(at: Double)
    /// A `cancel` call at this time, seconds.
    case cancel(at: Double)

    /// When the input happens, seconds on the session's clock.
    public var time: Double {
        switch self {
        case .touch(let event): event.time
        case .play(at: let time), .finish(at: let time), .cancel(at: let time): time
        }
    }
}

extension InteractionSession {
    /// The inputs of one script step performed with `finger` (which moves on in time): `play`,
    /// `finish` and `cancel` are calls at the finger's time; `touch` goes down at
    /// `touchStartPoint`; the other steps move the finger along the pan, sampled by the simulator.
    public func inputs(for step: GestureStep, with finger: inout GestureSimulator) throws(GestureSimulator.Failure) -> [ScriptedInput] {
        switch step {
        case .play: [.play(at: finger.time)]
        case .finish: [.finish(at: finger.time)]
        case .cancel: [.cancel(at: finger.time)]
        case .touch: try finger.touchDown(at: touchStartPoint).map(ScriptedInput.touch)
        case .wait, .drag, .dragAcross, .release, .touchAt:
            try finger.perform(step, direction: pan.direction, container: driver.transition.container, panDistance: panDistance).map(ScriptedInput.touch)
        }
    }

    /// Applies one scripted input at its time.
    public mutating func apply(_ input: ScriptedInput) {
        switch input {
        case .touch(let event): handle(event)
        case .play(at: let time): play(at: time)
        case .finish(at: let time): finish(at: time)
        case .cancel(at: let time): cancel(at: time)
        }
    }
}
