import SegueEngine

/// A preset made concrete for one operation and direction, still symbolic in the container's size:
/// the views with their starting poses and the tracks as they play, every value an expression of
/// the real container's `width` and `height` (a direction's mirror or axis swap already applied,
/// an automatic reverse already run backwards). The Swift writer reads only this.
struct ExportPlan {
    /// A view of the transition.
    struct View {
        var id: String
        var role: ViewRole
        var style: ViewStyle
        /// Frame before any transform: x, y, width, height.
        var frame: [LengthExpression]
        var alpha: Double
        var zIndex: Int
        var doubleSided: Bool
    }

    /// Keyframes of one property as played.
    struct Keyframed {
        var property: AnimatableProperty
        /// Values in file units (points, degrees, factors); for `transform`, empty.
        var values: [LengthExpression]
        /// For `transform`: each key matrix as its steps.
        var transforms: [[TransitionSpec.TransformStep]]
        var keyTimes: [Double]
        /// One per segment.
        var curves: [CubicBezier]

        var count: Int { property == .transform ? transforms.count : values.count }
        var hasSegmentCurves: Bool { curves.contains { $0 != .linear } }
    }

    /// Some properties of one view over a range of the transition, with one timing.
    struct Track {
        var view: String
        var range: AnimationRange
        var timing: TimingCurve
        var animations: [Keyframed]
    }

    let spec: TransitionSpec
    let operation: TransitionOperation
    /// The direction the tracks play in (nil: no orientation).
    let direction: Direction?
    /// Seconds the ranges are fractions of (a mass–stiffness–damping spring may lengthen it).
    let duration: Double
    let views: [View]
    /// The tracks as they play.
    let tracks: [Track]
    /// For a reverse with its own tracks: the forward tracks, whose end values are where it starts.
    let forwardTracks: [Track]
    /// True when `tracks` are the forward ones run backwards (`reverse: automatic`).
    let reversedFromForward: Bool
    /// The pan that drives this operation, mapped to the direction.
    let interaction: TransitionSpec.Interaction?
    /// The drag of a view that runs this operation.
    let directInteraction: TransitionSpec.DirectInteraction?

    /// Whether a track animates the stage (the transform layer holding every view).
    var stageAnimated: Bool { (tracks + forwardTracks).contains { $0.view == TransitionSpec.stageID } }
}

extension ExportPlan {
    /// Why a preset cannot be exported as asked.
    enum Failure: Error, CustomStringConvertible {
        case play(TransitionSpec.PlayError)
        case unsupported(String)

        var description: String {
            switch self {
            case .play(let e): e.description
            case .unsupported(let what): what
            }
        }
    }

    /// The plan for `operation` in `direction` (nil: the spec's own).
    init(spec: TransitionSpec, operation: TransitionOperation, direction requested: Direction?) throws(Failure) {
        let played: SpecTransition
        do { played = try spec.transition(for: operation, direction: requested) } catch { throw .play(error) }
        self.spec = spec
        self.operation = operation
        direction = played.direction
        duration = played.duration
        let mapping = spec.direction.flatMap { c in played.direction.map { DirectionMapping(from: c, to: $0) } } ?? .identity
        let isReverse = !operation.isForward && !spec.operations.contains(operation) && operation != .tabBack
        let applies = { (t: TransitionSpec.Track) in t.applies(in: spec.direction == nil ? nil : played.direction) }
        let specTracks = spec.tracks.filter(applies)
        let forward = try specTracks.map { (t) throws(Failure) in try Self.track(t, spec: spec, mapping: mapping) }

        var views = try spec.views.map { (r) throws(Failure) in
            View(
                id: r.id, role: r.role, style: r.style, frame: try Self.frame(r.frame, mapping: mapping), alpha: r.alpha,
                zIndex: r.zIndex, doubleSided: r.doubleSided)
        }
        var tracks = forward
        var forwardTracks: [Track] = []
        var reversed = false
        if isReverse {
            switch spec.reverse {
            case .automatic:
                // As the engine plays it: the forward tracks run backwards.
                tracks = try specTracks.map { (t) throws(Failure) in
                    try Self.track(t.timeReversed(timing: t.timing ?? spec.timing), spec: spec, mapping: mapping)
                }
                reversed = true
            case .tracks(let own):
                tracks = try own.filter(applies).map { (t) throws(Failure) in try Self.track(t, spec: spec, mapping: mapping) }
                forwardTracks = forward
            }
            if let order = spec.reverseStacking {
                for i in views.indices { if let index = order.firstIndex(of: views[i].id) { views[i].zIndex = index } }
            }
        }
        self.views = views
        self.tracks = tracks
        self.forwardTracks = forwardTracks
        reversedFromForward = reversed
        interaction = spec.interaction(for: operation, direction: requested ?? spec.direction)
        directInteraction = spec.directInteraction(for: operation)
    }

