import SegueEngine
import SegueRender
import Testing

@Suite("Stage layout: points to cells and back")
struct StageLayoutMappingTests {
    @Test("containerPoint undoes cellPoint, and a cell's centre maps inside the container")
    func inverse() {
        let stage = StageLayout(container: .phonePortrait, width: 40, height: 30)
        for point in [Point(x: 0, y: 0), Point(x: 196.5, y: 426), Point(x: 393, y: 852), Point(x: 12.25, y: 700)] {
            let back = stage.containerPoint(stage.cellPoint(point))
            #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9, "\(point) → \(back)")
        }
        // The screen's top-left cell's centre is half a cell into the container.
        let corner = stage.containerPoint(Point(x: Double(stage.screen.x) + 0.5, y: Double(stage.screen.y) + 0.5))
        #expect(abs(corner.x - 0.5 / stage.scaleX) < 1e-9 && abs(corner.y - 0.5 / stage.scaleY) < 1e-9)
    }
}
