/// What a gesture script is performed on: a session, a live run of a transition's own code, a
/// playground. Its pane `pane` (0 unless it shows several, compare mode's two) takes the script's
/// inputs; times are seconds on the script's clock, from 0.
public protocol ScriptTarget {
    /// Moves the clock to `time`, running what falls due.
    mutating func moveClock(to time: Double)
    /// Step `number` (1-based) starts at `time`, with the finger down or not, before its inputs: a
    /// target that says which steps have no effect (a session) says it here. By default nothing.
    mutating func begin(step number: Int, _ step: GestureStep, fingerDown: Bool, at time: Double, pane: Int)
    /// Applies one input at its time, bringing the clock there as the target's own calls do.
    mutating func apply(_ input: ScriptedInput, pane: Int)
    /// Whether nothing runs any more (the transition has completed): a filmed run stops then.
    var isSettled: Bool { get }
}

extension ScriptTarget {
    /// Nothing: the target does not remark on steps.
    public mutating func begin(step number: Int, _ step: GestureStep, fingerDown: Bool, at time: Double, pane: Int) {}
}

/// A gesture script made into timed inputs, once for every pane that performs it (each in its own
/// terms: its pan's direction, distance and touch point), and the one loop that performs them:
/// `segue simulate`, `segue record`, `segue gif` and the tests all run scripts through it.
public struct ScriptRun: Hashable, Sendable {
    /// One thing due at a time: a step's start or an input, for one pane.
    public struct Cue: Hashable, Sendable {
        /// What is due.
        public enum Kind: Hashable, Sendable {
            /// Step `number` (1-based) starts, the finger down or not.
            case step(number: Int, GestureStep, fingerDown: Bool)
            /// An input of the scripted finger or a call.
            case input(ScriptedInput)
        }

        /// When, seconds from the script's start.
        public var time: Double
        /// The pane it is for.
        public var pane: Int
        /// What is due.
        public var kind: Kind
    }

    /// Every cue, in time order (at the same time pane 0 first, and a pane's own in script order).
    public let cues: [Cue]
    /// When the script's last step ends, seconds.
    public let end: Double

    /// The script `steps` performed by a simulated finger from time 0 on each of `sessions` (one
    /// per pane: the session gives the touch point, the pan and its distance).
    ///
    /// - Throws: `.step` for a step the finger cannot do, `.fingerDown` for a script that ends
    ///   with the finger down, `.tooLong` when it lasts more than `maximumLength` seconds.
    public init(_ steps: [GestureStep], on sessions: [InteractionSession], maximumLength: Double = .infinity) throws(InteractionSession.ScriptFailure) {
        var cues: [Cue] = []
        var end = 0.0
        for (pane, session) in sessions.enumerated() {
            var finger = GestureSimulator()
            for (index, step) in steps.enumerated() {
                cues.append(Cue(time: finger.time, pane: pane, kind: .step(number: index + 1, step, fingerDown: finger.isTouching)))
                do throws(GestureSimulator.Failure) {
                    cues += try session.inputs(for: step, with: &finger).map { Cue(time: $0.time, pane: pane, kind: .input($0)) }
                } catch {
                    throw .step(number: index + 1, error)
                }
            }
            if finger.isTouching { throw .fingerDown }
            guard finger.time <= maximumLength else { throw .tooLong(finger.time) }
            end = max(end, finger.time)
        }
        // Stable: a pane's cues keep their order at equal times.
        self.cues = cues.enumerated().sorted { ($0.element.time, $0.element.pane, $0.offset) < ($1.element.time, $1.element.pane, $1.offset) }.map(\.element)
        self.end = end
    }

    /// The inputs of pane `pane`, in time order.
    public func inputs(pane: Int = 0) -> [ScriptedInput] {
        cues.compactMap { cue in
            guard cue.pane == pane, case .input(let input) = cue.kind else { return nil }
            return input
        }
    }

    /// Performs the script on `target`, each cue in time order: a step's start reaches `begin`, an
    /// input `apply`, each of which brings the target's clock to the cue's time.
    ///
    /// - Without `framesPerSecond`: every cue in turn, then the clock runs on `runOn` seconds past
    ///   the script's end, so that a released or played transition completes (`segue simulate`).
    /// - With it: frame k at k / `framesPerSecond` seconds gets every cue due by then, the clock at
    ///   the frame's time, then `frame`; frames run from 0 through the script's end and on until
    ///   the target settles, never past `maximumLength` seconds (`segue record`, `segue gif`).
    public func perform<Target: ScriptTarget>(
        on target: inout Target, runOn: Double = 0, framesPerSecond: Double? = nil, maximumLength: Double = .infinity,
        frame: (inout Target, Double) -> Void = { _, _ in }
    ) {
        var pending = cues[...]
        func due(by time: Double) {
            while let cue = pending.first, cue.time <= time + 1e-9 {
                pending.removeFirst()
                switch cue.kind {
                case .step(let number, let step, let fingerDown):
                    target.begin(step: number, step, fingerDown: fingerDown, at: cue.time, pane: cue.pane)
                case .input(let input):
                    target.apply(input, pane: cue.pane)
                }
            }
        }
        guard let framesPerSecond else {
            due(by: .infinity)
            target.moveClock(to: end + runOn)
            return
        }
        var index = 0
        while true {
            let now = Double(index) / framesPerSecond
            due(by: now)
            target.moveClock(to: now)
            frame(&target, now)
            index += 1
            if Double(index) / framesPerSecond > maximumLength + 1e-9 { break }
            if now >= end - 1e-9, pending.isEmpty, target.isSettled { break }
        }
    }
}
