extension CubicBezier {
    /// The curve run backwards in time: y_r(x) = 1 − y(1 − x), i.e. (1 − x2, 1 − y2, 1 − x1, 1 − y1).
    /// The named curves give named curves exactly (linear and easeInOut themselves, easeIn and
    /// easeOut each other), where the subtraction would leave a last bit (1 − 0.58 is not 0.42).
    public var timeReversed: CubicBezier {
        switch self {
        case .linear, .easeInOut: self
        case .easeIn: .easeOut
        case .easeOut: .easeIn
        default: CubicBezier(unchecked: 1 - x2, 1 - y2, 1 - x1, 1 - y1)
        }
    }
}

extension TimingCurve {
    /// The curve a reversed track uses: a cubic is time-reversed; a spring stays as it is, because a
    /// spring always settles into its end (UIKit animates a dismissal with the same spring).
    public var timeReversed: TimingCurve {
        if case .cubic(let bezier) = self { return .cubic(bezier.timeReversed) }
        return self
    }
}
