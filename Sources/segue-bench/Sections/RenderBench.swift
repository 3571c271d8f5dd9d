import SegueEngine
import SegueRender

/// Microseconds to rasterize a scene into stages of several sizes, and to build a whole playground
/// screen at those sizes.
enum RenderBench {
    static let section = "render"
    static let sizes: [(columns: Int, rows: Int)] = [(80, 24), (160, 48), (200, 60)]

    /// Scenes over one run of the transition (one call renders them all), so the figure averages
    /// the cheap and the expensive moments (a view edge-on, a view filling the stage).
    static func scenes(_ item: BenchTransition) -> [Scene] {
        let transition = item.transition()
        return (0..<16).map { transition.scene(atTimeFraction: Double($0) / 15) }
    }

    static func run(_ bench: Bench) {
        bench.beginSection("render: Scene → CellGrid")
        let renderer = StageRenderer()
        for item in BenchTransition.all {
            let list = scenes(item)
            for size in sizes {
                bench.time(section, "stage \(item.name) \(size.columns)x\(size.rows)", unit: "µs", scale: 1000, operations: list.count) {
                    for scene in list { consume(renderer.render(scene, width: size.columns, height: size.rows), bench.sink) }
                }
            }
        }
        let transition = BenchTransition.slide2D.transition()
        for size in sizes {
            let budget: Budget? = size.columns == 200 ? .under(200) : nil
            let frames = (0..<16).map { Double($0) / 15 }
            bench.time(section, "screen \(PlaygroundScreen.name) \(size.columns)x\(size.rows)", unit: "µs", scale: 1000,
                       operations: frames.count, budget: budget, note: PlaygroundScreen.note) {
                for f in frames {
                    consume(PlaygroundScreen.frame(transition: transition, timeFraction: f, columns: size.columns, rows: size.rows), bench.sink)
                }
            }
        }
    }

    static func consume(_ grid: CellGrid, _ sink: BlackHole) {
        sink.consume(grid.cells.count)
        if !grid.cells.isEmpty { sink.consume(Int(grid.cells[grid.cells.count / 2].glyph.unicodeScalars.first!.value)) }
    }
}
