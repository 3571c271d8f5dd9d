import SegueEngine

/// An image of `width` × `height` opaque pixels, row by row from the top left: what
/// `SceneRasterizer` draws and `GIFEncoder` encodes.
///
/// A pixel is `0xRRGGBB` in a `UInt32` (the top byte is 0), so a frame is one flat array and
/// blending is integer arithmetic.
public struct PixelImage: Hashable, Sendable {
    /// Pixels per row, at least 0.
    public let width: Int
    /// Rows, at least 0.
    public let height: Int
    /// `0xRRGGBB` per pixel, `width × height` of them, row by row.
    public var pixels: [UInt32]

    /// An image of `color` (negative sizes count as 0).
    public init(width: Int, height: Int, color: RGBColor) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt32](repeating: Self.packed(color), count: self.width * self.height)
    }

    /// The colour at column `x`, row `y` (both inside the image).
    public subscript(x: Int, y: Int) -> RGBColor {
        get { Self.unpacked(pixels[y * width + x]) }
        set { pixels[y * width + x] = Self.packed(newValue) }
    }

    /// `0xRRGGBB`.
    @inlinable
    public static func packed(_ c: RGBColor) -> UInt32 {
        UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue)
    }

    /// The colour of `0xRRGGBB`.
    @inlinable
    public static func unpacked(_ p: UInt32) -> RGBColor {
        RGBColor(red: UInt8(truncatingIfNeeded: p >> 16), green: UInt8(truncatingIfNeeded: p >> 8), blue: UInt8(truncatingIfNeeded: p))
    }

    /// `color` over the packed pixel `base` at `weight` (0…256: 0 keeps `base`, 256 is `color`).
    @inline(__always)
    static func blend(_ color: UInt32, over base: UInt32, weight: UInt32) -> UInt32 {
        if weight >= 256 { return color }
        if weight == 0 { return base }
        let inverse = 256 - weight
        // Red and blue together, green alone: each channel's product fits in its 16 bits.
        let redBlue = ((color & 0xff00ff) &* weight &+ (base & 0xff00ff) &* inverse &+ 0x800080) >> 8 & 0xff00ff
        let green = ((color & 0x00ff00) &* weight &+ (base & 0x00ff00) &* inverse &+ 0x008000) >> 8 & 0x00ff00
        return redBlue | green
    }

    /// The weight (0…256) of an opacity or coverage `a` (0…1).
    @inline(__always)
    static func weight(_ a: Double) -> UInt32 {
        a >= 1 ? 256 : a <= 0 ? 0 : UInt32(a * 256 + 0.5)
    }
}
