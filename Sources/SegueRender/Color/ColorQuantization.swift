import SegueEngine

/// Pure mappings from 24-bit colours to terminal palettes, by nearest squared RGB distance.
///
/// Palette values are xterm's defaults: the 6×6×6 cube uses the levels 0, 95, 135, 175, 215, 255
/// (indices 16–231, index = 16 + 36 r + 6 g + b), the grey ramp is 8 + 10 i for indices 232–255,
/// and the 16 ANSI colours are xterm's (`#cd0000` red, `#5c5cff` bright blue, …).
public enum ColorQuantization {
    /// The six channel levels of the xterm colour cube.
    public static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// xterm's default 16 ANSI colours, index 0 (black) to 15 (bright white).
    public static let ansiPalette: [RGBColor] = [
        0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
        0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
    ].map { RGBColor(red: UInt8($0 >> 16), green: UInt8(($0 >> 8) & 0xff), blue: UInt8($0 & 0xff)) }

    /// The colour xterm shows for palette index `index` (0–255; clamped).
    public static func xterm256Color(_ index: Int) -> RGBColor {
        let i = min(max(index, 0), 255)
        if i < 16 { return ansiPalette[i] }
        if i >= 232 {
            let v = UInt8(8 + 10 * (i - 232))
            return RGBColor(red: v, green: v, blue: v)
        }
        let c = i - 16
        return RGBColor(red: UInt8(cubeLevels[c / 36]), green: UInt8(cubeLevels[(c / 6) % 6]), blue: UInt8(cubeLevels[c % 6]))
    }

    /// The nearest xterm palette index in 16–255 (cube or grey ramp; never the themeable 0–15).
    public static func nearestXterm256Index(_ color: RGBColor) -> Int {
        let r = nearestCubeStep(Int(color.red)), g = nearestCubeStep(Int(color.green)), b = nearestCubeStep(Int(color.blue))
        let cubeIndex = 16 + 36 * r + 6 * g + b
        // Grey ramp: the step nearest to the channel mean.
        let mean = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(max((mean - 8 + 5) / 10, 0), 23)
        let greyIndex = 232 + greyStep
        return distance(color, xterm256Color(greyIndex)) < distance(color, xterm256Color(cubeIndex)) ? greyIndex : cubeIndex
    }

    /// The nearest of the first `count` ANSI colours (8 or 16).
    public static func nearestANSIIndex(_ color: RGBColor, count: Int) -> Int {
        let n = min(max(count, 1), 16)
        var best = 0, bestDistance = Int.max
        for i in 0..<n {
            let d = distance(color, ansiPalette[i])
            if d < bestDistance { best = i; bestDistance = d }
        }
        return best
    }

    /// Squared Euclidean distance in RGB.
    public static func distance(_ a: RGBColor, _ b: RGBColor) -> Int {
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return dr * dr + dg * dg + db * db
    }

    private static func nearestCubeStep(_ v: Int) -> Int {
        var best = 0
        for (i, level) in cubeLevels.enumerated() where abs(level - v) < abs(cubeLevels[best] - v) { best = i }
        return best
    }
}
