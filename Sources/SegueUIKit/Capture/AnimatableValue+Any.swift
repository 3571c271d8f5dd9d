import SegueEngine

extension AnimatableValue {
    /// A value Core Animation code hands over as `Any` (a number, `CGPoint`, `CGSize`, `CGRect`,
    /// `CATransform3D`, `CGAffineTransform`, `CGColor` or `UIColor`) in the kind of `sample`; nil when
    /// it is none of these or of another kind.
    init?(_ any: Any?, like sample: AnimatableValue) {
        guard let any else { return nil }
        let value: AnimatableValue? =
            switch any {
            case let v as CGFloat: .number(Double(v))
            case let v as Double: .number(v)
            case let v as Float: .number(Double(v))
            case let v as Int: .number(Double(v))
            case let v as NSNumber: .number(v.doubleValue)
            case let v as CGPoint: .point(v.point)
            case let v as CGSize: .size(v.size)
            case let v as CGRect: .rect(v.rect)
            case let v as CATransform3D: .transform(v.transform3D)
            case let v as CGAffineTransform: .transform(v.transform3D)
            case let v as CGColor: .color(v.value)
            case let v as UIColor: .color(v.value)
            default: nil
            }
        guard let value, value.isSameKind(as: sample) else { return nil }
        self = value
    }

    func isSameKind(as other: AnimatableValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.transform, .transform), (.color, .color): true
        default: false
        }
    }
}
