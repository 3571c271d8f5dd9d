import SegueEngine

/// Turns changes made inside animation blocks into `CapturedAnimation`s, as UIKit turns them into
/// Core Animation animations (docs/uikit-layer.md, "Capture"). The model changes at once; a change to
/// a view's layer inside a block is also recorded, and when the block ends each changed property
/// becomes one animation from the value before the block to the last value set in it.
///
/// Blocks nest: a frame is pushed for each; an inner block that inherits its timing joins the frame
/// it is in. Transactions (`CATransaction`) are tracked here too, so their completion blocks run
/// when the animations added after them have ended.
@MainActor
final class AnimationCapture {
    /// The timing of a block: when it starts, for how long, along which curve (virtual seconds).
    struct Timing {
        var begin: Double
        var duration: Double
        var curve: TimingCurve
    }

    enum Kind {
        /// `UIView.animate`: every change animates over the block's timing.
        case block(Timing)
        /// `UIView.animateKeyframes`: changes collect as segments of relative time.
        case keyframes(Timing, discrete: Bool)
        /// A `UIViewPropertyAnimator` block: progress comes from the animator.
        case animator(id: Int, block: PropertyAnimator.AnimationID, duration: Double, curve: TimingCurve)
        /// `UIView.animateKeyframes` inside a property animator's block: segments of the animator's
        /// progress (its duration and curve), as UIKit nests a keyframe animation in an animator.
        case animatorKeyframes(id: Int, block: PropertyAnimator.AnimationID, duration: Double, curve: TimingCurve, discrete: Bool)
        /// `performWithoutAnimation`, or a block of duration ≤ 0: nothing animates.
        case immediate

        /// Whether changes collect as segments of relative time (`addKeyframe`).
        var isKeyframes: Bool {
            switch self {
            case .keyframes, .animatorKeyframes: true
            case .block, .animator, .immediate: false
            }
        }
    }

    struct Change {
        var layer: CALayer
        var property: LayerKeyPath.Property
        var old: AnimatableValue
        var new: AnimatableValue
        /// What was on screen when the block first changed it.
        var onScreen: AnimatableValue
        /// Keyframes only: (relative start, relative end, value before, value after), in order set.
        var segments: [(start: Double, end: Double, from: AnimatableValue, to: AnimatableValue)] = []
    }

    final class Frame {
        let kind: Kind
        let group: Int
        var changes: [Change] = []
        /// Inside `addKeyframe`: the relative stretch changes are recorded for.
        var keyframe: (start: Double, end: Double)?
        /// Completions of inner blocks that joined this frame.
        var joined: [(Bool) -> Void] = []

        init(kind: Kind, group: Int) {
            self.kind = kind
            self.group = group
        }
    }

    private(set) var frames: [Frame] = []
    /// Every animation added, in order.
    private(set) var animations: [CapturedAnimation] = []
    private var nextGroup = 0

    /// A new group number, for animations made together outside a block.
    func newGroup() -> Int {
        nextGroup += 1
        return nextGroup - 1
    }

    /// The innermost open frame.
    var top: Frame? { frames.last }

    /// Opens a frame of `kind`; the caller runs the block and then `close`s it. A frame opened
    /// `within` another joins its group (a property animator updates its blocks by group).
    func open(_ kind: Kind, within outer: Frame? = nil) -> Frame {
        let frame = Frame(kind: kind, group: outer?.group ?? nextGroup)
        if outer == nil { nextGroup += 1 }
        frames.append(frame)
        return frame
    }

    /// Closes `frame` (the innermost) and adds its animations; returns them.
    @discardableResult
    func close(_ frame: Frame, at now: Double) -> [CapturedAnimation] {
        guard let last = frames.last, last === frame else { return [] }
        frames.removeLast()
        let made = animations(of: frame, at: now)
        let outside = Set(frame.changes.filter { $0.layer.owningView?.window == nil && $0.old != $0.new }.map { ObjectIdentifier($0.layer) })
        if !outside.isEmpty {
            UIKitHost.existing?.note(
                .warning,
                "an animation changes \(outside.count == 1 ? "a view" : "\(outside.count) views") outside the window: UIKit runs it, and nothing of it is on screen"
            )
        }
        for a in made { add(a) }
        return Array(animations.suffix(made.count))
    }

    /// Records a change to a layer property. Only view-backed layers animate from blocks; a
    /// standalone layer's change applies at once (its implicit animations are not captured).
    func layer(_ layer: CALayer, changed property: LayerKeyPath.Property, from old: AnimatableValue, to new: AnimatableValue, at now: Double) {
        guard let frame = top, layer.owningView != nil else { return }
        if case .immediate = frame.kind { return }
        var stretch = frame.keyframe
        if stretch == nil, frame.kind.isKeyframes { stretch = (0, 1) }
        if let i = frame.changes.firstIndex(where: { $0.layer === layer && $0.property == property }) {
            frame.changes[i].new = new
            if let k = stretch { frame.changes[i].segments.append((k.start, k.end, old, new)) }
        } else {
            var change = Change(layer: layer, property: property, old: old, new: new, onScreen: onScreen(layer, property, model: old, at: now))
            if let k = stretch { change.segments = [(k.start, k.end, old, new)] }
            frame.changes.append(change)
        }
    }

