import Foundation
import SegueEngine
import SegueRender
import SegueTestSupport
import Testing

/// A label belongs to one view and is clipped by it: where views overlap, the view seen in a cell
/// owns it, so two labels never run into one word ("ppresented" in a cross-dissolve), a faint view
/// over a label leaves it whole, and a label never shares its row with its own view's rows or
/// rule ("▬presented", a title under its rule).
@Suite("Stage renderer: labels clipped by their views")
struct LabelClippingTests {
    static let phone = Size.phonePortrait
    static let renderer = StageRenderer(options: RenderOptions(colorDepth: .none))

    /// A view of the standard fills with these corners, points.
    static func view(_ role: ViewRole, x: Double, y: Double, width: Double, height: Double, alpha: Double = 1, zIndex: Int = 0) -> SceneView {
        let quad = Quad(
            topLeft: Point(x: x, y: y), topRight: Point(x: x + width, y: y), bottomRight: Point(x: x + width, y: y + height),
            bottomLeft: Point(x: x, y: y + height))
        return SceneView(
            id: role.rawValue, role: role, quad: quad, alpha: alpha, zIndex: zIndex,
            style: ViewStyle(fill: role == .presenting ? .presentingFill : .presentedFill))
    }

    /// The stage's words: maximal runs of anything but blanks, shades, box drawing and blocks.
    static func words(_ grid: CellGrid) -> [String] {
        grid.trimmedText.split { c in
            c.unicodeScalars.allSatisfy { $0 == " " || $0 == "\n" || (0x2500...0x259F).contains($0.value) }
        }.map(String.init).filter { $0.contains { $0.isLetter } }
    }

    /// The moments the snapshot shows, by name.
    static let scenes: [(name: String, size: (Int, Int), scene: Scene)] = [
        (
            "cross-dissolve half-way", (60, 30),
            Scene(
                container: phone,
                views: [
                    view(.presenting, x: 0, y: 0, width: 393, height: 852, alpha: 0.5),
                    view(.presented, x: 0, y: 0, width: 393, height: 852, alpha: 0.5, zIndex: 1),
                ])
        ),
        (
            "a faint large view over a labelled one", (80, 24),
            Scene(
                container: phone,
                views: [
                    view(.presenting, x: 38.9, y: 84.3, width: 315.2, height: 683.3, alpha: 0.8),
                    view(.presented, x: -157.2, y: -340.8, width: 707.4, height: 1533.6, alpha: 0.2, zIndex: 1),
                ])
        ),
        (
            "a sheet whose title bar is one row with its rule", (80, 24),
            Scene(
                container: phone,
                views: [
                    view(.presenting, x: 11.8, y: 38.3, width: 369.4, height: 800.9),
                    view(.presented, x: 0, y: 264.1, width: 393, height: 800.9, zIndex: 1),
                ])
        ),
        (
            "a card whose title bar falls inside its top edge", (40, 16),
            Scene(
                container: phone,
                views: [
                    view(.presenting, x: 31.7, y: 66.4, width: 329.5, height: 717.9),
                    view(.presented, x: 0, y: 411.9, width: 393, height: 550.1, zIndex: 1),
                ])
        ),
    ]

    @Test("whole screens where labels used to garble match the golden file")
    func snapshot() {
        let text = Self.scenes.map { entry in
            "== \(entry.name) \(entry.size.0)x\(entry.size.1) ==\n" + Self.renderer.render(entry.scene, width: entry.size.0, height: entry.size.1).trimmedText
        }.joined(separator: "\n")
        let mismatch = snapshotMismatch(text, named: "labels")
        #expect(mismatch == nil, Comment(rawValue: mismatch ?? ""))
    }

    @Test(
        "two views on one rect show one whole label: the one seen, the upper from half opacity",
        arguments: [(0.5, 0.5, "presented"), (0.4, 0.6, "presented"), (0.7, 0.3, "presenting"), (1, 0.45, "presenting"), (0.3, 0.3, "presented")])
    func crossDissolve(lower: Double, upper: Double, seen: String) {
        for (width, height) in [(60, 30), (80, 24), (40, 16), (120, 40)] {
            let scene = Scene(
                container: Self.phone,
                views: [
                    Self.view(.presenting, x: 0, y: 0, width: 393, height: 852, alpha: lower),
                    Self.view(.presented, x: 0, y: 0, width: 393, height: 852, alpha: upper, zIndex: 1),
                ])
            let grid = Self.renderer.render(scene, width: width, height: height)
            #expect(Self.words(grid) == [seen], "\(width)x\(height):\n\(grid.trimmedText)")
        }
    }

    @Test("a faint view over a label draws none of its glyphs on it or beside it")
    func faintViewOverLabel() {
        let grid = Self.renderer.render(Self.scenes[1].scene, width: 80, height: 24)
        #expect(Self.words(grid) == ["presenting"], "\(grid.trimmedText)")
    }

    @Test("a title bar's label sits above its rule, with the rule on the row below it")
    func titleAboveRule() throws {
        let grid = Self.renderer.render(Self.scenes[2].scene, width: 80, height: 24)
        let lines = grid.trimmedText.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("presented") })
        #expect(!lines[row].contains("─"), "\(grid.trimmedText)")
        #expect(lines[row + 1].contains("────────────────"), "the rule under the title:\n\(grid.trimmedText)")
        #expect(lines[row - 1].contains("────────────────"), "the sheet's top edge over it:\n\(grid.trimmedText)")
    }

    @Test("a label takes its row alone: none of its view's rows beside it")
    func labelRowWithoutContent() throws {
        let grid = Self.renderer.render(Self.scenes[3].scene, width: 40, height: 16)
        let line = try #require(grid.trimmedText.components(separatedBy: "\n").first { $0.contains("presented") })
        #expect(!line.contains("▬"), "\(grid.trimmedText)")
        #expect(Set(Self.words(grid)) == ["pres~ting", "presented"], "\(grid.trimmedText)")
    }
}
