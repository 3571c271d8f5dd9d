import SegueTestSupport

/// Runs measurements and collects their figures.
///
/// A timed figure is measured in samples: the body runs `inner` times per sample, with `inner`
/// chosen during a warm-up so one sample lasts about `sampleNanoseconds`; the figure is the time
/// per run of the body, over `repetitions` samples.
final class Bench {
    let options: BenchOptions
    let sink = BlackHole()
    /// What the run printed, section by section (the JSON keeps the same grouping).
    struct Section {
        var title: String
        var figures: [Figure] = []
        var notes: [String] = []
    }

    private(set) var sections: [Section] = []
    var figures: [Figure] { sections.flatMap(\.figures) }

    init(options: BenchOptions) {
        self.options = options
    }

    var repetitions: Int { options.quick ? 5 : 21 }
    var sampleNanoseconds: UInt64 { options.quick ? 2_000_000 : 20_000_000 }
    var warmUpNanoseconds: UInt64 { options.quick ? 5_000_000 : 100_000_000 }

    func wants(_ section: String, _ name: String) -> Bool { options.includes(section: section, name: name) }

    /// Times `body`, which performs `operations` operations per call; records nanoseconds per
    /// operation divided by `scale` (1000 for microseconds) when `section/name` passes the filter.
    func time(
        _ section: String, _ name: String, unit: String = "ns", scale: Double = 1, operations: Int = 1,
        budget: Budget? = nil, note: String = "", _ body: () -> Void
    ) {
        guard wants(section, name) else { return }
        if let calls = options.profileCalls {
            // For a profiler (callgrind): a fixed number of calls, so runs compare by instruction counts.
            for _ in 0..<calls { body() }
            print("  \(name): \(calls) calls (profile mode, not timed)")
            return
        }
        // Warm-up: run until the warm-up time is used, counting calls, to size the samples.
        var calls: UInt64 = 0
        let start = monotonicNanoseconds()
        var elapsed: UInt64 = 0
        repeat {
            body()
            calls += 1
            elapsed = monotonicNanoseconds() - start
        } while elapsed < warmUpNanoseconds
        let perCall = max(1, elapsed / calls)
        let inner = max(1, Int(sampleNanoseconds / perCall))

        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<repetitions {
            let t0 = monotonicNanoseconds()
            for _ in 0..<inner { body() }
            let t1 = monotonicNanoseconds()
            samples.append(Double(t1 - t0) / Double(inner * operations) / scale)
        }
        record(Figure(section: section, name: name, unit: unit, statistics: Statistics(samples), budget: budget, note: note))
    }

    /// Time of `a` over time of `b`, each call of the pair back to back, `repetitions` times after
    /// one warm-up pair: on a shared machine the load weighs on both halves of a pair alike, so the
    /// ratios scatter far less than two figures measured one after the other.
    func pairedRatios(_ a: () -> Void, _ b: () -> Void) -> [Double] {
        func seconds(_ body: () -> Void) -> Double {
            let start = monotonicNanoseconds()
            body()
            return Double(monotonicNanoseconds() - start)
        }
        _ = (seconds(a), seconds(b))
        return (0..<repetitions).map { _ in seconds(a) / seconds(b) }
    }

    /// Records a figure measured some other way (bytes, milliseconds of a process).
    func record(_ figure: Figure) {
        if sections.isEmpty { beginSection(figure.section) }
        sections[sections.count - 1].figures.append(figure)
        print(Report.Row(figure).line)
    }

    /// A line printed with the section's figures and kept with them (a skipped section).
    func note(_ text: String) {
        if sections.isEmpty { beginSection("notes") }
        sections[sections.count - 1].notes.append(text)
        print("  note: \(text)")
    }

    func beginSection(_ title: String) {
        sections.append(Section(title: title))
        for line in Report.sectionHeading(title) { print(line) }
    }
}
