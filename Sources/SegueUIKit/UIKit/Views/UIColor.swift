/// A colour (`UIColor`): RGBA components 0…1. Views draw their `backgroundColor` with it; animations
/// interpolate it per component. Immutable, so usable from any thread, as UIKit's is.
open class UIColor: NSObject, @unchecked Sendable {
    let value: ColorValue

    init(_ value: ColorValue) {
        self.value = value
    }

    /// A colour from its red, green, blue and alpha components (0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        value = ColorValue(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// A grey: `white` 0 is black, 1 white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (0…1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = Double(saturation)
        let v = Double(brightness)
        let c = v * s
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (c, x, 0)
            case 1: (x, c, 0)
            case 2: (0, c, x)
            case 3: (0, x, c)
            case 4: (x, 0, c)
            default: (c, 0, x)
            }
        let m = v - c
        self.init(red: CGFloat(r + m), green: CGFloat(g + m), blue: CGFloat(b + m), alpha: alpha)
    }

    /// The colour of a `CGColor`.
    public convenience init(cgColor: CGColor) {
        self.init(cgColor.value)
    }

    /// The same colour with another alpha (0…1).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var v = value
        v.alpha = Double(alpha)
        return UIColor(v)
    }

    /// The colour as a `CGColor`, for layers.
    open var cgColor: CGColor { CGColor(value) }

    /// Equal components.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.value == value
    }

    /// Hashes the components.
    open override var hash: Int { value.hashValue }

    /// Fully transparent.
    public static var clear: UIColor { UIColor(.clear) }
    /// Black.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// 1/3 white.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// 2/3 white.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// Half white.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// (1, 0, 0).
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// (0, 1, 0).
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// (0, 0, 1).
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// (1, 1, 0).
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// (1, 0.5, 0).
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// (0.5, 0, 0.5).
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// (0, 1, 1).
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// (1, 0, 1).
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// (0.6, 0.4, 0.2).
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// The system background: white (light appearance).
    public static var systemBackground: UIColor { .white }
}
