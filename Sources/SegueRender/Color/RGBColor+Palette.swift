import SegueEngine

/// Quantisation of 24-bit colours to the terminal palettes (pure; the ncurses shell reuses it).
extension RGBColor {
    /// xterm's default values of the 16 ANSI colours (0–7 normal, 8–15 bright).
    public static let ansi16Palette: [RGBColor] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ].map { RGBColor(red: UInt8($0.0), green: UInt8($0.1), blue: UInt8($0.2)) }

    /// The six levels of each channel in the xterm 6 × 6 × 6 colour cube (indices 16–231).
    public static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The colour of xterm palette entry `index` (0–255).
    public static func ansi256Color(_ index: Int) -> RGBColor {
        let i = min(max(index, 0), 255)
        if i < 16 { return ansi16Palette[i] }
        if i >= 232 {
            let g = UInt8(8 + 10 * (i - 232))
            return RGBColor(red: g, green: g, blue: g)
        }
        let c = i - 16
        return RGBColor(red: UInt8(cubeLevels[c / 36]), green: UInt8(cubeLevels[(c / 6) % 6]), blue: UInt8(cubeLevels[c % 6]))
    }

    /// The nearest entry of the 256-colour palette among the cube (16–231) and the grey ramp
    /// (232–255); the 16 system colours are skipped because terminals redefine them.
    public var ansi256Index: Int {
        func level(_ v: UInt8) -> Int {
            // Nearest cube level: 0, 95, 135, … (midpoints 47.5, 115, 155, 195, 235).
            let v = Int(v)
            return v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40
        }
        let r = level(red)
        let g = level(green)
        let b = level(blue)
        let cubeIndex = 16 + 36 * r + 6 * g + b
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
        let greyIndex = 232 + greyStep
        let cube = RGBColor.ansi256Color(cubeIndex)
        let grey = RGBColor.ansi256Color(greyIndex)
        return distanceSquared(to: grey) < distanceSquared(to: cube) ? greyIndex : cubeIndex
    }

    /// The nearest of the 16 ANSI colours (xterm's defaults), by weighted distance.
    public var ansi16Index: Int {
        var best = 0
        var bestDistance = Int.max
        for (i, c) in RGBColor.ansi16Palette.enumerated() {
            let d = distanceSquared(to: c)
            if d < bestDistance {
                best = i
                bestDistance = d
            }
        }
        return best
    }

    /// The colour as the terminal will show it at `depth` (identity for truecolor and none).
    public func quantized(to depth: ColorDepth) -> RGBColor {
        switch depth {
        case .none, .truecolor: self
        case .ansi256: RGBColor.ansi256Color(ansi256Index)
        case .ansi16: RGBColor.ansi16Palette[ansi16Index]
        }
    }

    /// Squared distance with the "redmean" weights (a cheap perceptual approximation).
    func distanceSquared(to o: RGBColor) -> Int {
        let rm = (Int(red) + Int(o.red)) / 2
        let dr = Int(red) - Int(o.red)
        let dg = Int(green) - Int(o.green)
        let db = Int(blue) - Int(o.blue)
        return (((512 + rm) * dr * dr) >> 8) + 4 * dg * dg + (((767 - rm) * db * db) >> 8)
    }
}

extension ColorDepth {
    /// The terminal colour number for `color` at this depth: a palette index for `ansi16` and
    /// `ansi256`, `0xRRGGBB` for `truecolor`, nil for `none`.
    public func colorNumber(for color: RGBColor) -> Int? {
        switch self {
        case .none: nil
        case .ansi16: color.ansi16Index
        case .ansi256: color.ansi256Index
        case .truecolor: Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
        }
    }
}
