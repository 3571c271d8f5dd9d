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

    /// Why a script cannot be filmed.
    public enum FilmingFailure: Error, Hashable, Sendable {
        /// Step `number` (1-based) cannot be performed.
        case step(number: Int, GestureSimulator.Failure)
        /// The script ends with the finger down.
        case fingerDown
        /// The script lasts this many seconds, more than the film may.
        case tooLong(Double)
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
    ) throws(FilmingFailure) -> InteractionSession {
        var finger = GestureSimulator()
        var inputs: [ScriptedInput] = []
        for (index, step) in steps.enumerated() {
            do throws(GestureSimulator.Failure) {
                inputs += try self.inputs(for: step, with: &finger)
            } catch {
                throw .step(number: index + 1, error)
            }
        }
        if finger.isTouching { throw .fingerDown }
        guard finger.time <= maximumLength else { throw .tooLong(finger.time) }
        let scriptEnd = finger.time
        var session = self
        var pending = inputs.sorted { $0.time < $1.time }[...]
        var touch: Point?
        var index = 0
        let rate = framesPerSecond > 0 && framesPerSecond.isFinite ? framesPerSecond : 30
        while true {
            let now = Double(index) / rate
            while let input = pending.first, input.time <= now + 1e-9 {
                pending.removeFirst()
                session.advance(to: input.time)
                session.apply(input)
                if case .touch(let event) = input { touch = event.phase == .up ? nil : event.position }
            }
            session.advance(to: now)
            frame(Frame(time: now, scene: scenes ? session.scene(at: now) : Scene(container: .zero, views: []), finger: touch))
            index += 1
            if Double(index) / rate > maximumLength + 1e-9 { break }
            if now >= scriptEnd - 1e-9, pending.isEmpty, session.isCompleted { break }
        }
        return session
    }
}
