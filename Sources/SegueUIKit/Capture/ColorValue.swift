import SegueEngine

/// A colour as the model keeps it: red, green, blue and alpha in 0…1 (`UIColor`'s components).
/// Animated colours interpolate per component, as Core Animation interpolates `backgroundColor`.
struct ColorValue: Hashable, Sendable {
    var red, green, blue, alpha: Double

    static let clear = ColorValue(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour drawn by the renderer (alpha is carried by the view's opacity instead).
    var rgb: RGBColor {
        func byte(_ v: Double) -> UInt8 { UInt8((v.clamped(to: 0...1) * 255).rounded()) }
        return RGBColor(red: byte(red), green: byte(green), blue: byte(blue))
    }

    func interpolated(to other: ColorValue, at t: Double) -> ColorValue {
        ColorValue(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t, blue: blue + (other.blue - blue) * t,
            alpha: alpha + (other.alpha - alpha) * t)
    }

    static func + (a: ColorValue, b: ColorValue) -> ColorValue {
        ColorValue(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha)
    }

    static func - (a: ColorValue, b: ColorValue) -> ColorValue {
        ColorValue(red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, alpha: a.alpha - b.alpha)
    }
}
