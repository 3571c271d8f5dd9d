// CoreGraphics' `CGColor`, which swift-corelibs-foundation does not declare, as far as layers need
// it (`layer.backgroundColor = UIColor.black.cgColor`). A file of its own, easy to delete.

/// An RGBA colour, components 0…1.
public final class CGColor: Hashable, Sendable, CustomDebugStringConvertible {
    let value: ColorValue

    init(_ value: ColorValue) {
        self.value = value
    }

    /// A colour from its red, green, blue and alpha components (0…1).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(ColorValue(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// The opacity, 0…1.
    public var alpha: CGFloat { CGFloat(value.alpha) }
    /// Red, green, blue and alpha, 0…1.
    public var components: [CGFloat]? { [value.red, value.green, value.blue, value.alpha].map { CGFloat($0) } }
    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var v = value
        v.alpha = Double(alpha)
        return CGColor(v)
    }

    /// Equal components.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.value == b.value }
    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
    /// The components.
    public var debugDescription: String { "CGColor(\(value.red), \(value.green), \(value.blue), \(value.alpha))" }
}
