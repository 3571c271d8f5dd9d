import SegueEngine

/// Microseconds to evaluate a catalog preset's transition into a `Scene` (interpolate the tracks,
/// compose the transforms, project the corners, order the views), and to make the transition from
/// its spec.
enum EngineBench {
    static let section = "engine"

    /// 64 progress values over 0…1 (one call evaluates them all).
    static let progresses = (0..<64).map { Double($0) / 63 }

    static func run(_ bench: Bench) {
        bench.beginSection("engine: transition → Scene")
        for item in BenchPreset.all {
            let transition = item.transition()
            bench.time(section, "scene \(item.name)", unit: "µs", scale: 1000, operations: progresses.count) {
                for f in progresses { consume(transition.scene(atTimeFraction: f), bench.sink) }
            }
        }
        let flip = CardFlipTransition()
        bench.time(section, "scene card flip (coded)", unit: "µs", scale: 1000, operations: progresses.count) {
            for f in progresses { consume(flip.scene(atTimeFraction: f), bench.sink) }
        }
        for item in BenchPreset.all {
            bench.time(section, "make transition \(item.name)", unit: "µs", scale: 1000) {
                consume(item.transition().scene(trackProgress: []), bench.sink)
            }
        }
    }

    static func consume(_ scene: Scene, _ sink: BlackHole) {
        for view in scene.views { sink.consume(view.quad.topLeft.x + view.quad.bottomRight.y + view.depth) }
    }
}
