import SegueEngine

extension UIKitTransition {
    /// One run of a scenario on a fresh host, and what it left.
    @MainActor
    struct Capture {
        var captured: CapturedTransition
        var log: [UIKitLogEntry]
        var notDrawn: [String]
        var gaps: [UIKitGap]
        var failure: String?
        var animatorDuration: Double

        /// Virtual seconds the set-up may take before the trigger (its own animations, if any).
        static let setUpLimit = 10.0
        /// Virtual seconds past the animator's duration a transition may take to complete.
        static let completionGrace = 10.0

        static func run(operation: TransitionOperation, container: Size, scenario: UIKitTransition.Scenario) -> Capture {
            let host = UIKitHost(screenSize: CGSize(container))
            host.window.makeKeyAndVisible()
            let trigger = scenario(host.window)
            settle(host, until: setUpLimit)
            var failure: String?
            if !operation.isForward {
                host.forwardStepsWithoutAnimation = true
                trigger()
                settle(host, until: host.now + setUpLimit)
                host.forwardStepsWithoutAnimation = false
            }
            let start = host.now
            let firstTransition = host.transitions.count
            let firstAnimation = host.capture.animations.count
            var frames: [ModelFrame] = []
            host.didRunTurn = { record(host.snapshot(), at: host.now, into: &frames) }
            if operation.isForward {
                trigger()
            } else if let step = host.lastForwardStep, step.operation == operation.reverse {
                step.back()
            } else {
                failure = nothingToUndo(operation)
            }
            record(host.snapshot(), at: host.now, into: &frames)
            let transition = host.transitions.count > firstTransition ? host.transitions[firstTransition] : nil
            if transition == nil, failure == nil { failure = "the trigger started no transition (presentation, dismissal, push, pop or tab switch)" }
            if let transition, transition.kind.operation != operation {
                host.note(.warning, "the transition is declared as \(operation.rawValue) but the trigger started a \(transition.kind.operation.rawValue)")
            }
            let animatorDuration = transition?.duration ?? 0
            let limit = start + max(0, animatorDuration) + completionGrace
            while let next = host.nextEventTime, next <= limit {
                if transition?.completedAt != nil, next > lastEnd(host, from: firstAnimation, default: start) { break }
                host.advance(to: next)
            }
            host.didRunTurn = nil
            if let transition, transition.completedAt == nil {
                failure =
                    "the transition never called completeTransition(_:) within its duration (\(animatorDuration.formatted(digits: 3)) s) plus \(completionGrace.formatted(digits: 0)) s of virtual time"
            }
            var animations = timed(Array(host.capture.animations[firstAnimation...]), host)
            if transition != nil, animations.isEmpty { host.note(.note, "the transition made no animations: it shows its final state at once") }
            let end = max(transition?.completedAt ?? start, animations.map(\.end).filter(\.isFinite).max() ?? start)
            let duration = end - start > 1e-9 ? end - start : max(animatorDuration, 1e-3)
            // Blocks of an animator that never started stay at their start values to the end.
            for i in animations.indices where !animations[i].begin.isFinite {
                animations[i].duration = duration * 1e-9
                animations[i].begin = start + duration - animations[i].duration
            }
            let background = host.window.layer.modelState.backgroundColor.map(\.rgb) ?? .containerBackground
            let captured = CapturedTransition(
                container: container, background: background, start: start, duration: duration, frames: frames, animations: animations)
            return Capture(
                captured: captured, log: host.log, notDrawn: host.notDrawn, gaps: host.gaps, failure: failure, animatorDuration: animatorDuration)
        }

        /// Runs what the set-up scheduled, up to `limit` virtual seconds.
        private static func settle(_ host: UIKitHost, until limit: Double) {
            while let next = host.nextEventTime, next <= limit { host.advance(to: next) }
            if host.nextEventTime != nil {
                host.note(.warning, "the set-up was still running after \(limit.formatted(digits: 3)) s of virtual time; the trigger runs now")
            }
        }

        /// Keeps one frame per time: a later turn at the same time replaces it.
        private static func record(_ tree: LayerTree, at time: Double, into frames: inout [ModelFrame]) {
            if let last = frames.last, last.time == time {
                frames[frames.count - 1].tree = tree
            } else if frames.last?.tree != tree || frames.isEmpty {
                frames.append(ModelFrame(time: time, tree: tree))
            }
        }

        private static func lastEnd(_ host: UIKitHost, from first: Int, default value: Double) -> Double {
            timed(Array(host.capture.animations[first...]), host).map(\.end).filter(\.isFinite).max() ?? value
        }

        /// Why a backward operation has nothing to play: the trigger took no step it undoes.
        private static func nothingToUndo(_ operation: TransitionOperation) -> String {
            switch operation {
            case .pop: "the trigger pushed nothing, so there is nothing to pop"
            case .tabBack: "the trigger switched no tab, so there is no tab to go back from"
            default: "the set-up presented nothing, so there is nothing to dismiss"
            }
        }

        /// Animations of property-animator blocks on the clock: an animator started once and left
        /// to run puts its block over its share of the run, on the animator's curve. One that was
        /// steered during the capture is drawn as if it had run from its first start (noted).
        private static func timed(_ animations: [CapturedAnimation], _ host: UIKitHost) -> [CapturedAnimation] {
            var noted: Set<Int> = []
            return animations.map { a in
                guard case .animator(let id, let blockID) = a.source, let animator = host.animator(id),
                    let block = animator.blocks.first(where: { $0.id == blockID })
                else { return a }
                if animator.wasSteered || animator.runStarts.count > 1 || animator.runStarts.isEmpty, noted.insert(id).inserted {
                    host.approximate(animator.runStarts.isEmpty ? .unstartedAnimator : .steeredAnimator)
                }
                var t = a
                t.source = .clock
                t.timing = animator.engine.timingParameters
                if let runStart = animator.runStarts.first {
                    t.begin = runStart + min(block.start, block.end) * animator.engine.duration
                    t.duration = abs(block.end - block.start) * animator.engine.duration
                } else {
                    t.begin = .infinity
                }
                return t
            }
        }
    }
}