    /// The value of `property` on screen at `now` if the model held `model`.
    func onScreen(_ layer: CALayer, _ property: LayerKeyPath.Property, model: AnimatableValue, at now: Double) -> AnimatableValue {
        var state = layer.modelState
        state[property] = model
        let mine = animations.filter { $0.layer == layer.id && $0.keyPath.property == property }
        return UIKitHost.current.presentation(of: state, mine, at: now)[property]
    }

    /// The animations of one layer, in the order added.
    func animations(of layer: LayerID) -> [CapturedAnimation] { animations.filter { $0.layer == layer } }

    /// Adds an animation made elsewhere (`CALayer.add(_:forKey:)`), and tells the open transactions.
    func add(_ made: CapturedAnimation) {
        var animation = made
        if let host = UIKitHost.existing, let timeline = host.liveTimeline, animation.source == .clock {
            let shift = timeline.localTime(at: host.now) - host.now
            animation.added += shift
            animation.begin += shift
            animation.timeline = timeline.id
        }
        animations.append(animation)
        transactions.animationAdded(ending: made.source == .clock ? made.end : made.added)
    }

    /// Replaces the animations of a group (a property animator's blocks once its run is known).
    func update(group: Int, _ change: (inout CapturedAnimation) -> Void) {
        for i in animations.indices where animations[i].group == group { change(&animations[i]) }
    }

    /// Ends the animations of a timeline (a cancelled percent-driven transition's): they show no more.
    func removeAll(onTimeline id: Int, at local: Double) {
        for i in animations.indices where animations[i].timeline == id && animations[i].removedAt == nil {
            animations[i].removedAt = local
        }
    }

    /// Ends at `now` the animations of `layer` for `keyPath` (all of them when nil), as removing
    /// them from the layer does.
    func remove(layer: LayerID, where matches: (CapturedAnimation) -> Bool, at now: Double) {
        let host = UIKitHost.current
        for i in animations.indices where animations[i].layer == layer && matches(animations[i]) {
            let local = host.localTime(of: animations[i], at: now)
            if animations[i].isActive(at: local) { animations[i].removedAt = local }
        }
    }

    // MARK: Transactions

    let transactions = TransactionStack()

    /// The end of a run-loop turn: the implicit transaction commits.
    func endTurn() { transactions.commitImplicit() }

    // MARK: Building

    private func animations(of frame: Frame, at now: Double) -> [CapturedAnimation] {
        switch frame.kind {
        case .immediate:
            return []
        case .block(let timing):
            return frame.changes.compactMap { c in
                guard c.old != c.new else { return nil }
                return Self.animation(c, timing: timing, added: now, group: frame.group)
            }
        case .keyframes(let timing, let discrete):
            return frame.changes.compactMap { c in
                guard c.old != c.new || c.segments.count > 1 else { return nil }
                var a = Self.animation(c, timing: timing, added: now, group: frame.group)
                a.path = Self.keyframePath(c, discrete: discrete)
                a.isAdditive = false
                return a
            }
        case .animator(let id, let block, let duration, let curve):
            return frame.changes.compactMap { c in
                guard c.old != c.new else { return nil }
                var a = Self.animation(c, timing: Timing(begin: now, duration: duration, curve: curve), added: now, group: frame.group)
                a.source = .animator(id: id, block: block)
                return a
            }
        case .animatorKeyframes(let id, let block, let duration, let curve, let discrete):
            return frame.changes.compactMap { c in
                guard c.old != c.new || c.segments.count > 1 else { return nil }
                var a = Self.animation(c, timing: Timing(begin: now, duration: duration, curve: curve), added: now, group: frame.group)
                a.source = .animator(id: id, block: block)
                a.path = Self.keyframePath(c, discrete: discrete)
                a.isAdditive = false
                return a
            }
        }
    }

    /// One change as a UIKit animation: additive from old − new to zero, or for a transform from
    /// what was on screen to the new value.
    private static func animation(_ c: Change, timing: Timing, added: Double, group: Int) -> CapturedAnimation {
        let path: CapturedAnimation.Path =
            c.new.isAdditive ? .basic(from: c.old.subtracting(c.new), to: c.new.zero) : .basic(from: c.onScreen, to: c.new)
        return CapturedAnimation(
            layer: c.layer.id, keyPath: LayerKeyPath(c.property), path: path, isAdditive: c.new.isAdditive, added: added,
            begin: timing.begin, duration: timing.duration, timing: timing.curve, fillsBackwards: true, fillsForwards: false, group: group)
    }

    /// The keyframes of one property: its value before the block at 0, each segment's end value at
    /// the segment's end, held between segments and after the last (absolute values).
    private static func keyframePath(_ c: Change, discrete: Bool) -> CapturedAnimation.Path {
        var values = [c.onScreen]
        var times = [0.0]
        for s in c.segments.sorted(by: { $0.start < $1.start }) {
            let start = s.start.clamped(to: 0...1)
            let end = max(start, s.end.clamped(to: 0...1))
            if start > times[times.count - 1] || discrete {
                values.append(values[values.count - 1])
                times.append(discrete ? end : start)
            }
            values.append(s.to)
            times.append(end)
        }
        if times[times.count - 1] < 1 {
            values.append(values[values.count - 1])
            times.append(1)
        }
        return .keyframes(values: values, keyTimes: times, curves: Array(repeating: nil, count: values.count - 1))
    }
}
