import SegueEngine
import SegueRender

/// Microseconds to rasterize a preset's scenes into stages of several sizes, and to build a whole
/// playground frame (tick, scene, stage, inspector, timeline, curve plot, log, footer) at those sizes.
enum RenderBench {
    static let section = "render"
    static let sizes: [(columns: Int, rows: Int)] = [(80, 24), (160, 48), (200, 60)]

    /// Scenes over one run of the transition (one call renders them all), so the figure averages
    /// the cheap and the expensive moments (a view edge-on, a view filling the stage).
    static func scenes(_ preset: BenchPreset) -> [Scene] {
        let transition = preset.transition()
        return (0..<16).map { transition.scene(atTimeFraction: Double($0) / 15) }
    }

    static func run(_ bench: Bench) {
        bench.beginSection("render: Scene → CellGrid, Playground → frame")
        let renderer = StageRenderer()
        for preset in BenchPreset.all {
            let list = scenes(preset)
            for size in sizes {
                bench.time(section, "stage \(preset.name) \(size.columns)x\(size.rows)", unit: "µs", scale: 1000, operations: list.count) {
                    for scene in list { consume(renderer.render(scene, width: size.columns, height: size.rows), bench.sink) }
                }
            }
        }
        // The playground playing the preset: every 60 fps frame of one play (one call draws them all).
        for preset in BenchPreset.all {
            for size in sizes {
                let name = "playground \(preset.name) \(size.columns)x\(size.rows)"
                guard bench.wants(section, name) else { continue }
                let run = PlaygroundRun(preset: preset.spec.name, columns: size.columns, rows: size.rows)
                let budget: Budget? = size.columns == 200 ? .under(200) : nil
                bench.time(
                    section, name, unit: "µs", scale: 1000, operations: run.times.count, budget: budget,
                    note: "per frame: tick + view, \(run.times.count) frames"
                ) {
                    for i in run.times.indices { consume(run.frame(i), bench.sink) }
                }
            }
            // Compare mode: two panes of 99 and 100 × 58, both playing.
            let name = "playground compare \(preset.name) 200x60"
            guard bench.wants(section, name) else { continue }
            let run = PlaygroundRun(preset: preset.spec.name, columns: 200, rows: 60, compare: true)
            bench.time(
                section, name, unit: "µs", scale: 1000, operations: run.times.count, budget: .under(200),
                note: "per frame: tick + view of both panes, \(run.times.count) frames"
            ) {
                for i in run.times.indices { consume(run.frame(i), bench.sink) }
            }
        }
    }

    static func consume(_ grid: CellGrid, _ sink: BlackHole) {
        sink.consume(grid.cells.count)
        if !grid.cells.isEmpty { sink.consume(Int(grid.cells[grid.cells.count / 2].glyph.value)) }
    }
}
