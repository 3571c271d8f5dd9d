/// Summary of repeated samples of one figure: the median and the spread around it.
struct Statistics: Hashable, Sendable {
    var samples: [Double]

    init(_ samples: [Double]) {
        self.samples = samples.sorted()
    }

    var median: Double { quantile(0.5) }
    var minimum: Double { samples.first ?? .nan }
    var maximum: Double { samples.last ?? .nan }
    /// Half the interquartile range, relative to the median (0.02 = ±2 %).
    var relativeSpread: Double {
        let m = median
        guard m != 0, m.isFinite else { return 0 }
        return (quantile(0.75) - quantile(0.25)) / 2 / m
    }

    /// Linear interpolation between closest ranks.
    func quantile(_ q: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let position = q * Double(samples.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(samples.count - 1, lower + 1)
        let fraction = position - Double(lower)
        return samples[lower] + (samples[upper] - samples[lower]) * fraction
    }
}
