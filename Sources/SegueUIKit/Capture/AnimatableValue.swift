import SegueEngine

/// A value an animation carries: a number, a point, a size, a rectangle, a transform or a colour.
/// Additive animations add and subtract these; every animation interpolates them, transforms
/// decomposed as Core Animation does (docs/uikit-layer.md, "Interpolation").
enum AnimatableValue: Hashable, Sendable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case transform(Transform3D)
    case color(ColorValue)

    /// The value between `self` (t = 0) and `other` (t = 1); t may leave 0…1 (a spring's overshoot).
    /// Values of different kinds do not interpolate: the result is `other` from t > 0 on.
    func interpolated(to other: AnimatableValue, at t: Double) -> AnimatableValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + (b - a) * t)
        case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, at: t))
        case (.size(let a), .size(let b)): return .size(a.interpolated(to: b, at: t))
        case (.rect(let a), .rect(let b)): return .rect(Rect(origin: a.origin.interpolated(to: b.origin, at: t), size: a.size.interpolated(to: b.size, at: t)))
        case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, at: t))
        case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, at: t))
        default: return t > 0 ? other : self
        }
    }

    /// `self + other` for an additive animation: component-wise for numbers, points, sizes, rects
    /// and colours; for transforms `other` applied before `self` (Core Animation concatenates).
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + b)
        case (.point(let a), .point(let b)): return .point(a + b)
        case (.size(let a), .size(let b)): return .size(Size(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)): return .rect(Rect(origin: a.origin + b.origin, size: Size(width: a.width + b.width, height: a.height + b.height)))
        case (.transform(let a), .transform(let b)): return .transform(b.concatenating(a))
        case (.color(let a), .color(let b)): return .color(a + b)
        default: return self
        }
    }

    /// `self − other`: the delta an additive UIKit animation starts from. Transforms have no delta
    /// (see `AnimationCapture`): the result is `self`.
    func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a - b)
        case (.point(let a), .point(let b)): return .point(a - b)
        case (.size(let a), .size(let b)): return .size(Size(width: a.width - b.width, height: a.height - b.height))
        case (.rect(let a), .rect(let b)): return .rect(Rect(origin: a.origin - b.origin, size: Size(width: a.width - b.width, height: a.height - b.height)))
        case (.color(let a), .color(let b)): return .color(a - b)
        default: return self
        }
    }

    /// The additive identity of the same kind (0, the zero point, …, the identity transform).
    var zero: AnimatableValue {
        switch self {
        case .number: .number(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(.identity)
        case .color: .color(.clear)
        }
    }

    /// Whether the value can be animated additively (a delta to 0); a transform cannot.
    var isAdditive: Bool {
        if case .transform = self { return false }
        return true
    }
}