    /// The track with its values seen in the played direction.
    private static func track(_ t: TransitionSpec.Track, spec: TransitionSpec, mapping: DirectionMapping) throws(Failure) -> Track {
        var animations: [Keyframed] = []
        for a in t.animations {
            let n = a.count
            let keyTimes = a.keyTimes ?? (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
            let curves =
                a.curves.isEmpty
                ? Array(repeating: CubicBezier.linear, count: max(n - 1, 0))
                : a.curves.count == 1 ? Array(repeating: a.curves[0], count: max(n - 1, 0)) : a.curves
            if a.property == .transform {
                guard mapping == .identity else { throw .unsupported("a whole-matrix transform track in another direction than the preset's own") }
                animations.append(Keyframed(property: .transform, values: [], transforms: a.transforms, keyTimes: keyTimes, curves: curves))
                continue
            }
            let (property, values) = try mapped(a.property, a.values, mapping: mapping)
            animations.append(Keyframed(property: property, values: values, transforms: [], keyTimes: keyTimes, curves: curves))
        }
        return Track(view: t.view, range: t.range, timing: t.timing ?? spec.timing, animations: animations)
    }

    /// A property's values under a direction's mirror or axis swap (`DirectionMapping.map(_:canonical:container:)`, value by value).
    private static func mapped(_ p: AnimatableProperty, _ values: [LengthExpression], mapping m: DirectionMapping) throws(Failure) -> (
        AnimatableProperty, [LengthExpression]
    ) {
        if m == .identity { return (p, values) }
        let swap = m.swapsAxes
        let axes = { (e: LengthExpression) in swap ? e.swappingAxes : e }
        let signed = { (s: Double, list: [LengthExpression]) in list.map { Self.scaled(axes($0), by: s) } }
        let det = m.determinant
        switch p {
        case .translationX: return swap ? (.translationY, signed(m.xy, values)) : (.translationX, signed(m.xx, values))
        case .translationY: return swap ? (.translationX, signed(m.yx, values)) : (.translationY, signed(m.yy, values))
        case .scaleX: return (swap ? .scaleY : .scaleX, values.map(axes))
        case .scaleY: return (swap ? .scaleX : .scaleY, values.map(axes))
        case .rotationX: return swap ? (.rotationY, signed(det * m.xy, values)) : (.rotationX, signed(det * m.xx, values))
        case .rotationY: return swap ? (.rotationX, signed(det * m.yx, values)) : (.rotationY, signed(det * m.yy, values))
        case .rotationZ: return (.rotationZ, signed(det, values))
        case .anchorX, .anchorY:
            let sign = p == .anchorX ? (swap ? m.xy : m.xx) : (swap ? m.yx : m.yy)
            let target: AnimatableProperty = (p == .anchorX) != swap ? .anchorX : .anchorY
            var out: [LengthExpression] = []
            for v in values {
                guard case .number(let a) = v else { throw .unsupported("an anchor that is not a number, in another direction") }
                out.append(.number(0.5 + sign * (a - 0.5)))
            }
            return (target, out)
        case .frameX, .frameY, .frameWidth, .frameHeight:
            throw .unsupported("a frame track in another direction than the preset's own")
        default: return (p, values.map(axes))
        }
    }

    private static func scaled(_ e: LengthExpression, by s: Double) -> LengthExpression {
        if s == 1 { return e }
        if case .number(let v) = e { return .number(-v) }
        if case .negate(let inner) = e { return inner }
        return .negate(e)
    }

    /// A frame seen in the played direction: each real axis takes a canonical one, flipped about the
    /// container's centre when its sign is −1.
    private static func frame(_ f: TransitionSpec.FrameExpression, mapping m: DirectionMapping) throws(Failure) -> [LengthExpression] {
        if m == .identity { return [f.x, f.y, f.width, f.height] }
        let swap = m.swapsAxes
        func axis(origin: LengthExpression, size: LengthExpression, length: LengthExpression, sign: Double) -> (LengthExpression, LengthExpression) {
            sign > 0 ? (origin, size) : (.subtract(length, .add(origin, size)), size)
        }
        let (x, w) = swap ? axis(origin: f.y, size: f.height, length: .height, sign: m.yx) : axis(origin: f.x, size: f.width, length: .width, sign: m.xx)
        let (y, h) = swap ? axis(origin: f.x, size: f.width, length: .width, sign: m.xy) : axis(origin: f.y, size: f.height, length: .height, sign: m.yy)
        return [x, y, w, h].map { swap ? $0.swappingAxes : $0 }
    }
}
