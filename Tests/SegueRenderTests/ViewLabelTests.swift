import Foundation
import SegueEngine
import SegueRender
import SegueTestSupport
import Testing

/// View labels that do not fit stay apart: "presenting" and "presented" used to both become
/// "present~" when the views were narrow (a flip half-way).
@Suite("Stage renderer: view labels")
struct ViewLabelTests {
    /// The labels on the rendered stage: the runs of letters and `~` that start with "p".
    static func labels(_ grid: CellGrid) -> [String] {
        let text = grid.trimmedText
        let regex = try! NSRegularExpression(pattern: "p[a-z~]+")
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
    }

    @Test(
        "two narrow views side by side keep distinct labels, shortened in the middle",
        arguments: [0.42, 0.35, 0.3, 0.25, 0.2])
    func narrowViews(scale: Double) {
        let phone = Size.phonePortrait
        let left = StageFixtures.view(
            .presenting, in: phone, transform: Transform3D.scale(x: scale, y: 1).concatenating(.translation(x: -phone.width / 4, y: 0)))
        let right = StageFixtures.view(
            .presented, in: phone, transform: Transform3D.scale(x: scale, y: 1).concatenating(.translation(x: phone.width / 4, y: 0)), zIndex: 1)
        let grid = StageRenderer(options: RenderOptions(colorDepth: .none)).render(Scene(container: phone, views: [left, right]), width: 60, height: 30)
        let labels = Self.labels(grid)
        #expect(labels.count == 2, "\(grid.trimmedText)")
        #expect(Set(labels).count == 2, "\(labels)")
        #expect(labels.contains { $0.hasPrefix("p") && $0.hasSuffix("g") && $0.count < "presenting".count }, "presenting, shortened: \(labels)")
        #expect(labels.contains { $0.hasPrefix("p") && $0.hasSuffix("d") }, "presented: \(labels)")
    }
}
