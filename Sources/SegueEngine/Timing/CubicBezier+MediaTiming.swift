extension CubicBezier {
    /// The curve `CAMediaTimingFunction(controlPoints:)` makes of finite control points: its
    /// parameters are `Float`s, so each is what a `Float` holds; x is clamped to 0…1 and y to
    /// ±`Self.maximumControlY`, as `init(_:_:_:_:)` requires.
    public static func mediaTimingFunction(_ x1: Float, _ y1: Float, _ x2: Float, _ y2: Float) -> CubicBezier {
        let bound = Self.maximumControlY
        func x(_ v: Float) -> Double { Double(v).clamped(to: 0...1) }
        func y(_ v: Float) -> Double { Double(v).clamped(to: -bound...bound) }
        return CubicBezier(unchecked: x(x1), y(y1), x(x2), y(y2))
    }

    /// Core Animation's named curves (`CAMediaTimingFunctionName`), which a file writes by name and
    /// so keep their exact control points.
    public static let mediaTimingNamed: [CubicBezier] = [.linear, .easeIn, .easeOut, .easeInOut, .ease]

    /// This curve as a `CAKeyframeAnimation`'s timing function holds it (docs/timing.md,
    /// "Keyframes and ranges"): a named curve exactly, any other with its control points rounded to `Float`
    /// (`mediaTimingFunction(_:_:_:_:)`, about 7 significant digits).
    public var mediaTiming: CubicBezier {
        Self.mediaTimingNamed.contains(self) ? self : Self.mediaTimingFunction(Float(x1), Float(y1), Float(x2), Float(y2))
    }
}
