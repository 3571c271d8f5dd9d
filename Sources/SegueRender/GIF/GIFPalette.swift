import SegueEngine

/// The colours of a whole animation, counted in bins of 5 bits per channel, and the palette of at
/// most 256 colours they are drawn with.
///
/// A bin remembers the sum of its pixels' exact colours, so a colour that fills a bin alone (a
/// view's fill, the background) comes out exact. Up to 256 bins are each their own colour; more are
/// cut down: every bin holding at least 1/500 of all pixels keeps its own entry (up to 64), and the
/// rest are split by median cut (the box with the most pixels times its longest side is split at its
/// pixel median along that side) into the entries left. A bin is drawn with its own entry, or the
/// entry nearest its mean colour.
struct GIFHistogram {
    /// Pixels per bin, and the sums of their red, green and blue.
    private(set) var counts = [Int](repeating: 0, count: 1 << 15)
    private(set) var sums = [(r: Int, g: Int, b: Int)](repeating: (0, 0, 0), count: 1 << 15)

    /// The bin of `0xRRGGBB`.
    @inline(__always)
    static func bin(_ p: UInt32) -> UInt16 {
        UInt16(truncatingIfNeeded: (p >> 9) & 0x7c00 | (p >> 6) & 0x03e0 | (p >> 3) & 0x001f)
    }

    /// Counts the image's pixels and returns each one's bin.
    mutating func add(_ image: PixelImage) -> [UInt16] {
        var bins = [UInt16](repeating: 0, count: image.pixels.count)
        counts.withUnsafeMutableBufferPointer { counts in
            sums.withUnsafeMutableBufferPointer { sums in
                for (i, p) in image.pixels.enumerated() {
                    let b = Int(Self.bin(p))
                    bins[i] = UInt16(b)
                    counts[b] &+= 1
                    sums[b].r &+= Int(p >> 16 & 0xff)
                    sums[b].g &+= Int(p >> 8 & 0xff)
                    sums[b].b &+= Int(p & 0xff)
                }
            }
        }
        return bins
    }

    /// The mean colour of a bin that holds pixels.
    func mean(_ bin: Int) -> RGBColor {
        let n = counts[bin]
        let s = sums[bin]
        return RGBColor(red: UInt8((s.r + n / 2) / n), green: UInt8((s.g + n / 2) / n), blue: UInt8((s.b + n / 2) / n))
    }
}

/// At most 256 colours, and the entry each bin of a `GIFHistogram` is drawn with.
struct GIFPalette {
    /// The entries, at least 2 (a GIF's colour table has at least 2).
    private(set) var colors: [RGBColor]
    /// The entry of each bin.
    private(set) var lookup: [UInt8]

    static let maximumColors = 256

    init(_ histogram: GIFHistogram) {
        let bins = (0..<(1 << 15)).filter { histogram.counts[$0] > 0 }
        var colors: [RGBColor] = []
        var lookup = [UInt8](repeating: 0, count: 1 << 15)
        if bins.count <= Self.maximumColors {
            for (i, bin) in bins.enumerated() {
                colors.append(histogram.mean(bin))
                lookup[bin] = UInt8(i)
            }
        } else {
            let total = bins.reduce(0) { $0 + histogram.counts[$1] }
            let popular = bins.filter { histogram.counts[$0] * 500 >= total }.sorted { histogram.counts[$0] > histogram.counts[$1] }.prefix(64)
            let kept = Set(popular)
            for bin in popular {
                lookup[bin] = UInt8(colors.count)
                colors.append(histogram.mean(bin))
            }
            let rest = bins.filter { !kept.contains($0) }
            colors += Self.medianCut(rest, into: Self.maximumColors - colors.count, histogram)
            for bin in rest { lookup[bin] = Self.nearest(histogram.mean(bin), in: colors) }
        }
        while colors.count < 2 { colors.append(.black) }
        self.colors = colors
        self.lookup = lookup
    }

    /// Up to `count` colours for `bins`: boxes split at their pixel median until there are `count`
    /// or none can be split; each box's colour is the mean of its pixels.
    private static func medianCut(_ bins: [Int], into count: Int, _ histogram: GIFHistogram) -> [RGBColor] {
        guard !bins.isEmpty, count > 0 else { return [] }
        func channel(_ bin: Int, _ axis: Int) -> Int { bin >> (10 - 5 * axis) & 31 }
        struct Box {
            var bins: [Int]
            var pixels: Int
            var axis: Int
            var side: Int
        }
        func box(_ bins: [Int]) -> Box {
            var lo = [31, 31, 31]
            var hi = [0, 0, 0]
            for bin in bins {
                for axis in 0..<3 {
                    lo[axis] = min(lo[axis], channel(bin, axis))
                    hi[axis] = max(hi[axis], channel(bin, axis))
                }
            }
            let sides = (0..<3).map { hi[$0] - lo[$0] }
            let axis = sides.firstIndex(of: sides.max()!)!
            return Box(bins: bins, pixels: bins.reduce(0) { $0 + histogram.counts[$1] }, axis: axis, side: sides[axis])
        }
        var boxes = [box(bins)]
        while boxes.count < count {
            guard let i = boxes.indices.filter({ boxes[$0].bins.count > 1 }).max(by: { boxes[$0].pixels * boxes[$0].side < boxes[$1].pixels * boxes[$1].side })
            else { break }
            let axis = boxes[i].axis
            let sorted = boxes[i].bins.sorted { channel($0, axis) < channel($1, axis) }
            var running = 0
            var cut = 1
            for (j, bin) in sorted.enumerated() {
                running += histogram.counts[bin]
                if running * 2 >= boxes[i].pixels {
                    cut = j + 1
                    break
                }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            boxes[i] = box(Array(sorted[..<cut]))
            boxes.append(box(Array(sorted[cut...])))
        }
        return boxes.map { box in
            var r = 0
            var g = 0
            var b = 0
            for bin in box.bins {
                r += histogram.sums[bin].r
                g += histogram.sums[bin].g
                b += histogram.sums[bin].b
            }
            let n = max(1, box.pixels)
            return RGBColor(red: UInt8((r + n / 2) / n), green: UInt8((g + n / 2) / n), blue: UInt8((b + n / 2) / n))
        }
    }

    /// The entry nearest `color` (squared distance in RGB).
    private static func nearest(_ color: RGBColor, in colors: [RGBColor]) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (i, c) in colors.enumerated() {
            let dr = Int(c.red) - Int(color.red)
            let dg = Int(c.green) - Int(color.green)
            let db = Int(c.blue) - Int(color.blue)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        return UInt8(best)
    }
}
