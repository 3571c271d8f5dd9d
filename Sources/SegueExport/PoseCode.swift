import SegueEngine

/// One view's properties at one moment, as Swift expressions of `width` and `height`: what the
/// writer assigns in set-up, in animation blocks and in keyframes.
struct PoseCode {
    /// Values in file units (points, degrees, factors) by property; absent means the default.
    var values: [AnimatableProperty: LengthExpression] = [:]
    /// The whole matrix a `transform` track sets, as steps (point order); nil: identity.
    var matrix: [TransitionSpec.TransformStep]?

    static let transformProperties: Set<AnimatableProperty> = [
        .translationX, .translationY, .translationZ, .scale, .scaleX, .scaleY, .rotationX, .rotationY, .rotationZ, .perspective, .transform,
    ]
    static let frameProperties: Set<AnimatableProperty> = [.frameX, .frameY, .frameWidth, .frameHeight, .anchorX, .anchorY]
    /// Properties that a plane transform (`CGAffineTransform`) can hold.
    static let planeProperties: Set<AnimatableProperty> = [.translationX, .translationY, .scale, .scaleX, .scaleY, .rotationZ]

    /// Sets `property` to `value` (one keyframe).
    mutating func set(_ property: AnimatableProperty, _ value: LengthExpression) {
        switch property {
        case .scale:
            values[.scaleX] = value
            values[.scaleY] = value
        default: values[property] = value
        }
    }

    func value(_ p: AnimatableProperty, default d: Double = 0) -> LengthExpression { values[p] ?? .number(d) }

    private func isDefault(_ p: AnimatableProperty, _ d: Double) -> Bool {
        guard let v = values[p] else { return true }
        if case .number(let x) = v { return x == d }
        return false
    }

    /// `view.transform` for a view that stays in the plane, as the engine composes it: scale, then
    /// the turn about z, then the translation.
    var affineTransform: String {
        var parts: [String] = []
        if !isDefault(.scaleX, 1) || !isDefault(.scaleY, 1) {
            parts.append("CGAffineTransform(scaleX: \(SwiftCode.length(value(.scaleX, default: 1))), y: \(SwiftCode.length(value(.scaleY, default: 1))))")
        }
        if !isDefault(.rotationZ, 0) { parts.append("CGAffineTransform(rotationAngle: \(SwiftCode.radians(value(.rotationZ))))") }
        if !isDefault(.translationX, 0) || !isDefault(.translationY, 0) {
            parts.append(
                "CGAffineTransform(translationX: \(SwiftCode.length(value(.translationX))), y: \(SwiftCode.length(value(.translationY))))")
        }
        guard let first = parts.first else { return ".identity" }
        return parts.dropFirst().reduce(first) { "\($0).concatenating(\($1))" }
    }

    /// `layer.transform` as the engine composes a pose (`ViewPose.layerTransform`): the whole matrix,
    /// the scale, the turns about x, y and z, the translation, then the view's own perspective.
    var transform3D: String {
        var parts: [String] = []
        if let matrix { parts += matrix.map(Self.step) }
        if !isDefault(.scaleX, 1) || !isDefault(.scaleY, 1) {
            parts.append("CATransform3DMakeScale(\(SwiftCode.length(value(.scaleX, default: 1))), \(SwiftCode.length(value(.scaleY, default: 1))), 1)")
        }
        for (p, axis) in [(AnimatableProperty.rotationX, "1, 0, 0"), (.rotationY, "0, 1, 0"), (.rotationZ, "0, 0, 1")] where !isDefault(p, 0) {
            parts.append("CATransform3DMakeRotation(\(SwiftCode.radians(value(p))), \(axis))")
        }
        if !isDefault(.translationX, 0) || !isDefault(.translationY, 0) || !isDefault(.translationZ, 0) {
            parts.append(
                "CATransform3DMakeTranslation(\(SwiftCode.length(value(.translationX))), \(SwiftCode.length(value(.translationY))), \(SwiftCode.length(value(.translationZ))))"
            )
        }
        if !isDefault(.perspective, 0) { parts.append("Self.perspective(\(SwiftCode.length(value(.perspective))))") }
        guard let first = parts.first else { return "CATransform3DIdentity" }
        return parts.dropFirst().reduce(first) { "CATransform3DConcat(\($0), \($1))" }
    }

    /// One step of a whole-matrix keyframe as a `CATransform3D`.
    static func step(_ s: TransitionSpec.TransformStep) -> String {
        let v = SwiftCode.length(s.value)
        switch s.property {
        case .translationX: return "CATransform3DMakeTranslation(\(v), 0, 0)"
        case .translationY: return "CATransform3DMakeTranslation(0, \(v), 0)"
        case .translationZ: return "CATransform3DMakeTranslation(0, 0, \(v))"
        case .scale: return "CATransform3DMakeScale(\(v), \(v), 1)"
        case .scaleX: return "CATransform3DMakeScale(\(v), 1, 1)"
        case .scaleY: return "CATransform3DMakeScale(1, \(v), 1)"
        case .rotationX: return "CATransform3DMakeRotation(\(SwiftCode.radians(s.value)), 1, 0, 0)"
        case .rotationY: return "CATransform3DMakeRotation(\(SwiftCode.radians(s.value)), 0, 1, 0)"
        case .rotationZ: return "CATransform3DMakeRotation(\(SwiftCode.radians(s.value)), 0, 0, 1)"
        case .perspective: return "Self.perspective(\(v))"
        default: return "CATransform3DIdentity"
        }
    }

    /// Whether the pose's anchor is the centre.
    var anchorIsCentre: Bool { isDefault(.anchorX, 0.5) && isDefault(.anchorY, 0.5) }

    /// Assignments that put `name` in this pose's frame: `frame` when the anchor is the centre and
    /// `plain` (no transform on the view yet), else anchor, bounds and the anchor's position.
    func frameLines(_ name: String, base: [LengthExpression], plain: Bool) -> [String] {
        let x = values[.frameX] ?? base[0]
        let y = values[.frameY] ?? base[1]
        let w = values[.frameWidth] ?? base[2]
        let h = values[.frameHeight] ?? base[3]
        let (cx, cy, cw, ch) = (SwiftCode.length(x), SwiftCode.length(y), SwiftCode.length(w), SwiftCode.length(h))
        if plain, anchorIsCentre { return ["\(name).frame = CGRect(x: \(cx), y: \(cy), width: \(cw), height: \(ch))"] }
        let ax = value(.anchorX, default: 0.5)
        let ay = value(.anchorY, default: 0.5)
        var lines: [String] = []
        if !anchorIsCentre { lines.append("\(name).layer.anchorPoint = CGPoint(x: \(SwiftCode.length(ax)), y: \(SwiftCode.length(ay)))") }
        lines.append("\(name).bounds = CGRect(x: 0, y: 0, width: \(cw), height: \(ch))")
        let px = Self.along(x, w, ax)
        let py = Self.along(y, h, ay)
        lines.append("\(name).layer.position = CGPoint(x: \(px), y: \(py))")
        return lines
    }

    /// `origin + anchor × size`, as the engine computes the pivot.
    private static func along(_ origin: LengthExpression, _ size: LengthExpression, _ anchor: LengthExpression) -> String {
        if case .number(let a) = anchor {
            if a == 0 { return SwiftCode.length(origin) }
            if a == 1, case .number(0) = origin { return SwiftCode.length(size) }
        }
        return SwiftCode.length(.add(origin, .multiply(anchor, size)))
    }
}
