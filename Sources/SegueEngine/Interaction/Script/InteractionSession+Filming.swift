/// A gesture script filmed on a simulated clock: the scene at every frame, and where the finger
/// is. What `segue gif` draws; `ScriptedPlayback` does the same for the whole playground screen.
extension InteractionSession {
    /// One frame: its time (seconds from 0), the views as drawn then, and the finger's place in
    /// container points while it is down.
    public struct Frame: Hashable, Sendable {
        /// Seconds from the script's start.
        public var time: Double
        /// The views as drawn at `time`.
        public var scene: Scene
        /// The finger, container points; nil while it is up.
        public var finger: Point?
    }

    /// Performs `steps` with a simulated finger from time 0, each input at its own time, and calls
    /// `frame` at every frame: frame k at k / `framesPerSecond` seconds, from 0 through the script's
    /// end and on until the transition completes, never past `maximumLength` seconds. Returns the
    /// session after the last frame (its log says how the transition ended).
    ///
    /// - Parameter scenes: false leaves each frame's scene empty (only its time and finger), to
    ///   count frames cheaply before drawing them.
    @discardableResult
    public func film(
        _ steps: [GestureStep], framesPerSecond: Double, maximumLength: Double, scenes: Bool = true, _ frame: (Frame) -> Void
    ) throws(ScriptFailure) -> InteractionSession {
        let run = try ScriptRun(steps, on: [self], maximumLength: maximumLength)
        var film = Film(session: self)
        let rate = framesPerSecond > 0 && framesPerSecond.isFinite ? framesPerSecond : 30
        run.perform(on: &film, framesPerSecond: rate, maximumLength: maximumLength) { film, now in
            frame(Frame(time: now, scene: scenes ? film.session.scene(at: now) : Scene(container: .zero, views: []), finger: film.touch))
        }
        return film.session
    }
}

/// A session being filmed, and where the finger is (container points; nil while it is up).
private struct Film: ScriptTarget {
    var session: InteractionSession
    var touch: Point?

    mutating func moveClock(to time: Double) { session.advance(to: time) }

    mutating func apply(_ input: ScriptedInput, pane: Int) {
        session.advance(to: input.time)
        session.apply(input)
        if case .touch(let event) = input { touch = event.phase == .up ? nil : event.position }
    }

    var isSettled: Bool { session.isCompleted }
}
